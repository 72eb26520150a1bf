/// What a journal holds, as values: the title the game was dealt on (its
/// board and players) and the game's actions from the deal on, in the order
/// the store handled them. Folding them (`ActionFold`) gives the game as
/// it was when the journal stopped.
package struct JournaledGame: Equatable, Sendable {
    package let board: Board
    package let players: [Player]
    package private(set) var actions: [GameAction]
    /// The actions folded so far, once each (`append(_:)` folds only what it adds).
    private var fold: ActionFold

    package init(board: Board, players: [Player], actions: [GameAction]) {
        self.board = board
        self.players = players
        self.actions = actions
        fold = ActionFold(from: GameState(board: board, players: players))
        fold.apply(actions)
    }

    /// The state after every action, folded (`ActionFold`) from a title of
    /// the journal's board and players: no middleware, no clock.
    package var state: GameState { fold.state }

    /// The journal goes on with `added`.
    package mutating func append(_ added: some Sequence<GameAction>) {
        for action in added {
            actions.append(action)
            fold.apply(action)
        }
    }

    package static func == (lhs: JournaledGame, rhs: JournaledGame) -> Bool {
        lhs.board == rhs.board && lhs.players == rhs.players && lhs.actions == rhs.actions
    }

    /// The game to resume; nil when the actions end anywhere but in a game
    /// (a game won, given up, or never dealt).
    package var resumable: Round? { state.round?.resumable }

    /// The game when the journal stops with every pair found, in the pause
    /// before its win screen (the program went in those 0.6 s): a win still
    /// to be kept, in play; nil otherwise.
    package var won: Round? {
        guard var round = state.round, round.isInGame, round.allMatched else { return nil }
        round.phase = .playing
        return round
    }

    /// What resuming changes that the journal must hold too, so that the
    /// journal, continued, replays to what the player sees: a mismatch that
    /// showed is turned down, and a game left paused is un-paused (the
    /// resume puts it in play; without this line its replay stayed paused
    /// and dropped every flip after the resume).
    package var resumeActions: [GameAction] {
        guard let round = state.round else { return [] }
        return (round.isMismatchShowing ? [.mismatchDelayElapsed] : [])
            + (round.phase == .paused ? [.pauseToggled] : [])
    }
}
