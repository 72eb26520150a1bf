import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Boards of up to 20 cards keep one letter a card; larger ones name each
/// card by its row key and its column key, typed one after the other.
@Suite struct CardLabelTests {
    private func commands(_ event: InputEvent, _ state: GameState, typedRow: Int? = nil) -> [Command] {
        KeyMap.commands(for: event, state: state, rows: 24, columns: 80, typedRow: typedRow)
    }

    @Test func boardsOfUpToTwentyCardsKeepTodaysLetters() {
        for board in BigBoardLayoutTests.allBoards where board.cardCount <= 20 {
            let labels = CardLabels(board)
            #expect(!labels.isTwoKey)
            let letters = ScreenView.cardLetters.prefix(board.cardCount).map { String($0) }
            #expect((0..<board.cardCount).map(labels.label) == letters)
        }
    }

    @Test func largerBoardsLabelEachCardByItsRowThenItsColumn() {
        let labels = CardLabels(Board(rows: 6, columns: 8)!)
        #expect(labels.isTwoKey)
        #expect(labels.label(of: 0) == "aa" && labels.label(of: 1) == "ab" && labels.label(of: 8) == "ba")
        #expect(labels.label(of: 47) == "fh")
        for board in BigBoardLayoutTests.allBoards where board.cardCount > 20 {
            let all = (0..<board.cardCount).map(CardLabels(board).label)
            #expect(Set(all).count == board.cardCount, "\(board)")
        }
    }

    /// The keys of every label flip on the game screen and do nothing else
    /// there or on pause: none is a command key.
    @Test func noLabelKeyIsACommandKey() {
        for key in CardLabels.lineKeys + ScreenView.cardLetters {
            #expect(KeyTable.binding(for: .character(key), on: .playing)?.action == .flipByLetter, "\(key)")
            #expect(KeyTable.binding(for: .character(key), on: .paused) == nil, "\(key)")
        }
        #expect(!CardLabels.lineKeys.contains("p") && !CardLabels.lineKeys.contains("q"))
    }

    @Test func aRowKeyWaitsAndAColumnKeyFlipsTheCardThere() {
        for board in BigBoardLayoutTests.allBoards where board.cardCount > 20 {
            let game = Scene.game(board)
            for id in [0, board.columns + 1, board.cardCount - 1] {
                let label = Array(CardLabels(board).label(of: id))
                let row = id / board.columns
                #expect(commands(.character(label[0]), game) == [.rowKeyTyped(row)])
                #expect(commands(.character(label[1]), game, typedRow: row)
                        == [.rowKeyTyped(nil), .send(.cardFlipped(id: id))], "\(board) \(id)")
            }
        }
    }

    @Test func aRowKeyPastTheBoardIsRefusedAsNamingNoCard() {
        let game = Scene.game(Board(rows: 6, columns: 8)!)
        #expect(commands(.character("g"), game) == [.send(.keyRefused(.noCard))])
        #expect(commands(.character("z"), game) == [.send(.keyRefused(.noCard))], "no key at all, and said so")
    }

    @Test func escOrAKeyThatNamesNoColumnForgetsTheRowKey() {
        let game = Scene.game(Board(rows: 6, columns: 8)!)
        #expect(commands(.escape, game, typedRow: 2) == [.rowKeyTyped(nil)])
        #expect(commands(.character("i"), game, typedRow: 2) == [.rowKeyTyped(nil), .send(.keyRefused(.noCard))],
                "a column past the board names no card, and says so")
        #expect(commands(.character("z"), game, typedRow: 2) == [.rowKeyTyped(nil), .send(.keyRefused(.noCard))])
        #expect(commands(.escape, game).isEmpty, "without a row key typed, Esc does nothing")
    }

    @Test func aCommandKeyAfterARowKeyForgetsItAndDoesItsJob() {
        let game = Scene.game(Board(rows: 6, columns: 8)!)
        #expect(commands(.character("p"), game, typedRow: 2) == [.rowKeyTyped(nil), .send(.pauseToggled)])
        #expect(commands(.right, game, typedRow: 2) == [.rowKeyTyped(nil), .send(.focusMoved(to: 1))])
        #expect(commands(.resize, game, typedRow: 2).isEmpty, "a resize is no key: the row key still waits")
    }

    @Test func arrowsAndClicksWorkOnEveryBoard() {
        for board in BigBoardLayoutTests.allBoards {
            var game = Scene.game(board)
            let layout = BoardLayout.fit(board, screenRows: 24, screenColumns: 80)!
            #expect(commands(.right, game) == [.send(.focusMoved(to: 1))])
            #expect(commands(.down, game) == [.send(.focusMoved(to: board.columns))])
            GameReducer.reduce(&game, .focusMoved(to: board.cardCount - 1))
            #expect(commands(.right, game).isEmpty && commands(.down, game).isEmpty)
            for id in [0, board.cardCount / 2, board.cardCount - 1] {
                let origin = layout.origin(of: id)
                #expect(commands(.click(row: origin.row, column: origin.column + layout.cardWidth - 1), game)
                        == [.send(.cardFlipped(id: id))], "\(board) \(id)")
            }
        }
    }

    @Test func theHintLineAndTheHelpNameTheLabelsTheBoardHas() {
        let state = Scene.game(Board(rows: 6, columns: 8)!)
        let frame = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80))
        #expect(frame.lines[23].contains("row a–f, column a–h flip"), "\(frame.lines[23])")
        #expect(ScreenView.helpRows(KeyNames(unicode: true, board: state.board)).first?.keys == "row a–f, then column a–h")
        let ascii = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80, unicode: false))
        #expect(ascii.lines[23].contains("row a-f, column a-h flip"), "\(ascii.lines[23])")
    }

    @Test func theHelpBoxOfATwelveByTwelveBoardNamesItsLabelsAndEsc() {
        var state = Scene.game(.largest)
        GameReducer.reduce(&state, .helpToggled)
        let lines = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80)).lines
        #expect(lines.contains { $0.contains("row a–l, then column a–l") && $0.contains("flip that card") })
        #expect(lines.contains { $0.contains("Escape") && $0.contains("forget a typed row key") })
        // A board of one-letter cards has no row key to forget.
        var small = Scene.game(.easy)
        GameReducer.reduce(&small, .helpToggled)
        let smallLines = ScreenView.frame(small, context: ViewContext(rows: 24, columns: 80)).lines
        #expect(smallLines.contains { $0.contains("flip that card") })
        #expect(!smallLines.contains { $0.contains("forget a typed row key") })
    }

    @Test func aTypedRowKeyShowsOnTheHintLine() {
        let state = Scene.game(.largest)
        let frame = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80, typedRow: 2))
        #expect(frame.lines[23].contains("row c · a–l column · Esc cancel"), "\(frame.lines[23])")
        var paused = state
        GameReducer.reduce(&paused, .pauseToggled)
        let hidden = ScreenView.frame(paused, context: ViewContext(rows: 24, columns: 80, typedRow: 2))
        #expect(!hidden.lines[23].contains("row c"))
    }

    @Test func theRowWaitingForItsColumnKeyIsUnderlined() {
        let state = Scene.game(.largest)
        let layout = BoardLayout.fit(.largest, screenRows: 24, screenColumns: 80)!
        let frame = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80, typedRow: 2))
        for id in [23, 24, 35, 36] {
            let origin = layout.origin(of: id)
            #expect(frame[origin.row, origin.column].style.underline == (id / 12 == 2), "\(id)")
        }
    }
}
