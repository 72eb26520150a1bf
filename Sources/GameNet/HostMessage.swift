import GameCore

/// One game action as the wire carries it, after the deal: only what a
/// player at the table sees happen. A flip carries the face of the card it
/// turns, and only a flip does. Spelled as the recording spells the action
/// it stands for (docs/record-format.md), with the face added.
package enum WireAction: Equatable, Sendable {
    /// `cardFlipped`: card `card` turned up, showing `face`.
    case flip(card: Int, face: Animal)
    /// `mismatchedCardFlipped`: a card of the showing mismatch flipped again.
    case flipAgain(card: Int, face: Animal)
    /// `mismatchDelayElapsed`: the mismatch turned down.
    case turnDown
    /// `winDelayElapsed`: the win screen came.
    case won
    /// `clockMeasured`: the game has been in play this long (whole milliseconds).
    case clock(milliseconds: Int64)
    /// `pauseToggled`.
    case pause
    /// `gaveUp`: the game ended without a winner.
    case gaveUp
    /// `turnSkipped`: the player to move was passed over (their seat left empty, `host --fill skip`).
    case skip
    /// `computerSeated`: the computer took seat `seat` at `level` (`host --fill computer`).
    case seatComputer(seat: Int, level: ComputerLevel)

    /// The action the host's reducer handled, for a mirror or a replay.
    package var gameAction: GameAction {
        switch self {
        case .flip(let card, _): .cardFlipped(id: card)
        case .flipAgain(let card, _): .mismatchedCardFlipped(id: card)
        case .turnDown: .mismatchDelayElapsed
        case .won: .winDelayElapsed
        case .clock(let milliseconds): .clockMeasured(played: .milliseconds(milliseconds))
        case .pause: .pauseToggled
        case .gaveUp: .gaveUp
        case .skip: .turnSkipped
        case .seatComputer(let seat, let level): .computerSeated(seat: seat, level: level)
        }
    }

    /// The card turned and its face, for a flip.
    package var turned: (card: Int, face: Animal)? {
        switch self {
        case .flip(let card, let face), .flipAgain(let card, let face): (card, face)
        default: nil
        }
    }

    /// The longest game clock the wire carries: 100 hours, as recordings.
    package static let clockLimit: Int64 = 360_000_000

    var json: WireJSON {
        switch self {
        case .flip(let card, let face):
            .object(["cardFlipped": .object(["id": .number(Int64(card)), "face": .string(face.rawValue)])])
        case .flipAgain(let card, let face):
            .object(["mismatchedCardFlipped": .object(["id": .number(Int64(card)), "face": .string(face.rawValue)])])
        case .turnDown: .object(["mismatchDelayElapsed": .object([:])])
        case .won: .object(["winDelayElapsed": .object([:])])
        case .clock(let milliseconds): .object(["clockMeasured": .object(["playedMs": .number(milliseconds)])])
        case .pause: .object(["pauseToggled": .object([:])])
        case .gaveUp: .object(["gaveUp": .object([:])])
        case .skip: .object(["turnSkipped": .object([:])])
        case .seatComputer(let seat, let level):
            .object(["computerSeated": .object(["seat": .number(Int64(seat)), "level": .string(level.rawValue)])])
        }
    }

    init(_ fields: Fields) throws(ProtocolError) {
        guard fields.members.count == 1, let name = fields.members.keys.first else {
            throw .badField(message: "event", field: "action", problem: "does not have exactly one name")
        }
        let values = try fields.object(name)
        func turned() throws(ProtocolError) -> (Int, Animal) {
            let card = try values.int("id", in: 0...Int64(Board.largest.cardCount - 1))
            guard let face = Animal(rawValue: try values.string("face")) else { throw values.bad("face", "is no animal") }
            return (card, face)
        }
        switch name {
        case "cardFlipped": let (card, face) = try turned(); self = .flip(card: card, face: face)
        case "mismatchedCardFlipped": let (card, face) = try turned(); self = .flipAgain(card: card, face: face)
        case "mismatchDelayElapsed": self = .turnDown
        case "winDelayElapsed": self = .won
        case "clockMeasured": self = .clock(milliseconds: Int64(try values.int("playedMs", in: 0...Self.clockLimit)))
        case "pauseToggled": self = .pause
        case "gaveUp": self = .gaveUp
        case "turnSkipped": self = .skip
        case "computerSeated":
            let seat = try values.int("seat", in: 0...Int64(GameState.maximumPlayers - 1))
            guard let level = ComputerLevel(rawValue: try values.string("level")) else {
                throw values.bad("level", "is not easy, medium or hard")
            }
            self = .seatComputer(seat: seat, level: level)
        default: throw .badField(message: "event", field: "action", problem: "is no action of the wire: \(WireText.safe(name, limit: 32))")
        }
    }
}

