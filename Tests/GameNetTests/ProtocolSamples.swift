import GameCore
@testable import GameNet

/// One of every message, with every optional field both ways: the golden
/// files (Tests/Fixtures/Protocol) hold their lines in this order.
enum ProtocolSamples {
    static let token = RejoinToken(bytes: Array(0..<16).map { UInt8($0 * 17) })!
    static let nonce = (0..<32).map { UInt8(255 - $0 * 3) }

    static let client: [ClientMessage] = [
        .hello(.init(versions: 1...1, name: "ann")),
        .hello(.init(versions: 1...3, name: "Zoë", watch: true)),
        .hello(.init(versions: 1...1, name: "bob", rejoin: token)),
        .flip(card: 7),
        .giveUp,
        .pause,
        .resume,
        .leave,
        .ping(id: 42),
    ]

    static let host: [HostMessage] = [
        .welcome(version: 1, seat: 1, token: token),
        .welcome(version: 1, seat: nil, token: token),
        .lobby(board: .medium, seats: [
            LobbySeat(kind: .person, name: "ann", isHost: true),
            LobbySeat(kind: .person, name: "bob", presence: .away(secondsLeft: 23)),
            LobbySeat(kind: .computer(.hard), name: "Computer"),
            LobbySeat(kind: .empty, name: nil),
        ]),
        .deal(.init(game: 1, board: .medium, players: [Player(name: "ann"), Player(name: "bob")], daily: nil,
                    commitment: Commitment.make(seed: 7, nonce: nonce))),
        .deal(.init(game: 2, board: Board(rows: 6, columns: 8)!, players: [Player(name: "ann"), .computer(.easy)],
                    daily: "2026-11-23", commitment: Commitment.make(seed: DailyDeal.seed(date: "2026-11-23", board: Board(rows: 6, columns: 8)!), nonce: nonce))),
        .event(seq: 1, action: .flip(card: 4, face: .owl)),
        .event(seq: 2, action: .flipAgain(card: 4, face: .owl)),
        .event(seq: 3, action: .turnDown),
        .event(seq: 4, action: .clock(milliseconds: 2400)),
        .event(seq: 5, action: .pause),
        .event(seq: 6, action: .won),
        .event(seq: 7, action: .gaveUp),
        .event(seq: 8, action: .skip),
        .event(seq: 9, action: .seatComputer(seat: 1, level: .hard)),
        .away(seat: 1, secondsLeft: 30),
        .back(seat: 1),
        .refused(intent: "flip", reason: .notYourTurn, text: "it is ann's turn"),
        .refused(intent: nil, reason: .malformed, text: "the line is not an object with a type"),
        .reveal(.init(game: 1, seed: 7, nonce: nonce, digest: "2d6fcfcb7874ddce")),
        .reveal(.init(game: 3, seed: UInt64.max, nonce: nonce, digest: "0000000000000001")),
        .bye(reason: .full, text: "every seat is taken"),
        .version(host: 1...1, client: 2...3),
        .pong(id: 42),
    ]
}
