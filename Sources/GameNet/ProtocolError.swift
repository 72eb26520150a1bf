import GameCore

/// The limits every line and field is held to (docs/protocol.md).
package enum ProtocolLimits {
    /// The longest line, in bytes of UTF-8, without its newline: the
    /// transport's frame, and the parser looks at nothing longer.
    package static let lineBytes = 4096
    /// The longest free text (a refusal's or a farewell's words), in characters after sanitizing.
    package static let textCharacters = 200
    /// The most seats at a table.
    package static let seats = GameState.maximumPlayers
    /// The longest time a seat is kept for a player who went away: an hour.
    package static let graceSeconds: Int64 = 3600
    /// The largest sequence number or ping id.
    package static let counter: Int64 = 1 << 53
}

/// Why a line is not a message this side reads: one line of words, safe for
/// a terminal, for a refusal or a log. Never a crash: every way a line can
/// be wrong is one of these.
package enum ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Longer than `ProtocolLimits.lineBytes`.
    case tooLong(bytes: Int)
    /// Not UTF-8.
    case notUTF8
    /// Not JSON, or JSON this protocol does not write (a fraction, a key twice).
    case malformed(String)
    /// Nested deeper than `WireJSON.depthLimit`.
    case tooDeep
    /// JSON, but not an object with a `type`.
    case notAMessage
    /// A `type` this side does not know.
    case unknownType(String)
    /// A field the message needs is missing.
    case missingField(message: String, field: String)
    /// A field is there but wrong, and why.
    case badField(message: String, field: String, problem: String)

    package var description: String {
        switch self {
        case .tooLong(let bytes): "the line is \(bytes) bytes long; at most \(ProtocolLimits.lineBytes)"
        case .notUTF8: "the line is not UTF-8"
        case .malformed(let why): "the line is not a message: \(why)"
        case .tooDeep: "the line nests deeper than \(WireJSON.depthLimit)"
        case .notAMessage: "the line is not an object with a type"
        case .unknownType(let type): "no message has the type \"\(WireText.safe(type, limit: 32))\""
        case .missingField(let message, let field): "\(message) has no \(field)"
        case .badField(let message, let field, let problem): "\(message)'s \(field) \(problem)"
        }
    }
}

