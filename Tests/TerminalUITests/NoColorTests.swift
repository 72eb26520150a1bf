import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Nothing is said by colour alone (issue 26): with `NO_COLOR` (or
/// `--no-color`) and with `--theme high-contrast`, the terminal draws the
/// view's styles through a `Look` that takes colour (and, high-contrast,
/// dim) away; every state a player must tell apart still differs, in the
/// glyphs or in reverse, bold and underline.
@Suite struct NoColorTests {
    let large = ViewContext(rows: 24, columns: 80)
    static let noColor = Look(color: false)
    static let highContrast = Look(theme: .highContrast)

    // MARK: The look

    @Test func withoutColourEveryCellIsInTheTerminalsOwnColour() {
        let style = CellStyle(color: .red, bold: true, dim: true, reverse: true, underline: true)
        #expect(Self.noColor.shown(style) == CellStyle(bold: true, dim: true, reverse: true, underline: true))
        #expect(Look().shown(style) == style, "the default look draws what the view chose")
    }

    @Test func highContrastKeepsReverseBoldAndUnderlineAndDropsColourAndDim() {
        let style = CellStyle(color: .cyan, bold: true, dim: true, reverse: true, underline: true)
        #expect(Self.highContrast.shown(style) == CellStyle(bold: true, reverse: true, underline: true))
        #expect(Self.highContrast.shown(.faint) == .plain)
        #expect(!Self.highContrast.usesColor)
        // Even with colour allowed: the theme is what says no.
        #expect(!Look(color: true, theme: .highContrast).usesColor)
    }

    @Test func theThemesAreNamedAsTheOptionTakesThem() {
        #expect(Theme(rawValue: "high-contrast") == .highContrast)
        #expect(Theme(rawValue: "default") == .standard)
        #expect(Theme(rawValue: "blue") == nil)
    }

    // MARK: The states

    /// The styles of the cells of `text` on `row`, as `look` shows them.
    private func styles(_ frame: Frame, _ look: Look, row: Int, column: Int, count: Int) -> [CellStyle] {
        (column..<column + count).map { look.shown(frame[row, $0].style) }
    }

    /// Every card's label cells (`[a]`) and top border, as `look` shows them,
    /// with the glyphs: what tells a card's state at a glance.
    private func cardTop(_ frame: Frame, _ layout: BoardLayout, _ id: Int, _ look: Look) -> [Cell] {
        let origin = layout.origin(of: id)
        return (origin.column..<origin.column + layout.cardWidth).map {
            Cell(frame[origin.row, $0].glyph, style: look.shown(frame[origin.row, $0].style))
        }
    }

    /// The inside of a card: its face or back, glyphs and looks.
    private func cardInside(_ frame: Frame, _ layout: BoardLayout, _ id: Int, _ look: Look) -> [Cell] {
        let origin = layout.origin(of: id)
        return (origin.row + 1..<origin.row + layout.cardHeight).flatMap { row in
            (origin.column..<origin.column + layout.cardWidth).map {
                Cell(frame[row, $0].glyph, style: look.shown(frame[row, $0].style))
            }
        }
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func highlightedFaceUpMatchedAndFaceDownCardsDifferWithoutColour(_ look: Look) throws {
        // A matched pair, a face-up card, and the highlight on a face-down one.
        var state = Scene.midGame(.medium)
        let round = try #require(state.round)
        let matched = round.cards.first(where: { $0.isMatched })!.id
        let faceUp = round.selected[0]
        let faceDowns = round.cards.filter { !$0.isFaceUp }.map(\.id)
        GameReducer.reduce(&state, .focusMoved(to: faceDowns[0]))
        let frame = ScreenView.frame(state, context: large)
        let layout = try #require(BoardLayout.fit(.medium, screenRows: 24, screenColumns: 80))
        let highlighted = faceDowns[0], plain = faceDowns[1]
        // The tops: reverse marks the highlight; bold the face-up; a check
        // the matched (high contrast has no dim to mute it: the check tells).
        let tops = [highlighted, faceUp, matched, plain].map { cardTop(frame, layout, $0, look) }
        #expect(Set(tops).count == 4, "the four card tops look alike somewhere: \(tops)")
        #expect(cardTop(frame, layout, highlighted, look).contains { $0.style.reverse })
        #expect(cardTop(frame, layout, matched, look).contains { $0.glyph == "✓" })
        #expect(!cardTop(frame, layout, plain, look).contains { $0.glyph == "✓" || $0.style.reverse })
        // Face down shows the back pattern; face up and matched their face.
        #expect(cardInside(frame, layout, plain, look).contains { $0.glyph == "░" })
        #expect(!cardInside(frame, layout, faceUp, look).contains { $0.glyph == "░" })
        #expect(!cardInside(frame, layout, matched, look).contains { $0.glyph == "░" })
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func oneLineCardsDifferWithoutColourToo(_ look: Look) throws {
        var state = Scene.midGame(.hard)
        let round = try #require(state.round)
        let matched = round.cards.first(where: { $0.isMatched })!.id
        let faceUp = round.selected[0]
        let faceDowns = round.cards.filter { !$0.isFaceUp }.map(\.id)
        GameReducer.reduce(&state, .focusMoved(to: faceDowns[0]))
        let context = ViewContext(rows: 8, columns: 56)
        let frame = ScreenView.frame(state, context: context)
        let layout = try #require(BoardLayout.fit(.hard, screenRows: 8, screenColumns: 56))
        #expect(layout.cardSize.isOneLine)
        let cells = [faceDowns[0], faceUp, matched, faceDowns[1]].map { cardTop(frame, layout, $0, look) }
        #expect(Set(cells).count == 4)
        #expect(cells[0].allSatisfy { $0.style.reverse }, "the highlighted card's whole line is reversed")
        #expect(cells[2].contains { $0.glyph == "✓" } && !cells[1].contains { $0.glyph == "✓" })
        #expect(cells[3].contains { $0.glyph == "░" } && !cells[1].contains { $0.glyph == "░" })
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func thePlayerToMoveIsMarkedAndReversed(_ look: Look) throws {
        let state = Scene.game(["ann", "bob"], .medium)
        let frame = ScreenView.frame(state, context: large)
        let header = frame.lines[0]
        let marker = try #require(header.firstIndex(of: "▶"), "no marker on the player to move: \(header)")
        let column = header.distance(from: header.startIndex, to: marker)
        #expect(header[marker...].dropFirst().hasPrefix("ann"))
        #expect(look.shown(frame[0, column].style).reverse)
        let bob = try #require(FrameText.column(of: "bob", in: header))
        #expect(!look.shown(frame[0, bob].style).reverse)
        #expect(!header.contains("▶bob") && !header.contains("▶ bob"))
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func theTypedRowOnATwoKeyBoardIsUnderlinedAndNamed(_ look: Look) throws {
        let state = Scene.game(.largest, seed: 12)
        var context = large
        context.typedRow = 2
        let frame = ScreenView.frame(state, context: context)
        let layout = try #require(BoardLayout.fit(.largest, screenRows: 24, screenColumns: 80))
        let labels = CardLabels(.largest)
        let inRow = layout.origin(of: 2 * 12 + 3), outside = layout.origin(of: 3 * 12 + 3)
        #expect(frame.lines[inRow.row].contains(labels.label(of: 2 * 12 + 3)))
        #expect(look.shown(frame[inRow.row, inRow.column].style).underline)
        #expect(!look.shown(frame[outside.row, outside.column].style).underline)
        #expect(frame.lines[23].contains("row c"), "the hint line names the row: \(frame.lines[23])")
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func theTitlesChosenItemsAreBracketedAndReversed(_ look: Look) throws {
        let frame = ScreenView.frame(Scene.title, context: large)
        let row = try #require(frame.lines.firstIndex { $0.contains("Board:") })
        let chosen = try #require(FrameText.column(of: "[medium]", in: frame.lines[row]))
        let other = try #require(FrameText.column(of: " hard ", in: frame.lines[row]))
        #expect(styles(frame, look, row: row, column: chosen, count: 8).allSatisfy { $0.reverse })
        #expect(styles(frame, look, row: row, column: other, count: 6).allSatisfy { !$0.reverse })
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func warningsAreWordsInBoldNotAColour(_ look: Look) throws {
        var title = Scene.title
        GameReducer.reduce(&title, .scoresLoaded(title.scores, warning: "scores.json is corrupt; moved aside"))
        var frame = ScreenView.frame(title, context: large)
        var row = try #require(frame.lines.firstIndex { $0.contains("scores.json is corrupt") })
        var column = try #require(FrameText.column(of: "scores.json", in: frame.lines[row]))
        #expect(look.shown(frame[row, column].style).bold)
        // During play, on the cue line after the status.
        var game = Scene.midGame(.medium)
        GameReducer.reduce(&game, .journalNotKept(reason: "the journal cannot be written"))
        frame = ScreenView.frame(game, context: large)
        row = try #require(frame.lines.firstIndex { $0.contains("journal") })
        column = try #require(FrameText.column(of: "the journal", in: frame.lines[row]))
        #expect(look.shown(frame[row, column].style).bold)
    }

    @Test(arguments: [NoColorTests.noColor, NoColorTests.highContrast])
    func theWinScreensGameRowIsReversed(_ look: Look) throws {
        let frame = ScreenView.frame(Scene.won(), context: ViewContext(rows: 24, columns: 80, dateZone: .utc))
        let row = try #require(frame.lines.firstIndex { $0.contains("ann") && $0.contains("0:42") })
        let column = try #require(FrameText.column(of: "ann", in: frame.lines[row]))
        #expect(look.shown(frame[row, column].style).reverse)
    }

    // MARK: Snapshots with their looks

    @Test func titleWithoutColour() throws {
        try expectStyleSnapshot(ScreenView.frame(Scene.title, context: large), look: Self.noColor,
                                named: "nocolor-title")
    }

    @Test func gameWithAHighlightedAFaceUpAndAMatchedCardWithoutColour() throws {
        var state = Scene.midGame(.medium)
        let faceDown = try #require(state.round?.cards.first { !$0.isFaceUp }).id
        GameReducer.reduce(&state, .focusMoved(to: faceDown))
        try expectStyleSnapshot(ScreenView.frame(state, context: large), look: Self.noColor, named: "nocolor-game")
        try expectStyleSnapshot(ScreenView.frame(state, context: large), look: Self.highContrast,
                                named: "highcontrast-game")
    }

    @Test func winScreenWithoutColour() throws {
        let frame = ScreenView.frame(Scene.won(), context: ViewContext(rows: 24, columns: 80, dateZone: .utc))
        try expectStyleSnapshot(frame, look: Self.noColor, named: "nocolor-won")
    }
}

/// Where text lies on a line of a frame, counting cells as the frame does.
enum FrameText {
    static func column(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }
}

/// Compares a frame's text and, under each line, its cells' looks as
/// `look` shows them, with a file under Snapshots/: `.` plain, `B` bold,
/// `d` dim, `r` reverse, `R` reverse and bold, `u` underline, `U` underline
/// and bold, `X` reverse and underline. `RECORD_SNAPSHOTS=1` writes it.
func expectStyleSnapshot(_ frame: Frame, look: Look, named name: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
    func code(_ style: CellStyle) -> Character {
        let style = look.shown(style)
        switch (style.reverse, style.underline, style.bold) {
        case (true, true, _): return "X"
        case (true, false, let bold): return bold ? "R" : "r"
        case (false, true, let bold): return bold ? "U" : "u"
        case (false, false, true): return "B"
        default: return style.dim ? "d" : (style.color == .standard ? "." : "c")
        }
    }
    var lines: [String] = []
    for row in 0..<frame.height {
        let cells = (0..<frame.width).map { frame[row, $0] }.filter { !$0.isContinuation }
        let text = cells.map(\.glyph).joined()
        let styles = String(cells.map { code($0.style) })
        lines.append(text.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression))
        lines.append("~" + styles.replacingOccurrences(of: #"\.+$"#, with: "", options: .regularExpression))
    }
    let snapshot = lines.joined(separator: "\n") + "\n"
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try snapshot.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(snapshot == expected, "frame \(name) differs from Snapshots/\(name).txt:\n\(snapshot)",
            sourceLocation: sourceLocation)
}
