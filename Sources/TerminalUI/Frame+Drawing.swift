import GameCore

extension Frame {
    /// Draws a box border; the inside is left as it was.
    /// A box: its top and bottom edges in `style`, its sides in `sides`
    /// (`style` unless given).
    mutating func box(row: Int, column: Int, width: Int, height: Int, glyphs: Glyphs, style: CellStyle,
                      sides: CellStyle? = nil) {
        guard width >= 2, height >= 2 else { return }
        let sideStyle = sides ?? style
        let bar = String(repeating: glyphs.horizontal, count: width - 2)
        put(glyphs.topLeft + bar + glyphs.topRight, row: row, column: column, style: style)
        for y in row + 1..<row + height - 1 {
            put(glyphs.vertical, row: y, column: column, style: sideStyle)
            put(glyphs.vertical, row: y, column: column + width - 1, style: sideStyle)
        }
        put(glyphs.bottomLeft + bar + glyphs.bottomRight, row: row + height - 1, column: column, style: style)
    }

    /// Writes `text` ending at the right edge of `row`.
    mutating func putRight(_ text: String, row: Int, margin: Int = 1, style: CellStyle = .plain) {
        put(text, row: row, column: width - margin - DisplayWidth.of(text), style: style)
    }

    /// Writes the first of `choices` that fits the frame's width, centred.
    @discardableResult
    mutating func centerFirstFitting(_ choices: [String], row: Int, style: CellStyle = .plain) -> Int {
        let text = choices.first { DisplayWidth.of($0) <= width } ?? choices.last ?? ""
        return center(text, row: row, style: style)
    }
}
