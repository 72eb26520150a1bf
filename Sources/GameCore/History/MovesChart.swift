/// The moves of the last games as a bar chart a player reads at a glance:
/// one column a game, oldest on the left, bars in Unicode block characters
/// (eighths of a row) or in ASCII `#`, a game not won as `×` (`x`) on the
/// base line. The scale runs from 0 to the most moves, labelled on the left.
package enum MovesChart {
    private static let eighths = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The chart's lines, top first, each the same width; empty for no games.
    package static func lines(_ games: [HistoryRecord], height: Int = 5, unicode: Bool) -> [String] {
        guard !games.isEmpty, height > 0 else { return [] }
        let most = max(1, games.filter { $0.result == .won }.map(\.moves).max() ?? 1)
        let label = String(most).count
        // Each bar's height in eighths of a row, rounded, at least one for a won game.
        let levels = games.map { game -> Int? in
            guard game.result == .won else { return nil }
            return max(1, (game.moves * height * 8 + most / 2) / most)
        }
        return (0..<height).map { row in
            let floor = (height - 1 - row) * 8
            let cells = levels.map { level -> String in
                guard let level else { return row == height - 1 ? (unicode ? "×" : "x") : " " }
                let filled = min(8, max(0, level - floor))
                if unicode { return eighths[filled] }
                // ASCII fills a row half full or more, and always the base of a bar.
                return filled >= 4 || (filled > 0 && row == height - 1) ? "#" : " "
            }
            let axis = row == 0 ? String(most) : row == height - 1 ? "0" : ""
            let rule = unicode ? "┤" : "|"
            return String(repeating: " ", count: label - axis.count) + axis + " " + rule + cells.joined()
        }
    }
}
