import GameCore

/// A journal held in memory: for tests, which keep no file. It holds what
/// the file would, as values: the game's board, players and actions.
package final class InMemoryJournal: Journal {
    /// The journal as it stands; nil when there is none (never begun, or ended).
    package private(set) var game: JournaledGame?
    /// What `load` says besides the game (a journal that could not be read).
    package var warning: String?
    /// How many times the journal was ended (removed).
    package private(set) var endCount = 0

    package init(_ game: JournaledGame? = nil) { self.game = game }

    package func load() -> JournalLoad {
        JournalLoad(game: game?.resumable, won: game?.won, warning: warning)
    }

    package func begin(board: Board, players: [Player], deal: GameAction) {
        game = JournaledGame(board: board, players: players, actions: [deal])
    }

    package func resume() {
        let added = game?.resumeActions ?? []
        game?.actions += added
    }

    package func append(_ action: GameAction) {
        game?.actions.append(action)
    }

    package func end() {
        game = nil
        endCount += 1
    }
}
