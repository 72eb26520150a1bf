import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The renderer writes only what changed, and nothing when nothing did.
@Suite struct RendererTests {
    let context = ViewContext(rows: 24, columns: 80)

    private func rendered(_ state: GameState) -> (MemoryTerminal, Renderer) {
        let terminal = MemoryTerminal(rows: 24, columns: 80)
        let renderer = Renderer(surface: terminal)
        renderer.render(ScreenView.frame(state, context: context))
        terminal.resetCounts()
        return (terminal, renderer)
    }

    /// One line of text rendered, the counts reset: ready for a second frame.
    private func renderedLine(_ text: String, width: Int) -> (Frame, MemoryTerminal, Renderer) {
        var frame = Frame(width: width, height: 1)
        frame.put(text, row: 0, column: 0)
        let terminal = MemoryTerminal(rows: 1, columns: width)
        let renderer = Renderer(surface: terminal)
        renderer.render(frame)
        terminal.resetCounts()
        return (frame, terminal, renderer)
    }

    @Test func theCursorGoesWhereTheFrameSaysAndAMoveAloneIsFlushed() {
        var (frame, terminal, renderer) = renderedLine("abc", width: 10)
        #expect(terminal.cursor == nil)
        frame.cursor = Frame.Position(row: 0, column: 2)
        #expect(renderer.render(frame) == 0)
        #expect(terminal.cursor == Frame.Position(row: 0, column: 2))
        #expect(terminal.flushes == 1)
        renderer.render(frame)
        #expect(terminal.flushes == 1, "an unchanged frame and cursor flush nothing")
        frame.cursor = nil
        renderer.render(frame)
        #expect(terminal.cursor == nil)
        #expect(terminal.flushes == 2)
    }

    @Test func theScreenShowsExactlyTheFrame() {
        let frame = ScreenView.frame(Scene.midGame(), context: context)
        let terminal = MemoryTerminal(rows: 24, columns: 80)
        Renderer(surface: terminal).render(frame)
        #expect(terminal.screen == frame)
    }

    @Test func nothingChangedWritesNothingAndDoesNotFlush() {
        let state = Scene.midGame()
        let (terminal, renderer) = rendered(state)
        #expect(renderer.render(ScreenView.frame(state, context: context)) == 0)
        #expect(terminal.writes == 0 && terminal.flushes == 0 && terminal.clears == 0)
    }

    @Test func flippingOneCardWritesAboutThatCardNotTheScreen() {
        let before = Scene.game(.hard)
        var after = before
        GameReducer.reduce(&after, .cardFlipped(id: 7))
        let (terminal, renderer) = rendered(before)
        renderer.render(ScreenView.frame(after, context: context))
        let card = BoardLayout.CardSize.large, width = card.width(labelWidth: 1)
        // The card's inside, its border (now coloured and highlighted), the
        // old highlight's border, and the moves digit.
        #expect(terminal.cellsWritten <= 3 * width * card.height + 2)
        #expect(terminal.cellsWritten >= (width - 2) * (card.height - 2))
        #expect(terminal.cellsWritten * 10 <= 80 * 24)
        #expect(terminal.clears == 0 && terminal.flushes == 1)
        #expect(terminal.screen == ScreenView.frame(after, context: context))
    }

    @Test func aChangedEmojiIsWrittenWholeWithBothItsColumns() {
        let (frame, terminal, renderer) = renderedLine("ab🦆cd", width: 10)
        var next = frame
        next.put("🐻", row: 0, column: 2)
        renderer.render(next)
        #expect(terminal.screen == next)
        #expect(terminal.cellsWritten == 2)
    }

    @Test func overwritingHalfAnEmojiBlanksTheOtherHalf() {
        var frame = Frame(width: 6, height: 1)
        frame.put("🦆🦆", row: 0, column: 0)
        frame.put("x", row: 0, column: 1)
        #expect(frame.lines == [" x🦆  "])
        #expect(frame[0, 0].glyph == " " && frame[0, 2].glyph == "🦆" && frame[0, 3].isContinuation)
    }

    @Test func aResizeClearsAndRedrawsTheWholeFrame() {
        let (terminal, renderer) = rendered(Scene.midGame())
        terminal.resize(rows: 16, columns: 60)
        let small = ScreenView.frame(Scene.midGame(), context: ViewContext(rows: 16, columns: 60))
        renderer.render(small)
        #expect(terminal.clears == 1)
        #expect(terminal.screen == small)
    }

    @Test func invalidatingRedrawsEvenAnUnchangedFrame() {
        let state = Scene.midGame()
        let (terminal, renderer) = rendered(state)
        renderer.invalidate()
        renderer.render(ScreenView.frame(state, context: context))
        #expect(terminal.clears == 1 && terminal.cellsWritten > 0)
    }

    @Test func aStyleChangeAloneIsWritten() {
        let (_, terminal, renderer) = renderedLine("abc", width: 5)
        var next = Frame(width: 5, height: 1)
        next.put("abc", row: 0, column: 0, style: .strong)
        renderer.render(next)
        #expect(terminal.cellsWritten == 3 && terminal.writes == 1)
        #expect(terminal.screen[0, 1].style == .strong)
    }
}
