extension Frame {
    /// Copies `other` onto this frame with its top-left corner at (`row`,
    /// `column`), clipped at the edges: how the inspector places the game's
    /// own frame beside or above its panel.
    mutating func paste(_ other: Frame, row: Int, column: Int) {
        for y in 0..<other.height {
            var x = 0
            while x < other.width {
                let cell = other[y, x]
                if !cell.isContinuation {
                    put(cell.glyph.isEmpty ? " " : cell.glyph, row: row + y, column: column + x, style: cell.style)
                }
                x += 1
            }
        }
    }
}
