import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The terminal's cursor rests on what the player is attending to (issue
/// 26): screen readers and braille displays follow it. Every screen's
/// frame says where, at the start of the text that marks it.
@Suite struct CursorTests {
    let large = ViewContext(rows: 24, columns: 80)

    /// The text from the cursor to the end of its row.
    private func textAtCursor(_ frame: Frame) throws -> String {
        let cursor = try #require(frame.cursor, "the frame hides the cursor")
        #expect(cursor.row >= 0 && cursor.row < frame.height && cursor.column >= 0 && cursor.column < frame.width)
        return String(Array(frame.lines[cursor.row]).dropFirst(cursor.column))
    }

    /// Boards from 2×2 to 12×12 on terminals that give them each card size.
    static let boards: [(board: String, rows: Int, columns: Int)] = [
        ("2x2", 24, 80), ("easy", 24, 80), ("medium", 16, 60), ("hard", 8, 56), ("hard", 24, 80),
        ("6x6", 30, 100), ("8x8", 24, 80), ("10x10", 40, 140), ("12x12", 24, 80), ("12x12", 50, 200),
    ]

    @Test(arguments: boards.indices)
    func theCursorIsOnTheHighlightedCardsLabelWhereverTheHighlightGoes(_ index: Int) throws {
        let (name, rows, columns) = Self.boards[index]
        let board = try #require(Board(name: name))
        let context = ViewContext(rows: rows, columns: columns)
        var state = Scene.game(board)
        let layout = try #require(BoardLayout.fit(board, screenRows: rows, screenColumns: columns))
        let labels = CardLabels(board)
        // The first card, the last, one in the middle, and one on the last row's first column.
        for id in [0, board.cardCount - 1, board.cardCount / 2 + 1, board.cardCount - board.columns] {
            GameReducer.reduce(&state, .focusMoved(to: id))
            let frame = ScreenView.frame(state, context: context)
            let text = try textAtCursor(frame)
            let label = labels.label(of: id)
            let expected = layout.cardSize.isOneLine ? label : "[\(label)]"
            #expect(text.hasPrefix(expected), "\(name) at \(columns)x\(rows), card \(id): \(text)")
            // Inside the card's own cells: its origin's row, within its width.
            let origin = layout.origin(of: id)
            let cursor = try #require(frame.cursor)
            #expect(cursor.row == origin.row)
            #expect((origin.column..<origin.column + layout.cardWidth).contains(cursor.column))
            // The cell under the cursor is the highlighted one, in reverse video.
            #expect(frame[cursor.row, cursor.column].style.reverse)
        }
    }

    @Test func aFlipAndTheComputersFlipsMoveTheCursorWithTheFocus() throws {
        var state = Scene.game(["ann", Player.computerName], .medium)
        GameReducer.reduce(&state, .cardFlipped(id: 5))
        let layout = try #require(BoardLayout.fit(.medium, screenRows: 24, screenColumns: 80))
        #expect(ScreenView.frame(state, context: large).cursor == ScreenView.cardCursor(5, layout))
        // The computer's flip is a flip by the player to move: it moves the focus.
        GameReducer.reduce(&state, .cardFlipped(id: 9))
        let frame = ScreenView.frame(state, context: large)
        #expect(frame.cursor == ScreenView.cardCursor(9, layout))
        #expect(try textAtCursor(frame).hasPrefix("[\(CardLabels(.medium).label(of: 9))]"))
    }

    @Test func theGiveUpQuestionTakesTheCursor() throws {
        var state = Scene.midGame(.medium)
        GameReducer.reduce(&state, .giveUpAsked)
        let frame = ScreenView.frame(state, context: large)
        #expect(try textAtCursor(frame).hasPrefix(ScreenView.giveUpQuestion))
        #expect(frame.cursor?.row == 23)
        GameReducer.reduce(&state, .giveUpDeclined)
        #expect(try textAtCursor(ScreenView.frame(state, context: large)).hasPrefix("["), "back on the card")
    }

    @Test func pausedPutsTheCursorOnPaused() throws {
        var state = Scene.midGame(.medium)
        GameReducer.reduce(&state, .pauseToggled)
        #expect(try textAtCursor(ScreenView.frame(state, context: large)).hasPrefix("Paused"))
    }

    @Test func theTitlesCursorIsOnTheChosenBoardAndMovesWithIt() throws {
        var state = Scene.title
        var frame = ScreenView.frame(state, context: large)
        #expect(try textAtCursor(frame).hasPrefix("[medium]"))
        GameReducer.reduce(&state, .boardChosen(.hard))
        frame = ScreenView.frame(state, context: large)
        #expect(try textAtCursor(frame).hasPrefix("[hard]"))
        // On a compact title too.
        frame = ScreenView.frame(state, context: ViewContext(rows: 12, columns: 44))
        #expect(try textAtCursor(frame).hasPrefix("[hard]"))
    }

