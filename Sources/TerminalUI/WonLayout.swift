import GameCore

/// Where the end screen's lines go: centred one under the other, with blank
/// lines between the groups; a solo game's table (`WonTable`) between its
/// score and the key hints, its lines aligned on one column.
///
/// The table gets what the screen can give: the blank lines go first (the
/// one above the table last), then rows of the table, down to its heading
/// and the game's row. Without a table the screen is as it always was.
struct WonLayout {
    /// A line: centred text, or a line of the table.
    enum Row {
        case text(String, CellStyle)
        case table(WonTable.Line)
    }

    /// The lines, top to bottom (a blank one is `.text("", …)`).
    private(set) var rows: [Row] = []
    /// The screen row of the first line.
    let top: Int

    init(headline: (String, CellStyle), result: [(String, CellStyle)], score: [(String, CellStyle)],
         hints: (String, CellStyle), table: WonTable?, rows screenRows: Int, hasWarning: Bool) {
        let blank = Row.text("", .plain)
        let text = { (line: (String, CellStyle)) in Row.text(line.0, line.1) }
        guard let table else {
            rows = [text(headline), blank] + result.map(text) + [blank] + score.map(text) + [blank, text(hints)]
            // Room for a line of warning below, after a blank one.
            top = max(0, (screenRows - rows.count - 2) / 2)
            return
        }
        let reserve = hasWarning ? 2 : 0
        let fixed = 1 + result.count + score.count + 1
        // The blank lines kept, the most wanted first: above the table,
        // above the hints, above the score, below the headline.
        var blanks = 4
        while blanks > 0 && fixed + blanks + table.height > screenRows - reserve { blanks -= 1 }
        let lines = table.lines(room: screenRows - reserve - fixed - blanks).map(Row.table)
        let keeps = { (order: Int) in order < blanks ? [blank] : [] }
        rows = [text(headline)] + keeps(3) + result.map(text) + keeps(2) + score.map(text) + keeps(0)
            + lines + keeps(1) + [text(hints)]
        top = max(0, (screenRows - rows.count - reserve) / 2)
    }

    /// Draws the lines: text centred, the table's lines from one column
    /// that centres the widest, the game's in reverse video. Returns where
    /// the first line (the headline) starts.
    @discardableResult
    func draw(_ frame: inout Frame) -> Frame.Position? {
        var first: Frame.Position?
        let tableWidth = rows.map { row -> Int in
            guard case .table(let line) = row else { return 0 }
            return DisplayWidth.of(line.text)
        }.max() ?? 0
        let tableColumn = max(0, (frame.width - tableWidth) / 2)
        for (offset, row) in rows.enumerated() {
            switch row {
            case .text(let text, let style) where !text.isEmpty:
                let column = frame.center(text, row: top + offset, style: style)
                if first == nil, top + offset < frame.height {
                    first = Frame.Position(row: top + offset, column: min(column, max(0, frame.width - 1)))
                }
            case .text:
                continue
            case .table(let line):
                frame.put(line.text, row: top + offset, column: tableColumn,
                          style: line.isGame ? CellStyle(bold: true, reverse: true) : .plain)
            }
        }
        return first
    }
}
