import GameCore
import GameNet
import StoreCore

/// What the host's listener reported, as the run loop is handed it (the
/// transport's events, without its types: TerminalUI knows no socket).
package enum HostLinkEvent: Equatable, Sendable {
    case opened(Int, account: String)
    case line(Int, String)
    case closed(Int, reason: String)
    case refused(account: String, reason: String)
}

/// The host's side of the transport, as the run loop uses it.
package struct HostLink {
    /// Readable while events wait (the `EventInbox`'s).
    package var wake: Int32
    /// Every waiting event, oldest first, on the run loop's thread.
    package var drain: () -> [HostLinkEvent]
    package var send: (String, Int) -> Void
    package var close: (Int) -> Void

    package init(wake: Int32, drain: @escaping () -> [HostLinkEvent], send: @escaping (String, Int) -> Void,
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
    /// The lobby's line of news (a refused account).
    package private(set) var note: String?

    /// `now` is the time since the room opened; by default the real one
    /// (a test gives the manual scheduler's).
    package init(room: HostRoom, link: HostLink, now: (() -> Duration)? = nil) {
        self.room = room
        self.link = link
        if let now {
            clock = now
        } else {
            let real = ContinuousClock(), started = real.now
            clock = { real.now - started }
        }
    }

    private var now: Duration { clock() }

    /// The link to put last in the store's chain: the room sees each action.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware { [self] action, before, after in
            let reply = room.observe(action, before: before, after: after)
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
                apply(room.receive(text, from: id, state: store?.state ?? state, now: now))
            case .closed(let id, _):
                apply(room.disconnected(id, state: store?.state ?? state, now: now))
            case .refused(let account, let reason):
                note = "Turned away \(account): \(reason)"
            }
        }
        apply(room.tick(now: now))
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

    /// Who is away, for the cue line: `bob is away: 23 s to come back`.
    package var awayLine: String? { Lobby.awayLine(room.lobbySeats) }

    /// The host's own key, judged: the host plays seat 0, and a flip counts
    /// only on its turn, as the room's `decide` judges a joiner's; out of
    /// turn it is refused in words. Leaving a game's end ends the host's game
    /// screen (`.quit`): for the lobby and the next game when
    /// `asksForTheNextGame`, else (q) to close the room.
    package func judge(_ action: GameAction, _ state: GameState) -> NetTurn.Judgement {
        let card: Int
        switch action {
        case .playAgainTapped, .backToTitleTapped: return .quit
        case .cardFlipped(let id), .mismatchedCardFlipped(let id): card = id
        case .keyRefused: card = -1  // a key for no card: only the turn is asked
        default: return .allow
        }
        guard let refusal = room.turnRefusal(ofHostFlip: card, state: state) else { return .allow }
        return .refuse(refusal.prefix(1).uppercased() + refusal.dropFirst() + ", not yours")
    }

    /// Whether the host's `action` leaves a game's end for the lobby and the
    /// next game (Enter, Space, t, Escape on the win screen or after a game
    /// given up), not to close the room (q).
    package static func asksForTheNextGame(_ action: GameAction, _ state: GameState) -> Bool {
        guard action == .playAgainTapped || action == .backToTitleTapped else { return false }
        return state.round == nil || state.round?.phase == .won
    }
}

extension TerminalApp {
    /// The host's lobby, until Enter starts a game of two to four (true)
    /// or q closes the room (false). `lobby` gives the room's name and the
    /// commands to show; the seats are the room's.
    package static func hostLobby(_ host: NetHost, lobby: Lobby, wake: Int32, in session: TerminalSession) -> Bool {
        var lobby = lobby
        var problem: String?
        var starting = false
        func current() -> Lobby {
            lobby.seats = host.room.lobbySeats
            lobby.note = problem ?? host.note
            return lobby
        }
        let status = session.run(TerminalSession.Turn(
            draw: { LobbyView.frame(current(), context: $0) },
            timeout: { .seconds(1) },  // the away countdowns
            handle: { event, _ in
                switch event.folded {
                case .character("q"), .escape: return false
                case .enter:
                    let now = current()
                    if let why = now.startProblem {
                        problem = why
                        if session.context.screenReader { session.setAnnouncement(why) }
                        return true
                    }
                    starting = true
                    return false
                default: return true
                }
            },
            runDue: {
                problem = nil
                host.drain()
            },
            network: wake))
        return status == 0 && starting
    }
}

/// The joining side's transport, as the run loop uses it.
package struct JoinLink {
    package enum Event: Equatable, Sendable {
        case line(String)
        case closed(reason: String)
    }

    package var wake: Int32
    package var drain: () -> [Event]
    package var send: (String) -> Void
    /// The time now, on any clock that only goes forward: when each line
    /// arrived, for a recording of the game (`JoinView.recording`).
    package var now: () -> Duration

    package init(wake: Int32, drain: @escaping () -> [Event], send: @escaping (String) -> Void,
                 now: @escaping () -> Duration = { .zero }) {
        self.wake = wake
        self.drain = drain
        self.send = send
        self.now = now
    }
}

