import GameCore

/// The replay inspector's screen, a pure function like `ScreenView`: the
/// recorded game as it stood after the current action, with the replay's
/// status line; the actions panel (recent actions, the current one marked,
/// and its diff); the timeline; and the info line,
/// `action 37/112 · 0:21 · cardFlipped(id: 5)` with the keys.
///
/// Every text from the recording reaches the frame through `ActionReport`
/// or `GameAction.text` sanitized; the game's own view sanitizes what it
/// draws of the state.
package enum InspectorView {
    /// The frame for `inspector` on a screen described by `context`;
    /// `panelToggled` is whether `i` was pressed an odd number of times.
    package static func frame(_ inspector: ReplayInspector, context: ViewContext, panelToggled: Bool) -> Frame {
        var frame = Frame(width: context.columns, height: context.rows)
        let layout = InspectorLayout(rows: context.rows, columns: context.columns, state: inspector.state,
                                     toggled: panelToggled)
        var game = context
        game.rows = layout.game.rows
        game.columns = layout.game.columns
        game.replay = status(inspector)
        frame.paste(ScreenView.frame(inspector.state, context: game), row: layout.game.top, column: layout.game.left)
        drawTimeline(&frame, inspector, layout, context)
        // The cursor on the current action: its line in the panel, else
        // where the info line names it.
        frame.cursor = drawInfo(&frame, inspector, row: layout.infoRow, context)
        if let panel = layout.panel, let current = drawPanel(&frame, inspector, panel, context) {
            frame.cursor = current
        }
        return frame
    }

    /// The replay's state for the game view's status line.
    static func status(_ inspector: ReplayInspector) -> ReplayStatus {
        ReplayStatus(speed: inspector.timeline.speed, isPaused: !inspector.isPlaying,
                     isFinished: inspector.cursor.isAtEnd)
    }

    /// `action 37/112 · 0:21 · cardFlipped(id: 5)`; `action 0/112 · 0:00 · start` before the first.
    package static func positionText(_ inspector: ReplayInspector, separator: String = Glyphs.unicode.separator) -> String {
        let cursor = inspector.cursor
        let seconds = Int(clamping: (cursor.current?.offset.components.seconds ?? 0))
        let action = cursor.current.map { $0.action.text.sanitizedForTerminal } ?? "start"
        return ["action \(cursor.position)/\(inspector.count)", clockText(max(seconds, 0)), action]
            .joined(separator: separator)
    }

    /// The inspector's keys as its info line names them: `← → step · PgUp PgDn 10 · …`.
    static func keyHints(_ names: KeyNames, separator: String) -> String {
        var hints: [String] = []
        var pending: [String] = []
        for binding in KeyTable.inspector {
            guard let first = binding.keys.first else { continue }
            pending.append(first.name(names, short: true))
            if let hint = binding.hint {
                hints.append((pending + [hint]).joined(separator: " "))
                pending = []
            }
        }
        return hints.joined(separator: separator)
    }

    /// Returns where the current action's text (`action 37/112`) starts.
    @discardableResult
    private static func drawInfo(_ frame: inout Frame, _ inspector: ReplayInspector, row: Int,
                                 _ context: ViewContext) -> Frame.Position? {
        let separator = context.glyphs.separator
        let position = positionText(inspector, separator: separator)
        let names = KeyNames(unicode: context.unicode, board: inspector.state.board)
        let hints = keyHints(names, separator: separator)
        frame.fill(row: row, column: 0, width: context.columns, height: 1)
        let keys = KeyTable.inspector.compactMap { $0.keys.first.map { $0.name(names, short: true) } }
            .filter { $0 != "mouse click" }.joined(separator: " ")
        var column = frame.centerFirstFitting([position + separator + hints, position + separator + keys, position],
                                              row: row, style: CellStyle(bold: true))
        if DisplayWidth.of(position) > context.columns {
            frame.put(position, row: row, column: 0)
            column = 0
        }
        guard row >= 0, row < frame.height, frame.width > 0 else { return nil }
        return Frame.Position(row: row, column: min(column, frame.width - 1))
    }

    private static func drawTimeline(_ frame: inout Frame, _ inspector: ReplayInspector, _ layout: InspectorLayout,
                                     _ context: ViewContext) {
        let line = context.unicode ? "─" : "-"
        let done = context.unicode ? "━" : "="
        let marker = context.unicode ? "●" : "O"
        let at = layout.timelineColumn(position: inspector.cursor.position, count: inspector.count)
        frame.fill(row: layout.timelineRow, column: 0, width: context.columns, height: 1)
        frame.fill(row: layout.timelineRow, column: layout.timelineLeft, width: layout.timelineColumns, height: 1,
                   glyph: line, style: .faint)
        frame.fill(row: layout.timelineRow, column: layout.timelineLeft, width: at - layout.timelineLeft, height: 1,
                   glyph: done, style: CellStyle(color: .cyan))
        frame.put(marker, row: layout.timelineRow, column: at, style: CellStyle(color: .cyan, bold: true))
    }
}
