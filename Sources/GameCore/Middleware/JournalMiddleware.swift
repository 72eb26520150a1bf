import StoreCore

/// Keeps the game in play in a `Journal`, action by action, so that a game
/// the program did not finish can be resumed; offers that game on the
/// title at launch. It removes the journal when a game ends by a win or a
/// give-up, and keeps it otherwise: the program ending any other way
/// (Ctrl-C, a hang-up, SIGTERM, a crash) leaves it for the next launch.
package struct JournalMiddleware {
    private let journal: any Journal

    package init(journal: any Journal) { self.journal = journal }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("journal") { [self] action, before, after in
            respond(to: action, before: before, after: after)
        }
    }

    func respond(to action: GameAction, before: GameState, after: GameState) -> Effect<GameAction> {
        let wasInGame = before.isInGame, isInGame = after.isInGame
        switch action {
        case .launched:
            let load = journal.load()
            guard load.game != nil || load.warning != nil else { return .none }
            return .send(.gameWaiting(load.game, warning: load.warning))
        case .resumeTapped where !wasInGame && isInGame:
            journal.resume()
        case .waitingGameDiscarded where before.waitingGame != nil:
            journal.end()
        case _ where action.dealt != nil && !wasInGame && isInGame:
            journal.begin(board: before.board, players: before.players, deal: action)
        default:
            if wasInGame && isInGame {
                journal.append(action)
            } else if wasInGame {
                // Won (the win screen) or given up (the title): nothing to resume.
                journal.end()
            }
        }
        return .none
    }
}
