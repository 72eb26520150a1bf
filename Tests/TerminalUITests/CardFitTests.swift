import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Every board at every size from the smallest the game plays at to a large
/// terminal: each card is as large as the screen has room for, and its face,
/// name and caption are drawn inside its border, never on it.
@Suite struct CardFitTests {
    static let boards = BigBoardLayoutTests.allBoards
    /// Columns × rows from the smallest size the game plays at to 240×80.
    static let sizes: [(columns: Int, rows: Int)] = [44, 52, 60, 71, 80, 100, 120, 143, 150, 170, 191, 200, 240]
        .flatMap { columns in [12, 15, 16, 20, 24, 30, 39, 40, 50, 60, 63, 70, 80].map { (columns, $0) } }

    @Test func everyCardIsTheLargestThatFitsAndTheGridStaysOnTheScreen() {
        for board in Self.boards {
            for (columns, rows) in Self.sizes {
                guard let layout = BoardLayout.fit(board, screenRows: rows, screenColumns: columns) else {
                    let minimum = BoardLayout.minimumSize(board)
                    #expect(minimum.rows > rows || minimum.columns > columns, "\(board) at \(columns)×\(rows)")
                    continue
                }
                let where_ = "\(board) at \(columns)×\(rows): \(layout.cardSize) \(layout.cardWidth)×\(layout.cardHeight)"
                let width = layout.columns * layout.cardWidth + (layout.columns - 1) * BoardLayout.gap
                let height = layout.rows * layout.cardHeight
                #expect(layout.left >= 0 && layout.left + width <= columns, "\(where_)")
                #expect(layout.top >= 2 && layout.top + height <= rows - 1, "\(where_)")
                // One column more on every card would not fit: the width is used.
                #expect(width + layout.columns > columns, "\(where_): \(columns - width) columns left blank")
                if layout.cardSize.isOneLine {
                    // A one-line card only where no bordered card fits.
                    #expect(layout.rows * 3 + BoardLayout.chromeRows > rows || layout.cardWidth < 7, "\(where_)")
                } else {
                    // One row more on every card would not fit: the height is used too.
                    #expect(height + layout.rows > rows - BoardLayout.chromeRows, "\(where_)")
                    #expect(width * 2 >= columns && height * 2 >= rows - BoardLayout.chromeRows, "\(where_)")
                }
            }
        }
    }

    @Test func noFaceLandsOnACardsBorderAndEveryFaceIsInside() {
        // Fewer sizes than above: each draws a whole screen, in both looks.
        let sizes = [(44, 12), (80, 24), (143, 39), (200, 60), (240, 80)]
        for board in Self.boards {
            let state = Self.allFaceUp(board)
            for (columns, rows) in sizes {
                guard let layout = BoardLayout.fit(board, screenRows: rows, screenColumns: columns),
                      !layout.cardSize.isOneLine else { continue }
                for emoji in [true, false] {
                    let context = ViewContext(rows: rows, columns: columns, emoji: emoji, unicode: emoji)
                    // The cards as the game screen draws them, without the chrome around them.
                    let labels = CardLabels(board)
                    var frame = Frame(width: columns, height: rows)
                    for card in state.round!.cards {
                        frame.drawCard(card, label: labels.label(of: card.id), at: layout.origin(of: card.id),
                                       layout: layout, highlighted: card.id == 0, context: context)
                    }
                    for card in state.round!.cards {
                        Self.expectInside(card, label: labels.label(of: card.id), layout: layout, frame: frame,
                                          glyphs: context.glyphs, emoji: emoji, "\(board) at \(columns)×\(rows)")
                    }
                }
            }
        }
    }

    @Test func twelveByTwelveAtTwoHundredBySixtyFillsTheScreen() {
        let layout = BoardLayout.fit(.largest, screenRows: 60, screenColumns: 200)!
        #expect(layout.cardSize == .compact)
        #expect(layout.cardWidth == 15 && layout.cardHeight == 4)
        let frame = ScreenView.frame(Self.allFaceUp(.largest), context: ViewContext(rows: 60, columns: 200))
        let text = frame.lines.joined(separator: "\n")
        #expect(!text.contains("─🦏") && !text.contains("🦆🦆🦆─"), "\(text)")
        #expect(text.contains("│   🦆🦆🦆    │"), "\(text)")
    }

