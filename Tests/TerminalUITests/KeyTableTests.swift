import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The key map, the help box, the hint lines, the title's hints and the
/// replay's keys all agree with the one key table.
@Suite struct KeyTableTests {
    /// One state on each screen, on a board whose letters jump over p and q.
    private static let screens: [(Screen, GameState)] = {
        var paused = Scene.game(.hard)
        GameReducer.reduce(&paused, .pauseToggled)
        return [(.title, Scene.title), (.playing, Scene.game(.hard)), (.paused, paused), (.won, Scene.won(.hard))]
    }()

    /// Every key a terminal can send that the game might bind, and clicks all over the screen.
    private static let probes: [InputEvent] = {
        let printable = (32...126).compactMap { UnicodeScalar($0).map { InputEvent.character(Character($0)) } }
        let clicks = stride(from: 0, to: 24, by: 1).flatMap { row in
            stride(from: 0, to: 80, by: 3).map { InputEvent.click(row: row, column: $0) }
        }
        return printable + [.up, .down, .left, .right, .enter, .escape, .resize] + clicks
    }()

    private static func helpText(_ state: GameState, unicode: Bool = true) -> String {
        var open = state
        GameReducer.reduce(&open, .helpToggled)
        return ScreenView.frame(open, context: ViewContext(rows: 40, columns: 120, unicode: unicode))
            .lines.joined(separator: "\n")
    }

    @Test func everyKeyTheMapAnswersOnAScreenIsABindingOfThatScreen() {
        for (screen, state) in Self.screens {
            for event in Self.probes {
                let answer = KeyMap.commands(for: event, state: state, rows: 24, columns: 80)
                // A letter that is no key is only refused (the status line says no card has it).
                guard !answer.isEmpty, answer != [.send(.keyRefused(.noCard))] else { continue }
                #expect(KeyTable.binding(for: event, on: screen) != nil, "\(event) acts on \(screen) but is not in the table")
            }
        }
    }

    @Test(arguments: [true, false])
    func everyKeyOfEveryBindingIsNamedInTheHelpBox(_ unicode: Bool) {
        for (screen, state) in Self.screens {
            let names = KeyNames(unicode: unicode, board: state.board)
            let rows = ScreenView.helpRows(names)
            let drawn = Self.helpText(state, unicode: unicode).components(separatedBy: "\n")
            for row in rows {
                #expect(drawn.contains { $0.contains(row.keys) && $0.contains(row.meaning) }, "\(row) is not drawn")
            }
            let named = Set(rows.flatMap { [$0.keys] + $0.keys.components(separatedBy: ", ") })
            for binding in KeyTable.bindings(on: screen) + KeyTable.outside {
                for key in binding.keys {
                    #expect(named.contains(key.name(names)), "\(key) of \(screen) is not in the help box")
                }
                // Escape's row-key help is for boards whose cards have two keys.
                if let meaning = binding.help, binding.action != .cancelRowKey || names.labels.isTwoKey {
                    #expect(rows.contains { $0.keys == binding.label(names) && $0.meaning == meaning })
                }
            }
        }
    }

    @Test func theHelpBoxListsARowTwoScreensShareOnce() {
        let rows = ScreenView.helpRows(KeyNames(unicode: true, board: .hard))
        #expect(rows.filter { $0.keys == "q" }.count == 1)
        #expect(rows.filter { $0.keys == "mouse click" }.count == 1)
        #expect(rows.first?.keys == "a–v (not p, q)")
    }

    @Test(arguments: [(Board.easy, "a–h", "i"), (.medium, "a–l", "m"), (.hard, "a–v", "w")])
    func theHintLineNamesTheLettersTheBoardHas(_ board: Board, _ range: String, _ pastTheEnd: Character) {
        let state = Scene.midGame(board)
        let frame = ScreenView.frame(state, context: ViewContext(rows: 40, columns: 120))
        #expect(frame.lines[39].contains("\(range) flip"), "\(frame.lines[39])")
        let last = range.last!
        #expect(KeyMap.commands(for: .character(last), state: state, rows: 40, columns: 120)
                == [.send(.cardFlipped(id: state.round!.cards.count - 1))], "the last letter named flips the last card")
        let past = KeyMap.commands(for: .character(pastTheEnd), state: state, rows: 40, columns: 120)
        #expect(past.isEmpty || past == [.send(.keyRefused(.noCard))], "flips nothing")
    }

    @Test func withoutUnicodeTheHintLineNamesTheKeysInAscii() {
        let frame = ScreenView.frame(Scene.midGame(.easy), context: ViewContext(rows: 40, columns: 120, unicode: false))
        #expect(frame.lines[39].contains("a-h flip | arrows move | Enter flip | p pause | ? keys | q give up"),
                "\(frame.lines[39])")
    }

    @Test func eachHintOnEachScreenIsTheFirstKeyOfABindingThatActsThere() {
        for (screen, state) in Self.screens {
            let names = KeyNames(unicode: true, board: state.board)
            for line in ScreenView.hintLines(screen, names) {
                for hint in line.components(separatedBy: Glyphs.unicode.separator) {
                    let binding = KeyTable.bindings(on: screen).first { $0.hintText(names) == hint }
                    #expect(binding != nil, "\(hint) on \(screen)")
                }
            }
        }
    }

    @Test func theTitleAndWinScreensDrawTheirHintsFromTheTable() {
        let title = ScreenView.frame(Scene.title, context: ViewContext(rows: 24, columns: 80)).lines.joined()
        #expect(title.contains("Enter to play · d daily · q to quit · ? keys"))
        #expect(title.contains("← → or 1 2 3 4 board · r or c size · ↑ ↓ or m mode"))
        let won = ScreenView.frame(Scene.won(), context: ViewContext(rows: 24, columns: 80)).lines.joined()
        #expect(won.contains("Enter to play again · t title · q to quit"))
        #expect(KeyMap.commands(for: .character("t"), state: Scene.won(), rows: 24, columns: 80)
                == [.send(.backToTitleTapped)])
    }

    @Test func onlyTheDigitsTheTitleNamesChooseADifficulty() {
        #expect(KeyMap.commands(for: .character("2"), state: Scene.title, rows: 24, columns: 80)
                == [.send(.boardChosen(.medium))])
        #expect(KeyMap.commands(for: .character("4"), state: Scene.title, rows: 24, columns: 80)
                == [.send(.boardChosen(.customDefault))], "4 is the custom size")
        for digit: Character in ["0", "5", "١", "①"] {
            #expect(KeyMap.commands(for: .character(digit), state: Scene.title, rows: 24, columns: 80).isEmpty)
        }
    }

    @Test func theReplayKeysAreTheOnesItsStatusLineNames() {
        #expect(KeyTable.replayBinding(for: .character(" "))?.action == .pauseToggled)
        #expect(KeyTable.replayBinding(for: .character("p"))?.action == .pauseToggled)
        #expect(KeyTable.replayBinding(for: .character("q"))?.action == .quit)
        #expect(KeyTable.replayBinding(for: .escape)?.action == .quit)
        #expect(KeyTable.replayBinding(for: .character("a")) == nil)
        let context = ViewContext(rows: 24, columns: 80, replay: ReplayStatus(speed: 1))
        let status = ScreenView.frame(Scene.midGame(.easy), context: context).lines[23]
        for binding in KeyTable.replay {
            #expect(status.contains(binding.hintText(KeyNames(unicode: true, board: .easy))!))
        }
    }
}
