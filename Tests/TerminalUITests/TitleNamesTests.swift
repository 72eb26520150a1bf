import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Typing the players' names on the title: n (or a click on a name)
/// starts at the first person's, characters are added as typed within a
/// name's bounds, Backspace takes one off, Enter keeps the name and goes on
/// to the next person's, Escape gives up the one being typed.
@Suite struct TitleNamesTests {
    /// The run loop, as far as names go: keeps the edit, sends the actions.
    private struct Loop {
        var state: GameState
        var edit: NameEdit?
        var rows = 24, columns = 80

        mutating func press(_ events: InputEvent...) {
            for event in events {
                let commands = KeyMap.commands(for: edit == nil ? event.folded : event, state: state, rows: rows,
                                               columns: columns, nameEdit: edit)
                for command in commands {
                    switch command {
                    case .send(let action): GameReducer.reduce(&state, action)
                    case .nameEdited(let next): edit = next
                    default: break
                    }
                }
            }
        }

        mutating func type(_ text: String) {
            for character in text { press(.character(character)) }
        }

        var lines: [String] {
            ScreenView.frame(state, context: ViewContext(rows: rows, columns: columns, nameEdit: edit)).lines
        }
    }

    private static func players() -> Loop {
        var loop = Loop(state: GameState(board: .medium, players: [Player(name: "ann")]))
        loop.press(.down)  // Player 1, Player 2 take turns
        return loop
    }

    @Test func nThenTypingNamesEachPersonAndEnterKeepsIt() {
        var loop = Self.players()
        loop.press(.character("n"))
        #expect(loop.edit == NameEdit(seat: 0, text: ""), "the seat's placeholder is no name to type after")
        #expect(loop.lines.contains { $0.contains("Player 1's name: _") })
        #expect(loop.lines.contains { $0.contains("Enter keeps the name · Esc gives it up · Backspace deletes") })
        #expect(!loop.lines.contains { $0.contains("Enter to play") }, "Enter keeps the name, it does not play")
        loop.type("Ann Lee")
        loop.press(.enter)
        #expect(loop.state.players.map(\.name) == ["Ann Lee", "Player 2"], "capitals and spaces kept")
        #expect(loop.edit == NameEdit(seat: 1, text: ""), "on to the next person")
        loop.type("Bob")
        loop.press(.enter)
        #expect(loop.edit == nil, "the last person's name ends the typing")
        #expect(loop.state.players.map(\.name) == ["Ann Lee", "Bob"])
        #expect(loop.lines.contains { $0.contains("Ann Lee · Bob take turns") })
        // The mode keeps them: solo and back.
        loop.press(.up, .down)
        #expect(loop.state.players.map(\.name) == ["Ann Lee", "Bob"])
    }

    @Test func escapeGivesUpTheNameBeingTypedAndKeepsTheOnesKept() {
        var loop = Self.players()
        loop.press(.character("n"), .backspace)
        loop.type("X")
        loop.press(.enter)
        loop.type("yz")
        loop.press(.escape)
        #expect(loop.edit == nil)
        #expect(loop.state.players.map(\.name) == ["X", "Player 2"])
        // Keys act as keys again: q quits.
        #expect(KeyMap.commands(for: .character("q"), state: loop.state, rows: 24, columns: 80) == [.quit])
    }

    @Test func whileANameIsTypedKeysAreText() {
        var loop = Self.players()
        loop.press(.character("n"))
        loop.type("q?m+")
        #expect(loop.edit?.text == "q?m+")
        #expect(loop.state.players.count == 2 && loop.state.dialog == nil, "no key acted")
        loop.press(.up, .left, .character("\u{1B}"))
        #expect(loop.edit?.text == "q?m+", "arrows and control characters add nothing")
    }

    @Test func aNameIsBoundedAndNeverHoldsControlCharacters() {
        var loop = Self.players()
        loop.press(.character("n"))
        for _ in 0..<8 { loop.press(.backspace) }
        loop.type(String(repeating: "w", count: 40))
        #expect(loop.edit?.text.count == ScoreRecord.nameLimit)
        #expect(loop.lines.contains { $0.contains("at most 32 characters") }, "said why")
        for bad: Character in ["\u{07}", "\u{9B}", "\u{202E}", "\u{200F}"] {
            #expect(NameEdit(seat: 0, text: "a").accepts(bad) == false, "\(bad.unicodeScalars.first!.value)")
        }
        #expect(NameEdit(seat: 0, text: "a").accepts("é"))
        #expect(NameEdit(seat: 0, text: "a").accepts("🦆"))
    }

    @Test func enterRefusesAnEmptyNameOrOneTakenAndSaysWhy() {
        var loop = Self.players()
        loop.press(.character("n"))
        for _ in 0..<8 { loop.press(.backspace) }
        loop.press(.enter)
        #expect(loop.edit?.seat == 0, "still typing")
        #expect(loop.lines.contains { $0.contains("the name is empty") })
        loop.type("Player 2")
        loop.press(.enter)
        #expect(loop.lines.contains { $0.contains("\"Player 2\" is named twice") })
        #expect(loop.state.players.map(\.name) == ["Player 1", "Player 2"])
        loop.press(.backspace)
        loop.type("9")
        loop.press(.enter)
        #expect(loop.state.players.map(\.name) == ["Player 9", "Player 2"])
    }

    @Test func theComputersNameIsNotTypedAndSoloHasNoNamesToType() {
        var loop = Self.players()
        loop.press(.down)  // ann vs Computer (medium)
        loop.press(.character("n"))
        #expect(loop.edit == NameEdit(seat: 0, text: "ann"))
        loop.press(.enter)
        #expect(loop.edit == nil, "the computer's seat is skipped")
        var solo = Loop(state: GameState(board: .medium, players: [Player(name: "ann")]))
        solo.press(.character("n"))
        #expect(solo.edit == nil, "the solo name is --name's, kept with the scores")
        #expect(!solo.lines.contains { $0.contains("n names") })
        #expect(loop.lines.contains { $0.contains("n names") })
    }

    @Test(arguments: [(24, 80), (12, 44)])
    func aClickOnANameStartsTypingItAndAClickElsewhereEndsIt(_ rows: Int, _ columns: Int) throws {
        var loop = Self.players()
        loop.rows = rows
        loop.columns = columns
        loop.press(.character("+"))  // three
        let lines = loop.lines
        let row = try #require(lines.firstIndex { $0.contains("take turns") })
        let line = lines[row]
        let at = line.distance(from: line.startIndex, to: try #require(line.range(of: "Player 2")).lowerBound)
        loop.press(.click(row: row, column: at + 3))
        #expect(loop.edit == NameEdit(seat: 1, text: ""))
        loop.press(.click(row: 0, column: 0))
        #expect(loop.edit == nil)
    }

    @Test func aNameTypedIsDealtWith() {
        var loop = Self.players()
        loop.press(.character("n"), .backspace)
        loop.type("Z")
        loop.press(.enter, .escape)
        GameReducer.reduce(&loop.state, .deckDealt(animals: Deck.shuffled(.medium, seed: 4), seed: 4))
        #expect(loop.state.round?.players.map(\.name) == ["Z", "Player 2"])
    }
}
