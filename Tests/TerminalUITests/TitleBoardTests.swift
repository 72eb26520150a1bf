import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The title's board row: the three presets and a custom size, chosen by
/// keys and by the mouse, the custom size kept for the session.
@Suite struct TitleBoardTests {
    private func commands(_ event: InputEvent, _ state: GameState, rows: Int = 24, columns: Int = 80) -> [Command] {
        KeyMap.commands(for: event, state: state, rows: rows, columns: columns)
    }

    private func lines(_ state: GameState) -> [String] {
        ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80)).lines
    }

    /// `state` after each key's commands went through the reducer.
    private func pressing(_ events: [InputEvent], _ start: GameState) -> GameState {
        var state = start
        for event in events {
            for case .send(let action) in commands(event, state) { GameReducer.reduce(&state, action) }
        }
        return state
    }

    private static let sixByEight = Board(rows: 6, columns: 8)!

    @Test func theRowOffersThePresetsAndTheDefaultCustomSize() {
        let text = lines(GameState(board: .medium))
        #expect(text.contains { $0.contains("Board:  easy  [medium]  hard   4x4") })
        #expect(commands(.character("4"), GameState(board: .medium)) == [.send(.boardChosen(.customDefault))])
        #expect(commands(.right, GameState(board: .hard)) == [.send(.boardChosen(.customDefault))])
        #expect(commands(.right, GameState(board: .customDefault)).isEmpty, "the custom size is the last")
        #expect(commands(.character("5"), GameState(board: .medium)).isEmpty)
    }

    @Test func aBoardFromTheCommandLineIsTheChosenCustomSize() {
        let launched = GameState(board: Self.sixByEight)
        #expect(lines(launched).contains { $0.contains("Board:  easy   medium   hard  [6x8]") })
        #expect(commands(.left, launched) == [.send(.boardChosen(.hard))])
    }

    @Test func presetsByArrowsAndDigitsNeverLoseTheCustomSize() {
        let launched = GameState(board: Self.sixByEight)
        let state = pressing([.left, .left, .character("1"), .character("3"), .character("2")], launched)
        #expect(state.board == .medium)
        #expect(state.customBoard == Self.sixByEight)
        #expect(lines(state).contains { $0.contains("Board:  easy  [medium]  hard   6x8") })
        #expect(pressing([.right, .right], state).board == Self.sixByEight)
        #expect(pressing([.character("4")], state).board == Self.sixByEight)
    }

    @Test func rAndCGrowTheCustomSizeAndChooseIt() {
        let state = pressing([.character("r"), .character("c")], GameState(board: .easy))
        #expect(state.board == Board(rows: 5, columns: 6))
        #expect(state.customBoard == Board(rows: 5, columns: 6))
        #expect(lines(state).contains { $0.contains("hard  [5x6]") })
    }

    @Test func aPresetsSizeIsSkippedSoTheCustomSizeNeverSticks() {
        // 4x4 and c: 4x5 is hard, on the row already; 4x6 is next.
        let state = pressing([.character("c")], GameState(board: .medium))
        #expect(state.board == Board(rows: 4, columns: 6))
        #expect(pressing([.character("c"), .character("c")], GameState(board: .medium)).board == Board(rows: 4, columns: 7))
        // 12x4 and r: 2x4 is easy and 3x4 medium, so round to 4x4.
        var tall = GameState(board: .medium)
        GameReducer.reduce(&tall, .boardChosen(Board(rows: 12, columns: 4)!))
        #expect(pressing([.character("r")], tall).board == Board(rows: 4, columns: 4))
    }

    @Test func sizesWhoseCardsWouldNotPairUpAreSkipped() {
        // 5 rows: 5 columns would make 25 cards, so c goes on to 6.
        let five = Board(rows: 5, columns: 4)!
        #expect(five.stepped(.columns, by: 1) == Board(rows: 5, columns: 6))
        #expect(Board(rows: 3, columns: 3) == nil)
        #expect(Board(rows: 3, columns: 4)!.stepped(.rows, by: 1) == Board(rows: 4, columns: 4))
        #expect(Board(rows: 3, columns: 5)?.stepped(.rows, by: 1) == nil, "3x5 is no board to begin with")
        #expect(Board(rows: 4, columns: 5)!.stepped(.rows, by: 1) == Board(rows: 6, columns: 5))
    }

    @Test func sizesGoRoundFromTwelveToTwo() {
        #expect(Board(rows: 12, columns: 3)!.stepped(.rows, by: 1) == Board(rows: 2, columns: 3))
        #expect(Board(rows: 12, columns: 12)!.stepped(.columns, by: 1) == Board(rows: 12, columns: 2))
        #expect(Board(rows: 2, columns: 2)!.stepped(.rows, by: -1) == Board(rows: 12, columns: 2))
        // Every size r and c reach is a board, and every board is reached.
        var seen = Set<Board>()
        var board = Board(rows: 2, columns: 2)!
        for _ in 0..<11 {
            for _ in 0..<11 {
                seen.insert(board)
                board = board.stepped(.columns, by: 1)
            }
            board = board.stepped(.rows, by: 1)
        }
        let all = Board.sides.flatMap { rows in Board.sides.compactMap { Board(rows: rows, columns: $0) } }
        #expect(seen == Set(all))
    }

    @Test func aClickOnTheCustomSizeChoosesItAndOnTheChosenOnePlays() throws {
        let title = GameState(board: .medium)
        let frame = ScreenView.frame(title, context: ViewContext(rows: 24, columns: 80))
        let row = try #require(frame.lines.firstIndex { $0.contains("Board:") })
        let line = frame.lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "4x4")).lowerBound)
        #expect(commands(.click(row: row, column: column), title) == [.send(.boardChosen(.customDefault))])
        var chosen = title
        GameReducer.reduce(&chosen, .boardChosen(.customDefault))
        #expect(commands(.click(row: row, column: column), chosen) == [.send(.startTapped)])
    }

    @Test func aGameIsDealtOnTheCustomSizeAndTheTitleAfterItStillOffersIt() {
        var state = pressing([.character("r"), .character("r")], GameState(board: .medium))
        let board = state.board
        #expect(board == Board(rows: 6, columns: 4))
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(board, seed: 1), seed: 1))
        #expect(state.round?.board == board)
        GameReducer.reduce(&state, .gaveUp)
        let back = pressing([.character("1")], state)
        #expect(back.customBoard == board)
    }

    @Test func inAGameNoBoardIsChosen() {
        var state = Scene.game(.easy)
        #expect(!commands(.character("c"), state).contains(.send(.boardChosen(Board(rows: 4, columns: 5)!))))
        GameReducer.reduce(&state, .boardChosen(Self.sixByEight))
        #expect(state.board == .easy && state.customBoard == .customDefault, "no board chosen in a game")
    }
}
