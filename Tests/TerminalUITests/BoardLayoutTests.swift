import GameCore
import GameTesting
import Testing
@testable import TerminalUI

@Suite struct BoardLayoutTests {
    @Test func hardFitsEightyByTwentyFourWithLargeCards() {
        let layout = BoardLayout.fit(.hard, screenRows: 24, screenColumns: 80)
        #expect(layout?.cardSize == .large)
        let last = layout!.origin(of: 19)
        #expect(last.row + 5 <= 23 && last.column + 15 <= 80)
    }

    @Test func smallerTerminalsGetSmallerCards() {
        #expect(BoardLayout.fit(.hard, screenRows: 20, screenColumns: 80)?.cardSize == .compact)
        #expect(BoardLayout.fit(.hard, screenRows: 24, screenColumns: 70)?.cardSize == .compact)
        #expect(BoardLayout.fit(.hard, screenRows: 10, screenColumns: 60)?.cardSize == .tiny)
        #expect(BoardLayout.fit(.hard, screenRows: 6, screenColumns: 60) == nil)
    }

    @Test func theMinimumSizeIsTheSmallestThatFits() {
        for board in Board.presets {
            let minimum = BoardLayout.minimumSize(board)
            #expect(BoardLayout.fit(board, screenRows: minimum.rows, screenColumns: minimum.columns) != nil)
            #expect(BoardLayout.fit(board, screenRows: minimum.rows - 1, screenColumns: minimum.columns) == nil)
            #expect(BoardLayout.fit(board, screenRows: minimum.rows, screenColumns: minimum.columns - 1) == nil)
        }
    }

    @Test func everyCardIsFoundWhereItIsDrawn() {
        for size in [(24, 80), (16, 60), (8, 56)] {
            let layout = BoardLayout.fit(.hard, screenRows: size.0, screenColumns: size.1)!
            for id in 0..<20 {
                let origin = layout.origin(of: id)
                #expect(layout.card(atRow: origin.row, column: origin.column) == id)
                #expect(layout.card(atRow: origin.row + layout.cardHeight - 1,
                                    column: origin.column + layout.cardWidth - 1) == id)
            }
        }
    }
}