    @Test func theTwoByTwoCardsAtTheSmallestSizeHoldTheirFaces() {
        let frame = ScreenView.frame(Scene.midGame(Board(name: "2x2")!), context: ViewContext(rows: 12, columns: 44))
        let text = frame.lines.joined(separator: "\n")
        #expect(!text.contains("└─🦆") && !text.contains("─🦇"), "\(text)")
        #expect(text.contains("🦆🦆🦆"), "\(text)")
    }

    @Test func clicksFindTheGrownCardsAndMissTheGaps() {
        for board in Self.boards {
            for (columns, rows) in [(80, 24), (200, 60), (240, 80)] {
                let layout = BoardLayout.fit(board, screenRows: rows, screenColumns: columns)!
                for id in 0..<board.cardCount {
                    let origin = layout.origin(of: id)
                    let bottom = origin.row + layout.cardHeight - 1, right = origin.column + layout.cardWidth - 1
                    #expect(layout.card(atRow: origin.row, column: origin.column) == id)
                    #expect(layout.card(atRow: bottom, column: right) == id)
                    #expect(layout.card(atRow: bottom, column: origin.column) == id)
                    if id % layout.columns < layout.columns - 1 {
                        #expect(layout.card(atRow: origin.row, column: right + 1) == nil, "the gap")
                    }
                }
                let last = layout.origin(of: board.cardCount - 1)
                #expect(layout.card(atRow: last.row + layout.cardHeight, column: last.column) == nil)
            }
        }
    }

    // MARK: Helpers

    /// A game of `board` with every card face up: all pairs but the last
    /// matched, the last pair's two cards just flipped.
    static func allFaceUp(_ board: Board) -> GameState {
        var state = Scene.game(board)
        let animals = board.animals
        for animal in animals {
            let (first, second) = Scene.pair(animal, in: state)
            GameReducer.reduce(&state, .cardFlipped(id: first))
            GameReducer.reduce(&state, .cardFlipped(id: second))
            if animal != animals.last { GameReducer.reduce(&state, .pairMatched(first: first, second: second)) }
        }
        return state
    }

    /// The card's border holds only border glyphs, its label, a face-up
    /// card's name right after the label (whole, where the edge has room:
    /// the cursor's row, issue 34) and a check; inside it, the name or the face shows.
    static func expectInside(_ card: Card, label: String, layout: BoardLayout, frame: Frame, glyphs: Glyphs,
                             emoji: Bool, _ where_: @autoclosure () -> String) {
        let origin = layout.origin(of: card.id)
        let bottom = origin.row + layout.cardHeight - 1, right = origin.column + layout.cardWidth - 1
        let allowed = Set([glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight, glyphs.horizontal,
                           glyphs.vertical, glyphs.check, "[", "]"] + label.map(String.init))
        let top = (origin.column...right).map { frame[origin.row, $0].glyph }.joined()
        let afterLabel = top.dropFirst(label.count + 3)
        let named = card.isFaceUp && afterLabel.hasPrefix(" \(card.animal.name)")
        if !named, !afterLabel.hasPrefix(glyphs.horizontal), !afterLabel.hasPrefix(glyphs.topRight),
           !afterLabel.hasPrefix(glyphs.check) {
            Issue.record("\(where_()) card \(label): the top edge after the label is \(afterLabel)")
        }
        let nameStart = origin.column + label.count + 3
        let nameColumns = named ? nameStart..<(nameStart + 1 + card.animal.name.count) : 0..<0
        for row in origin.row...bottom {
            for column in origin.column...right
            where row == origin.row || row == bottom || column == origin.column || column == right {
                let glyph = frame[row, column].glyph
                if !allowed.contains(glyph), !(row == origin.row && nameColumns.contains(column)) {
                    Issue.record("\(where_()) card \(label): \(glyph.debugDescription) on the border at \(row),\(column)")
                }
            }
        }
        let inside = (origin.row + 1..<bottom).map { row in
            (origin.column + 1..<right).map { frame[row, $0].glyph }.joined()
        }.joined(separator: "\n")
        let face = CardFace.small(card.animal, emoji: emoji)
        if !inside.contains(card.animal.name) && !inside.contains(face) {
            Issue.record("\(where_()) card \(label): no face inside:\n\(inside)")
        }
        if card.isMatched, layout.cardHeight >= 5, layout.cardWidth >= 9, !inside.contains("matched") {
            Issue.record("\(where_()) card \(label): no caption inside")
        }
    }
}
