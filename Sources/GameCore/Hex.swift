extension FixedWidthInteger {
    /// The number in hex, zeros in front up to `width` digits: the one
    /// spelling of a number in hex (a digest, an escape, a code point).
    package func hexDigits(_ width: Int, uppercase: Bool = false) -> String {
        String(self, radix: 16, uppercase: uppercase).zeroPadded(to: width)
    }
}

extension UInt8 {
    /// The value of this byte as a hex digit (`0`–`9`, `a`–`f`, `A`–`F`),
    /// or nil: the one reader of a hex digit, for the JSON readers' `\u`
    /// escapes and the wire's hex fields.
    package var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
