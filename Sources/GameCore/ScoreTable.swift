/// The best scores per difficulty: at most `limit` each, best first.
public struct ScoreTable: Equatable, Codable, Sendable {
    /// How many records a difficulty keeps.
    public static let limit = 10

    /// Records per difficulty, best first.
    public private(set) var records: [Difficulty: [ScoreRecord]]

    /// An empty table.
    public init() { records = [:] }

    /// A table holding these records, ranked and cut to the limit.
    public init(_ records: [ScoreRecord]) {
        self.init()
        for record in records { insert(record) }
    }

    /// The ranked records of one difficulty.
    public func ranking(for difficulty: Difficulty) -> [ScoreRecord] {
        records[difficulty] ?? []
    }

    /// The best record of a difficulty.
    public func best(for difficulty: Difficulty) -> ScoreRecord? {
        ranking(for: difficulty).first
    }

    /// All records, easy first, best first within each.
    public var allRecords: [ScoreRecord] {
        Difficulty.allCases.flatMap { ranking(for: $0) }
    }

    /// Adds a record in rank order; returns its rank (1 is best), or nil when
    /// it did not make the table.
    @discardableResult
    public mutating func insert(_ record: ScoreRecord) -> Int? {
        var list = ranking(for: record.difficulty)
        let index = list.firstIndex { record.ranksBefore($0) } ?? list.endIndex
        guard index < Self.limit else { return nil }
        list.insert(record, at: index)
        if list.count > Self.limit { list.removeLast(list.count - Self.limit) }
        records[record.difficulty] = list
        return index + 1
    }

    /// Empties one difficulty, or all when nil.
    public mutating func reset(_ difficulty: Difficulty?) {
        if let difficulty { records[difficulty] = nil } else { records = [:] }
    }
}
