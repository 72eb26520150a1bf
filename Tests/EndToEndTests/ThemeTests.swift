import Foundation
import GameCore
import Testing

/// Without colour, in a real terminal (issue 26): `NO_COLOR=1` and
/// `--theme high-contrast` draw no colour at all, and the highlighted card,
/// a face-up card and a matched pair still differ, in reverse, bold and a
/// check mark.
@Suite("Without colour in a terminal")
struct ThemeEndToEndTests {
    static let cases: [([String], [String: String])] = [([], ["NO_COLOR": "1"]), (["--theme", "high-contrast"], [:])]

    @Test(arguments: cases)
    func theCardsStatesDifferWithoutColour(_ flags: [String], _ environment: [String: String]) async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile] + flags,
            sandbox: sandbox, environment: environment)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        let title = try tmux.screenWithAttributes()
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        // A pair matched, another card face up, the highlight moved on to a face-down one.
        let pair = deal.pairs[0]
        let faceUp = deal.cardLetters.first { $0 != pair.0 && $0 != pair.1 }!
        let highlighted = deal.cardLetters.first { $0 != pair.0 && $0 != pair.1 && $0 != faceUp }!
        try tmux.type("\(pair.0)\(pair.1)")
        try await tmux.waitFor("Pairs: 1/4")
        try tmux.type("\(faceUp)")
        try await tmux.waitFor("Moves: 3")
        let steps = deal.cardLetters.firstIndex(of: highlighted)! - deal.cardLetters.firstIndex(of: faceUp)!
        for _ in 0..<abs(steps) { try tmux.press(steps > 0 ? "Right" : "Left") }
        try await tmux.waitForCursor(on: "[\(highlighted)]", "the highlighted card")
        let game = try tmux.screenWithAttributes()
        #expect(Screen.colourCodes(title).isEmpty && Screen.colourCodes(game).isEmpty, "colour:\n\(game)")

        let looks = SGRScreen(game)
        func label(_ letter: Character) throws -> Set<Int> {
            let at = try #require(Screen.cell(of: "[\(letter)]", in: try tmux.screen()), "no [\(letter)]")
            return looks.attributes(row: at.row, column: at.column + 1)
        }
        let highlightedLook = try label(highlighted), faceUpLook = try label(faceUp)
        let matchedLook = try label(pair.0), plainLook = try label(deal.cardLetters.first {
            ![pair.0, pair.1, faceUp, highlighted].contains($0)
        }!)
        #expect(highlightedLook.contains(7), "the highlight is reversed: \(highlightedLook)")
        #expect(!faceUpLook.contains(7) && !matchedLook.contains(7) && !plainLook.contains(7))
        #expect(faceUpLook.contains(1), "a face-up card's label is bold: \(faceUpLook)")
        // The matched pair has its check; the face-down its back.
        let text = try tmux.screen()
        #expect(text.filter { $0 == "✓" }.count == 2, "\(text)")
        #expect(text.contains("░"))
        // The title's chosen board is reversed, the others not.
        let titleLooks = SGRScreen(title)
        let titleText = SGRScreen.plain(title)
        let chosen = try #require(Screen.cell(of: "[easy]", in: titleText))
        #expect(titleLooks.attributes(row: chosen.row, column: chosen.column + 1).contains(7))
        if flags.contains("high-contrast") {
            #expect(!game.contains("\u{1B}[2m") && !looks.everyAttribute.contains(2), "high contrast draws nothing dim")
        }
    }
}

/// A pane captured with `capture-pane -e`, read cell by cell: the SGR
/// attributes (1 bold, 2 dim, 4 underline, 7 reverse) each cell is drawn with.
struct SGRScreen {
    private var cells: [[Set<Int>]] = []

    init(_ capture: String) {
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Set<Int>] = []
            var current = Set<Int>()
            var rest = Substring(line)
            while let first = rest.unicodeScalars.first {
                if first == "\u{1B}", let match = rest.prefixMatch(of: /\x1B\[([0-9;:]*)m/) {
                    let codes = match.1.split(separator: ";").compactMap { Int($0) }
                    for code in codes.isEmpty ? [0] : codes {
                        switch code {
                        case 0: current = []
                        case 1, 2, 4, 7: current.insert(code)
                        case 22: current.subtract([1, 2])
                        case 24: current.remove(4)
                        case 27: current.remove(7)
                        default: break
                        }
                    }
                    rest = rest[match.range.upperBound...]
                    continue
                }
                row.append(current)
                if first.properties.isEmojiPresentation { row.append(current) }
                rest = Substring(rest.unicodeScalars.dropFirst())
            }
            cells.append(row)
        }
    }

    /// The attributes of the cell at `row`, `column` (none past a line's end).
    func attributes(row: Int, column: Int) -> Set<Int> {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return [] }
        return cells[row][column]
    }

    /// Every attribute any cell has.
    var everyAttribute: Set<Int> { cells.reduce(into: Set<Int>()) { $0.formUnion($1.reduce(into: Set<Int>()) { $0.formUnion($1) }) } }

    /// The capture's text without its escape sequences.
    static func plain(_ capture: String) -> String {
        capture.replacing(/\x1B\[[0-9;:]*m/, with: "")
    }
}
