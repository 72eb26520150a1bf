/// The best scores per difficulty: at most `limit` each, best first.
package struct ScoreTable: Equatable, Codable, Sendable {
    /// How many records a difficulty keeps.
    package static let limit = 10

    /// Records per difficulty, best first.
    package private(set) var records: [Difficulty: [ScoreRecord]]

    /// An empty table.
    package init() { records = [:] }

    /// A table holding these records, ranked and cut to the limit.
    package init(_ records: [ScoreRecord]) {
        self.init()
        for record in records { insert(record) }
    }

    /// The ranked records of one difficulty.
    package func ranking(for difficulty: Difficulty) -> [ScoreRecord] {
        records[difficulty] ?? []
    }

    /// The best record of a difficulty.
    package func best(for difficulty: Difficulty) -> ScoreRecord? {
        ranking(for: difficulty).first
    }

    /// All records, easy first, best first within each.
    package var allRecords: [ScoreRecord] {
        Difficulty.allCases.flatMap { ranking(for: $0) }
    }

    /// Adds a record in rank order; returns its rank (1 is best), or nil when
    /// it did not make the table.
    @discardableResult
    package mutating func insert(_ record: ScoreRecord) -> Int? {
        var list = ranking(for: record.difficulty)
        let index = list.firstIndex { record.ranksBefore($0) } ?? list.endIndex
        guard index < Self.limit else { return nil }
        list.insert(record, at: index)
        if list.count > Self.limit { list.removeLast(list.count - Self.limit) }
        records[record.difficulty] = list
        return index + 1
    }

    /// Empties one difficulty, or all when nil.
    package mutating func reset(_ difficulty: Difficulty?) {
        if let difficulty { records[difficulty] = nil } else { records = [:] }
    }
}
