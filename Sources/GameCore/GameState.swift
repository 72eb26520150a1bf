/// Which screen the game is on, as the view and the keys see it; worked
/// out from the state (`GameState.screen`), never stored.
package enum Screen: String, Sendable {
    case title, playing, paused, won
}

/// Everything the game knows; the view draws it, the reducer changes it.
///
/// Three parts: what lasts across games (the title's choices, the score
/// table, the lineups, a warning, a waiting game), `round` (everything about
/// the game in play, nil on the title), and `dialog` (what the player is
/// being asked over the screen). `overlay` says, in one place, what is in
/// front of the player.
package struct GameState: Equatable, Sendable {
    /// The board chosen on the title (or by flag).
    package var board: Board
    /// Who plays next deal, in turn order: one player for the solo game, two
    /// to four (people, or people and the computer) taking turns at one
    /// keyboard.
    package var players: [Player]
    /// The game in play (or won, on its win screen); nil on the title.
    package var round: Round?
    /// The help or the give-up question, shown over the screen.
    package var dialog: Dialog?
    /// The "Quack!" cue is on screen.
    package var isQuacking = false
    /// The terminal is large enough to show the screen (as the terminal
    /// last said); the clock stops while it is not.
    package var terminalFits = true
    /// The seed of the latest deal, kept after its round ends: the digest
    /// of a recording that ends on the title names it, as 1.0's did.
    package var lastSeed: UInt64?
    /// What the last action did to the play, as the reducer decided it
    /// (`GameEvent`); nil when it did nothing to the play. Links read it
    /// rather than work a rule out again. Not in the digest or the journal:
    /// it tells of the last action, not of how the game stands.
    package var event: GameEvent?
    /// The fields that change a few times a session at most, behind one
    /// reference (`LastingFields`).
    private var lasting: LastingFields.Box
    /// How many ordinary games (`deckDealt`) this session dealt: the
    /// dealer deals the first from a seed given (`--seed`), and with a seed
    /// sequence the n-th from that seed plus n. Not boxed: it changes with
    /// every ordinary deal, and a new box each game cost more than it saves.
    package var ordinaryDeals = 0

    /// What can be open over a screen; the next key answers it.
    package enum Dialog: Equatable, Sendable {
        /// The key help.
        case help
        /// "Give up this game? y/N".
        case giveUpQuestion
    }

    /// The most players a game seats.
    package static let maximumPlayers = 4

    /// A fresh title screen for `players` (one: the solo game), offering
    /// `titleLineups` (by default, worked out from `players`).
    package init(board: Board = .medium, players: [Player] = [Player(name: Player.defaultName)],
                 titleLineups: TitleLineups? = nil) {
        self.board = board
        let players = players.isEmpty ? [Player(name: Player.defaultName)] : players
        self.players = players
        let name = players.first { !$0.isComputer }?.name ?? Player.defaultName
        let lineups = titleLineups ?? TitleLineups(playerName: name, players: players)
        var lasting = LastingFields(titleLineups: lineups)
        if board.presetName == nil { lasting.customBoard = board }
        self.lasting = LastingFields.Box(lasting)
    }

    // MARK: What lasts across games, boxed

    // Each read and set by its name (`state.warning`) through the box, and
    // every setter follows one rule (`setLasting`). Written out rather than
    // one dynamic-member subscript: each key path such a subscript takes is
    // built at run time, 30,000 instructions apiece at the start
    // (docs/performance.md, *1.7.1*).

    package var scores: ScoreTable {
        get { lasting.fields.scores }
        set { setLasting(newValue, { $0.scores }, { $0.scores = $1 }) }
    }

    package var warning: String? {
        get { lasting.fields.warning }
        set { setLasting(newValue, { $0.warning }, { $0.warning = $1 }) }
    }

    package var titleLineups: TitleLineups {
        get { lasting.fields.titleLineups }
        set { setLasting(newValue, { $0.titleLineups }, { $0.titleLineups = $1 }) }
    }

    package var waitingGame: Round? {
        get { lasting.fields.waitingGame }
        set { setLasting(newValue, { $0.waitingGame }, { $0.waitingGame = $1 }) }
    }

    package var customBoard: Board {
        get { lasting.fields.customBoard }
        set { setLasting(newValue, { $0.customBoard }, { $0.customBoard = $1 }) }
    }

    package var computerForgetting: UInt64? {
        get { lasting.fields.computerForgetting }
        set { setLasting(newValue, { $0.computerForgetting }, { $0.computerForgetting = $1 }) }
    }

    package var dailiesDealt: [DailyGame] {
        get { lasting.fields.dailiesDealt }
        set { setLasting(newValue, { $0.dailiesDealt }, { $0.dailiesDealt = $1 }) }
    }

    /// The one rule of the boxed fields: a value equal to the one held
    /// changes nothing (the box stays shared); any other is stored in a new
    /// box, so a box is never written while another state holds it.
    private mutating func setLasting<Value: Equatable>(_ value: Value, _ read: (LastingFields) -> Value,
                                                       _ write: (inout LastingFields, Value) -> Void) {
        guard read(lasting.fields) != value else { return }
        var fields = lasting.fields
        write(&fields, value)
        lasting = LastingFields.Box(fields)
    }

    // MARK: Worked out, each in one place

    /// The screen shown: the title without a round, else how the round stands.
    package var screen: Screen {
        switch round?.phase {
        case nil: .title
        case .playing: .playing
        case .paused: .paused
        case .won: .won
        }
    }

    /// A game is in play or paused (not on the title, not won).
    package var isInGame: Bool { round?.isInGame ?? false }

    /// What is in front of the player over the screen, most pressing first:
    /// the help, the give-up question, the resume offer, the pause. Keys
    /// answer it before anything else (`KeyMap`).
    package var overlay: Overlay? {
        switch dialog {
        case .help: return .help
        case .giveUpQuestion: return .giveUpQuestion
        case nil: break
        }
        if let round { return round.phase == .paused ? .paused : nil }
        return self.waitingGame == nil ? nil : .resumeOffer
    }

    /// A person can see the board and play on it now: a round in play,
    /// nothing asked over it, and the terminal large enough.
    package var isOpenForPlay: Bool {
        round?.phase == .playing && dialog == nil && terminalFits
    }

    /// The mode of the players seated, or to be seated on the title.
    package var mode: PlayMode { PlayMode(of: round?.players ?? players) }

    /// The game clock runs: a round in play since its first flip, not yet
    /// all matched, nothing asked over it and the terminal large enough.
    package var isClockRunning: Bool {
        // The scan of the cards last: most actions are answered before it.
        guard let round, isOpenForPlay else { return false }
        return round.moves > 0 && !round.allMatched
    }

    /// It is the computer's turn in a round in play: a person's flips wait.
    package var isComputersTurn: Bool { round?.isComputersTurn ?? false }
}

/// What is in front of the player over the screen (`GameState.overlay`).
package enum Overlay: Equatable, Sendable {
    case help
    case giveUpQuestion
    /// A game an earlier run left unfinished (`waitingGame`) is offered on the title.
    case resumeOffer
    case paused
}
