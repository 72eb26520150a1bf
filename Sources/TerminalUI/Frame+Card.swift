import GameCore

/// How one card is drawn at each size. Three looks that differ without
/// colour too: face down (a back pattern), face up (bold border), matched
/// (dim, with a check mark); the highlight reverses the border's top and
/// bottom edges (the whole line of a one-line card). The label (`a`, or `bf` on a two-key
/// board) is underlined while its row key waits for a column key.
extension Frame {
    mutating func drawCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                           layout: BoardLayout, highlighted: Bool, rowKeyTyped: Bool = false,
                           context: ViewContext) {
        let look = CardLook(card: card, highlighted: highlighted, rowKeyTyped: rowKeyTyped)
        if layout.cardSize.isOneLine {
            drawOneLineCard(card, label: label, at: origin, layout: layout, look: look, context: context)
        } else {
            drawBorderedCard(card, label: label, at: origin, layout: layout, look: look, context: context)
        }
    }

    /// A bordered card of any size the layout chose: the border with the
    /// label (and a check when matched), the back pattern face down, face up
    /// its lines (`CardFace.lines`) centred inside the border.
    private mutating func drawBorderedCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                                           layout: BoardLayout, look: CardLook, context: ViewContext) {
        let width = layout.cardWidth, height = layout.cardHeight
        drawBorder(label: label, name: card.isFaceUp ? card.animal.name : nil, at: origin, width: width, height: height,
                   look: look, glyphs: context.glyphs)
        let inner = (width: width - 2, height: height - 2)
        fill(row: origin.row + 1, column: origin.column + 1, width: inner.width, height: inner.height,
             glyph: card.isFaceUp ? " " : context.glyphs.back, style: card.isFaceUp ? look.face : look.back)
        guard card.isFaceUp else { return }
        let lines = CardFace.lines(card, size: layout.cardSize, innerWidth: inner.width, innerHeight: inner.height,
                                   emoji: context.emoji)
        let first = origin.row + 1 + (inner.height - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            center(line.text, row: first + offset, column: origin.column + 1, span: inner.width,
                   style: line.isCaption ? look.border : look.face)
        }
    }

    /// The label, a mark (a check when matched), then the name (tiny) or
    /// the face (mini), or the back pattern while face down.
    private mutating func drawOneLineCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                                         layout: BoardLayout, look: CardLook, context: ViewContext) {
        let width = layout.cardWidth
        // No border to reverse: the whole line shows the highlight.
        let style = look.isHighlighted ? (card.isFaceUp ? look.face : look.back).reversed
            : (card.isFaceUp ? look.face : look.back)
        fill(row: origin.row, column: origin.column, width: width, height: 1, style: style)
        let mark = card.isMatched ? context.glyphs.check : " "
        let bodyWidth = width - label.count - 1
        let body = !card.isFaceUp ? String(repeating: context.glyphs.back, count: bodyWidth)
            : layout.cardSize == .mini ? CardFace.small(card.animal, emoji: context.emoji) : card.animal.name
        put(label, row: origin.row, column: origin.column, style: look.letter)
        put(mark + body, row: origin.row, column: origin.column + label.count, style: style)
    }

    /// The border, with the label top left, a face-up card's name after it
    /// where the edge has room for it whole, and a check top right when
    /// matched. The name is on the label's row, where the cursor rests on
    /// the highlighted card: a reader that reads from the cursor hears the
    /// card's key and its face together when it turns (issue 34).
    private mutating func drawBorder(label: String, name: String?, at origin: (row: Int, column: Int), width: Int,
                                     height: Int, look: CardLook, glyphs: Glyphs) {
        box(row: origin.row, column: origin.column, width: width, height: height, glyphs: glyphs,
            style: look.border, sides: look.sides)
        let end = put("[\(label)]", row: origin.row, column: origin.column + 1, style: look.letter)
        let checkRoom = look.isMatched ? (width < 8 ? 2 : 3) : 1
        if let name, end - origin.column + 1 + name.count + checkRoom <= width {
            put(" \(name)", row: origin.row, column: end, style: look.border)
        }
        if look.isMatched {
            // On a 7-wide card a two-key label reaches column 4: the check goes one further right.
            let offset = width < 8 ? 2 : 3
            put(glyphs.check, row: origin.row, column: origin.column + width - offset, style: look.border)
        }
    }
}

/// The styles of one card's parts.
private struct CardLook {
    /// The top and bottom edges (reversed by the highlight).
    let border: CellStyle
    /// The left and right edges, never reversed: a face-up card's sides
    /// share its face's style, so a row of it is one run of one style, and
    /// the highlight moving on or off a card rewrites two lines, not all of
    /// its border (render.flip, docs/performance.md).
    let sides: CellStyle
    let letter: CellStyle
    let face: CellStyle
    let back: CellStyle
    let isMatched: Bool
    let isHighlighted: Bool

    init(card: Card, highlighted: Bool, rowKeyTyped: Bool) {
        let color = CardFace.color(card.animal)
        isMatched = card.isMatched
        isHighlighted = highlighted
        var border: CellStyle
        if card.isMatched {
            border = CellStyle(color: color, dim: true)
            face = CellStyle(color: color)
        } else if card.isFaceUp {
            border = CellStyle(color: color, bold: true)
            face = CellStyle(color: color, bold: true)
        } else {
            border = .plain
            face = .plain
        }
        // The highlight reverses the top and bottom edges, not the back:
        // moving it then rewrites four lines, not two whole cards.
        back = CellStyle(color: .blue)
        sides = border
        if highlighted { border = CellStyle(color: border.color, bold: true, reverse: true) }
        self.border = border
        letter = CellStyle(color: border.color, bold: true, reverse: highlighted, underline: rowKeyTyped)
    }
}
