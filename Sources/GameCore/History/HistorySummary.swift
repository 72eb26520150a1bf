/// Everything `threeducks stats` shows of a history, folded one game at a
/// time, so that the figures of a million games never need the games
/// themselves: per board, the counts of each company's games, how many won
/// solo games took each number of moves (the best and the median come from
/// it exactly), the first daily game of each day and whether a person won
/// it (the streaks), and the last solo games (the chart).
///
/// Adding the games of a history in order, in one go or in several, gives
/// the same summary: `BoardStats(board:summary:today:)` reads the same
/// figures from it as `BoardStats(board:records:today:)` from the games.
package struct HistorySummary: Equatable, Sendable {
    /// Each board with at least one game.
    package var boards: [Board: BoardSummary] = [:]

    package init() {}

    /// The summary of `records`, oldest first.
    package init(_ records: some Sequence<HistoryRecord>) {
        for record in records { add(record) }
    }

    /// Counts one more game, newer than every game counted so far.
    package mutating func add(_ record: HistoryRecord) {
        boards[record.board, default: BoardSummary()].add(record)
    }

    /// Games counted, on every board.
    package var played: Int { boards.values.reduce(0) { $0 + $1.played } }
}

/// One board's part of a `HistorySummary`.
package struct BoardSummary: Equatable, Sendable {
    package var solo = GameTally()
    package var hotSeat = GameTally()
    package var againstComputer = GameTally()
    /// Moves → how many won solo games took that many.
    package var wonSoloMoves: [Int: Int] = [:]
    /// Day (since 1970-01-01) → whether a person won that day's first daily
    /// game on this board; later daily games of a day do not count.
    package var dailies: [Int: Bool] = [:]
    /// The last solo games, oldest first; up to twice `BoardStats.chartLength`
    /// kept, so adding one is not a shift of the whole list: `recent` is what counts.
    private var lastSolo: [HistoryRecord] = []

    package init() {}

    /// The last `BoardStats.chartLength` solo games, oldest first.
    package var recent: [HistoryRecord] {
        get { Array(lastSolo.suffix(BoardStats.chartLength)) }
        set { lastSolo = Array(newValue.suffix(BoardStats.chartLength)) }
    }

    /// Every game counted on the board.
    package var played: Int { solo.played + hotSeat.played + againstComputer.played }

    /// The counts of all the board's games, whoever played.
    package var all: GameTally { solo + hotSeat + againstComputer }

    package mutating func add(_ record: HistoryRecord) {
        let outcome = record.outcome
        switch record.company {
        case .solo:
            solo.add(outcome)
            if record.result == .won { wonSoloMoves[record.moves, default: 0] += 1 }
            lastSolo.append(record)
            if lastSolo.count >= 2 * BoardStats.chartLength { lastSolo.removeFirst(BoardStats.chartLength) }
        case .hotSeat: hotSeat.add(outcome)
        case .againstComputer: againstComputer.add(outcome)
        }
        if let daily = record.daily, let day = DailyDeal.day(daily), dailies[day] == nil {
            dailies[day] = outcome == .won
        }
    }

    /// The fewest moves of a won solo game.
    package var bestMoves: Int? { wonSoloMoves.keys.min() }

    /// The median moves of the won solo games: the middle one, or the mean
    /// of the middle two, counted off the histogram.
    package var medianMoves: Double? {
        let count = wonSoloMoves.values.reduce(0, +)
        guard count > 0 else { return nil }
        let sorted = wonSoloMoves.sorted { $0.key < $1.key }
        /// The moves of the won game at `index` (0 the fewest).
        func moves(at index: Int) -> Int {
            var seen = 0
            for (moves, games) in sorted {
                seen += games
                if index < seen { return moves }
            }
            return sorted[sorted.count - 1].key
        }
        let middle = count / 2
        return count % 2 == 1 ? Double(moves(at: middle)) : Double(moves(at: middle - 1) + moves(at: middle)) / 2
    }

    /// The days whose first daily game a person won.
    package var dailyDaysWon: Set<Int> { Set(dailies.lazy.filter(\.value).map(\.key)) }

    package static func == (lhs: BoardSummary, rhs: BoardSummary) -> Bool {
        lhs.solo == rhs.solo && lhs.hotSeat == rhs.hotSeat && lhs.againstComputer == rhs.againstComputer
            && lhs.wonSoloMoves == rhs.wonSoloMoves && lhs.dailies == rhs.dailies && lhs.recent == rhs.recent
    }
}
