/// The game in play, whole: the board dealt, its cards, who plays and whose
/// turn it is, the moves, the clock, the seed, the daily mark and how the
/// round stands (in play, paused, won).
///
/// Dealing, resuming and going back to the title are each one assignment
/// of `GameState.round`. The journal keeps a round to resume it, and a
/// resumed game is that round played on.
package struct Round: Equatable, Sendable {
    /// What the status line says of the last thing a player did.
    package enum Notice: Equatable, Sendable {
        /// The last flip turned up a pair.
        case pair
        /// A key for a card did nothing, and why.
        case refused(Refusal)
    }

    /// Why a key for a card did nothing.
    package enum Refusal: String, Equatable, Sendable, CaseIterable {
        /// It is the computer's turn: a person's flips wait.
        case computersTurn
        /// The card is matched already.
        case matched
        /// The card is face up already (the first card of this try).
        case faceUp
        /// The key names no card on this board.
        case noCard
    }

    /// Where a round stands.
    package enum Phase: Equatable, Sendable {
        /// Cards may be turned (the win pause included, while every card is
        /// matched and the win screen has yet to come).
        case playing
        /// Stopped by the player; the clock stops.
        case paused
        /// The win screen shows.
        case won
    }

    package var board: Board
    /// Who plays, in turn order, with the pairs each has found.
    package var players: [Player]
    /// The index in `players` of the player whose flip comes next. A player
    /// who finds a pair goes on; a mismatch passes the turn.
    package var turn = 0
    /// The cards in grid order.
    package var cards: [Card]
    /// Ids of the unmatched face-up cards, at most two, in flip order.
    package var selected: [Int] = []
    /// Cards turned face up this game.
    package var moves = 0
    /// Time in play this game, as the game clock last measured it.
    package var played: Duration = .zero
    /// The seed of the deal (recorded with the score).
    package var seed: UInt64?
    /// The UTC date (`2026-11-23`) when this is that day's daily deal.
    package var daily: String?
    /// The card the keyboard highlight is on.
    package var focus = 0
    package var phase = Phase.playing
    /// The win set a new best for its board.
    package var isNewBest = false
    /// The win's score was saved.
    package var isScoreSaved = false
    /// Why the win's score could not be saved (`scoreNotSaved`), nil when
    /// it was or is yet to be: the win screen says it first, above any
    /// other warning, for as long as it shows.
    package var scoreProblem: String?
    /// What the last flip or refused key said, for the status line: a pair
    /// found, or why a key did nothing. Set by the flip or the refusal,
    /// cleared by the next flip, highlight move, pause or turn-down. Not in
    /// the digest, the journal or a resumed game: it is what the screen
    /// says, not how the game stands.
    package var notice: Notice?
    /// What the computer seated remembers of the cards it saw turned; nil
    /// when no computer plays. The reducer keeps it (`GameReducer.remember`),
    /// the computer's link reads it to choose: a fold of the game's actions
    /// gives it back exactly. Not in the digest: how a computer plays is not
    /// the game's outcome.
    package var computerMemory: ComputerMemory?

    /// A fresh deal of `animals` to `players`, their pairs at zero; a
    /// computer among them knows nothing of it yet.
    package init(board: Board, players: [Player], animals: [Animal], seed: UInt64?, daily: String? = nil) {
        self.board = board
        self.players = players.map { Player(name: $0.name, computer: $0.computer) }
        self.cards = animals.enumerated().map { Card(id: $0.offset, animal: $0.element) }
        self.seed = seed
        self.daily = daily
        if players.contains(where: \.isComputer) { computerMemory = freshComputerMemory }
    }

    /// What a computer knows of this deal before it has seen a card: a
    /// memory seeded from the deal's seed.
    package var freshComputerMemory: ComputerMemory {
        ComputerMemory(cardCount: cards.count, dealSeed: seed ?? 0)
    }

    /// A round as a journal or a recording kept it: the face-up unmatched
    /// cards are the ones selected.
    package init(board: Board, players: [Player], turn: Int, cards: [Card], moves: Int, played: Duration,
                 seed: UInt64?, daily: String?, focus: Int) {
        self.board = board
        self.players = players
        self.turn = turn
        self.cards = cards
        self.selected = cards.filter { $0.isFaceUp && !$0.isMatched }.map(\.id)
        self.moves = moves
        self.played = played
        self.seed = seed
        self.daily = daily
        self.focus = focus
        // A game kept as it stood (a recording's waiting game): the computer
        // learns the board again from the next card up.
        if players.contains(where: \.isComputer) { computerMemory = freshComputerMemory }
    }

    /// Whole seconds played: what the clock shows and the score keeps.
    /// Setting it sets `played` to that many seconds.
    package var elapsedSeconds: Int {
        get { Int(played.components.seconds) }
        set { played = .seconds(newValue) }
    }

    /// Milliseconds played: the time the win screen shows to a tenth and
    /// the score keeps. Its whole seconds are `elapsedSeconds`.
    package var playedMilliseconds: Int {
        let parts = played.components
        let whole = ScoreRecord.milliseconds(ofSeconds: Int(clamping: parts.seconds))
        return whole.addingReportingOverflow(Int(parts.attoseconds / 1_000_000_000_000_000)).overflow
            ? whole : whole + Int(parts.attoseconds / 1_000_000_000_000_000)
    }

    /// The round is in a game a player is in: in play or paused, not won.
    package var isInGame: Bool { phase != .won }

    /// Pairs found so far.
    package var pairsFound: Int { cards.lazy.filter(\.isMatched).count / 2 }

    /// Every card is matched.
    package var allMatched: Bool { !cards.isEmpty && cards.allSatisfy(\.isMatched) }

    /// More than one player takes turns (hot seat, or against the computer).
    package var hasSeveralPlayers: Bool { players.count > 1 }

    /// It is the computer's turn in a round in play: a person's flips wait.
    package var isComputersTurn: Bool {
        phase == .playing && players.indices.contains(turn) && players[turn].isComputer && !allMatched
    }

    /// The name a solo round was played under, for its score and its
    /// history line: its player's, or `fallback` (this run's name) when that
    /// is the placeholder `Player.defaultName`, which means none was given.
    /// A win an earlier run left in its pause, finished at this launch, is
    /// so the earlier `--name`'s.
    package func soloName(else fallback: String) -> String {
        guard let name = players.first?.name, name != Player.defaultName else { return fallback }
        return name
    }

    /// The players with the most pairs, in seat order: one is the winner,
    /// several a draw.
    package var leaders: [Int] {
        let most = players.map(\.pairs).max() ?? 0
        return players.indices.filter { players[$0].pairs == most }
    }

    /// A flip of card `id` counts here: the round in play, a card of the
    /// grid, face down and unmatched. The one definition of "did that flip
    /// count": the reducer flips by it, and a link asks it of the state
    /// `before` rather than guessing from what changed.
    package func acceptsFlip(of id: Int) -> Bool {
        phase == .playing && cards.indices.contains(id) && !cards[id].isFaceUp && !cards[id].isMatched
    }

    /// Why a flip of card `id` does not count; nil when it does
    /// (`acceptsFlip(of:)`) or when the round is not in play.
    package func refusal(of id: Int) -> Refusal? {
        guard phase == .playing, !allMatched else { return nil }
        guard cards.indices.contains(id) else { return .noCard }
        if cards[id].isMatched { return .matched }
        return cards[id].isFaceUp ? .faceUp : nil
    }

    /// Card `id` is one of the two of a showing mismatch, in play: a key
    /// for it turns the pair down and turns it up again, the first card of
    /// the next try (`mismatchedCardFlipped`).
    package func acceptsFlipAgain(of id: Int) -> Bool {
        phase == .playing && isMismatchShowing && selected.contains(id)
    }

    /// Two unmatched cards are up and differ: they wait to turn down.
    package var isMismatchShowing: Bool {
        guard selected.count == 2 else { return false }
        return cards[selected[0]].animal != cards[selected[1]].animal
    }

    /// The round as it is kept to be resumed: a mismatch that shows turned
    /// down, in play; nil when there is nothing to come back to (won, or in
    /// the pause before its win screen).
    package var resumable: Round? {
        guard isInGame, !cards.isEmpty, !allMatched else { return nil }
        var round = self
        if isMismatchShowing { round.turnDownMismatch() }
        round.phase = .playing
        round.notice = nil
        return round
    }

    /// The showing mismatch turns face down.
    mutating func turnDownMismatch() {
        for id in selected where !cards[id].isMatched {
            cards[id].isFaceUp = false
        }
        selected = []
    }
}

extension GameState {
    /// The game a waiting journal's game was abandoned in, for whoever keeps
    /// a history of games: the waiting game `action` discarded (the player
    /// chose a new game over it, or a new deal replaced it), nil otherwise.
    /// A middleware calls it with its `action`, `before` and `after`.
    package static func abandonedGame(by action: GameAction, before: GameState, after: GameState) -> Round? {
        guard let waiting = before.waitingGame, after.waitingGame == nil else { return nil }
        if case .resumeTapped = action { return nil }
        return waiting
    }
}

extension GameState {
    /// The round the last action won: the win screen came up
    /// (`GameEvent.won`). The one definition of a win, for whoever keeps one
    /// (scores, history).
    package var wonRound: Round? {
        event == .won ? round : nil
    }
}
