import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The key help fits every size the game plays at: where its entries do not
/// all fit, it shows them a page at a time, says which page and how to turn
/// it, and turns it with Space, ↓ and ↑; any other key closes it.
@Suite struct HelpPagesTests {
    static func helpOpen(_ board: Board = .easy) -> GameState {
        var state = Scene.midGame(board)
        GameReducer.reduce(&state, .helpToggled)
        return state
    }

    static func entries(_ state: GameState, _ context: ViewContext) -> [(keys: String, meaning: String)] {
        ScreenView.helpRows(context.keyNames(state))
    }

    @Test func atEightyByTwentyFourEveryKeyIsOnOnePage() {
        let state = Self.helpOpen(), context = ViewContext(rows: 24, columns: 80)
        let pages = ScreenView.helpPages(state, context)
        #expect(pages.count == 1)
        let text = ScreenView.frame(state, context: context).lines.joined(separator: "\n")
        #expect(!text.contains("Space more") && !text.contains("· any key closes"), "\(text)")
        for entry in Self.entries(state, context) { #expect(text.contains(entry.meaning), "\(entry.meaning)") }
    }

    @Test(arguments: [(12, 44), (14, 50), (16, 60), (12, 80), (20, 44), (15, 71), (24, 80)])
    func everyKeyIsOnSomePageAndEveryPageFitsInsideTheBox(_ rows: Int, _ columns: Int) {
        // 12×12 where its board fits (from 71×15): elsewhere the screen says it is too small.
        for board in [Board.easy, .hard, .largest] where ScreenView.fits(Scene.game(board), rows: rows, columns: columns) {
            let state = Self.helpOpen(board)
            let pages = ScreenView.helpPages(state, ViewContext(rows: rows, columns: columns))
            var shown = ""
            for page in 0..<pages.count {
                let context = ViewContext(rows: rows, columns: columns, helpPage: page)
                let frame = ScreenView.frame(state, context: context)
                let box = Self.box(frame, pages)
                #expect(box.count <= rows && box.first?.contains("Keys") == true, "\(frame.lines.joined(separator: "\n"))")
                // Every row of the box starts and ends with its border: nothing runs over it.
                for line in box {
                    #expect(line.hasPrefix("│") && line.hasSuffix("│") || line.hasPrefix("┌") && line.hasSuffix("┐")
                            || line.hasPrefix("└") && line.hasSuffix("┘"), "\(line)")
                }
                shown += box.joined(separator: " ")
                if pages.count > 1 {
                    let footer = page + 1 < pages.count ? "\(page + 1)/\(pages.count) · Space more"
                        : "\(page + 1)/\(pages.count) · any key closes"
                    #expect(box.last?.contains(footer) == true, "\(box.last ?? "")")
                }
            }
            // Each meaning's words appear, in order, on some page.
            let words = shown.replacingOccurrences(of: "│", with: " ").split(separator: " ").joined(separator: " ")
            for entry in Self.entries(state, ViewContext(rows: rows, columns: columns)) {
                let meaning = entry.meaning.split(separator: " ").joined(separator: " ")
                #expect(words.contains(meaning), "\(board) at \(columns)×\(rows): \(entry.meaning) on no page")
            }
        }
    }

    @Test func theSmallestScreenPagesAndSaysSo() {
        let state = Self.helpOpen(), context = ViewContext(rows: 12, columns: 44)
        let pages = ScreenView.helpPages(state, context)
        #expect(pages.count > 1)
        #expect(pages.height == 12 && pages.width <= 44)
        let first = ScreenView.frame(state, context: context).lines.joined(separator: "\n")
        #expect(first.contains(" 1/\(pages.count) · Space more "), "\(first)")
        let ascii = ViewContext(rows: 12, columns: 44, emoji: false, unicode: false)
        #expect(ScreenView.frame(state, context: ascii).lines.joined().contains("1/\(ScreenView.helpPages(state, ascii).count) | Space more"))
    }

    @Test func anEntryIsNeverSplitBetweenPages() {
        let entries = [(keys: "a", meaning: "one two three four five six seven eight nine ten"),
                       (keys: "b", meaning: "short"), (keys: "c", meaning: "eleven twelve thirteen fourteen fifteen")]
        let pages = HelpPages(entries, rows: 5, columns: 30)
        #expect(pages.keyWidth == 1)
        // The first entry takes all three rows a page has; the second and
        // the third (two rows) share the next page.
        #expect(pages.pages.map { $0.map(\.keys) } == [["a", "", ""], ["b", "c", ""]])
        #expect(pages.pages.flatMap { $0 }.allSatisfy { DisplayWidth.of($0.meaning) <= pages.width - 7 })
        #expect(HelpPages(entries, rows: 20, columns: 100).count == 1)
        #expect(HelpPages(Array(repeating: (keys: "k", meaning: "m"), count: 40), rows: 12, columns: 44).count == 4)
    }

    @Test func spaceAndDownTurnToTheNextPageUpToTheOneBeforeAndAnyOtherKeyCloses() {
        let state = Self.helpOpen()
        func keys(_ event: InputEvent, page: Int, of count: Int = 3) -> [Command] {
            KeyMap.commands(for: event, state: state, rows: 12, columns: 44, help: (page, count))
        }
        #expect(keys(.character(" "), page: 0) == [.helpPaged(1)])
        #expect(keys(.down, page: 1) == [.helpPaged(2)])
        #expect(keys(.pageDown, page: 0) == [.helpPaged(1)])
        #expect(keys(.up, page: 2) == [.helpPaged(1)])
        #expect(keys(.pageUp, page: 1) == [.helpPaged(0)])
        #expect(keys(.up, page: 0) == [], "↑ on the first page keeps it")
        #expect(keys(.character(" "), page: 2) == [.send(.helpToggled)], "Space on the last page closes")
        #expect(keys(.character("x"), page: 1) == [.send(.helpToggled)])
        #expect(keys(.escape, page: 0) == [.send(.helpToggled)])
        #expect(keys(.resize, page: 1) == [])
        // One page: every key closes, as before.
        #expect(keys(.character(" "), page: 0, of: 1) == [.send(.helpToggled)])
        #expect(keys(.up, page: 0, of: 1) == [.send(.helpToggled)])
    }

    @Test func aPageBeyondTheLastAfterAResizeShowsTheLast() {
        let state = Self.helpOpen()
        let small = ViewContext(rows: 12, columns: 44)
        let count = ScreenView.helpPages(state, small).count
        let beyond = ViewContext(rows: 12, columns: 44, helpPage: count + 5)
        #expect(ScreenView.frame(state, context: beyond) == ScreenView.frame(state, context: ViewContext(rows: 12, columns: 44, helpPage: count - 1)))
    }

    /// The help box's rows, read from the frame's cells where the box is
    /// centred, from its top border to its bottom one.
    static func box(_ frame: Frame, _ pages: HelpPages) -> [String] {
        let top = (frame.height - pages.height) / 2, left = (frame.width - pages.width) / 2
        return (top..<top + pages.height).map { row in
            (left..<left + pages.width).map { frame[row, $0].glyph }.joined()
        }
    }
}
