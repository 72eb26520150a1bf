import GameCore
import NetTransport
import StoreCore

/// The host's side of the transport, as the run loop uses it.
package struct HostLink {
    /// Readable while events wait (the `EventInbox`'s).
    package var wake: Int32
    /// Every waiting event, oldest first, on the run loop's thread.
    package var drain: () -> [HostListener.Event]
    package var send: (String, Int) -> Void
    package var close: (Int) -> Void

    package init(wake: Int32, drain: @escaping () -> [HostListener.Event], send: @escaping (String, Int) -> Void,
                 close: @escaping (Int) -> Void) {
        self.wake = wake
        self.drain = drain
        self.send = send
        self.close = close
    }
}

/// The host's table: its `HostRoom` between the listener and the store.
/// Lines from connections become store actions only as the room allows;
/// every action the store reduces is shown to the room (`middleware`), and
/// what the room answers goes out through the link. Everything runs on the
/// run loop's thread: the middleware on the store's, `drain` in its turn.
package final class NetHost: @unchecked Sendable {
    // Sendable by hand: touched only on the run loop's thread (the store's).
    package private(set) var room: HostRoom
    private let link: HostLink
    /// The time since the room opened: the grace's clock.
    private let clock: () -> Duration
    /// The host's store, once the lobby has made it.
    package var store: Store<GameState, GameAction>?
    /// What becomes of a seat whose player did not come back within the
    /// grace: nil keeps it empty (the game waits on its turn), `.skip`
    /// passes over it (`host --fill skip`).
    package var fill: Fill?

    package enum Fill: String, Sendable, CaseIterable { case skip, computer }
    /// The level the computer plays a seat it fills at (`--fill computer`).
    package var fillLevel: ComputerLevel = .medium
    /// The lobby's line of news (a refused account, a joiner who gave the game up).
    package private(set) var note: String?

    /// `now` is the time since the room opened: the real one (the host
    /// command's), or a test's manual scheduler's.
    package init(room: HostRoom, link: HostLink, now: @escaping () -> Duration) {
        self.room = room
        self.link = link
        clock = now
    }

    private var now: Duration { clock() }

    /// The link to put last in the store's chain: the room sees each action.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware { [self] action, before, after in
            let reply = room.observe(action, before: before, after: after, now: now)
            send(reply)
            let actions = reply.actions.isEmpty ? passOver(after).prefix(1).map { $0 } : reply.actions
            return .merge(actions.map { .send($0) })
        }
    }

    /// Hands the listener's waiting events to the room, and what it answers
    /// to the connections and the store.
    package func drain() {
        let state = store?.state ?? GameState(board: room.board)
        for event in link.drain() {
            switch event {
            case .opened: break
            case .line(let id, let text):
                let reply = room.receive(text, from: id, state: store?.state ?? state, now: now)
                // A joiner who gave the game up: the host, back in the lobby, is told who.
                if reply.actions.contains(.gaveUp), let seat = room.seat(of: id),
                   let name = room.lobbySeats.indices.contains(seat) ? room.lobbySeats[seat].name : nil {
                    note = "\(name) gave the game up"
                }
                apply(reply)
            case .closed(let id, _):
                apply(room.disconnected(id, state: store?.state ?? state, now: now))
            case .refused(_, let account, let reason):
                // An account the allow list keeps out: the fix, which the whole reason
                // (the joiner's line) left past the lobby's 80 columns (issue 35).
                note = reason.contains("may not join")
                    ? "Turned away \(account): quit (q) and host with --allow \(account)"
                    : "Turned away \(account): \(reason)"
            }
        }
        apply(room.tick(now: now, state: store?.state))
        // A seat just given up may be the one to move: the first step of passing over it (the
        // middleware takes the next, as each action comes back through it).
        if let state = store?.state, let first = passOver(state).first { store?.send(first) }
    }

    /// The host's store resumed a journaled game (`host --resume`): the
    /// room pauses it when the player to move is not back yet.
    package func resumed() {
        guard let state = store?.state else { return }
        apply(room.resumed(state: state))
    }

    /// With `fill` `.skip`, what passes over the player to move when their
    /// seat was left: the room's pause lifted, then `turnSkipped`. Not while
    /// a mismatch shows (its delay ends it first, then the turn is passed over).
    package func passOver(_ state: GameState) -> [GameAction] {
        guard fill == .skip, let round = state.round, round.phase != .won, !round.allMatched, round.selected.count < 2,
              !round.isComputersTurn else { return [] }
        let seats = room.lobbySeats
        guard seats.indices.contains(round.turn), seats[round.turn].presence == .left,
              seats.contains(where: { $0.presence != .left && $0.kind != .empty }) else { return [] }
        return round.phase == .paused ? [.pauseToggled, .turnSkipped] : [.turnSkipped]
    }

    private func apply(_ reply: RoomReply) {
        send(reply)
        for action in reply.actions { store?.send(action) }
        for seat in reply.expiredSeats { fillWithComputer(seat) }
    }

    /// With `fill` `.computer`, the computer takes a seat no one came back to.
    private func fillWithComputer(_ seat: Int) {
        guard fill == .computer, let round = store?.state.round, round.phase != .won,
              round.players.indices.contains(seat), round.players[seat].computer == nil else { return }
        store?.send(.computerSeated(seat: seat, level: fillLevel))
    }

    private func send(_ reply: RoomReply) {
        for delivery in reply.deliveries { link.send(delivery.message.line, delivery.to) }
        for id in reply.closing { link.close(id) }
    }

    /// Who is away, for the cue line: `bob is away: 23 s to come back`;
    /// the host's own seat (0) out of time is told what brings it back.
    package var awayLine: String? { LobbySeat.awayLine(room.lobbySeats, you: 0) }

    /// A key at the host's terminal reached the game (`HostCommand.judge`):
    /// a host out of time is back (`HostRoom.hostPressed`), the room's pause
    /// for them lifted, but by the key itself when it is the host's own
    /// resume (`pauseToggled`), so that it does not pause again.
    package func hostPressed(_ action: GameAction) {
        guard let state = store?.state else { return }
        var reply = room.hostPressed(state: state, now: now)
        if action == .pauseToggled { reply.actions.removeAll { $0 == .pauseToggled } }
        apply(reply)
    }

    /// Why the host's own key may not go to its store, in words: the host
    /// plays seat 0, and a flip counts only on its turn, as the room's
    /// `decide` judges a joiner's (`It is bob's turn, not yours`). Nil when
    /// it may (any key but a card's, or a card's on the host's turn).
    package func refusal(of action: GameAction, _ state: GameState) -> String? {
        let card: Int
        switch action {
        case .cardFlipped(let id), .mismatchedCardFlipped(let id): card = id
        case .keyRefused: card = -1  // a key for no card: only the turn is asked
        default: return nil
        }
        guard let refusal = room.turnRefusal(ofHostFlip: card, state: state) else { return nil }
        return refusal.prefix(1).uppercased() + refusal.dropFirst() + ", not yours"
    }
}
