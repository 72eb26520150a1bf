extension String {
    /// The first of the 256 scalars that stand for a path's raw bytes: a
    /// byte `b` that is not part of valid UTF-8 is kept as U+10FF00 + `b`,
    /// a private-use scalar no real file name holds. Storage turns paths
    /// into strings this way (GameStorage's `String(pathBytes:)`); the
    /// sanitizer here must know the stand-ins to print them as U+FFFD.
    package static let rawByteBase: UInt32 = 0x10_FF00

    /// Whether `scalar` stands for a raw byte of a path.
    package static func isRawByte(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= rawByteBase }
}