/// Why the host refused an intent. Said to its sender alone.
package enum RefusalReason: String, Equatable, Sendable, CaseIterable {
    /// Another player's turn.
    case notYourTurn
    /// The computer's turn.
    case computersTurn
    /// The card is matched already.
    case matched
    /// The card is face up already.
    case faceUp
    /// No card of this board has that number.
    case noCard
    /// No game is in play (the lobby, a pause, the win screen).
    case notPlaying
    /// A spectator acts on nothing.
    case watching
    /// The host does not allow this (pause, say).
    case notAllowed
    /// An intent before the hello, or a second hello.
    case outOfOrder
    /// The line is not a message (`text` says why).
    case malformed
}

/// Why the host ends a connection.
package enum ByeReason: String, Equatable, Sendable, CaseIterable {
    /// The host closed the room.
    case closed
    /// Every seat is taken.
    case full
    /// The game started; only a seat's holder may come back.
    case started
    /// The token names no seat of this room.
    case unknownToken
    /// The client left (the answer to `leave`).
    case left
    /// Another connection took this seat with its token.
    case replaced
    /// Too many lines, or too many refused.
    case flood
}

/// A line the host sends to a client.
package enum HostMessage: WireMessage, Equatable, Sendable {
    /// The answer to a hello: the version spoken, the seat (nil: watching),
    /// and the token that gets the seat back.
    case welcome(version: Int, seat: Int?, token: RejoinToken)
    /// The seats, as they change before and during a game.
    case lobby(board: Board, seats: [LobbySeat])
    /// A game begins: everything public about it and the commitment to its
    /// seed. No face, no seed, no index into the deck.
    case deal(Deal)
    /// The `seq`-th action of the game (1 first).
    case event(seq: Int, action: WireAction)
    /// The seat's player went away; the seat is kept `secondsLeft` seconds.
    case away(seat: Int, secondsLeft: Int)
    /// The seat's player is back.
    case back(seat: Int)
    /// The sender's intent was refused, and why.
    case refused(intent: String?, reason: RefusalReason, text: String)
    /// The game is over: its seed and nonce (check them against the deal's
    /// commitment) and the host's digest of the game's end.
    case reveal(Reveal)
    /// The connection ends, and why.
    case bye(reason: ByeReason, text: String)
    /// No version meets: the host's and the client's ranges, in words too.
    case version(host: ClosedRange<Int>, client: ClosedRange<Int>)
    /// The answer to `ping`.
    case pong(id: Int)

    package struct Deal: Equatable, Sendable {
        /// The room's games count from 1; the reveal names the one it ends.
        package var game: Int
        package var board: Board
        /// In turn order, pairs 0.
        package var players: [Player]
        /// The daily deal's date, when it is one.
        package var daily: String?
        /// SHA-256 of the seed and the nonce (`Commitment`).
        package var commitment: [UInt8]

        package init(game: Int, board: Board, players: [Player], daily: String?, commitment: [UInt8]) {
            self.game = game
            self.board = board
            self.players = players
            self.daily = daily
            self.commitment = commitment
        }
    }

    package struct Reveal: Equatable, Sendable {
        package var game: Int
        package var seed: UInt64
        package var nonce: [UInt8]
        /// `GameState.digest` of the host's state after the game's last event.
        package var digest: String

        package init(game: Int, seed: UInt64, nonce: [UInt8], digest: String) {
            self.game = game
            self.seed = seed
            self.nonce = nonce
            self.digest = digest
        }
    }

    /// The words of a version refusal:
    /// `this host speaks protocol 1; your client speaks 2–3`.
    package static func versionText(host: ClosedRange<Int>, client: ClosedRange<Int>) -> String {
        "this host speaks protocol \(ProtocolVersion.text(host)); your client speaks \(ProtocolVersion.text(client))"
    }

    package var type: String {
        switch self {
        case .welcome: "welcome"
        case .lobby: "lobby"
        case .deal: "deal"
        case .event: "event"
        case .away: "away"
        case .back: "back"
        case .refused: "refused"
        case .reveal: "reveal"
        case .bye: "bye"
        case .version: "version"
        case .pong: "pong"
        }
    }

    // MARK: The line

    /// The message as one line of JSON (no newline).
    package var line: String { json.text }

    var json: WireJSON {
        var members: [String: WireJSON] = ["type": .string(type)]
        switch self {
        case .welcome(let version, let seat, let token):
            members["protocol"] = .number(Int64(version))
            if let seat { members["seat"] = .number(Int64(seat)) } else { members["watch"] = .bool(true) }
            members["token"] = .string(token.hex)
        case .lobby(let board, let seats):
            members["board"] = .string(board.name)
            members["seats"] = .array(seats.map(Self.json))
        case .deal(let deal):
            members["game"] = .number(Int64(deal.game))
            members["board"] = .string(deal.board.name)
            members["players"] = .array(deal.players.map { player in
                var seat: [String: WireJSON] = ["name": .string(player.name)]
                if let level = player.computer { seat["computer"] = .string(level.rawValue) }
                return .object(seat)
            })
            if let daily = deal.daily { members["daily"] = .string(daily) }
            members["commitment"] = .string(WireText.hex(deal.commitment))
        case .event(let seq, let action):
            members["seq"] = .number(Int64(seq))
            members["action"] = action.json
        case .away(let seat, let secondsLeft):
            members["seat"] = .number(Int64(seat))
            members["secondsLeft"] = .number(Int64(secondsLeft))
        case .back(let seat):
            members["seat"] = .number(Int64(seat))
        case .refused(let intent, let reason, let text):
            if let intent { members["intent"] = .string(intent) }
            members["reason"] = .string(reason.rawValue)
            members["text"] = .string(text)
        case .reveal(let reveal):
            members["game"] = .number(Int64(reveal.game))
            members["seed"] = .seed(reveal.seed)
            members["nonce"] = .string(WireText.hex(reveal.nonce))
            members["digest"] = .string(reveal.digest)
        case .bye(let reason, let text):
            members["reason"] = .string(reason.rawValue)
            members["text"] = .string(text)
        case .version(let host, let client):
            members["host"] = .object(["min": .number(Int64(host.lowerBound)), "max": .number(Int64(host.upperBound))])
            members["client"] = .object(["min": .number(Int64(client.lowerBound)), "max": .number(Int64(client.upperBound))])
            members["text"] = .string(Self.versionText(host: host, client: client))
        case .pong(let id):
            members["id"] = .number(Int64(id))
        }
        return .object(members)
    }

    private static func json(_ seat: LobbySeat) -> WireJSON {
        var members: [String: WireJSON] = [:]
        switch seat.kind {
        case .person: members["kind"] = .string("person")
        case .computer(let level):
            members["kind"] = .string("computer")
            members["level"] = .string(level.rawValue)
        case .empty: members["kind"] = .string("empty")
        }
        if let name = seat.name { members["name"] = .string(name) }
        if seat.isHost { members["host"] = .bool(true) }
        if seat.kind != .empty {
            switch seat.presence {
            case .connected: members["state"] = .string("connected")
            case .away(let secondsLeft):
                members["state"] = .string("away")
                members["secondsLeft"] = .number(Int64(secondsLeft))
                // An optional key (protocol 1's readers ignore it): why the seat is away.
                if seat.outOfTime { members["outOfTime"] = .bool(true) }
            case .left: members["state"] = .string("left")
            }
        }
        return .object(members)
    }

    package init(json: WireJSON) throws(ProtocolError) {
        let (type, members) = try Fields.message(json)
        let fields = Fields(type, members)
        let seatRange: ClosedRange<Int64> = 0...Int64(ProtocolLimits.seats - 1)
        switch type {
        case "welcome":
            let version = try fields.int("protocol", in: 1...Int64(ProtocolVersion.limit))
            let seat: Int? = fields.has("seat") ? try fields.int("seat", in: seatRange) : nil
            if seat == nil, !(fields.has("watch") ? try fields.bool("watch") : false) {
                throw .missingField(message: type, field: "seat")
            }
            let token = RejoinToken(bytes: try fields.hex("token", bytes: RejoinToken.byteCount))!
            self = .welcome(version: version, seat: seat, token: token)
        case "lobby":
            let seats = try fields.array("seats", limit: ProtocolLimits.seats)
            self = .lobby(board: try Self.board(fields), seats: try seats.map { json throws(ProtocolError) in
                guard case .object(let seat) = json else { throw fields.bad("seats", "holds something not a seat") }
                return try Self.seat(Fields("lobby's seat", seat))
            })
        case "deal":
            let game = try fields.int("game", in: 1...ProtocolLimits.counter)
            let players = try fields.array("players", limit: ProtocolLimits.seats)
            guard !players.isEmpty else { throw fields.bad("players", "is empty") }
            let seated = try players.map { json throws(ProtocolError) -> Player in
                guard case .object(let seat) = json else { throw fields.bad("players", "holds something not a player") }
                let player = Fields("deal's player", seat)
                let level: ComputerLevel? = player.has("computer")
                    ? try player.choice("computer", ComputerLevel.allCases.map { ($0.rawValue, $0) }) : nil
                return Player(name: try player.name("name"), computer: level)
            }
            if let problem = Player.lineupProblem(seated) { throw fields.bad("players", "cannot sit together: \(problem)") }
            var daily: String?
            if fields.has("daily") {
                let date = try fields.string("daily")
                guard DailyDeal.day(date) != nil else { throw fields.bad("daily", "is not a date like 2026-11-23") }
                daily = date
            }
            self = .deal(Deal(game: game, board: try Self.board(fields), players: seated, daily: daily,
                              commitment: try fields.hex("commitment", bytes: SHA256.digestBytes)))
        case "event":
            self = .event(seq: try fields.int("seq", in: 1...ProtocolLimits.counter),
                          action: try WireAction(try fields.object("action")))
        case "away":
            self = .away(seat: try fields.int("seat", in: seatRange),
                         secondsLeft: try fields.int("secondsLeft", in: 0...ProtocolLimits.graceSeconds))
        case "back":
            self = .back(seat: try fields.int("seat", in: seatRange))
        case "refused":
            let intent: String? = fields.has("intent") ? WireText.safe(try fields.string("intent"), limit: 16) : nil
            self = .refused(intent: intent,
                            reason: try fields.choice("reason", RefusalReason.allCases.map { ($0.rawValue, $0) }),
                            text: try fields.text("text"))
        case "reveal":
            let digest = try fields.string("digest")
            guard digest.utf8.count == 16, WireText.bytes(hex: digest, count: 8) != nil else {
                throw fields.bad("digest", "is not 16 lowercase hex digits")
            }
            self = .reveal(Reveal(game: try fields.int("game", in: 1...ProtocolLimits.counter),
                                  seed: try fields.seed("seed"),
                                  nonce: try fields.hex("nonce", bytes: Commitment.nonceBytes), digest: digest))
        case "bye":
            self = .bye(reason: try fields.choice("reason", ByeReason.allCases.map { ($0.rawValue, $0) }),
                        text: try fields.text("text"))
        case "version":
            self = .version(host: try Self.range(fields.object("host")), client: try Self.range(fields.object("client")))
        case "pong":
            self = .pong(id: try fields.int("id", in: 0...ProtocolLimits.counter))
        default:
            throw .unknownType(type)
        }
    }

    private static func board(_ fields: Fields) throws(ProtocolError) -> Board {
        guard let board = Board(name: try fields.string("board")) else { throw fields.bad("board", "is not a board") }
        return board
    }

    private static func range(_ fields: Fields) throws(ProtocolError) -> ClosedRange<Int> {
        let low = try fields.int("min", in: 1...Int64(ProtocolVersion.limit))
        let high = try fields.int("max", in: 1...Int64(ProtocolVersion.limit))
        guard low <= high else { throw fields.bad("min", "is above max") }
        return low...high
    }

    private static func seat(_ fields: Fields) throws(ProtocolError) -> LobbySeat {
        let kind: LobbySeat.Kind = switch try fields.string("kind") {
        case "person": .person
        case "computer": .computer(try fields.choice("level", ComputerLevel.allCases.map { ($0.rawValue, $0) }))
        case "empty": .empty
        default: throw fields.bad("kind", "is not one of person, computer, empty")
        }
        let name: String? = kind == .empty ? nil : try fields.name("name")
        var presence = LobbySeat.Presence.connected
        if kind != .empty {
            presence = switch try fields.string("state") {
            case "connected": .connected
            case "away": .away(secondsLeft: try fields.int("secondsLeft", in: 0...ProtocolLimits.graceSeconds))
            case "left": .left
            default: throw fields.bad("state", "is not one of connected, away, left")
            }
        }
        let isHost = fields.has("host") ? try fields.bool("host") : false
        var seat = LobbySeat(kind: kind, name: name, presence: presence, isHost: isHost)
        if case .away = presence, fields.has("outOfTime") { seat.outOfTime = try fields.bool("outOfTime") }
        return seat
    }
}
