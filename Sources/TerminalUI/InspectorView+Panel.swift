import GameCore

extension InspectorView {
    /// The actions panel: the recent actions with the current one marked,
    /// and what the current action changed, one field a line (`moves 11 →
    /// 12`). Beside the game the two are stacked; under it they sit side by
    /// side, so the changes get every row. A rule separates it from the game.
    /// Returns where the current action's line starts (its marker).
    @discardableResult
    static func drawPanel(_ frame: inout Frame, _ inspector: ReplayInspector, _ area: InspectorLayout.Area,
                          _ context: ViewContext) -> Frame.Position? {
        guard area.rows > 1, area.columns > 2 else { return nil }
        frame.fill(row: area.top, column: area.left, width: area.columns, height: area.rows)
        let marker = context.unicode ? "▶" : ">"
        if area.left > 0 {
            frame.fill(row: area.top, column: area.left, width: 1, height: area.rows,
                       glyph: context.glyphs.vertical, style: .faint)
            let recent = recentLines(inspector, rows: max(2, min(8, area.rows / 2)), marker: marker)
            let changes = changeLines(inspector, rows: area.rows - recent.count)
            put(&frame, recent + changes, top: area.top, left: area.left + 2, rows: area.rows)
            return currentLine(recent, marker: marker, top: area.top, left: area.left + 2, rows: area.rows,
                               frame: frame)
        } else {
            frame.fill(row: area.top, column: area.left, width: area.columns, height: 1,
                       glyph: context.glyphs.horizontal, style: .faint)
            let rows = area.rows - 1
            let split = min(area.columns / 2, 34)
            let recent = recentLines(inspector, rows: rows, marker: marker)
            put(&frame, recent, top: area.top + 1, left: area.left + 1, rows: rows, width: split - 2)
            put(&frame, changeLines(inspector, rows: rows), top: area.top + 1, left: area.left + split, rows: rows)
            return currentLine(recent, marker: marker, top: area.top + 1, left: area.left + 1, rows: rows,
                               frame: frame)
        }
    }

    /// Where the marked line of `recent`, put from (`top`, `left`), starts.
    private static func currentLine(_ recent: [(text: String, style: CellStyle)], marker: String, top: Int,
                                    left: Int, rows: Int, frame: Frame) -> Frame.Position? {
        guard let index = recent.dropFirst().firstIndex(where: { $0.text.hasPrefix(marker) }), index < rows,
              top + index < frame.height, left < frame.width else { return nil }
        return Frame.Position(row: top + index, column: left)
    }

    /// `Actions`, then the actions up to the one after the current, the current marked.
    static func recentLines(_ inspector: ReplayInspector, rows: Int, marker: String) -> [(text: String, style: CellStyle)] {
        let cursor = inspector.cursor
        let last = min(cursor.position + 1, inspector.count)
        let first = max(0, last - max(rows - 1, 1) + 1)
        var lines: [(String, CellStyle)] = [("Actions", .strong)]
        for position in first...last {
            let text = position == 0 ? "start" : cursor.actions[position - 1].action.text.sanitizedForTerminal
            let current = position == cursor.position
            lines.append(((current ? marker : " ") + " \(position) \(text)",
                          current ? CellStyle(color: .cyan, bold: true) : .plain))
        }
        return lines
    }

    /// `Changed by action 37`, then each change, as many as `rows` allows.
    static func changeLines(_ inspector: ReplayInspector, rows: Int) -> [(text: String, style: CellStyle)] {
        guard let report = inspector.report else { return [("Before the first action", .strong)] }
        var lines: [(String, CellStyle)] = [("Changed by action \(report.index)", .strong)]
        let room = max(rows - 1, 1)
        let changes = report.changes.map(\.description)
        if changes.isEmpty {
            lines.append((ActionReport.noChange, .faint))
        } else if changes.count <= room {
            lines += changes.map { ($0, .plain) }
        } else {
            lines += changes.prefix(room - 1).map { ($0, .plain) }
            lines.append(("… \(changes.count - room + 1) more", .faint))
        }
        return lines
    }

    private static func put(_ frame: inout Frame, _ lines: [(text: String, style: CellStyle)], top: Int, left: Int,
                            rows: Int, width: Int? = nil) {
        for (offset, line) in lines.prefix(rows).enumerated() {
            let text = width.map { clipped(line.text, to: $0) } ?? line.text
            frame.put(text, row: top + offset, column: left, style: line.style)
        }
    }

    /// `text` cut to `width` columns, so the left column does not run into the right.
    private static func clipped(_ text: String, to width: Int) -> String {
        var result = "", used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            result.append(character)
            used += columns
        }
        return result
    }
}
