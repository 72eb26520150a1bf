import GameCore

/// The protocol's versions. A client says the range it speaks in its
/// hello; the host answers with the newest both speak, or refuses with the
/// ranges (`HostMessage.version`). `hello` and `version` keep their
/// spelling in every version, so any two programs can say that much.
package enum ProtocolVersion {
    /// The versions this program speaks.
    package static let supported: ClosedRange<Int> = 1...1
    /// The largest version number a hello may name.
    package static let limit = 1000

    /// The newest version both ranges hold, or nil.
    package static func chosen(host: ClosedRange<Int>, client: ClosedRange<Int>) -> Int? {
        let high = min(host.upperBound, client.upperBound)
        return high >= max(host.lowerBound, client.lowerBound) ? high : nil
    }

    /// `1` or `2–3`.
    package static func text(_ range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
    }
}

/// What a seat's holder shows to get it back after a dropped connection:
/// 16 random bytes, written as 32 lowercase hex digits.
package struct RejoinToken: Hashable, Sendable {
    package let bytes: [UInt8]
    package static let byteCount = 16

    package init?(bytes: [UInt8]) {
        guard bytes.count == Self.byteCount else { return nil }
        self.bytes = bytes
    }

    package var hex: String { WireText.hex(bytes) }
}

/// A line a client sends to the host: a hello, then intents. An intent asks;
/// only the host decides, and a refused intent is answered to its sender
/// alone (`HostMessage.refused`).
package enum ClientMessage: WireMessage, Equatable, Sendable {
    /// The first line: the versions spoken, the name to sit under, whether
    /// to watch rather than play, and a seat's token when coming back.
    case hello(Hello)
    /// Turn card `card` (its index in grid order).
    case flip(card: Int)
    /// End the game for the table, as the give-up question's y does.
    case giveUp
    /// Pause the game in play (when the host allows it).
    case pause
    /// Resume the paused game (when the host allows it).
    case resume
    /// Leave the room for good: the seat is not kept.
    case leave
    /// Are you there? The host answers `pong` with the same id.
    case ping(id: Int)

    package struct Hello: Equatable, Sendable {
        package var versions: ClosedRange<Int>
        package var name: String
        package var watch: Bool
        package var rejoin: RejoinToken?

        package init(versions: ClosedRange<Int> = ProtocolVersion.supported, name: String, watch: Bool = false,
                     rejoin: RejoinToken? = nil) {
            self.versions = versions
            self.name = name
            self.watch = watch
            self.rejoin = rejoin
        }
    }

    /// The intent's name in a refusal (`flip`), nil for hello and ping.
    package var intentName: String {
        switch self {
        case .hello: "hello"
        case .flip: "flip"
        case .giveUp: "giveUp"
        case .pause: "pause"
        case .resume: "resume"
        case .leave: "leave"
        case .ping: "ping"
        }
    }

    // MARK: The line

    /// The message as one line of JSON (no newline).
    package var line: String { json.text }

    var json: WireJSON {
        var members: [String: WireJSON] = ["type": .string(intentName)]
        switch self {
        case .hello(let hello):
            members["protocol"] = .object(["min": .number(Int64(hello.versions.lowerBound)),
                                           "max": .number(Int64(hello.versions.upperBound))])
            members["name"] = .string(hello.name)
            if hello.watch { members["watch"] = .bool(true) }
            if let token = hello.rejoin { members["rejoin"] = .string(token.hex) }
        case .flip(let card): members["card"] = .number(Int64(card))
        case .ping(let id): members["id"] = .number(Int64(id))
        case .giveUp, .pause, .resume, .leave: break
        }
        return .object(members)
    }

    package init(json: WireJSON) throws(ProtocolError) {
        let (type, members) = try Fields.message(json)
        let fields = Fields(type, members)
        switch type {
        case "hello":
            let range = try fields.object("protocol")
            let low = try range.int("min", in: 1...Int64(ProtocolVersion.limit))
            let high = try range.int("max", in: 1...Int64(ProtocolVersion.limit))
            guard low <= high else { throw fields.bad("protocol", "has min above max") }
            let watch = fields.has("watch") ? try fields.bool("watch") : false
            var token: RejoinToken?
            if fields.has("rejoin") { token = RejoinToken(bytes: try fields.hex("rejoin", bytes: RejoinToken.byteCount)) }
            self = .hello(Hello(versions: low...high, name: try fields.newName("name"), watch: watch, rejoin: token))
        case "flip": self = .flip(card: try fields.int("card", in: 0...Int64(Board.largest.cardCount - 1)))
        case "giveUp": self = .giveUp
        case "pause": self = .pause
        case "resume": self = .resume
        case "leave": self = .leave
        case "ping": self = .ping(id: try fields.int("id", in: 0...ProtocolLimits.counter))
        default: throw .unknownType(type)
        }
    }
}
