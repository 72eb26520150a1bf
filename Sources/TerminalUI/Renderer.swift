/// Writes frames to a terminal, changing only the cells that differ from the
/// last frame written; nothing at all when nothing changed.
///
/// Changed cells are written in runs of one style, so a flip costs about the
/// card's cells and one attribute change per run, not the screen.
package final class Renderer {
    private let surface: any TerminalSurface
    private var last: Frame?

    package init(surface: any TerminalSurface) {
        self.surface = surface
    }

    /// Forget what is on screen: the next frame is written whole, after a
    /// clear (the terminal was resized or written over by someone else).
    package func invalidate() { last = nil }

    /// Brings the screen to `frame`; returns how many cells were written.
    @discardableResult
    package func render(_ frame: Frame) -> Int {
        let previous: Frame
        if let last, last.width == frame.width, last.height == frame.height {
            previous = last
        } else {
            surface.clear()
            previous = Frame(width: frame.width, height: frame.height)
        }
        var written = 0
        for row in 0..<frame.height {
            written += renderRow(row, of: frame, over: previous)
        }
        // The cursor goes where the frame says after the cells are written
        // (writing moves it). An unchanged frame writes nothing and
        // flushes nothing.
        let cursorMoved = frame.cursor != self.last?.cursor
        if written > 0 || cursorMoved || self.last == nil {
            surface.place(cursor: frame.cursor)
            surface.flush()
        }
        last = frame
        return written
    }

    /// Writes the changed cells of one row in runs of one style.
    private func renderRow(_ row: Int, of frame: Frame, over previous: Frame) -> Int {
        var written = 0
        var column = 0
        while column < frame.width {
            guard changed(row, column, frame, previous) else { column += 1; continue }
            let first = column
            // A changed right half is written with its left half.
            let start = frame[row, column].isContinuation && column > 0 ? column - 1 : column
            let style = frame[row, start].style
            var text = frame[row, start].glyph
            column = start + 1
            while column < frame.width, frame[row, column].style == style,
                  changed(row, column, frame, previous) || frame[row, column].isContinuation {
                text += frame[row, column].glyph
                column += 1
            }
            column = max(column, first + 1)
            if text.isEmpty { continue }  // a stray right half: nothing to draw
            surface.write(text, row: row, column: start, style: style)
            written += column - start
        }
        return written
    }

    private func changed(_ row: Int, _ column: Int, _ frame: Frame, _ previous: Frame) -> Bool {
        frame[row, column] != previous[row, column]
    }
}
