import GameCore

/// Where the replay inspector puts things on a screen of some size: the
/// game, the actions panel, the timeline and the info line. The view draws
/// by it and a click is read by it, so the two never disagree.
///
/// The two bottom rows are the timeline and the info line. The panel sits
/// beside the game when the screen is `wideColumns` or wider (the game keeps
/// room for a hard board's compact cards), unless `i` hid it; on a narrower
/// screen the game keeps the whole width and `i` shows the panel under it,
/// in the lower rows, over the board only when the board could not fit above.
package struct InspectorLayout: Equatable, Sendable {
    /// The panel's narrowest width beside the game; a wider screen gives
    /// it what the game does not need (`gameColumns` suit a hard board's large cards).
    package static let panelColumns = 36
    /// The most columns the game takes when the panel is beside it.
    package static let gameColumns = 84
    /// The panel's height under the game.
    package static let panelRows = 9
    /// From this width on, the panel goes beside the game.
    package static let wideColumns = 100
    /// The rows below the game: timeline and info line.
    package static let footerRows = 2

    /// A rectangle of the screen.
    package struct Area: Equatable, Sendable {
        package var top, left, rows, columns: Int
    }

    /// Where the game's own frame goes.
    package var game: Area
    /// Where the panel goes; nil when it is hidden.
    package var panel: Area?
    /// The timeline's row, and its first column and width.
    package var timelineRow: Int
    package var timelineLeft: Int
    package var timelineColumns: Int
    /// The info line's row.
    package var infoRow: Int

    /// The layout of a `rows` × `columns` screen showing `state`; `toggled`
    /// is whether `i` was pressed an odd number of times.
    package init(rows: Int, columns: Int, state: GameState, toggled: Bool) {
        let body = max(rows - Self.footerRows, 0)
        timelineRow = body
        infoRow = body + 1
        timelineLeft = 1
        timelineColumns = max(columns - 2, 1)
        if columns >= Self.wideColumns {
            let shown = !toggled
            let panelColumns = max(Self.panelColumns, columns - Self.gameColumns)
            let gameColumns = shown ? columns - panelColumns : columns
            game = Area(top: 0, left: 0, rows: body, columns: gameColumns)
            panel = shown ? Area(top: 0, left: gameColumns, rows: body, columns: panelColumns) : nil
        } else if toggled {
            let height = min(Self.panelRows, body)
            let above = body - height
            // Under the board when the game still fits above it; over its lower rows otherwise.
            let fits = ScreenView.fits(state, rows: above, columns: columns)
            game = Area(top: 0, left: 0, rows: fits ? above : body, columns: columns)
            panel = Area(top: above, left: 0, rows: height, columns: columns)
        } else {
            game = Area(top: 0, left: 0, rows: body, columns: columns)
            panel = nil
        }
    }

    /// The fraction of the recording a click at `column` of the timeline
    /// row stands for; nil for a click elsewhere.
    package func timelineFraction(row: Int, column: Int) -> Double? {
        guard row == timelineRow, column >= timelineLeft, column < timelineLeft + timelineColumns else { return nil }
        return timelineColumns > 1 ? Double(column - timelineLeft) / Double(timelineColumns - 1) : 0
    }

    /// The timeline's column for `position` of `count` actions.
    package func timelineColumn(position: Int, count: Int) -> Int {
        guard count > 0 else { return timelineLeft }
        return timelineLeft + Int((Double(position) / Double(count) * Double(timelineColumns - 1)).rounded())
    }
}
