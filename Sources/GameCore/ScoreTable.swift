/// The best solo scores per board: at most `limit` each, best first. Every
/// board has its own table, the presets and each custom size (`6x8`).
package struct ScoreTable: Equatable, Sendable {
    /// How many records a board keeps.
    package static let limit = 10

    /// Records per board, best first.
    package private(set) var records: [Board: [ScoreRecord]]
    /// Where the game just recorded stands on the whole of its board, when
    /// the table is only the top of a larger one (a server's daily board,
    /// docs/server.md); nil for the player's own table, which is all there is.
    package var standing: Standing?

    /// An empty table.
    package init() { records = [:] }

    /// A table holding these records, ranked and cut to the limit.
    package init(_ records: [ScoreRecord]) {
        self.init()
        for record in records { insert(record) }
    }

    /// The ranked records of one board.
    package func ranking(for board: Board) -> [ScoreRecord] {
        records[board] ?? []
    }

    /// The best record of a board.
    package func best(for board: Board) -> ScoreRecord? {
        ranking(for: board).first
    }

    /// The boards to show: the presets always (easy, medium, hard), then
    /// each other board that has records, smaller first.
    package var boards: [Board] {
        Board.presets + records.keys.filter { $0.presetName == nil && !ranking(for: $0).isEmpty }.sorted()
    }

    /// All records, board by board as `boards` lists them, best first within
    /// each: custom boards too, so a save keeps every one of them.
    package var allRecords: [ScoreRecord] {
        boards.flatMap { ranking(for: $0) }
    }

    /// Adds a record in rank order; returns its rank (1 is best), or nil when
    /// it did not make the table.
    @discardableResult
    package mutating func insert(_ record: ScoreRecord) -> Int? {
        var list = ranking(for: record.board)
        let index = list.firstIndex { record.ranksBefore($0) } ?? list.endIndex
        guard index < Self.limit else { return nil }
        list.insert(record, at: index)
        if list.count > Self.limit { list.removeLast(list.count - Self.limit) }
        records[record.board] = list
        return index + 1
    }

    /// Empties one board, or all when nil.
    package mutating func reset(_ board: Board?) {
        if let board { records[board] = nil } else { records = [:] }
    }
}

/// Where a game stands on a board: `#3 of 57 on ducks.example.org`.
package struct Standing: Equatable, Sendable {
    /// Its place, 1 the best.
    package var rank: Int
    /// How many games the board holds.
    package var of: Int
    /// Whose board it is (a server's name), when not the player's own.
    package var on: String?

    package init(rank: Int, of: Int, on: String? = nil) {
        self.rank = rank
        self.of = of
        self.on = on
    }

    /// `#3 of 57 on ducks.example.org`.
    package var text: String { "#\(rank) of \(of)" + (on.map { " on \($0)" } ?? "") }
}
