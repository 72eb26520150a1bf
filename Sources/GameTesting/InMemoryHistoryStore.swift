import GameCore
import Synchronization

/// A history held in memory: for tests, which keep no file.
///
/// The history link appends from a task, so what it holds is behind a
/// mutex; a test reads it between steps.
package final class InMemoryHistoryStore: HistoryStore {
    private struct Contents {
        var records: [HistoryRecord]
        var failure: (any Error & Sendable)?
    }

    private let contents: Mutex<Contents>

    package init(_ records: [HistoryRecord] = []) { contents = Mutex(Contents(records: records)) }

    /// What has been appended, oldest first.
    package var records: [HistoryRecord] { contents.withLock { $0.records } }
    /// When set, `append` throws it (to test a game that cannot be added).
    package var failure: (any Error & Sendable)? {
        get { contents.withLock { $0.failure } }
        set { contents.withLock { $0.failure = newValue } }
    }

    package func append(_ record: HistoryRecord) throws {
        try contents.withLock { contents in
            if let failure = contents.failure { throw failure }
            contents.records.append(record)
        }
    }

    package func load() throws -> HistoryLoad { HistoryLoad(records: records) }
}
