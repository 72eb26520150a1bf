import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The replay inspector's screen: the board stays in view, the panel
/// shows the current action's diff, the timeline maps clicks.
@Suite struct InspectorViewTests {
    /// A hard game: dealt, two flips, a pause; with times 500 ms apart.
    static let recording: Recording = {
        let actions: [GameAction] = [
            .launched, .startTapped, .deckDealt(animals: Deck.shuffled(.hard, seed: 7), seed: 7),
            .cardFlipped(id: 0), .cardFlipped(id: 5), .mismatchDelayElapsed, .pauseToggled,
        ]
        return Recording(header: RecordingHeader(seed: 7, board: .hard),
                         actions: actions.enumerated().map { TimedAction(offset: .milliseconds(500 * $0.offset), action: $0.element) },
                         end: .seconds(4), digest: "0000000000000000")
    }()

    static func inspector(at position: Int) -> ReplayInspector {
        var inspector = ReplayInspector(recording, playing: false)
        inspector.go(.by(position))
        return inspector
    }

    static func lines(_ inspector: ReplayInspector, rows: Int, columns: Int, toggled: Bool = false) -> [String] {
        InspectorView.frame(inspector, context: ViewContext(rows: rows, columns: columns), panelToggled: toggled).lines
    }

    @Test func at80x24TheHardBoardStaysInViewWithTheTimelineAndTheInfoLine() {
        let lines = Self.lines(Self.inspector(at: 4), rows: 24, columns: 80)
        #expect(lines[0].contains("Moves: 1"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("[a]") } && lines.contains { $0.contains("[t]") }, "every card drawn")
        #expect(lines[23].contains("action 4/7 · 0:01 · cardFlipped(id: 0)"), "\(lines[23])")
        #expect(lines[22].contains("●"))
        #expect(lines[21].contains("replay paused"))
        #expect(!lines.joined().contains("Changed by action"), "the panel waits for i on a narrow screen")
    }

    @Test func iShowsThePanelUnderTheBoardAt80x24WithTheDiffLine() {
        let lines = Self.lines(Self.inspector(at: 5), rows: 24, columns: 80, toggled: true)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Changed by action 5"), "\(text)")
        #expect(text.contains("cards[5].isFaceUp false → true"), "\(text)")
        #expect(text.contains("▶ 5 cardFlipped(id: 5)"), "\(text)")
        #expect(lines.contains { $0.contains("a elephant") } && lines.contains { $0.contains("t ░") }, "every card still drawn, smaller:\n\(text)")
    }

    @Test func aWideScreenShowsThePanelBesideTheBoardAndIHidesIt() {
        let lines = Self.lines(Self.inspector(at: 7), rows: 30, columns: 120)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("round.phase playing → paused"), "\(text)")
        #expect(lines[0].contains("Three Ducks") && lines[0].contains("│ Actions"), "\(lines[0])")
        let hidden = Self.lines(Self.inspector(at: 7), rows: 30, columns: 120, toggled: true).joined()
        #expect(!hidden.contains("round.phase playing → paused"))
    }

    @Test func theStartShowsTheTitleAndSaysNoActionYet() {
        let lines = Self.lines(Self.inspector(at: 0), rows: 30, columns: 120)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Three Ducks"))
        #expect(text.contains("action 0/7 · 0:00 · start"), "\(text)")
        #expect(text.contains("Before the first action"))
    }

    @Test func aClickOnTheTimelineIsTheFractionItsMarkerWouldBeDrawnAt() {
        let layout = InspectorLayout(rows: 24, columns: 80, state: Self.recording.initialState, toggled: false)
        #expect(layout.timelineFraction(row: 22, column: 1) == 0)
        #expect(layout.timelineFraction(row: 22, column: 78) == 1)
        #expect(layout.timelineFraction(row: 21, column: 40) == nil)
        #expect(layout.timelineFraction(row: 22, column: 0) == nil)
        for position in 0...7 {
            let column = layout.timelineColumn(position: position, count: 7)
            var inspector = Self.inspector(at: 0)
            inspector.go(.fraction(layout.timelineFraction(row: 22, column: column)!))
            #expect(inspector.cursor.position == position)
        }
    }

    @Test func aHostileStringFromTheRecordingReachesTheScreenSanitized() {
        var recording = Self.recording
        recording.actions.append(TimedAction(offset: .seconds(4), action: .scoreNotSaved(reason: "x\u{1B}]0;pwned\u{07}y")))
        var inspector = ReplayInspector(recording, playing: false)
        inspector.go(.end)
        let text = InspectorView.frame(inspector, context: ViewContext(rows: 30, columns: 120), panelToggled: false)
            .lines.joined()
        #expect(text.contains("scoreNotSaved(reason: \"xy\")"), "\(text)")
        #expect(!text.contains("\u{1B}") && !text.contains("pwned"))
    }

    @Test func theInspectorKeysAreTheOnesItsInfoLineNames() {
        #expect(KeyTable.replayBinding(for: .left)?.action == .stepBack)
        #expect(KeyTable.replayBinding(for: .right)?.action == .stepForward)
        #expect(KeyTable.replayBinding(for: .pageUp)?.action == .pageBack)
        #expect(KeyTable.replayBinding(for: .pageDown)?.action == .pageForward)
        #expect(KeyTable.replayBinding(for: .home)?.action == .toStart)
        #expect(KeyTable.replayBinding(for: .end)?.action == .toEnd)
        #expect(KeyTable.replayBinding(for: .character("i"))?.action == .panelToggled)
        #expect(KeyTable.replayBinding(for: .click(row: 1, column: 1))?.action == .jump)
        let line = Self.lines(Self.inspector(at: 1), rows: 30, columns: 160).last ?? ""
        #expect(line.contains("← → step · PgUp PgDn 10 · Home End first/last · i panel"), "\(line)")
    }
}
