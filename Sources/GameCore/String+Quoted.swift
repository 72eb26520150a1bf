extension String {
    /// How a quoted string escapes what it cannot hold as it is.
    package enum QuoteStyle: Sendable {
        /// A TOML basic string (the settings files): `\"`, `\\`, `\n`, `\t`,
        /// and `\uXXXX` (uppercase) for every other control and DEL.
        case toml
        /// JSON, as the wire writes it: `\"`, `\\`, `\n`, `\r`, `\t`, and
        /// `\u00xx` (lowercase) for every other control and for U+2028 and
        /// U+2029, nothing else (docs/protocol.md).
        case json
    }

    /// Appends `text` to this string, quoted in `style`: the one writer of
    /// a quoted string with escapes.
    package mutating func appendQuoted(_ text: String, _ style: QuoteStyle) {
        let json = style == .json
        self += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": self += "\\\""
            case "\\": self += "\\\\"
            case "\n": self += "\\n"
            case "\t": self += "\\t"
            case "\r" where json: self += "\\r"
            case _ where scalar.value < 0x20 || (json ? (0x2028...0x2029).contains(scalar.value) : scalar.value == 0x7F):
                self += "\\u" + scalar.value.hexDigits(4, uppercase: !json)
            default: unicodeScalars.append(scalar)
            }
        }
        self += "\""
    }
}
