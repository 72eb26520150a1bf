import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The mode's own choice on the title: how many take turns (2 to 4) in the
/// players mode, the computer's level against it; by + and - and by the
/// mouse, kept for the session and dealt with.
@Suite struct TitleDetailTests {
    private func commands(_ event: InputEvent, _ state: GameState, rows: Int = 24, columns: Int = 80) -> [Command] {
        KeyMap.commands(for: event, state: state, rows: rows, columns: columns)
    }

    private func lines(_ state: GameState, rows: Int = 24, columns: Int = 80) -> [String] {
        ScreenView.frame(state, context: ViewContext(rows: rows, columns: columns)).lines
    }

    private func pressing(_ events: [InputEvent], _ start: GameState, rows: Int = 24, columns: Int = 80) -> GameState {
        var state = start
        for event in events {
            for case .send(let action) in commands(event, state, rows: rows, columns: columns) {
                GameReducer.reduce(&state, action)
            }
        }
        return state
    }

    private static let ann = GameState(board: .medium, players: [Player(name: "ann")])
    private static let seats = (1...4).map { Player(name: "Player \($0)") }

    @Test func plusAndMinusSeatTwoToFourPeople() {
        let people = pressing([.down], Self.ann)
        #expect(people.players == Array(Self.seats.prefix(2)))
        #expect(lines(people).contains { $0.contains("Players: [2]  3   4   (+ -)") })
        let three = pressing([.character("+")], people)
        #expect(three.players == Array(Self.seats.prefix(3)))
        #expect(lines(three).contains { $0.contains("Player 1 · Player 2 · Player 3 take turns") })
        let four = pressing([.character("+")], three)
        #expect(four.players == Self.seats)
        #expect(commands(.character("+"), four).isEmpty, "four at most")
        #expect(pressing([.character("-"), .character("-")], four).players == Array(Self.seats.prefix(2)))
        #expect(commands(.character("-"), people).isEmpty, "two at least")
    }

    /// Issue 35: only solo games are scored, so the title of another mode
    /// promises no best score to come.
    @Test func noBestYetIsPromisedOnlyToASoloGame() {
        #expect(lines(Self.ann).contains { $0.contains("No best score for medium yet") })
        for mode in [pressing([.down], Self.ann), pressing([.down, .down], Self.ann)] {
            let shown = lines(mode)
            #expect(shown.contains { $0.contains("Best scores are kept for solo games") }, "\(shown)")
            #expect(!shown.contains { $0.contains("No best score") }, "\(shown)")
        }
    }

    @Test func plusAndMinusSetTheComputersLevel() {
        let computer = pressing([.down, .down], Self.ann)
        #expect(computer.players == [Player(name: "ann"), .computer(.medium)])
        #expect(lines(computer).contains { $0.contains("Level:  easy  [medium]  hard   (+ -)") })
        #expect(pressing([.character("+")], computer).players == [Player(name: "ann"), .computer(.hard)])
        #expect(commands(.character("+"), pressing([.character("+")], computer)).isEmpty, "hard is the top")
        let easy = pressing([.character("-")], computer)
        #expect(easy.players == [Player(name: "ann"), .computer(.easy)])
        #expect(lines(easy).contains { $0.contains("ann vs Computer (easy)") })
    }

    @Test func soloHasNoSecondChoice() {
        #expect(commands(.character("+"), Self.ann).isEmpty)
        #expect(commands(.character("-"), Self.ann).isEmpty)
        #expect(!lines(Self.ann).contains { $0.contains("(+ -)") })
    }

    @Test func eachModeKeepsWhatWasChosenForItWhileTheOthersAreTried() {
        let chosen = pressing([.down, .character("+"), .down, .character("+")], Self.ann)
        #expect(chosen.players == [Player(name: "ann"), .computer(.hard)])
        #expect(pressing([.up], chosen).players.count == 3, "three people still")
        #expect(pressing([.up, .down], chosen).players == [Player(name: "ann"), .computer(.hard)])
    }