    @Test func theTitlesCursorGoesToTheRowLastChanged() throws {
        var state = Scene.title
        var context = large
        // Mode: players; the row the key changed is the mode's.
        var next = state
        GameReducer.reduce(&next, .playersChosen(Scene.lineup(["ann", "bob"])))
        context.titleRow = TitleRow.after(state, next, current: context.titleRow)
        #expect(context.titleRow == .mode)
        #expect(try textAtCursor(ScreenView.frame(next, context: context)).hasPrefix("[players]"))
        // A third player: the count's row.
        state = next
        GameReducer.reduce(&next, .playersChosen(Scene.lineup(["ann", "bob", "cy"])))
        context.titleRow = TitleRow.after(state, next, current: context.titleRow)
        #expect(context.titleRow == .detail)
        #expect(try textAtCursor(ScreenView.frame(next, context: context)).hasPrefix("[3]"))
        // A name changed moves nothing; the board moves it back to the board's row.
        state = next
        GameReducer.reduce(&next, .playersChosen(Scene.lineup(["ann", "bo", "cy"])))
        #expect(TitleRow.after(state, next, current: .detail) == .detail)
        state = next
        GameReducer.reduce(&next, .boardChosen(.easy))
        context.titleRow = TitleRow.after(state, next, current: context.titleRow)
        #expect(try textAtCursor(ScreenView.frame(next, context: context)).hasPrefix("[easy]"))
        // Solo has no players row: the cursor falls back to the mode's.
        var solo = Scene.title
        context.titleRow = .detail
        #expect(try textAtCursor(ScreenView.frame(solo, context: context)).hasPrefix("[solo]"))
        // Against the computer, the level's row.
        GameReducer.reduce(&solo, .playersChosen([Player(name: "ann"), .computer(.hard)]))
        #expect(try textAtCursor(ScreenView.frame(solo, context: context)).hasPrefix("[hard]"))
    }

    @Test func theResumeOfferPutsTheCursorOnItsHighlightedChoice() throws {
        var state = Scene.title
        let waiting = try #require(Scene.midGame(.medium).round)
        GameReducer.reduce(&state, .gameWaiting(waiting, warning: nil))
        var context = large
        #expect(try textAtCursor(ScreenView.frame(state, context: context)).hasPrefix("[r resume]"))
        context.offerChoice = 1
        #expect(try textAtCursor(ScreenView.frame(state, context: context)).hasPrefix("[n new game]"))
    }

    @Test func aNameBeingTypedHasTheCursorAtItsTypingPoint() throws {
        let state = Scene.game(["ann", "bob"], .easy)
        var title = GameState(board: .easy, players: state.players)
        GameReducer.reduce(&title, .scoresLoaded(ScoreTable([]), warning: nil))
        var context = large
        context.nameEdit = NameEdit(seat: 1, text: "bo")
        let frame = ScreenView.frame(title, context: context)
        let cursor = try #require(frame.cursor)
        #expect(frame.lines[cursor.row].contains("Player 2's name: bo_"))
        #expect(try textAtCursor(frame).hasPrefix("_"), "after the typed text")
    }

    @Test func theWinScreensCursorIsOnItsHeadline() throws {
        let frame = ScreenView.frame(Scene.won(), context: ViewContext(rows: 24, columns: 80, dateZone: .utc))
        #expect(try textAtCursor(frame).hasPrefix("🦆 You won!"))
    }

    @Test func theHelpBoxTakesTheCursorToItsFirstEntry() throws {
        var state = Scene.midGame(.medium)
        GameReducer.reduce(&state, .helpToggled)
        let frame = ScreenView.frame(state, context: large)
        let cursor = try #require(frame.cursor)
        #expect(frame.lines[cursor.row - 1].contains("Keys"), "the row under the box's title")
        let first = try #require(ScreenView.helpRows(KeyNames(unicode: true, board: .medium)).first)
        #expect(try textAtCursor(frame).hasPrefix(first.keys))
    }

    @Test func tooSmallPutsTheCursorOnItsMessage() throws {
        let frame = ScreenView.frame(Scene.midGame(.hard), context: ViewContext(rows: 6, columns: 30))
        #expect(try textAtCursor(frame).hasPrefix("Terminal too small"))
        // Even on a screen narrower than the message, the cursor stays on the screen.
        let narrow = ScreenView.frame(Scene.title, context: ViewContext(rows: 3, columns: 5))
        let cursor = try #require(narrow.cursor)
        #expect(cursor.column < 5 && cursor.row < 3)
    }

    @Test func theInspectorsCursorIsOnTheCurrentAction() throws {
        let inspector = InspectorViewTests.inspector(at: 5)
        // Beside the board, the panel's marked line.
        let wide = InspectorView.frame(inspector, context: ViewContext(rows: 30, columns: 120), panelToggled: false)
        #expect(try textAtCursor(wide).hasPrefix("▶ 5 cardFlipped(id: 5)"))
        // Without the panel, the info line's position.
        let narrow = InspectorView.frame(inspector, context: large, panelToggled: false)
        #expect(try textAtCursor(narrow).hasPrefix("action 5/7"))
        // Under the board.
        let under = InspectorView.frame(inspector, context: large, panelToggled: true)
        #expect(try textAtCursor(under).hasPrefix("▶ 5 cardFlipped(id: 5)"))
    }

    @Test func theRendererPlacesTheFramesCursorOnTheTerminal() throws {
        var state = Scene.game(.medium)
        let terminal = MemoryTerminal(rows: 24, columns: 80)
        let renderer = Renderer(surface: terminal)
        renderer.render(ScreenView.frame(state, context: large))
        #expect(terminal.cursor == ScreenView.frame(state, context: large).cursor)
        GameReducer.reduce(&state, .focusMoved(to: 7))
        let frame = ScreenView.frame(state, context: large)
        renderer.render(frame)
        #expect(terminal.cursor == frame.cursor && frame.cursor != nil)
    }
}
