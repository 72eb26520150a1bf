import StoreCore

/// Keeps the game in play in a `Journal`, action by action, so that a game
/// the program did not finish can be resumed; offers that game on the
/// title at launch. It removes the journal when a game ends by a win or a
/// give-up, and keeps it otherwise: the program ending any other way
/// (Ctrl-C, a hang-up, SIGTERM, a crash) leaves it for the next launch.
///
/// Each write is an effect, `.perform(JournalWork…)`, done through the port
/// as soon as the link returns: on the store's thread, before the next
/// action is handled, so an action handled is an action journaled. Only the
/// read at launch is made in the link, its answer sent as `gameWaiting`;
/// and a write that failed (the port's `takeFailure`) is sent as
/// `journalNotKept` at the next action, for the screen to say.
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
        if case .launched = action {
            let load = journal.load()
            if let won = load.won {
                // The program went in the pause between the last match and
                // the win screen: that game was won. It is taken up and its
                // pause ends now, so the win is what any win is: the score
                // and the history kept, the win screen shown, the journal
                // ended, each by its own link.
                return .merge([.send(.gameWaiting(won, warning: load.warning)), .send(.resumeTapped),
                               .send(.winDelayElapsed)])
            }
            guard load.game != nil || load.warning != nil else { return .none }
            return .send(.gameWaiting(load.game, warning: load.warning))
        }
        // A write failed since the last action (it runs off the run loop):
        // the screen says so, as it says a score or a history line lost.
        let failure = journal.takeFailure().map { Effect<GameAction>.send(.journalNotKept(reason: "Game not kept for resuming: \($0)")) }
        guard let work = Self.work(for: action, before: before, after: after) else { return failure ?? .none }
        return .merge([failure ?? .none, .perform(work, with: journal.perform)])
    }

    /// What the journal is to do after `action` took `before` to `after`, if anything.
    static func work(for action: GameAction, before: GameState, after: GameState) -> JournalWork? {
        let wasInGame = before.isInGame, isInGame = after.isInGame
        switch action {
        case .resumeTapped where !wasInGame && isInGame:
            return .resume
        case .waitingGameDiscarded where before.waitingGame != nil:
            return .end
        case _ where action.dealt != nil && !wasInGame && isInGame:
            return .begin(board: before.board, players: before.players, deal: action)
        default:
            if wasInGame && isInGame { return .append(action) }
            // Won (the win screen) or given up (the title): nothing to resume.
            return wasInGame ? .end : nil
        }
    }
}
