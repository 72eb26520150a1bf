import GameCore

/// Where a renderer writes: the real terminal (curses) or an in-memory one.
package protocol TerminalSurface: AnyObject {
    /// Blanks the whole screen (after a resize, or before the first frame).
    func clear()
    /// Writes `text`, whose characters all have `style`, from (`row`, `column`).
    func write(_ text: String, row: Int, column: Int, style: CellStyle)
    /// Puts the terminal's cursor at `position` and shows it, or hides it
    /// (nil); takes effect with the next `flush`.
    func place(cursor position: Frame.Position?)
    /// Sends what was written to the screen, in one go.
    func flush()
}

/// A terminal in memory: keeps what was written and counts the work, so
/// tests see what a player would and how much the renderer wrote.
package final class MemoryTerminal: TerminalSurface {
    package private(set) var screen: Frame
    /// Cells written since the last `resetCounts`.
    package private(set) var cellsWritten = 0
    /// `write` calls since the last `resetCounts`.
    package private(set) var writes = 0
    package private(set) var clears = 0
    package private(set) var flushes = 0
    /// Where the cursor was last placed (nil: hidden).
    package private(set) var cursor: Frame.Position?

    package init(rows: Int, columns: Int) {
        screen = Frame(width: columns, height: rows)
    }

    /// A blank screen of a new size, as after a resize.
    package func resize(rows: Int, columns: Int) {
        screen = Frame(width: columns, height: rows)
    }

    package func clear() {
        screen = Frame(width: screen.width, height: screen.height)
        screen.cursor = cursor
        clears += 1
    }

    package func write(_ text: String, row: Int, column: Int, style: CellStyle) {
        writes += 1
        cellsWritten += DisplayWidth.of(text)
        screen.put(text, row: row, column: column, style: style)
    }

    /// The screen keeps the cursor too, so that it equals the frame drawn.
    package func place(cursor position: Frame.Position?) {
        cursor = position
        screen.cursor = position
    }

    package func flush() { flushes += 1 }

    package func resetCounts() {
        cellsWritten = 0
        writes = 0
        clears = 0
        flushes = 0
    }
}
