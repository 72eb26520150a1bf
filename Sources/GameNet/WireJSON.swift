import GameCore

/// The JSON of one protocol line: the few values the messages use, a
/// bounded parser and a writer with one spelling per value.
///
/// Hand-written rather than Foundation's, so that decoding is bounded in
/// every direction the wire could push it (length, depth, number size) and
/// the bytes written never depend on a library's choices: keys are sorted,
/// nothing is escaped that JSON does not require, numbers are whole.
package indirect enum WireJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A whole number; the protocol has no other kind.
    case number(Int64)
    case string(String)
    case array([WireJSON])
    case object([String: WireJSON])

    /// The deepest nesting a line may have: an event is three objects deep.
    package static let depthLimit = 6

    // MARK: Writing

    /// The value as compact JSON, keys sorted, `/` not escaped.
    package var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += String(value)
        case .string(let value): Self.writeString(value, into: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                members[key]!.write(into: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ value: String, into out: inout String) {
        out.appendQuoted(value, .json)
    }

    // MARK: Reading

    /// The value of one line, or why it is none. The line is checked against
    /// `ProtocolLimits.lineBytes` first, so nothing longer is looked at.
    package static func parse(_ line: String) throws(ProtocolError) -> WireJSON {
        let bytes = Array(line.utf8)
        return try parse(bytes: bytes)
    }

    /// As `parse(_:)`, from the line's bytes (which must be UTF-8).
    package static func parse(bytes: [UInt8]) throws(ProtocolError) -> WireJSON {
        guard bytes.count <= ProtocolLimits.lineBytes else { throw .tooLong(bytes: bytes.count) }
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw .malformed("text after the value at byte \(parser.index)") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func expect(_ literal: String) throws(ProtocolError) {
            for byte in literal.utf8 {
                guard peek() == byte else { throw .malformed("expected \(literal) at byte \(index)") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(ProtocolError) -> WireJSON {
            guard let byte = peek() else { throw .malformed("the line ends before a value") }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < WireJSON.depthLimit else { throw .tooDeep }
                return try object(depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < WireJSON.depthLimit else { throw .tooDeep }
                return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw .malformed("unexpected byte at \(index)")
            }
        }

        mutating func object(depth: Int) throws(ProtocolError) -> WireJSON {
            index += 1
            var members: [String: WireJSON] = [:]
            skipSpace()
            if peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard peek() == UInt8(ascii: "\"") else { throw .malformed("expected a key at byte \(index)") }
                let key = try string()
                skipSpace()
                try expect(":")
                skipSpace()
                let value = try value(depth: depth)
                // A key twice is a message two readers could read two ways.
                guard members.updateValue(value, forKey: key) == nil else {
                    throw .malformed("the key \"\(key.sanitizedForTerminal.prefix(32))\" is there twice")
                }
                skipSpace()
                if peek() == UInt8(ascii: ",") { index += 1; continue }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(ProtocolError) -> WireJSON {
            index += 1
            var values: [WireJSON] = []
            skipSpace()
            if peek() == UInt8(ascii: "]") { index += 1; return .array(values) }
            while true {
                skipSpace()
                values.append(try value(depth: depth))
                skipSpace()
                if peek() == UInt8(ascii: ",") { index += 1; continue }
                try expect("]")
                return .array(values)
            }
        }

        /// A whole number of at most 18 digits: no fraction, no exponent.
        mutating func number() throws(ProtocolError) -> Int64 {
            let start = index
            if peek() == UInt8(ascii: "-") { index += 1 }
            let digitsStart = index
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            let digits = index - digitsStart
            guard digits > 0 else { throw .malformed("expected a digit at byte \(index)") }
            if digits > 1, bytes[digitsStart] == UInt8(ascii: "0") { throw .malformed("a number starts with 0 at byte \(start)") }
            // One spelling: zero is `0`, never `-0`.
            if digitsStart > start, digits == 1, bytes[digitsStart] == UInt8(ascii: "0") {
                throw .malformed("-0 at byte \(start): zero is written 0")
            }
            if let byte = peek(), [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(byte) {
                throw .malformed("the number at byte \(start) is not a whole number")
            }
            guard digits <= 18, let value = Int64(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw .malformed("the number at byte \(start) is too large")
            }
            return value
        }

        mutating func string() throws(ProtocolError) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ end: Int) throws(ProtocolError) {
                guard runStart < end else { return }
                guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                    throw .notUTF8
                }
                scalars.append(contentsOf: run.unicodeScalars)
            }
            while true {
                guard let byte = peek() else { throw .malformed("the string at byte \(start) does not end") }
                if byte == UInt8(ascii: "\"") {
                    try flush(index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw .malformed("a control character in the string at byte \(start)") }
                if byte != UInt8(ascii: "\\") { index += 1; continue }
                try flush(index)
                index += 1
                guard let escape = peek() else { throw .malformed("the string at byte \(start) does not end") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        // A surrogate pair is one scalar; a lone half is none.
                        guard peek() == UInt8(ascii: "\\") else { throw .malformed("a lone surrogate at byte \(index)") }
                        index += 1
                        guard peek() == UInt8(ascii: "u") else { throw .malformed("a lone surrogate at byte \(index)") }
                        index += 1
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw .malformed("a lone surrogate at byte \(index)") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw .malformed("a lone surrogate at byte \(index)") }
                    scalars.append(scalar)
                default: throw .malformed("an unknown escape at byte \(index - 1)")
                }
                runStart = index
            }
        }

        mutating func hex4() throws(ProtocolError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw .malformed("a short \\u escape at byte \(index)") }
            var code: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = byte.hexDigitValue else { throw .malformed("a bad \\u escape at byte \(index)") }
                code = code << 4 | UInt32(digit)
            }
            index += 4
            return code
        }
    }
}

/// A message of the wire, either way: read from one line's JSON
/// (`ClientMessage`, `HostMessage`).
package protocol WireMessage {
    /// The message this JSON spells, or exactly why it is none.
    init(json: WireJSON) throws(ProtocolError)
}

extension WireMessage {
    /// The message of one line, or exactly why it is none.
    package init(line: String) throws(ProtocolError) {
        try self.init(json: try WireJSON.parse(line))
    }

    /// As `init(line:)`, from the line's bytes.
    package init(bytes: [UInt8]) throws(ProtocolError) {
        try self.init(json: try WireJSON.parse(bytes: bytes))
    }
}
