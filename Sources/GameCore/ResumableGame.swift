/// A game an earlier run left unfinished, as a resume restores it: the
/// cards as they lay (a mismatched pair turned down), the moves, the
/// players with their pairs, whose turn, and the time played. The journal
/// rebuilds it by replaying its actions through the reducer
/// (`JournaledGame`); the title offers it.
package struct ResumableGame: Equatable, Codable, Sendable {
    package var board: Board
    /// The players in turn order, with the pairs each has found.
    package var players: [Player]
    package var turn: Int
    /// The cards in grid order: matched ones face up, at most one other
    /// face up (the first of a pair being turned).
    package var cards: [Card]
    package var moves: Int
    /// Time in play, as the game clock last measured it (time away not counted).
    package var played: Duration
    package var seed: UInt64?
    /// The date of the daily deal when the game is that day's daily game.
    package var daily: String?
    package var focus: Int

    /// The game `state` is in, with a mismatch that shows turned down; nil
    /// when there is no game to come back to (the title, a game won or in
    /// the pause before its win screen).
    package init?(_ state: GameState) {
        guard state.screen == .playing || state.screen == .paused, !state.cards.isEmpty, !state.allMatched else {
            return nil
        }
        var state = state
        if state.isMismatchShowing { GameReducer.reduce(&state, .mismatchDelayElapsed) }
        board = state.board
        players = state.players
        turn = state.turn
        cards = state.cards
        moves = state.moves
        played = state.played
        seed = state.seed
        daily = state.daily
        focus = state.focus
    }

    /// Whole seconds played, as the clock shows them.
    package var elapsedSeconds: Int { Int(played.components.seconds) }

    /// The game a waiting journal's game was abandoned in, for whoever keeps
    /// a history of games: the waiting game `action` discarded (the player
    /// chose a new game over it, or a new deal replaced it), nil otherwise.
    /// A middleware calls it with its `action`, `before` and `after`.
    package static func abandoned(by action: GameAction, before: GameState, after: GameState) -> ResumableGame? {
        guard let waiting = before.waitingGame, after.waitingGame == nil else { return nil }
        if case .resumeTapped = action { return nil }
        return waiting
    }

    // MARK: The reducer's rules for it

    /// `gameWaiting`: on the title, the game is offered; a warning (the
    /// journal could not be read) is added to any the title shows.
    static func offer(_ game: ResumableGame?, warning: String?, in state: inout GameState) {
        guard state.screen == .title else { return }
        state.waitingGame = game
        if let warning { state.warning = state.warning.map { $0 + " · " + warning } ?? warning }
    }

    /// `resumeTapped`: on the title, the waiting game is played on.
    static func resume(_ state: inout GameState) {
        guard state.screen == .title, let game = state.waitingGame else { return }
        state.waitingGame = nil
        state.screen = .playing
        state.board = game.board
        state.players = game.players
        state.turn = game.turn
        state.cards = game.cards
        state.selected = game.cards.filter { $0.isFaceUp && !$0.isMatched }.map(\.id)
        state.moves = game.moves
        state.played = game.played
        state.seed = game.seed
        state.daily = game.daily
        state.focus = game.focus
        state.isShowingHelp = false
        state.isAskingToGiveUp = false
        state.isNewBest = false
        state.isScoreSaved = false
        state.warning = nil
    }
}
