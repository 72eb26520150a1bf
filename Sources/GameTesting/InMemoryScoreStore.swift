import GameCore
import Synchronization

/// A score store held in memory: for tests and the benchmark, which keep
/// no file.
///
/// The high-score link calls it from a task, so what it holds is behind a
/// mutex; a test reads it between steps.
package final class InMemoryScoreStore: ScoreStore {
    private struct Contents {
        var table: ScoreTable
        var recordCount = 0
        var failure: (any Error & Sendable)?
    }

    private let contents: Mutex<Contents>

    package init(_ table: ScoreTable = ScoreTable()) { contents = Mutex(Contents(table: table)) }

    /// What has been recorded, as a file would hold it.
    package var table: ScoreTable { contents.withLock { $0.table } }
    /// How many records were saved.
    package var recordCount: Int { contents.withLock { $0.recordCount } }
    /// When set, `record` throws it (to test a score that cannot be saved).
    package var failure: (any Error & Sendable)? {
        get { contents.withLock { $0.failure } }
        set { contents.withLock { $0.failure = newValue } }
    }

    package func load() throws -> ScoreLoad { ScoreLoad(table: table) }

    package func record(_ record: ScoreRecord) throws -> ScoreTable {
        try contents.withLock { contents in
            if let failure = contents.failure { throw failure }
            contents.recordCount += 1
            contents.table.insert(record)
            return contents.table
        }
    }
}
