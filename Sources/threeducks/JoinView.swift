import GameCore
import GameNet
import TerminalUI

/// How a joiner's game ended, for the command to say after the terminal
/// is given back.
enum JoinEnd: Equatable, Sendable {
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
struct JoinView: Sendable {
    var mirror: ClientMirror
    /// Who looks at this screen: the seat the host gave, or a watcher.
    var viewer: Viewer { mirror.seat.map(Viewer.seat) ?? .watcher }
    var room: String
    var focus = 0
    var dialog: GameState.Dialog?
    /// The host's last refusal, or the local rule's, until the next event.
    var note: String? {
        didSet { if note != nil { notes &+= 1 } }
    }
    /// How many times a note was given, the same one again too: the
    /// screen-reader mode says a note when it is given, not at every key.
    private(set) var notes = 0
    /// A flip refused out of turn, as the joiner's line says it.
    static let notYourTurn = "Not your turn: wait for it"

    /// Why the seat's token could not be kept (`SeatTokens.write`): said
    /// whenever nothing else is, for the whole game.
    var unkeptToken: String?

    init(mirror: ClientMirror, room: String) {
        self.mirror = mirror
        self.room = room
    }

    /// The host closed the room after a game: the end screen stays.
    var isClosed = false

    /// Before the first deal the lobby shows (and after a game given up); otherwise the game.
    var isInLobby: Bool { mirror.state.round == nil }

    /// The state the screen draws: the mirror's, with this terminal's focus,
    /// dialog and line.
    var state: GameState { composed(seats: mirror.seats) }

    /// The state drawn with `seats` for the line that says who is away.
    private func composed(seats: [LobbySeat]) -> GameState {
        var state = mirror.state
        if var round = state.round {
            round.focus = min(focus, max(0, round.cards.count - 1))
            // The game's notice is the host's (its refusals come as lines).
            round.notice = round.notice == .pair ? .pair : nil
            state.round = round
        }
        state.dialog = state.round == nil ? nil : dialog
        let closed = isClosed ? "The host closed the room" : nil
        let lines = [verdictLine ?? note ?? LobbySeat.awayLine(seats, you: mirror.seat) ?? unkeptToken, closed].compactMap { $0 }
        if !lines.isEmpty { state.warning = lines.joined(separator: ". ") }
        return state
    }

    /// The check at the reveal, as the win screen says it.
    var verdictLine: String? {
        switch mirror.verdict {
        case nil: nil
        case .verified: "Verified: the host dealt and played fair"
        case .failed(let problems): "Not verified: " + problems.joined(separator: "; ")
        }
    }

    var lobby: Lobby {
        let lines = [verdictLine ?? note ?? unkeptToken, isClosed ? "The host closed the room" : nil].compactMap { $0 }
        var lobby = Lobby(room: room, board: mirror.state.board, seats: mirror.seats, isHost: false,
                          note: lines.isEmpty ? nil : lines.joined(separator: ". "))
        lobby.isOver = isClosed
        return lobby
    }

    /// When the current game's deal arrived, and each of its events since.
    private var dealtAt = Duration.zero
    private var eventTimes: [Duration] = []

    /// Every game revealed and verified here so far, for `join --record`.
    private(set) var verifiedGames = VerifiedGames()

    /// The games verified here as one recording, whose times are when their
    /// events arrived; nil before one was.
    var recording: Recording? { verifiedGames.recording }

    /// When the clock shown was last the host's: its measurement arrived,
    /// or it started (the first flip, a resume).
    private var clockAt = Duration.zero
    /// When the seats last changed (an `away`, a `lobby`): the seconds left
    /// to an away player count down from there, as the host's do.
    private var seatsAt = Duration.zero

    /// The seats at `time`: an away player's seconds left counted down since the host said them.
    private func seats(at time: Duration) -> [LobbySeat] {
        let elapsed = Int(max(.zero, time - seatsAt).components.seconds)
        return mirror.seats.map { seat in
            guard case .away(let left) = seat.presence else { return seat }
            var counted = seat
            counted.presence = .away(secondsLeft: max(0, left - elapsed))
            return counted
        }
    }

    /// The state drawn at `time`: between the host's measurements (they
    /// come with the flips) the clock runs on here from the last one, as
    /// the host's does, while the game's clock runs.
    func state(at time: Duration) -> GameState {
        var state = composed(seats: seats(at: time))
        if let played = played(at: time) { state.round?.played = played }
        return state
    }

    /// How long from `time` until the clock shown turns to its next second;
    /// nil while it stands.
    func untilNextSecond(at time: Duration) -> Duration? {
        let clock = played(at: time).map { Duration.milliseconds(1000 - $0.wholeMilliseconds % 1000) }
        guard mirror.seats.contains(where: { if case .away = $0.presence { true } else { false } }) else { return clock }
        // Someone is away: their countdown turns each second too.
        let away = Duration.milliseconds(1000 - max(.zero, time - seatsAt).wholeMilliseconds % 1000)
        return min(clock ?? away, away)
    }

    /// The time played the clock shows at `time` while the game's clock
    /// runs, nil while it stands (the mirror's own then).
    private func played(at time: Duration) -> Duration? {
        guard mirror.state.isClockRunning, let played = mirror.state.round?.played else { return nil }
        return played + max(.zero, time - clockAt)
    }

    /// A line from the host, arrived at `time`. A new event clears the refusal's line.
    mutating func receive(_ line: String, at time: Duration = .zero) {
        let events = mirror.state.round?.moves
        let game = mirror.currentDeal?.game
        let played = mirror.state.round?.played
        let wasRunning = mirror.state.isClockRunning
        let verdict = mirror.verdict
        let seats = mirror.seats
        let message = Result { () throws(ProtocolError) in try HostMessage(line: line) }
        if case .success(let message) = message { mirror.apply(message) }
        if mirror.state.round?.played != played || mirror.state.isClockRunning != wasRunning { clockAt = time }
        if mirror.seats != seats { seatsAt = time }
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
        // Out of turn: the status line names whose turn it is already, so the
        // note says only what to do (it said `ann's turn · it is ann's turn`).
        case .success(.refused(_, .notYourTurn, _)): note = Self.notYourTurn
        case .success(.refused(_, _, let text)): note = text
        case .success(.event): note = nil
        case .success: if mirror.state.round?.moves != events { note = nil }
        }
    }

    /// What a key's action does here: the message to send the host, if
    /// any, after this terminal's own part (focus, help, the question).
    mutating func take(_ action: GameAction) -> ClientMessage? {
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
