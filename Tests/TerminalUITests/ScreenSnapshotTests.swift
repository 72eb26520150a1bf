import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Every screen at every card size, as text. A snapshot file is what a
/// player reads; a change to one is a change to the game's look.
@Suite struct ScreenSnapshotTests {
    let large = ViewContext(rows: 24, columns: 80)
    let compact = ViewContext(rows: 16, columns: 60)
    let tiny = ViewContext(rows: 8, columns: 56)

    @Test func titleShowsTheDifficultyItsBestScoreAndTheKeys() throws {
        try expectSnapshot(ScreenView.frame(Scene.title, context: large), named: "title-80x24")
    }

    @Test func titleInAsciiUsesNoEmojiOrBoxDrawing() throws {
        let ascii = ViewContext(rows: 24, columns: 80, emoji: false, unicode: false)
        let frame = ScreenView.frame(Scene.title, context: ascii)
        #expect(frame.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        try expectSnapshot(frame, named: "title-ascii")
    }

    @Test func titleShowsAWarningLine() throws {
        var state = Scene.title
        GameReducer.reduce(&state, .scoresLoaded(state.scores, warning: "scores.json is corrupt; moved aside"))
        try expectSnapshot(ScreenView.frame(state, context: large), named: "title-warning")
    }

    @Test func aLongWarningIsWrappedNotCut() {
        var state = Scene.title
        let path = "/home/someone/.local/share/threeducks/scores.json"
        let warning = "\(path) could not be read (not valid JSON); it was moved aside as \(path).corrupt-20261123"
        GameReducer.reduce(&state, .scoresLoaded(state.scores, warning: warning))
        // Joined without spaces: line breaks fall between words or inside the path.
        let text = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 60)).lines
            .map { $0.replacingOccurrences(of: " ", with: "") }
            .joined()
        #expect(text.contains(warning.replacingOccurrences(of: " ", with: "")))
    }

    @Test func hardGameFitsEightyByTwentyFourWithLargeCards() throws {
        try expectSnapshot(ScreenView.frame(Scene.midGame(.hard), context: large), named: "game-hard-large")
    }

    @Test func mediumGameOnASmallerTerminalGetsCompactCards() throws {
        try expectSnapshot(ScreenView.frame(Scene.midGame(.medium), context: compact), named: "game-medium-compact")
    }

    @Test func hardGameOnATinyTerminalGetsOneLineCards() throws {
        try expectSnapshot(ScreenView.frame(Scene.midGame(.hard), context: tiny), named: "game-hard-tiny")
    }

    @Test func easyGameInAsciiShowsAsciiArt() throws {
        let ascii = ViewContext(rows: 24, columns: 80, emoji: false, unicode: true)
        try expectSnapshot(ScreenView.frame(Scene.midGame(.easy), context: ascii), named: "game-easy-ascii-art")
    }

    @Test func quackShowsACueAboveTheGrid() throws {
        var state = Scene.midGame(.easy)
        GameReducer.reduce(&state, .quacked)
        let frame = ScreenView.frame(state, context: large)
        #expect(frame.lines[1].contains("Quack!"))
    }

    @Test func pausedHidesEveryCard() throws {
        var state = Scene.midGame(.medium)
        GameReducer.reduce(&state, .pauseToggled)
        let frame = ScreenView.frame(state, context: large)
        let text = frame.lines.joined(separator: "\n")
        #expect(!text.contains("ducks") && !text.contains("[a]"))
        try expectSnapshot(frame, named: "paused")
    }

    @Test func wonShowsMovesTimeAndNewBest() throws {
        let context = ViewContext(rows: 24, columns: 80, dateZone: .utc)
        try expectSnapshot(ScreenView.frame(Scene.won(), context: context), named: "won-new-best")
    }

    @Test func helpListsTheKeysOverTheScreen() throws {
        var state = Scene.midGame(.easy)
        GameReducer.reduce(&state, .helpToggled)
        try expectSnapshot(ScreenView.frame(state, context: large), named: "help")
    }

    @Test func tooSmallTerminalSaysWhatSizeIsNeeded() throws {
        let frame = ScreenView.frame(Scene.midGame(.hard), context: ViewContext(rows: 6, columns: 40))
        let text = frame.lines.joined(separator: "\n")
        #expect(text.contains("Terminal too small"))
        // The 44 columns are the header's and the text screens': the
        // smallest cards of hard take 29.
        #expect(text.contains("this hard board needs 44×7;"))
        #expect(text.contains("the terminal is 40×6"))
    }

    @Test(arguments: [("12x12", 24, 80, true), ("12x12", 24, 80, false), ("12x12", 40, 150, true),
                      ("6x8", 24, 80, true), ("6x8", 24, 80, false), ("6x8", 40, 120, true),
                      ("2x2", 24, 80, true), ("2x2", 12, 44, true)])
    func boardsOfEverySizeShrinkToFitAndGrowOnALargerTerminal(_ name: String, _ rows: Int, _ columns: Int,
                                                             _ emoji: Bool) throws {
        let context = ViewContext(rows: rows, columns: columns, emoji: emoji)
        let look = emoji ? "" : "-ascii"
        try expectSnapshot(ScreenView.frame(Scene.midGame(Board(name: name)!), context: context),
                           named: "game-\(name)-\(columns)x\(rows)\(look)")
    }

    @Test func aTypedRowKeyIsNamedOnTheHintLine() throws {
        let context = ViewContext(rows: 24, columns: 80, typedRow: 2)
        try expectSnapshot(ScreenView.frame(Scene.midGame(.largest), context: context), named: "game-12x12-row-typed")
    }

    @Test func replayShowsItsControlsInsteadOfTheKeyHints() throws {
        let context = ViewContext(rows: 24, columns: 80, replay: ReplayStatus(speed: 2, isPaused: true))
        let frame = ScreenView.frame(Scene.midGame(.easy), context: context)
        #expect(frame.lines[23].contains("replay paused at 2x · Space play · + faster · - slower · q quit"), "Space plays a paused replay")
        #expect(!frame.lines.joined().contains("give up"))
        let playing = ScreenView.frame(Scene.midGame(.easy),
                                       context: ViewContext(rows: 24, columns: 80, replay: ReplayStatus(speed: 2)))
        #expect(playing.lines[23].contains("replaying at 2x · Space pause · + faster · - slower · q quit"))
    }

    @Test(arguments: [(0.5, "0.5x"), (100, "100x"), (9.3e18, "9.3e+18x"), (1e-18, "1e-18x")])
    func theReplaySpeedIsShownWithoutTrappingHoweverLarge(_ speed: Double, _ shown: String) {
        let context = ViewContext(rows: 24, columns: 80, replay: ReplayStatus(speed: speed))
        let frame = ScreenView.frame(Scene.midGame(.easy), context: context)
        #expect(frame.lines[23].contains("replaying at \(shown)"), "\(frame.lines[23])")
    }
}
