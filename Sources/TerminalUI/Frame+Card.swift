import GameCore

/// How one card is drawn at each size. Three looks that differ without
/// colour too: face down (a back pattern), face up (bold border), matched
/// (dim, with a check mark); the highlight is a reverse-video border (a
/// reversed line on tiny cards).
extension Frame {
    mutating func drawCard(_ card: Card, letter: Character, at origin: (row: Int, column: Int),
                           size: BoardLayout.CardSize, highlighted: Bool, context: ViewContext) {
        let look = CardLook(card: card, highlighted: highlighted)
        switch size {
        case .large: drawLargeCard(card, letter: letter, at: origin, look: look, context: context)
        case .compact: drawCompactCard(card, letter: letter, at: origin, look: look, context: context)
        case .tiny: drawTinyCard(card, letter: letter, at: origin, look: look, context: context)
        }
    }

    private mutating func drawLargeCard(_ card: Card, letter: Character, at origin: (row: Int, column: Int),
                                        look: CardLook, context: ViewContext) {
        let inner = BoardLayout.CardSize.large.width - 2
        guard drawBorderedBase(card, letter: letter, at: origin, size: .large, look: look, context: context)
        else { return }
        let face = context.emoji ? CardFace.emoji(card.animal) : CardFace.ascii(card.animal)
        center(face, row: origin.row + 1, column: origin.column + 1, span: inner, style: look.face)
        center(card.animal.name, row: origin.row + 2, column: origin.column + 1, span: inner, style: look.face)
        if card.isMatched {
            center("matched", row: origin.row + 3, column: origin.column + 1, span: inner, style: look.border)
        }
    }

    private mutating func drawCompactCard(_ card: Card, letter: Character, at origin: (row: Int, column: Int),
                                          look: CardLook, context: ViewContext) {
        let inner = BoardLayout.CardSize.compact.width - 2
        guard drawBorderedBase(card, letter: letter, at: origin, size: .compact, look: look, context: context)
        else { return }
        center(card.animal.name, row: origin.row + 1, column: origin.column + 1, span: inner, style: look.face)
        if context.emoji {
            center(CardFace.emoji(card.animal), row: origin.row + 2, column: origin.column + 1, span: inner,
                   style: look.border)
        }
    }

    /// The border, and inside it the back pattern or a blank face; true when
    /// the card is face up and its face is still to be drawn.
    private mutating func drawBorderedBase(_ card: Card, letter: Character, at origin: (row: Int, column: Int),
                                           size: BoardLayout.CardSize, look: CardLook,
                                           context: ViewContext) -> Bool {
        drawBorder(letter: letter, at: origin, size: size, look: look, glyphs: context.glyphs)
        fill(row: origin.row + 1, column: origin.column + 1, width: size.width - 2, height: size.height - 2,
             glyph: card.isFaceUp ? " " : context.glyphs.back, style: card.isFaceUp ? look.face : look.back)
        return card.isFaceUp
    }

    private mutating func drawTinyCard(_ card: Card, letter: Character, at origin: (row: Int, column: Int),
                                       look: CardLook, context: ViewContext) {
        let width = BoardLayout.CardSize.tiny.width
        // No border to reverse: the whole line shows the highlight.
        let style = look.isHighlighted ? (card.isFaceUp ? look.face : look.back).reversed
            : (card.isFaceUp ? look.face : look.back)
        fill(row: origin.row, column: origin.column, width: width, height: 1, style: style)
        let mark = card.isMatched ? context.glyphs.check : " "
        let body = card.isFaceUp ? card.animal.name
            : String(repeating: context.glyphs.back, count: width - 2)
        put(String(letter), row: origin.row, column: origin.column, style: look.letter)
        put(mark + body, row: origin.row, column: origin.column + 1, style: style)
    }

    /// The border, with the key letter top left and a check top right when matched.
    private mutating func drawBorder(letter: Character, at origin: (row: Int, column: Int),
                                     size: BoardLayout.CardSize, look: CardLook, glyphs: Glyphs) {
        box(row: origin.row, column: origin.column, width: size.width, height: size.height,
            glyphs: glyphs, style: look.border)
        put("[\(letter)]", row: origin.row, column: origin.column + 1, style: look.letter)
        if look.isMatched {
            put(glyphs.check, row: origin.row, column: origin.column + size.width - 3, style: look.border)
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

    init(card: Card, highlighted: Bool) {
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
        letter = CellStyle(color: border.color, bold: true, reverse: highlighted)
    }
}
