/// Why bytes are not JSON that the program's strict reader takes: the
/// words say what went wrong and at which byte. `WireJSON.parse` throws it;
/// the protocol says it as its own `ProtocolError`.
package enum JSONSyntaxError: Error, Equatable, Sendable {
    case malformed(String)
    case tooDeep
    case notUTF8
}

extension JSONScanner {
    /// The string whose opening quote is at the cursor, escapes decoded,
    /// the cursor past its closing quote; and the first way it breaks
    /// JSON's rules (a control character, bytes not UTF-8, an unknown or
    /// short escape, half a surrogate pair, no closing quote), nil when it
    /// breaks none. A strict reader refuses such a string; the duplicate-key
    /// scan reads on, keeping what it can: bad UTF-8 and half a pair as
    /// U+FFFD, an unknown escape as its letter, a bad hex digit as 0.
    package mutating func string() -> (text: String, problem: JSONSyntaxError?) {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var problem: JSONSyntaxError?
        var runStart = index
        func flush(_ end: Int) {
            guard runStart < end else { return }
            let run = UnsafeRawBufferPointer(rebasing: bytes[runStart..<end])
            if let valid = String(validating: run, as: UTF8.self) {
                scalars.append(contentsOf: valid.unicodeScalars)
            } else {
                problem = problem ?? .notUTF8
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let byte = peek() else {
                problem = problem ?? .malformed("the string at byte \(start) does not end")
                flush(bytes.count)
                return (String(scalars), problem)
            }
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return (String(scalars), problem)
            }
            if byte < 0x20 { problem = problem ?? .malformed("a control character in the string at byte \(start)") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(index)
            runStart = index
            // A `\` last is kept as itself (the string does not end).
            guard index + 1 < bytes.count else { index += 1; continue }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(contentsOf: unicodeEscape(&problem))
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
            default:
                problem = problem ?? .malformed("an unknown escape at byte \(index - 1)")
                scalars.append(Unicode.Scalar(escape))
            }
            runStart = index
        }
    }

    /// After `\u`: four hex digits, or a surrogate pair of two escapes.
    private mutating func unicodeEscape(_ problem: inout JSONSyntaxError?) -> [Unicode.Scalar] {
        let first = hex4(&problem)
        guard (0xD800...0xDBFF).contains(first) else {
            guard let scalar = Unicode.Scalar(first) else {
                problem = problem ?? .malformed("a lone surrogate at byte \(index)")
                return ["\u{FFFD}"]
            }
            return [scalar]
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            let at = peek() == UInt8(ascii: "\\") ? index + 1 : index
            problem = problem ?? .malformed("a lone surrogate at byte \(at)")
            return ["\u{FFFD}"]
        }
        index += 2
        let second = hex4(&problem)
        // Anything but a low surrogate after a high one is no pair (the fuzzer's find: it trapped).
        guard (0xDC00...0xDFFF).contains(second) else {
            problem = problem ?? .malformed("a lone surrogate at byte \(index)")
            return ["\u{FFFD}", Unicode.Scalar(second) ?? "\u{FFFD}"]
        }
        return [Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"]
    }

    /// Four hex digits (fewer at the end; a bad one read as 0).
    private mutating func hex4(_ problem: inout JSONSyntaxError?) -> UInt32 {
        if index + 4 > bytes.count {
            problem = problem ?? .malformed("a short \\u escape at byte \(index)")
        } else if !(index..<index + 4).allSatisfy({ bytes[$0].hexDigitValue != nil }) {
            problem = problem ?? .malformed("a bad \\u escape at byte \(index)")
        }
        var value: UInt32 = 0
        for _ in 0..<4 where index < bytes.count {
            value = value << 4 | UInt32(bytes[index].hexDigitValue ?? 0)
            index += 1
        }
        return value
    }
}