/// How a joiner's game ended, for the command to say after the terminal
/// is given back.
package enum JoinEnd: Equatable, Sendable {
    /// The player left (q, or the game over).
    case left
    /// The host said goodbye (`bye`), in its words.
    case farewell(String)
    /// The connection ended without a goodbye: the host went away.
    case lost(String)
    /// A signal ended the program (128 + its number).
    case signal(Int32)
}

/// A joiner's screen, as values: the mirror of the host's game plus what
/// this terminal keeps for itself (the highlighted card, the help, the
/// give-up question, a refusal's or the verdict's line).
package struct JoinView: Sendable {
    package var mirror: ClientMirror
    /// Who looks at this screen: the seat the host gave, or a watcher.
    package var viewer: Viewer { mirror.seat.map(Viewer.seat) ?? .watcher }
    package var room: String
    package var focus = 0
    package var dialog: GameState.Dialog?
    /// The host's last refusal, or the local rule's, until the next event.
    package var note: String?

    package init(mirror: ClientMirror, room: String) {
        self.mirror = mirror
        self.room = room
    }

    /// The host closed the room after a game: the end screen stays.
    package var isClosed = false

    /// Before the first deal the lobby shows (and after a game given up); otherwise the game.
    package var isInLobby: Bool { mirror.state.round == nil }

    /// The state the screen draws: the mirror's, with this terminal's focus,
    /// dialog and line.
    package var state: GameState {
        var state = mirror.state
        if var round = state.round {
            round.focus = min(focus, max(0, round.cards.count - 1))
            // The game's notice is the host's (its refusals come as lines).
            round.notice = round.notice == .pair ? .pair : nil
            state.round = round
        }
        state.dialog = state.round == nil ? nil : dialog
        let closed = isClosed ? "The host closed the room" : nil
        let lines = [verdictLine ?? note ?? Lobby.awayLine(mirror.seats), closed].compactMap { $0 }
        if !lines.isEmpty { state.warning = lines.joined(separator: ". ") }
        return state
    }

    /// The check at the reveal, as the win screen says it.
    package var verdictLine: String? {
        switch mirror.verdict {
        case nil: nil
        case .verified: "Verified: the host dealt and played fair"
        case .failed(let problems): "Not verified: " + problems.joined(separator: "; ")
        }
    }

    package var lobby: Lobby {
        let lines = [verdictLine ?? note, isClosed ? "The host closed the room" : nil].compactMap { $0 }
        var lobby = Lobby(room: room, board: mirror.state.board, seats: mirror.seats, isHost: false,
                          note: lines.isEmpty ? nil : lines.joined(separator: ". "))
        lobby.isOver = isClosed
        return lobby
    }

    /// When the current game's deal arrived, and each of its events since.
    private var dealtAt = Duration.zero
    private var eventTimes: [Duration] = []

    /// Every game revealed and verified here so far, for `join --record`.
    package private(set) var verifiedGames = VerifiedGames()

    /// The games verified here as one recording, whose times are when their
    /// events arrived; nil before one was.
    package var recording: Recording? { verifiedGames.recording }

    /// When the clock shown was last the host's: its measurement arrived,
    /// or it started (the first flip, a resume).
    private var clockAt = Duration.zero

    /// The state drawn at `time`: between the host's measurements (they
    /// come with the flips) the clock runs on here from the last one, as
    /// the host's does, while the game's clock runs.
    package func state(at time: Duration) -> GameState {
        var state = self.state
        if let played = played(at: time) { state.round?.played = played }
        return state
    }

    /// How long from `time` until the clock shown turns to its next second;
    /// nil while it stands.
    package func untilNextSecond(at time: Duration) -> Duration? {
        played(at: time).map { .milliseconds(1000 - $0.wholeMilliseconds % 1000) }
    }

    /// The time played the clock shows at `time` while the game's clock
    /// runs, nil while it stands (the mirror's own then).
    private func played(at time: Duration) -> Duration? {
        guard mirror.state.isClockRunning, let played = mirror.state.round?.played else { return nil }
        return played + max(.zero, time - clockAt)
    }

    /// A line from the host, arrived at `time`. A new event clears the refusal's line.
    package mutating func receive(_ line: String, at time: Duration = .zero) {
        let events = mirror.state.round?.moves
        let game = mirror.currentDeal?.game
        let played = mirror.state.round?.played
        let wasRunning = mirror.state.isClockRunning
        let verdict = mirror.verdict
        let message = Result { () throws(ProtocolError) in try HostMessage(line: line) }
        if case .success(let message) = message { mirror.apply(message) }
        if mirror.state.round?.played != played || mirror.state.isClockRunning != wasRunning { clockAt = time }
        // A new deal (or the same game dealt again, to a player coming back) starts the times afresh.
        if mirror.currentDeal?.game != game || mirror.eventCount < eventTimes.count {
            dealtAt = time
            eventTimes = []
            // A new game: nothing of this terminal's from the last one stays.
            if mirror.currentDeal?.game != game { (focus, dialog, note) = (0, nil, nil) }
        }
        while eventTimes.count < mirror.eventCount { eventTimes.append(time - dealtAt) }
        if verdict == nil, mirror.verdict == .verified { verifiedGames.add(mirror, dealtAt: dealtAt, eventTimes: eventTimes) }
        switch message {
        case .failure(let error): note = "The host sent a line that is not a message: \(error)"
        case .success(.refused(_, _, let text)): note = text
        case .success(.event): note = nil
        case .success: if mirror.state.round?.moves != events { note = nil }
        }
    }

    /// What a key's action does here: the message to send the host, if
    /// any, after this terminal's own part (focus, help, the question).
    package mutating func take(_ action: GameAction) -> ClientMessage? {
        switch action {
        case .cardFlipped(let id), .mismatchedCardFlipped(let id):
            focus = id
            return .flip(card: id)
        case .focusMoved(let id):
            focus = id
        case .helpToggled:
            dialog = dialog == .help ? nil : .help
        case .giveUpAsked:
            dialog = .giveUpQuestion
        case .giveUpDeclined:
            dialog = nil
        case .gaveUp:
            dialog = nil
            return .giveUp
        case .pauseToggled:
            return mirror.state.round?.phase == .paused ? .resume : .pause
        case .keyRefused(let refusal):
            note = StatusLine.reason(refusal)
        default:
            break
        }
        return nil
    }
}

