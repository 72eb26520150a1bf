import GameCore

/// A score store held in memory: for tests and the benchmark, which keep
/// no file.
public final class InMemoryScoreStore: ScoreStore {
    /// What has been recorded, as a file would hold it.
    public private(set) var table: ScoreTable
    /// How many records were saved.
    public private(set) var recordCount = 0
    /// When set, `record` throws it (to test a score that cannot be saved).
    public var failure: (any Error)?

    public init(_ table: ScoreTable = ScoreTable()) { self.table = table }

    public func load() throws -> ScoreLoad { ScoreLoad(table: table) }

    public func record(_ record: ScoreRecord) throws -> ScoreTable {
        if let failure { throw failure }
        recordCount += 1
        table.insert(record)
        return table
    }
}
