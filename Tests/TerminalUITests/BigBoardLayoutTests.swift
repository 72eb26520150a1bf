import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Every board from 2×2 to 12×12 at 80×24 and beyond: the cards shrink as
/// boards grow, grow again on a larger terminal, and each face fits its card.
@Suite struct BigBoardLayoutTests {
    /// Every board the game deals: 2...12 a side, an even number of cards.
    static let allBoards: [Board] = Board.sides.flatMap { rows in
        Board.sides.compactMap { Board(rows: rows, columns: $0) }
    }

    @Test func everyBoardFitsEightyByTwentyFour() {
        #expect(Self.allBoards.count == 96)
        for board in Self.allBoards {
            let layout = BoardLayout.fit(board, screenRows: 24, screenColumns: 80)
            #expect(layout != nil, "\(board) does not fit 80×24")
            #expect(ScreenView.fits(Scene.game(board), rows: 24, columns: 80), "\(board)")
        }
    }

    @Test func cardsShrinkAsBoardsGrowAndGrowAgainOnALargerTerminal() {
        func size(_ board: Board, _ rows: Int, _ columns: Int) -> BoardLayout.CardSize? {
            BoardLayout.fit(board, screenRows: rows, screenColumns: columns)?.cardSize
        }
        #expect(size(Board(rows: 2, columns: 2)!, 24, 80) == .large)
        #expect(size(Board(rows: 6, columns: 8)!, 24, 80) == .small)
        #expect(size(Board(rows: 6, columns: 10)!, 24, 80) == .small)
        #expect(size(.largest, 24, 80) == .mini)
        #expect(size(.largest, 15, 143) == .tiny)
        #expect(size(.largest, 39, 143) == .compact)
        #expect(size(.largest, 63, 191) == .large)
        #expect(size(Board(rows: 6, columns: 8)!, 40, 120) == .compact)
    }

    @Test func theMinimumSizeOfEveryBoardIsTheSmallestThatFits() {
        for board in Self.allBoards {
            let minimum = BoardLayout.minimumSize(board)
            #expect(BoardLayout.fit(board, screenRows: minimum.rows, screenColumns: minimum.columns) != nil)
            #expect(BoardLayout.fit(board, screenRows: minimum.rows - 1, screenColumns: 500) == nil, "\(board)")
            #expect(BoardLayout.fit(board, screenRows: 500, screenColumns: minimum.columns - 1) == nil, "\(board)")
        }
        #expect(BoardLayout.minimumSize(.largest) == (rows: 15, columns: 71))
    }

    @Test func everyCardOfEveryBoardIsFoundWhereItIsDrawnAtEverySize() {
        for board in Self.allBoards {
            for (rows, columns) in [(24, 80), (40, 150), (70, 200)] {
                let layout = BoardLayout.fit(board, screenRows: rows, screenColumns: columns)!
                for id in 0..<board.cardCount {
                    let origin = layout.origin(of: id)
                    #expect(layout.card(atRow: origin.row, column: origin.column) == id)
                    #expect(layout.card(atRow: origin.row + layout.cardHeight - 1,
                                        column: origin.column + layout.cardWidth - 1) == id)
                    #expect(origin.column + layout.cardWidth <= columns && origin.row + layout.cardHeight < rows)
                }
            }
        }
    }

    /// Each animal face up, matched and highlighted, alone on a frame at
    /// each size and in both looks: nothing is drawn outside its card.
    @Test(arguments: [true, false])
    func everyFaceFitsItsCardAtEverySize(_ emoji: Bool) {
        let context = ViewContext(rows: 10, columns: 30, emoji: emoji)
        for board in [Board.hard, .largest] {
            let labels = CardLabels(board)
            for size in BoardLayout.CardSize.allCases {
                let width = size.width(labelWidth: labels.width)
                let layout = BoardLayout(columns: 1, rows: 1, cardSize: size, cardWidth: width,
                                         cardHeight: size.height, top: 1, left: 1)
                for animal in Animal.allCases {
                    for card in [Card(id: 0, animal: animal, isFaceUp: true),
                                 Card(id: 0, animal: animal, isFaceUp: true, isMatched: true)] {
                        var frame = Frame(width: 30, height: 10)
                        frame.drawCard(card, label: labels.label(of: board.cardCount - 1), at: (1, 1), layout: layout,
                                       highlighted: true, context: context)
                        for row in 0..<10 {
                            for column in 0..<30 where !(1..<1 + size.height).contains(row)
                                || !(1..<1 + width).contains(column) {
                                #expect(frame[row, column] == .blank, "\(animal) \(size) \(emoji) at \(row),\(column)")
                            }
                        }
                        #expect(frame.lines.joined().contains(labels.label(of: board.cardCount - 1)))
                    }
                }
            }
        }
    }

    @Test func theSmallFacesAreTwoColumnsAndTellEveryAnimalApart() {
        for emoji in [true, false] {
            let faces = Animal.allCases.map { CardFace.small($0, emoji: emoji) }
            #expect(faces.allSatisfy { DisplayWidth.of($0) == 2 }, "\(faces)")
            #expect(Set(faces).count == Animal.allCases.count)
        }
        #expect(Animal.allCases.map { CardFace.abbreviation($0) }.allSatisfy { $0.allSatisfy(\.isASCII) })
        #expect(Animal.allCases.allSatisfy { DisplayWidth.of(CardFace.ascii($0)) <= 12 })
    }

    @Test func theTooSmallMessageNamesTheBoardAndTheSizeItNeeds() {
        let state = Scene.game(.largest)
        let text = ScreenView.frame(state, context: ViewContext(rows: 10, columns: 50)).lines.joined(separator: "\n")
        #expect(text.contains("this 12x12 board needs 71×15;"), "\(text)")
        #expect(text.contains("the terminal is 50×10"))
        #expect(ScreenView.fits(state, rows: 15, columns: 71) && !ScreenView.fits(state, rows: 14, columns: 71))
    }
}
