/// A JSON value as the program reads and writes it by hand (a protocol
/// line's): the few values the messages use, a bounded parser on
/// `JSONScanner` and a writer with one spelling per value.
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

    /// The one value `bytes` hold (whitespace around it allowed), nested at
    /// most `depthLimit` deep, or the first reason it is none.
    package static func parse(bytes: UnsafeRawBufferPointer, depthLimit: Int) throws(JSONSyntaxError) -> WireJSON {
        var scanner = JSONScanner(bytes)
        scanner.skipSpace()
        let value = try scanner.value(depth: 0, limit: depthLimit)
        scanner.skipSpace()
        guard scanner.isAtEnd else { throw .malformed("text after the value at byte \(scanner.index)") }
        return value
    }
}

/// The value parse: strict, and bounded by the caller's depth.
extension JSONScanner {
    fileprivate mutating func expect(_ literal: StaticString) throws(JSONSyntaxError) {
        guard take(literal) else { throw .malformed("expected \(literal) at byte \(mismatch(literal))") }
    }

    fileprivate mutating func value(depth: Int, limit: Int) throws(JSONSyntaxError) -> WireJSON {
        guard let byte = peek() else { throw .malformed("the line ends before a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < limit else { throw .tooDeep }
            return byte == UInt8(ascii: "{") ? try object(depth: depth + 1, limit: limit) : try array(depth: depth + 1, limit: limit)
        case UInt8(ascii: "\""): return .string(try strictString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw .malformed("unexpected byte at \(index)")
        }
    }

    private mutating func strictString() throws(JSONSyntaxError) -> String {
        let (text, problem) = string()
        if let problem { throw problem }
        return text
    }

    private mutating func object(depth: Int, limit: Int) throws(JSONSyntaxError) -> WireJSON {
        var members: [String: WireJSON] = [:]
        try elements(until: "}") { scanner throws(JSONSyntaxError) in
            guard scanner.peek() == UInt8(ascii: "\"") else { throw .malformed("expected a key at byte \(scanner.index)") }
            let key = try scanner.strictString()
            scanner.skipSpace()
            try scanner.expect(":")
            scanner.skipSpace()
            // A key twice is a message two readers could read two ways.
            guard members.updateValue(try scanner.value(depth: depth, limit: limit), forKey: key) == nil else {
                throw .malformed("the key \"\(key.sanitizedForTerminal.prefix(32))\" is there twice")
            }
        }
        return .object(members)
    }

    private mutating func array(depth: Int, limit: Int) throws(JSONSyntaxError) -> WireJSON {
        var values: [WireJSON] = []
        try elements(until: "]") { scanner throws(JSONSyntaxError) in values.append(try scanner.value(depth: depth, limit: limit)) }
        return .array(values)
    }

    /// From an opening bracket through its `close`: `element` reads each
    /// of the elements between commas.
    private mutating func elements(until close: StaticString,
                                   _ element: (inout JSONScanner) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        index += 1
        skipSpace()
        if take(close) { return }
        repeat {
            skipSpace()
            try element(&self)
            skipSpace()
        } while take(",")
        try expect(close)
    }

    /// A whole number of at most 18 digits: no fraction, no exponent, no `-0`.
    private mutating func number() throws(JSONSyntaxError) -> Int64 {
        let start = index
        let negative = take("-")
        let digitsStart = index
        let read = digits(limit: 18)
        // One spelling: zero is `0`, never `-0`.
        if negative, index == digitsStart + 1, bytes[digitsStart] == UInt8(ascii: "0") {
            throw .malformed("-0 at byte \(start): zero is written 0")
        }
        switch read {
        case .success(let value): return negative ? -Int64(value) : Int64(value)
        case .failure(.noDigit): throw .malformed("expected a digit at byte \(index)")
        case .failure(.leadingZero): throw .malformed("a number starts with 0 at byte \(start)")
        case .failure(.notWhole): throw .malformed("the number at byte \(start) is not a whole number")
        case .failure(.tooLarge): throw .malformed("the number at byte \(start) is too large")
        }
    }
}
