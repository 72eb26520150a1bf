/// How a player does on one board, from the history: what
/// `threeducks stats` prints.
package struct BoardStats: Equatable, Sendable {
    package var board: Board
    /// Every game that ended on the board, however it ended, whoever
    /// played: `won` counts those a person at this keyboard won
    /// (`GameOutcome`), `lost` and `drawn` those the computer won or tied.
    package var all = GameTally()
    /// The games played alone: the only ones the moves, the median and the
    /// chart are of.
    package var solo = GameTally()
    /// The games of people only, taking turns at one keyboard.
    package var hotSeat = GameTally()
    /// The games with the computer at the table.
    package var againstComputer = GameTally()
    /// The fewest moves of a won solo game (a hot-seat game's moves are
    /// everyone's, so only solo games rank).
    package var bestMoves: Int?
    /// The median moves of the won solo games: the middle one, or the mean
    /// of the middle two.
    package var medianMoves: Double?
    /// Days in a row, up to today or yesterday, with a daily game won.
    package var currentStreak = 0
    /// The most days in a row ever with a daily game won.
    package var longestStreak = 0
    /// The last `chartLength` solo games, oldest first, for the chart.
    package var recent: [HistoryRecord] = []

    /// How many games the chart shows.
    package static let chartLength = 30

    /// The figures of `records` (oldest first) on `board`, `today` being the
    /// UTC date (`2026-11-23`) the current streak runs up to.
    package init(board: Board, records: [HistoryRecord], today: String) {
        self.init(board: board, summary: HistorySummary(records.lazy.filter { $0.board == board }).boards[board],
                  today: today)
    }

    /// The figures of `board` in a summary of the history (nil: no games on
    /// it): the same as those of the games it summarises.
    package init(board: Board, summary: BoardSummary?, today: String) {
        self.board = board
        guard let summary else { return }
        (all, solo, hotSeat, againstComputer) = (summary.all, summary.solo, summary.hotSeat, summary.againstComputer)
        bestMoves = summary.bestMoves
        medianMoves = summary.medianMoves
        (currentStreak, longestStreak) = Self.streaks(summary.dailyDaysWon, today: DailyDeal.day(today) ?? 0)
        recent = summary.recent
    }

    /// Each board `records` hold, presets first, then by size; only `board`
    /// when given (with no games, its figures are all zero).
    package static func all(_ records: [HistoryRecord], today: String, board: Board? = nil) -> [BoardStats] {
        all(HistorySummary(records), today: today, board: board)
    }

    /// Each board of `summary`, presets first, then by size; only `board`
    /// when given (with no games, its figures are all zero).
    package static func all(_ summary: HistorySummary, today: String, board: Board? = nil) -> [BoardStats] {
        let boards = board.map { [$0] } ?? summary.boards.keys.sorted { first, second in
            let (a, b) = (Board.presets.firstIndex(of: first), Board.presets.firstIndex(of: second))
            return a != nil || b != nil ? (a ?? Int.max) < (b ?? Int.max) : first < second
        }
        return boards.map { BoardStats(board: $0, summary: summary.boards[$0], today: today) }
    }

    /// The run of days ending today (or yesterday: today's game may be yet
    /// to play), and the longest run.
    package static func streaks(_ days: Set<Int>, today: Int) -> (current: Int, longest: Int) {
        var longest = 0
        for day in days where !days.contains(day - 1) {
            var length = 1
            while days.contains(day + length) { length += 1 }
            longest = max(longest, length)
        }
        var end = days.contains(today) ? today : today - 1
        var current = 0
        while days.contains(end) {
            current += 1
            end -= 1
        }
        return (current, longest)
    }
}
