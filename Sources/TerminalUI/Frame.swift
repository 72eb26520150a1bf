import GameCore

/// The cells a screen should show: a pure value the view builds from the
/// state and the renderer compares with the last one.
///
/// A wide character (an emoji) fills its cell and marks the next one as its
/// continuation, so every row is exactly `width` columns, as on the terminal.
package struct Frame: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// Row by row.
    package private(set) var cells: [Cell]
    /// Where the terminal's cursor rests: on what the player is attending
    /// to (the highlighted card's label, the title's chosen item, the
    /// question asked), at the start of the text that marks it. Screen
    /// readers and braille displays follow it; nil leaves it hidden.
    package var cursor: Position?

    /// A cell's place on the frame.
    package struct Position: Equatable, Sendable {
        package var row: Int
        package var column: Int
        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// A blank frame.
    package init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    package subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Writes `text` from (`row`, `column`) to the right, clipped at the
    /// frame's edges; returns the column after the last one written.
    @discardableResult
    package mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
        guard row >= 0, row < height else { return column }
        var x = column
        for character in text {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            if x + columns > width { break }
            if x >= 0 {
                set(row, x, Cell(String(character), style: style))
                if columns == 2 { set(row, x + 1, Cell("", style: style)) }
            }
            x += columns
        }
        return x
    }

    /// Writes `text` centred on `row`, within `column ..< column + span`
    /// (the whole row by default); returns where it started.
    @discardableResult
    package mutating func center(_ text: String, row: Int, column: Int = 0, span: Int? = nil,
                                style: CellStyle = .plain) -> Int {
        let room = span ?? width
        let start = column + max(0, (room - DisplayWidth.of(text)) / 2)
        put(text, row: row, column: start, style: style)
        return start
    }

    /// Fills a rectangle with one single-width glyph.
    package mutating func fill(row: Int, column: Int, width: Int, height: Int, glyph: String = " ",
                              style: CellStyle = .plain) {
        let line = String(repeating: glyph, count: max(width, 0))
        for y in row..<row + max(height, 0) { put(line, row: y, column: column, style: style) }
    }

    /// The frame as text, one string a row (continuations left out): what a
    /// person reads, for snapshots and tests.
    package var lines: [String] {
        (0..<height).map { row in
            cells[row * width..<(row + 1) * width].map(\.glyph).joined()
        }
    }

    /// Sets one cell, blanking the other half of any wide character it cuts.
    private mutating func set(_ row: Int, _ column: Int, _ cell: Cell) {
        let index = row * width + column
        let old = cells[index]
        if old.isContinuation && !cell.isContinuation, column > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if !old.isContinuation, column + 1 < width, cells[index + 1].isContinuation,
           DisplayWidth.of(cell.glyph) < 2 {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
