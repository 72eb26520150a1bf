import GameCore

extension String {
    /// A path from the bytes the system gave (argv, the environment, the
    /// passwd entry), kept whole: valid UTF-8 reads as usual, and every
    /// other byte becomes a stand-in scalar that `withPathCString` turns back
    /// into that byte. So a file named in Latin-1 is the file opened, not
    /// one whose name was "repaired" with U+FFFD.
    package init(pathBytes: some Collection<UInt8>) {
        let bytes = Array(pathBytes)
        // Almost every path and environment value is valid UTF-8 with no
        // stand-in's lead byte (0xF4): read it whole, not scalar by scalar
        // (the start reads the whole environment through here).
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) {
            self = text
            return
        }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = String.validSequenceLength(bytes, at: index)
            let sequence = bytes[index..<index + Swift.max(length, 1)]
            let scalar = length > 0 ? String.decode(sequence) : nil
            // A real stand-in scalar is kept as its four bytes too, so that
            // every path, however odd, comes back exactly as it went in.
            if let scalar, !String.isRawByte(scalar) {
                scalars.append(scalar)
            } else {
                scalars.append(contentsOf: sequence.map(String.standIn))
            }
            index += Swift.max(length, 1)
        }
        self.init(scalars)
    }

    /// A path from a C string the system gave.
    package init(pathCString: UnsafePointer<CChar>) {
        var count = 0
        while pathCString[count] != 0 { count += 1 }
        self.init(pathBytes: UnsafeRawBufferPointer(start: pathCString, count: count))
    }

    /// The bytes this path stands for: UTF-8, with each stand-in scalar back
    /// to its raw byte.
    package var pathBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if Self.isRawByte(scalar) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - Self.rawByteBase))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return bytes
    }

    /// Calls `body` with the path as the NUL-terminated bytes a system call
    /// takes. Every call that names a file goes through here.
    package func withPathCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        // Most paths hold no stand-in: hand over their UTF-8 as it is.
        guard unicodeScalars.contains(where: Self.isRawByte) else {
            return try withCString(body)
        }
        let bytes = pathBytes.map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    private static func standIn(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(rawByteBase + UInt32(byte))!
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629:
    /// no overlongs, no surrogates, nothing above U+10FFFF), or 0.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
        case 0x00...0x7F: (1, 0x80...0xBF)
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: (0, 0x80...0xBF)
        }
        guard length > 1 else { return length }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    private static func decode(_ sequence: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var iterator = sequence.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}
