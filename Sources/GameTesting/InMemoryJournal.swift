import GameCore
import Synchronization

/// A journal held in memory: for tests, which keep no file. It holds what
/// the file would, as values: the game's board, players and actions.
///
/// What it holds is behind a mutex, so that it is `Sendable` as `Journal`
/// asks.
package final class InMemoryJournal: Journal {
    private struct Contents {
        var game: JournaledGame?
        var warning: String?
        var endCount = 0
        var failure: String?
    }

    private let contents: Mutex<Contents>

    /// The journal as it stands; nil when there is none (never begun, or ended).
    package private(set) var game: JournaledGame? {
        get { contents.withLock { $0.game } }
        set { contents.withLock { $0.game = newValue } }
    }
    /// What `load` says besides the game (a journal that could not be read).
    package var warning: String? {
        get { contents.withLock { $0.warning } }
        set { contents.withLock { $0.warning = newValue } }
    }
    /// How many times the journal was ended (removed).
    package private(set) var endCount: Int {
        get { contents.withLock { $0.endCount } }
        set { contents.withLock { $0.endCount = newValue } }
    }

    /// The failure `takeFailure` reports next, once: a full disk, say.
    package var failure: String? {
        get { contents.withLock { $0.failure } }
        set { contents.withLock { $0.failure = newValue } }
    }

    package init(_ game: JournaledGame? = nil) { contents = Mutex(Contents(game: game)) }

    package func load() -> JournalLoad {
        JournalLoad(game: game?.resumable, won: game?.won, warning: warning)
    }

    package func begin(board: Board, players: [Player], deal: GameAction) {
        game = JournaledGame(board: board, players: players, actions: [deal])
    }

    package func resume() {
        let added = game?.resumeActions ?? []
        game?.append(added)
    }

    package func append(_ action: GameAction) {
        game?.append([action])
    }

    package func end() {
        game = nil
        endCount += 1
    }

    package func takeFailure() -> String? {
        contents.withLock { contents in
            defer { contents.failure = nil }
            return contents.failure
        }
    }
}
