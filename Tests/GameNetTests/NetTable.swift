#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameTesting
@testable import GameNet
import StoreCore
import Testing

/// A host's whole game chain on the manual clock with a `HostRoom` as its
/// last link, and connections that are nothing but the lines they were
/// sent: the room as the transport and the host's terminal will drive it,
/// without either. Seat 0 plays at the host's keyboard (its flips go
/// straight to the store), guests send intents as lines.
///
/// Sendable by hand for its link: the store calls it on the test's thread.
final class NetTable: @unchecked Sendable {
    let scheduler = ManualScheduler()
    private(set) var store: Store<GameState, GameAction>!
    var room: HostRoom
    /// Every line each connection was sent, in order.
    private(set) var received: [ConnectionID: [String]] = [:]
    /// Every delivery, in order.
    private(set) var deliveries: [Delivery] = []
    private(set) var closed: Set<ConnectionID> = []
    /// The guests' connections in seat order (seat 1 first, or 2 after the computer).
    private(set) var guests: [ConnectionID] = []
    private(set) var watchers: [ConnectionID] = []
    /// The cards the host's store turned, in order: one per flip that counted.
    private(set) var turnedCards: [Int] = []
    /// Problems the table noticed (a line that did not read back).
    private(set) var problems: [String] = []

    init(board: Board, seed: UInt64, guests names: [String] = ["bob"], computer: ComputerLevel? = nil,
         watchers: Int = 0, options: HostRoom.Options = HostRoom.Options(), daily: Bool = false,
         journal: InMemoryJournal? = nil, resumedRoom: HostRoom? = nil) {
        room = resumedRoom ?? HostRoom(host: "ann", board: board, computer: computer, options: options,
                                       random: SplitMix64(seed: seed ^ 0x5EED_0F_7AB1E))
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.seed = seed
        configuration.daily = daily
        configuration.now = { Date(timeIntervalSince1970: 1_795_000_000) }
        configuration.players = resumedRoom?.lineup ?? [Player(name: "ann")]
        configuration.journal = journal
        store = Game.makeStore(configuration, scheduler: scheduler, extra: [
            Middleware("room") { [unowned self] action, before, after in
                switch action {
                case .cardFlipped(let id), .mismatchedCardFlipped(let id):
                    if (after.round?.moves ?? 0) > (before.round?.moves ?? 0) { turnedCards.append(id) }
                default: break
                }
                let reply = room.observe(action, before: before, after: after, now: scheduler.now)
                take(reply)
                // As the wiring will: the room's actions are the link's effects.
                return .merge(reply.actions.map { .send($0) })
            },
        ])
        store.send(.launched)
        for (index, name) in names.enumerated() {
            let connection = ConnectionID(index + 1)
            guests.append(connection)
            say(.hello(.init(name: name)), from: connection)
        }
        for index in 0..<watchers {
            let connection = ConnectionID(100 + index)
            self.watchers.append(connection)
            say(.hello(.init(name: "watcher\(index)", watch: true)), from: connection)
        }
    }

    /// A guest comes back on `connection` with its seat's token (after the host resumed).
    @discardableResult
    func rejoin(_ connection: ConnectionID, name: String, token: RejoinToken) -> RoomReply {
        guests.append(connection)
        return say(.hello(.init(name: name, rejoin: token)), from: connection)
    }

    /// Seats the lineup and deals, as the host's Enter in the lobby will.
    func start() {
        store.send(.playersChosen(room.lineup))
        store.send(.startTapped)
    }

    var state: GameState { store.state }
    var connections: [ConnectionID] { guests + watchers }

    /// The connection of seat `seat`'s guest, nil for the host's seat or the computer's.
    func connection(ofSeat seat: Int) -> ConnectionID? {
        guests.first { room.seat(of: $0) == seat }
    }

    @discardableResult
    func say(_ message: ClientMessage, from connection: ConnectionID) -> RoomReply {
        say(line: message.line, from: connection)
    }

    /// A line from `connection`: the room's answer is delivered and its actions sent to the store.
    @discardableResult
    func say(line: String, from connection: ConnectionID) -> RoomReply {
        let reply = room.receive(line, from: connection, state: store.state, now: scheduler.now)
        take(reply)
        for action in reply.actions { store.send(action) }
        return reply
    }

    @discardableResult
    func disconnect(_ connection: ConnectionID) -> RoomReply {
        let reply = room.disconnected(connection, state: store.state, now: scheduler.now)
        take(reply)
        for action in reply.actions { store.send(action) }
        return reply
    }

    func advance(by duration: Duration) -> RoomReply {
        scheduler.advance(by: duration)
        let reply = room.tick(now: scheduler.now, state: store.state)
        take(reply)
        for action in reply.actions { store.send(action) }
        return reply
    }

    func take(_ reply: RoomReply) {
        for delivery in reply.deliveries {
            let line = delivery.message.line
            if (try? HostMessage(line: line)) != delivery.message { problems.append("does not read back: \(line)") }
            if line.utf8.count > ProtocolLimits.lineBytes { problems.append("too long: \(line.utf8.count) bytes") }
            received[delivery.to, default: []].append(line)
            deliveries.append(delivery)
        }
        closed.formUnion(reply.closing)
    }

    /// The faces the wire told of, by card.
    var seenFaces: [Int: Animal] {
        var faces: [Int: Animal] = [:]
        for delivery in deliveries {
            if case .event(_, let action) = delivery.message, let turned = action.turned { faces[turned.card] = turned.face }
        }
        return faces
    }

    /// The card a player who remembers every face the wire showed turns
    /// next: the other of a pair it knows, else one it has not seen.
    func remembersAndPicks(_ random: inout SplitMix64) -> Int? {
        guard let round = state.round else { return nil }
        let faces = seenFaces
        let turnable = round.cards.indices.filter { round.acceptsFlip(of: $0) }
        guard !turnable.isEmpty else { return nil }
        if round.selected.count == 1, let open = faces[round.selected[0]],
           let partner = turnable.first(where: { faces[$0] == open }) { return partner }
        if round.selected.count != 1 {
            for card in turnable { if let face = faces[card], turnable.contains(where: { $0 != card && faces[$0] == face }) { return card } }
        }
        let unseen = turnable.filter { faces[$0] == nil }
        let pool = unseen.isEmpty ? turnable : unseen
        return pool[Int(random.uniform(below: UInt64(pool.count)))]
    }

    /// The player to move flips `card`: at the host's keyboard, or as a guest's intent.
    func flipByThePlayerToMove(_ card: Int) {
        guard let round = state.round else { return }
        if let connection = connection(ofSeat: round.turn) {
            say(.flip(card: card), from: connection)
        } else {
            store.send(.cardFlipped(id: card))
        }
    }

    /// Plays the game to its end, every player remembering what the wire
    /// showed; `between` runs before each move (a hostile intent, say).
    func playToTheEnd(seed: UInt64, limit: Int = 20_000, between: (NetTable, inout SplitMix64) -> Void = { _, _ in }) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<limit {
            guard let round = state.round, round.phase != .won else { return }
            if round.phase != .playing || round.allMatched || state.isComputersTurn {
                _ = advance(by: .milliseconds(300))
                continue
            }
            between(self, &random)
            guard let card = remembersAndPicks(&random) else { _ = advance(by: .milliseconds(300)); continue }
            flipByThePlayerToMove(card)
            _ = advance(by: .milliseconds(Int64(50 + random.uniform(below: 900))))
        }
        problems.append("the game did not end in \(limit) moves")
    }
}