extension TerminalApp {
    /// A joiner's game: draws the mirror of the host's game with the ordinary
    /// view, in this terminal's size and look, and sends keys as intents.
    package static func join(_ view: JoinView, link: JoinLink, in session: TerminalSession) -> (JoinEnd, JoinView) {
        var view = view
        var end: JoinEnd?
        func take(_ events: [JoinLink.Event]) {
            for event in events {
                switch event {
                case .line(let text): view.receive(text, at: link.now())
                case .closed(let reason):
                    if view.mirror.verdict != nil {
                        // The game is over and checked: its end stays on screen until the player leaves.
                        view.isClosed = true
                    } else if let farewell = view.mirror.farewell, end == nil {
                        end = .farewell(farewell)
                    } else if end == nil {
                        end = .lost(reason)
                    }
                }
            }
        }
        let status = session.run(TerminalSession.Turn(
            draw: { context in
                // `Your turn` on this terminal's seat only; a watcher sees names.
                var context = context
                context.viewer = view.viewer
                return view.isInLobby ? LobbyView.frame(view.lobby, context: context)
                    : ScreenView.frame(view.state(at: link.now()), context: context)
            },
            // The clock's next second, while it runs.
            timeout: { view.untilNextSecond(at: link.now()) },
            handle: { event, context in
                let event = event.folded
                if view.isInLobby {
                    if event == .character("q") || event == .escape {
                        link.send(ClientMessage.leave.line)
                        return false
                    }
                    return true
                }
                let state = view.state
                let help = state.dialog == .help ? (page: context.helpPage, count: ScreenView.helpPages(state, context).count)
                                                 : (page: 0, count: 1)
                for command in KeyMap.commands(for: event, state: state, rows: context.rows, columns: context.columns,
                                               typedRow: context.typedRow, help: help,
                                               screenReader: context.screenReader) {
                    switch command {
                    case .send(let action):
                        // The next game is the host's to deal: at the end, only q (leave) does anything here.
                        if state.round?.phase == .won, action == .playAgainTapped || action == .backToTitleTapped {
                            continue
                        }
                        if let intent = view.take(action) { link.send(intent.line) }
                    case .rowKeyTyped(let row): session.setTypedRow(row)
                    case .helpPaged(let page): session.setHelpPage(page)
                    case .read(let reading): session.setAnnouncement(Announcer.read(reading, view.state, viewer: view.viewer))
                    case .screenReaderToggled: session.setScreenReader(!session.context.screenReader)
                    case .quit:
                        link.send(ClientMessage.leave.line)
                        return false
                    case .nameEdited, .offerChoiceMoved: break
                    }
                }
                if view.dialog != .help { session.setHelpPage(0) }
                if session.context.screenReader, let note = view.note { session.setAnnouncement(note) }
                return true
            },
            runDue: {
                let said = view.state
                take(link.drain())
                if session.context.screenReader, view.isInLobby {
                    // The lobby says its own line (`LobbyView`): who is here, what the keys do.
                    if session.context.announcement != nil { session.setAnnouncement(nil) }
                } else if session.context.screenReader {
                    if let line = view.verdictLine, said.warning != line { session.setAnnouncement(line) }
                    else if let news = Announcer.news(from: said, to: view.state, viewer: view.viewer) { session.setAnnouncement(news) }
                }
            },
            network: link.wake,
            isFinished: { end != nil }))
        if let end { return (end, view) }
        return (status == 0 ? .left : .signal(status - 128), view)
    }
}