/// Strings from the wire, made safe for a terminal and bounded.
package enum WireText {
    /// `text` sanitized for a terminal and cut to `limit` characters.
    package static func safe(_ text: String, limit: Int = ProtocolLimits.textCharacters) -> String {
        let clean = text.sanitizedForTerminal
        return clean.count > limit ? String(clean.prefix(limit)) + "…" : clean
    }

    /// A player's name from the wire, or why it cannot be one: sanitized
    /// first (so a name is never rejected for what a terminal would not
    /// show anyway), then held to the scores file's rules for a name.
    package static func name(_ raw: String) -> Result<String, NameProblem> {
        let name = raw.sanitizedForTerminal
        if let problem = ScoreRecord.nameProblem(name) { return .failure(NameProblem(text: problem)) }
        return .success(name)
    }

    /// A name a joiner asks to sit under (the `hello`'s), or why it cannot
    /// be taken: sanitized as `name(_:)`, then held to the one rule for a
    /// name being taken (`ScoreRecord.newNameProblem`: no invisible
    /// character, nothing that reads as the lobby's "(host)").
    package static func newName(_ raw: String) -> Result<String, NameProblem> {
        let name = raw.sanitizedForTerminal
        if let problem = ScoreRecord.newNameProblem(name) { return .failure(NameProblem(text: problem)) }
        return .success(name)
    }

    package struct NameProblem: Error { package let text: String }

    /// `bytes` as lowercase hex.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `count` bytes written as lowercase hex, or nil.
    package static func bytes(hex text: String, count: Int) -> [UInt8]? {
        let chars = Array(text.utf8)
        guard chars.count == count * 2 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(count)
        var index = 0
        while index < chars.count {
            // Lowercase only: one spelling per value.
            guard chars[index] < UInt8(ascii: "A") || chars[index] > UInt8(ascii: "F"),
                  chars[index + 1] < UInt8(ascii: "A") || chars[index + 1] > UInt8(ascii: "F"),
                  let high = chars[index].hexDigitValue, let low = chars[index + 1].hexDigitValue else { return nil }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }
}

/// Reads the fields of one message's object, naming the message in every error.
struct Fields {
    let message: String
    let members: [String: WireJSON]

    init(_ message: String, _ members: [String: WireJSON]) {
        self.message = message
        self.members = members
    }

    func has(_ key: String) -> Bool {
        if case .some(.null) = members[key] { return false }
        return members[key] != nil
    }

    func bad(_ field: String, _ problem: String) -> ProtocolError {
        .badField(message: message, field: field, problem: problem)
    }

    func value(_ key: String) throws(ProtocolError) -> WireJSON {
        guard let value = members[key], value != .null else { throw .missingField(message: message, field: key) }
        return value
    }

    func int(_ key: String, in range: ClosedRange<Int64>) throws(ProtocolError) -> Int {
        guard case .number(let number) = try value(key) else { throw bad(key, "is not a whole number") }
        guard range.contains(number) else { throw bad(key, "is not from \(range.lowerBound) to \(range.upperBound)") }
        return Int(number)
    }

    func string(_ key: String) throws(ProtocolError) -> String {
        guard case .string(let text) = try value(key) else { throw bad(key, "is not a string") }
        return text
    }

    func bool(_ key: String) throws(ProtocolError) -> Bool {
        guard case .bool(let flag) = try value(key) else { throw bad(key, "is not true or false") }
        return flag
    }

    func object(_ key: String) throws(ProtocolError) -> Fields {
        guard case .object(let members) = try value(key) else { throw bad(key, "is not an object") }
        return Fields("\(message)'s \(key)", members)
    }

    func array(_ key: String, limit: Int) throws(ProtocolError) -> [WireJSON] {
        guard case .array(let values) = try value(key) else { throw bad(key, "is not a list") }
        guard values.count <= limit else { throw bad(key, "has more than \(limit) entries") }
        return values
    }

    func text(_ key: String) throws(ProtocolError) -> String { WireText.safe(try string(key)) }

    func name(_ key: String) throws(ProtocolError) -> String {
        switch WireText.name(try string(key)) {
        case .success(let name): return name
        case .failure(let problem): throw bad(key, "is no name: \(problem.text)")
        }
    }

    /// A name being taken (the `hello`'s): `WireText.newName`.
    func newName(_ key: String) throws(ProtocolError) -> String {
        switch WireText.newName(try string(key)) {
        case .success(let name): return name
        case .failure(let problem): throw bad(key, "is no name: \(problem.text)")
        }
    }

    func hex(_ key: String, bytes count: Int) throws(ProtocolError) -> [UInt8] {
        guard let bytes = WireText.bytes(hex: try string(key), count: count) else {
            throw bad(key, "is not \(count * 2) lowercase hex digits")
        }
        return bytes
    }

    /// One of `names`, spelled exactly.
    func choice<T>(_ key: String, _ names: [(String, T)]) throws(ProtocolError) -> T {
        let text = try string(key)
        guard let found = names.first(where: { $0.0 == text }) else {
            throw bad(key, "is not one of \(names.map(\.0).joined(separator: ", "))")
        }
        return found.1
    }

    /// A seed as `JSONSeed` writes it: a number up to 2^53−1, a string of digits above.
    func seed(_ key: String) throws(ProtocolError) -> UInt64 {
        switch try value(key) {
        case .number(let number) where number >= 0: return UInt64(number)
        case .string(let text):
            guard let seed = JSONSeed.value(digits: text.utf8) else { fallthrough }
            return seed
        default: throw bad(key, "is not a whole number from 0 to 2^64-1")
        }
    }

    /// The top object of a line and its type.
    static func message(_ json: WireJSON) throws(ProtocolError) -> (type: String, fields: [String: WireJSON]) {
        guard case .object(let members) = json, case .string(let type)? = members["type"] else { throw .notAMessage }
        return (type, members)
    }
}

extension WireJSON {
    /// A seed as `JSONSeed` writes it.
    static func seed(_ value: UInt64) -> WireJSON {
        value <= JSONSeed.exactLimit ? .number(Int64(value)) : .string(String(value))
    }
}
