
/// Finds a key written twice in one JSON object.
///
/// JSON leaves such an object's meaning open, and the JSON decoder quietly
/// keeps one of the values: a hand-edited scores file with two `"records"`
/// lists would lose one of them at the next save. A reader that finds a
/// duplicate treats the file as ambiguous, like a corrupt one, and keeps it
/// whole. Keys compare as Swift strings do (as the decoder's do), after
/// their escapes are decoded: `"records"` and `"rec\u006frds"` are one key.
enum JSONDuplicateKey {
    /// The path of the first key that appears twice in one object, e.g.
    /// `records` or `records[2].name`; nil when there is none. Meant for
    /// text the decoder has accepted: on anything else it may answer nil.
    static func find(in data: some Collection<UInt8>) -> String? {
        var scanner = Scanner(bytes: Array(data))
        return scanner.value(path: "", depth: 0)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Deeper than the decoder itself reads: give up rather than recurse.
        static let depthLimit = 1024

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Skips one value; returns the first duplicate's path inside it.
        mutating func value(path: String, depth: Int) -> String? {
            skipSpace()
            guard index < bytes.count, depth < Self.depthLimit else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(path: path, depth: depth)
            case UInt8(ascii: "["): return array(path: path, depth: depth)
            case UInt8(ascii: "\""): _ = string()
            default:
                while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
            }
            return nil
        }

        private mutating func object(path: String, depth: Int) -> String? {
            index += 1
            var keys = Set<String>()
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    index += 1  // `}` (or text the decoder would not have taken)
                    return nil
                }
                let key = string()
                let keyPath = path.isEmpty ? key : path + "." + key
                if !keys.insert(key).inserted { return keyPath }
                skipSpace()
                index += 1  // `:`
                if let found = value(path: keyPath, depth: depth + 1) { return found }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else {
                    index += 1
                    return nil
                }
                index += 1
            }
        }

        private mutating func array(path: String, depth: Int) -> String? {
            index += 1
            var element = 0
            while true {
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return nil
                }
                if let found = value(path: "\(path)[\(element)]", depth: depth + 1) { return found }
                element += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else {
                    index += 1
                    return nil
                }
                index += 1
            }
        }

        /// The string at `index` (on its opening quote), escapes decoded.
        private mutating func string() -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                    raw.append(bytes[index])
                    index += 1
                    continue
                }
                flush()
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(contentsOf: unicodeEscape())
                default: scalars.append(Unicode.Scalar(escaped))
                }
            }
            flush()
            index += 1
            return String(scalars)
        }

        /// After `\u`: four hex digits, or a surrogate pair of two escapes.
        /// A lone surrogate reads as U+FFFD, and whatever followed it as itself.
        private mutating func unicodeEscape() -> [Unicode.Scalar] {
            let first = hex4()
            guard (0xD800...0xDBFF).contains(first), index + 1 < bytes.count,
                  bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                return [Unicode.Scalar(first) ?? "\u{FFFD}"]
            }
            index += 2
            let second = hex4()
            // Anything but a low surrogate after a high one is no pair (the fuzzer's find: it trapped).
            guard (0xDC00...0xDFFF).contains(second) else { return ["\u{FFFD}", Unicode.Scalar(second) ?? "\u{FFFD}"] }
            return [Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"]
        }

        private mutating func hex4() -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 where index < bytes.count {
                let digit = UInt32(bytes[index].hexDigitValue ?? 0)
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        private static func ends(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09].contains(byte)
        }
    }
}