    @Test func aSeatNameTakenOnTheCommandLineIsSkipped() {
        let lineup = TitleLayout.lineup([Player(name: "Player 3"), Player(name: "bob")], count: 4)
        #expect(lineup.map(\.name) == ["Player 3", "bob", "Player 4", "Player 5"])
        #expect(Player.lineupProblem(lineup) == nil)
    }

    @Test func theChosenPeopleAndLevelAreDealt() {
        var state = pressing([.down, .character("+"), .character("+")], Self.ann)
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(.medium, seed: 2), seed: 2))
        #expect(state.round?.players.map(\.name) == Self.seats.map(\.name))
    }

    private func click(_ text: String, _ state: GameState, rows: Int, columns: Int) throws -> [Command] {
        let frame = lines(state, rows: rows, columns: columns)
        let row = try #require(frame.firstIndex { $0.contains("Players:") || $0.contains("Level:") })
        let line = frame[row]
        let range = try #require(line.range(of: text))
        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
        return commands(.click(row: row, column: column), state, rows: rows, columns: columns)
    }

    @Test(arguments: [(24, 80), (12, 44)])
    func aClickChoosesTheNumberOrTheLevelAndOnTheChosenOnePlays(_ rows: Int, _ columns: Int) throws {
        let people = pressing([.down], Self.ann)
        #expect(try click(" 4 ", people, rows: rows, columns: columns)
                == [.send(.playersChosen(Self.seats))])
        #expect(try click("[2]", people, rows: rows, columns: columns) == [.send(.startTapped)])
        let computer = pressing([.down, .down], Self.ann)
        #expect(try click(" hard ", computer, rows: rows, columns: columns)
                == [.send(.playersChosen([Player(name: "ann"), .computer(.hard)]))])
        // "[medium]" is on the board row too; the level row's is found on its own line.
        let frame = lines(computer, rows: rows, columns: columns)
        let row = try #require(frame.firstIndex { $0.contains("Level:") })
        let at = try #require(frame[row].range(of: "[medium]"))
        #expect(commands(.click(row: row, column: frame[row].distance(from: frame[row].startIndex, to: at.lowerBound) + 1),
                         computer, rows: rows, columns: columns) == [.send(.startTapped)])
        // Each key of "(+ -)" is a button; the brackets are not.
        #expect(try click("(+ -)", computer, rows: rows, columns: columns)
                == [.send(.playersChosen([Player(name: "ann"), .computer(.hard)]))])
        #expect(try click(" -)", computer, rows: rows, columns: columns)
                == [.send(.playersChosen([Player(name: "ann"), .computer(.easy)]))], "the -")
        #expect(try click("+ -", computer, rows: rows, columns: columns).isEmpty, "the space")
        #expect(try click("(+ -)", people, rows: rows, columns: columns)
                == [.send(.playersChosen(Array(Self.seats.prefix(3))))])
    }

    @Test func aClickOnRAndCAfterTheBoardsGrowsTheCustomSize() throws {
        let title = GameState(board: .medium)
        let frame = lines(title)
        let row = try #require(frame.firstIndex { $0.contains("Board:") })
        let at = frame[row].distance(from: frame[row].startIndex, to: try #require(frame[row].range(of: "(r c)")).lowerBound)
        #expect(commands(.click(row: row, column: at + 1), title) == [.send(.boardChosen(Board(rows: 5, columns: 4)!))])
        #expect(commands(.click(row: row, column: at + 3), title) == [.send(.boardChosen(Board(rows: 4, columns: 6)!))])
        #expect(commands(.click(row: row, column: at + 2), title).isEmpty)
        // It stays put as the size grows: 10x4 is one column wider than 9x4.
        var grown = title
        GameReducer.reduce(&grown, .boardChosen(Board(rows: 10, columns: 4)!))
        #expect(lines(grown)[row].range(of: "(r c)").map { lines(grown)[row].distance(from: lines(grown)[row].startIndex, to: $0.lowerBound) } == at)
    }
}
