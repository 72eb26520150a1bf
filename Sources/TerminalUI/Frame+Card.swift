import GameCore

/// How one card is drawn at each size. Three looks that differ without
/// colour too: face down (a back pattern), face up (bold border), matched
/// (dim, with a check mark); the highlight is a reverse-video border (a
/// reversed line on one-line cards). The label (`a`, or `bf` on a two-key
/// board) is underlined while its row key waits for a column key.
extension Frame {
    mutating func drawCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                           layout: BoardLayout, highlighted: Bool, rowKeyTyped: Bool = false,
                           context: ViewContext) {
        let look = CardLook(card: card, highlighted: highlighted, rowKeyTyped: rowKeyTyped)
        switch layout.cardSize {
        case .large: drawLargeCard(card, label: label, at: origin, look: look, context: context)
        case .compact: drawCompactCard(card, label: label, at: origin, look: look, context: context)
        case .small: drawSmallCard(card, label: label, at: origin, look: look, context: context)
        case .tiny, .mini: drawOneLineCard(card, label: label, at: origin, layout: layout, look: look,
                                           context: context)
        }
    }

    private mutating func drawLargeCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                                        look: CardLook, context: ViewContext) {
        let inner = BoardLayout.CardSize.large.width(labelWidth: 1) - 2
        guard drawBorderedBase(card, label: label, at: origin, size: .large, look: look, context: context)
        else { return }
        let face = context.emoji ? CardFace.emoji(card.animal) : CardFace.ascii(card.animal)
        center(face, row: origin.row + 1, column: origin.column + 1, span: inner, style: look.face)
        center(card.animal.name, row: origin.row + 2, column: origin.column + 1, span: inner, style: look.face)
        if card.isMatched {
            center("matched", row: origin.row + 3, column: origin.column + 1, span: inner, style: look.border)
        }
    }

    private mutating func drawCompactCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                                          look: CardLook, context: ViewContext) {
        let inner = BoardLayout.CardSize.compact.width(labelWidth: 1) - 2
        guard drawBorderedBase(card, label: label, at: origin, size: .compact, look: look, context: context)
        else { return }
        center(card.animal.name, row: origin.row + 1, column: origin.column + 1, span: inner, style: look.face)
        if context.emoji {
            center(CardFace.emoji(card.animal), row: origin.row + 2, column: origin.column + 1, span: inner,
                   style: look.border)
        }
    }

    /// The border, and inside it the back pattern or a blank face; true when
    /// the card is face up and its face is still to be drawn.
    private mutating func drawBorderedBase(_ card: Card, label: String, at origin: (row: Int, column: Int),
                                           size: BoardLayout.CardSize, look: CardLook,
                                           context: ViewContext) -> Bool {
        drawBorder(label: label, at: origin, size: size, look: look, glyphs: context.glyphs)
        let width = size.width(labelWidth: 1)  // a bordered card's width is its size's, whatever the label
        fill(row: origin.row + 1, column: origin.column + 1, width: width - 2, height: size.height - 2,
             glyph: card.isFaceUp ? " " : context.glyphs.back, style: card.isFaceUp ? look.face : look.back)
        return card.isFaceUp
    }

    private mutating func drawSmallCard(_ card: Card, label: String, at origin: (row: Int, column: Int),
                                        look: CardLook, context: ViewContext) {
        let inner = BoardLayout.CardSize.small.width(labelWidth: 1) - 2
        guard drawBorderedBase(card, label: label, at: origin, size: .small, look: look, context: context)
        else { return }
        center(CardFace.small(card.animal, emoji: context.emoji), row: origin.row + 1, column: origin.column + 1,
               span: inner, style: look.face)
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

    /// The border, with the label top left and a check top right when matched.
    private mutating func drawBorder(label: String, at origin: (row: Int, column: Int),
                                     size: BoardLayout.CardSize, look: CardLook, glyphs: Glyphs) {
        let width = size.width(labelWidth: 1)
        box(row: origin.row, column: origin.column, width: width, height: size.height,
            glyphs: glyphs, style: look.border)
        put("[\(label)]", row: origin.row, column: origin.column + 1, style: look.letter)
        if look.isMatched {
            // On the small card a two-key label reaches column 4: the check goes one further right.
            let offset = size == .small ? 2 : 3
            put(glyphs.check, row: origin.row, column: origin.column + width - offset, style: look.border)
        }
    }
}

/// The styles of one card's parts.
private struct CardLook {
    let border: CellStyle
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
        // The highlight reverses the border, not the back: moving it then
        // rewrites two borders, not two whole cards.
        back = CellStyle(color: .blue)
        if highlighted { border = CellStyle(color: border.color, bold: true, reverse: true) }
        self.border = border
        letter = CellStyle(color: border.color, bold: true, reverse: highlighted, underline: rowKeyTyped)
    }
}
