import GameCore

/// A score store held in memory: for tests and the benchmark, which keep
/// no file.
package final class InMemoryScoreStore: ScoreStore {
    /// What has been recorded, as a file would hold it.
    package private(set) var table: ScoreTable
    /// How many records were saved.
    package private(set) var recordCount = 0
    /// When set, `record` throws it (to test a score that cannot be saved).
    package var failure: (any Error)?

    package init(_ table: ScoreTable = ScoreTable()) { self.table = table }

    package func load() throws -> ScoreLoad { ScoreLoad(table: table) }

    package func record(_ record: ScoreRecord) throws -> ScoreTable {
        if let failure { throw failure }
        recordCount += 1
        table.insert(record)
        return table
    }
}
