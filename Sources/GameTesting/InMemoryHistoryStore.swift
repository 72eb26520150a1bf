import GameCore

/// A history held in memory: for tests, which keep no file.
package final class InMemoryHistoryStore: HistoryStore {
    /// What has been appended, oldest first.
    package private(set) var records: [HistoryRecord]
    /// When set, `append` throws it (to test a game that cannot be added).
    package var failure: (any Error)?

    package init(_ records: [HistoryRecord] = []) { self.records = records }

    package func append(_ record: HistoryRecord) throws {
        if let failure { throw failure }
        records.append(record)
    }

    package func load() throws -> HistoryLoad { HistoryLoad(records: records) }
}
