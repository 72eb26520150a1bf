/// Which screen the game is on.
package enum Screen: String, Codable, Sendable {
    case title, playing, paused, won
}

/// Everything the game knows; the view draws it, the reducer changes it.
package struct GameState: Equatable, Sendable {
    /// The screen shown.
    package var screen: Screen = .title
    /// The board chosen on the title (or by flag).
    package var board: Board
    /// Who plays, in turn order: one player for the solo game, two to four
    /// (people, or people and the computer) taking turns at one keyboard.
    package var players: [Player]
    /// The index in `players` of the player whose flip comes next. A player
    /// who finds a pair goes on; a mismatch passes the turn.
    package var turn: Int = 0
    /// The cards in grid order; empty before the first deal.
    package var cards: [Card] = []
    /// Ids of the unmatched face-up cards, at most two, in flip order.
    package var selected: [Int] = []
    /// Cards turned face up this game.
    package var moves: Int = 0
    /// Time in play this game, as the game clock last measured it.
    package var played: Duration = .zero
    /// The seed of the current deal (recorded with the score).
    package var seed: UInt64?
    /// The UTC date (`2026-11-23`) when the current deal is that day's daily
    /// deal; nil for any other deal.
    package var daily: String? {
        get { title.fields.daily }
        set { if newValue != nil || daily != nil { changeTitle { $0.daily = newValue } } }
    }
    /// The card the keyboard highlight is on.
    package var focus: Int = 0
    /// The key help is shown over the screen.
    package var isShowingHelp = false
    /// The "Quack!" cue is on screen.
    package var isQuacking = false
    /// The terminal is large enough to show the screen (as the terminal
    /// last said); the clock stops while it is not.
    package var terminalFits = true
    /// The best scores, shown on the title.
    package var scores: ScoreTable {
        get { title.fields.scores }
        set { changeTitle { $0.scores = newValue } }
    }
    /// The game just won set a new best for its board.
    package var isNewBest = false
    /// The score of the game just won was saved.
    package var isScoreSaved = false
    /// A line the player must see (scores file unreadable, score not saved).
    package var warning: String? {
        get { title.fields.warning }
        set { if newValue != nil || warning != nil { changeTitle { $0.warning = newValue } } }
    }
    /// Who plays in each mode the title offers.
    package var titleLineups: TitleLineups {
        get { title.fields.titleLineups }
        set { changeTitle { $0.titleLineups = newValue } }
    }
    /// "Give up this game? y/N" is asked; the next key answers it.
    package var isAskingToGiveUp = false
    /// A game an earlier run left unfinished, offered on the title.
    package var waitingGame: ResumableGame? {
        get { title.fields.waitingGame }
        set { if newValue != nil || waitingGame != nil { changeTitle { $0.waitingGame = newValue } } }
    }
    /// The fields above that change a few times a game at most, behind one
    /// reference: the store copies the state twice per action, and each
    /// copy retains every reference the state holds (docs/performance.md).
    /// A setter stores a new box; setting nil over nil keeps the old one (a
    /// deal does that three times).
    private var title: TitleFields.Box

    /// The most players a game seats.
    package static let maximumPlayers = 4

    /// A fresh title screen for `players` (one: the solo game), offering
    /// `titleLineups` (by default, worked out from `players`).
    package init(board: Board = .medium, players: [Player] = [Player(name: "player")],
                 titleLineups: TitleLineups? = nil) {
        self.board = board
        let players = players.isEmpty ? [Player(name: "player")] : players
        self.players = players
        let name = players.first { !$0.isComputer }?.name ?? "player"
        let lineups = titleLineups ?? TitleLineups(playerName: name, players: players)
        self.title = TitleFields.Box(TitleFields(titleLineups: lineups))
    }

    /// Makes a change to the title's fields, in a new box.
    private mutating func changeTitle(_ change: (inout TitleFields) -> Void) {
        var fields = title.fields
        change(&fields)
        title = TitleFields.Box(fields)
    }

    /// The mode of the players seated: solo, people, or against the computer.
    package var mode: PlayMode { PlayMode(of: players) }

    /// Whole seconds played: what the clock shows and the score keeps.
    /// Setting it sets `played` to that many seconds.
    package var elapsedSeconds: Int {
        get { Int(played.components.seconds) }
        set { played = .seconds(newValue) }
    }

    /// Pairs found so far.
    package var pairsFound: Int { cards.lazy.filter(\.isMatched).count / 2 }

    /// More than one player takes turns (hot seat, or against the computer).
    package var hasSeveralPlayers: Bool { players.count > 1 }

    /// The player whose flip comes next.
    package var playerToMove: Player { players[turn] }

    /// It is the computer's turn in a game in play: a person's flips wait.
    package var isComputersTurn: Bool {
        screen == .playing && players.indices.contains(turn) && players[turn].isComputer && !allMatched
    }

    /// The players with the most pairs, in seat order: one is the winner,
    /// several a draw.
    package var leaders: [Int] {
        let most = players.map(\.pairs).max() ?? 0
        return players.indices.filter { players[$0].pairs == most }
    }

    /// Every card of a dealt game is matched.
    package var allMatched: Bool { !cards.isEmpty && cards.allSatisfy(\.isMatched) }

    /// A flip of card `id` counts here: a game in play, a card of the grid,
    /// face down and unmatched. The one definition of "did that flip count":
    /// the reducer flips by it, and a link asks it of the state `before`
    /// (`before.acceptsFlip(of: id)`) rather than guessing from what changed.
    package func acceptsFlip(of id: Int) -> Bool {
        screen == .playing && cards.indices.contains(id) && !cards[id].isFaceUp && !cards[id].isMatched
    }

    /// Two unmatched cards are up and differ: they wait to turn down.
    package var isMismatchShowing: Bool {
        guard selected.count == 2 else { return false }
        return cards[selected[0]].animal != cards[selected[1]].animal
    }

    /// The game clock runs: a game in play since its first flip, not paused,
    /// not yet all matched, the help closed, no give-up question asked and
    /// the terminal large enough.
    package var isClockRunning: Bool {
        // The scan of the cards last: most actions are answered before it.
        screen == .playing && moves > 0 && !isShowingHelp && !isAskingToGiveUp && terminalFits && !allMatched
    }
}
