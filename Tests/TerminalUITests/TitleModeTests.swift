import GameCore
import GameTesting
import StoreCore
import Testing
@testable import TerminalUI

/// The title's mode choice: solo, people taking turns, or against the
/// computer, by keys and by the mouse, each mode with the lineup the
/// command line gave it.
@Suite struct TitleModeTests {
    /// A title as `threeducks --name ann --players ann,bob,cy` would open it, on players.
    private static let hotSeat: GameState = {
        var configuration = Game.Configuration()
        configuration.playerName = "ann"
        configuration.players = ["ann", "bob", "cy"].map { Player(name: $0) }
        return Game.makeStore(configuration, scheduler: ManualScheduler()).state
    }()

    /// A solo title for ann, who gave no --players and no --vs.
    private static let solo: GameState = {
        var configuration = Game.Configuration()
        configuration.playerName = "ann"
        return Game.makeStore(configuration, scheduler: ManualScheduler()).state
    }()

    private func commands(_ event: InputEvent, _ state: GameState, rows: Int = 24, columns: Int = 80) -> [Command] {
        KeyMap.commands(for: event, state: state, rows: rows, columns: columns)
    }

    private func lines(_ state: GameState, _ context: ViewContext = ViewContext(rows: 24, columns: 80)) -> [String] {
        ScreenView.frame(state, context: context).lines
    }

    @Test func downUpAndMStepThroughTheModesWithTheirLineups() {
        let people = [Player(name: "Player 1"), Player(name: "Player 2")]
        let computer = [Player(name: "ann"), .computer(.medium)]
        #expect(commands(.down, Self.solo) == [.send(.playersChosen(people))])
        #expect(commands(.character("m"), Self.solo) == [.send(.playersChosen(people))])
        #expect(commands(.up, Self.solo).isEmpty, "solo is the first mode")
        var state = Self.solo
        GameReducer.reduce(&state, .playersChosen(people))
        #expect(commands(.down, state) == [.send(.playersChosen(computer))])
        #expect(commands(.up, state) == [.send(.playersChosen([Player(name: "ann")]))])
        GameReducer.reduce(&state, .playersChosen(computer))
        #expect(commands(.down, state).isEmpty, "against the computer is the last mode")
        #expect(commands(.character("m"), state) == [.send(.playersChosen([Player(name: "ann")]))], "m goes round")
    }

    @Test func theTitleStartsOnTheModeTheCommandLineChoseAndShowsItsLineup() {
        let text = lines(Self.hotSeat)
        #expect(text.contains { $0.contains("Mode:  solo  [players]  vs computer") })
        #expect(text.contains { $0.contains("ann · bob · cy take turns") })
        #expect(lines(Self.solo).contains { $0.contains("Mode: [solo]  players   vs computer") })
        #expect(lines(Self.solo).contains { $0.contains("ann plays alone") })
    }

    @Test func eachModeShowsWhoWouldPlay() {
        var state = Self.solo
        GameReducer.reduce(&state, .playersChosen(state.titleLineups.computer))
        #expect(lines(state).contains { $0.contains("ann vs Computer (medium)") })
        #expect(lines(state).contains { $0.contains("[vs computer]") })
        GameReducer.reduce(&state, .playersChosen(state.titleLineups.players))
        #expect(lines(state).contains { $0.contains("Player 1 · Player 2 take turns") })
    }

    @Test func fourLongNamesAreClippedOnTheNarrowestTitle() {
        let names = ["a", "b", "c", "d"].map { Scene.longName(Character($0)) }
        let state = GameState(board: .medium, players: names.map { Player(name: $0) })
        let context = ViewContext(rows: 12, columns: 44, emoji: false, unicode: false)
        let line = lines(state, context).first { $0.contains("take turns") } ?? ""
        #expect(line.contains("ax") && line.contains("| dx"), "\(line)")
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "an ASCII look cuts names with a full stop: \(line)")
    }

    @Test(arguments: [(24, 80, true), (12, 44, true), (40, 120, false), (13, 45, false)])
    func aClickOnAModeChoosesItAndOnTheChosenOnePlays(_ rows: Int, _ columns: Int, _ unicode: Bool) throws {
        let state = Self.hotSeat
        let frame = ScreenView.frame(state, context: ViewContext(rows: rows, columns: columns, unicode: unicode))
        func click(_ text: String, offset: Int = 1) throws -> [Command] {
            let row = try #require(frame.lines.firstIndex { $0.contains(text) })
            let column = frame.lines[row].distance(of: text) + offset
            return commands(.click(row: row, column: column), state, rows: rows, columns: columns)
        }
        #expect(try click(" solo ") == [.send(.playersChosen([Player(name: "ann")]))])
        #expect(try click(" vs computer ", offset: 12) == [.send(.playersChosen(state.titleLineups.computer))])
        #expect(try click("[players]") == [.send(.startTapped)], "a click on the chosen one plays")
        #expect(try click("Mode:").isEmpty)
        #expect(try click("take turns").isEmpty)
    }

    @Test func theModeKeysAreNamedOnTheTitleAndInTheHelp() {
        #expect(lines(Self.solo).contains { $0.contains("← → or 1 2 3 4 board · r or c size · ↑ ↓ or m mode") })
        let ascii = ViewContext(rows: 24, columns: 80, emoji: false, unicode: false)
        #expect(lines(Self.solo, ascii).contains { $0.contains("left/right or 1 2 3 4 board | r or c size | up/down or m mode") })
        let narrow = ViewContext(rows: 12, columns: 44, emoji: false, unicode: false)
        #expect(lines(Self.solo, narrow).contains { $0.contains("left/right board | r size | up/down mode") })
        var help = Self.solo
        GameReducer.reduce(&help, .helpToggled)
        #expect(lines(help).contains { $0.contains("↑ ↓, m") && $0.contains("mode, on the title") })
    }

    @Test func onTheSmallestTitleTheDucksGiveWayAndAWarningStillShows() {
        var state = Self.solo
        GameReducer.reduce(&state, .scoresLoaded(state.scores, warning: "scores.json was moved aside"))
        let small = lines(state, ViewContext(rows: 12, columns: 44))
        #expect(small[0].contains("Three Ducks") && !small.joined().contains("🦆"))
        #expect(small[11].contains("scores.json was moved aside"), "\(small)")
        #expect(small.contains { $0.contains("Mode: [solo]") })
        let large = lines(state)
        #expect(large.joined().contains("🦆🦆🦆") && large.joined().contains("a card-matching memory game"))
    }
}
