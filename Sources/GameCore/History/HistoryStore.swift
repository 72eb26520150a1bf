/// What reading the history found.
package struct HistoryLoad: Equatable, Sendable {
    /// The records that could be read, oldest first.
    package var records: [HistoryRecord]
    /// One line for the player when something was skipped (damaged records,
    /// older records past the read limit); nil when all was well.
    package var warning: String?

    package init(records: [HistoryRecord], warning: String? = nil) {
        self.records = records
        self.warning = warning
    }
}

/// Where the history of every game that ended is kept: a file for the
/// program, memory for tests.
///
/// `Sendable`: the history link appends from a task, away from the store's
/// thread, because an append may wait seconds for another program's lock.
package protocol HistoryStore: AnyObject, Sendable {
    /// Adds one record at the end, whatever else is appending meanwhile.
    func append(_ record: HistoryRecord) throws
    /// Every record that can be read, oldest first.
    func load() throws -> HistoryLoad
}
