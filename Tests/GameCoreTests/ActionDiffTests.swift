import GameCore
import StateDiff
import Testing

/// The diff each kind of action makes, as the inspector, `inspect` and the
/// trace show it.
@Suite struct ActionDiffTests {
    static let animals: [Animal] = [.bat, .ducks, .bat, .ducks]

    /// A medium game in play: the four cards above, the first flip made.
    static func playing() -> GameState {
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .startTapped)
        GameReducer.reduce(&state, .deckDealt(animals: animals, seed: 7))
        return state
    }

    static func lines(_ action: GameAction, from state: GameState) -> [String] {
        var after = state
        GameReducer.reduce(&after, action)
        return ActionReport(index: 1, offset: .zero, action: action, before: state, after: after).changes.map(\.description)
    }

    @Test func aDealFillsTheGridAndStartsPlaying() {
        var title = GameState(board: .easy)
        GameReducer.reduce(&title, .startTapped)
        let lines = Self.lines(.deckDealt(animals: Self.animals, seed: 7), from: title)
        #expect(lines == ["round nil → Round", "lastSeed nil → 7"], "\(lines)")
    }

    /// The dealer's counts restate the action (a deal, a daily dealt or
    /// read): the report names the action, not them again.
    @Test func theDealersCountsAreNotRepeatedAfterTheActionThatMadeThem() {
        var title = GameState(board: .easy)
        let daily = GameAction.dailyDealt(animals: Self.animals, seed: 9, date: "2026-11-23")
        #expect(Self.lines(daily, from: title) == ["round nil → Round", "lastSeed nil → 9"])
        let loaded = GameAction.dailiesLoaded([DailyGame(date: "2026-11-23", board: .hard)])
        #expect(Self.lines(loaded, from: title) == [])
        GameReducer.reduce(&title, loaded)
        #expect(title.dailiesDealt == [DailyGame(date: "2026-11-23", board: .hard)], "the state keeps them all the same")
    }

    @Test func aFlipCountsAMoveTurnsTheCardSelectsItAndTakesTheHighlight() {
        #expect(Self.lines(.cardFlipped(id: 1), from: Self.playing())
                == ["round.cards[1].isFaceUp false → true", "round.selected [] → [1]", "round.moves 0 → 1", "round.focus 0 → 1"])
    }

    @Test func aMatchingFlipMatchesBothCardsAndEmptiesTheSelection() {
        var state = Self.playing()
        GameReducer.reduce(&state, .cardFlipped(id: 0))
        let lines = Self.lines(.cardFlipped(id: 2), from: state)
        #expect(lines.contains("round.cards[0].isMatched false → true"), "\(lines)")
        #expect(lines.contains("round.cards[2].isFaceUp false → true"), "\(lines)")
        #expect(lines.contains("round.cards[2].isMatched false → true"), "\(lines)")
        #expect(lines.contains("round.selected [0] → []"), "\(lines)")
        #expect(lines.contains("round.moves 1 → 2"), "\(lines)")
    }

    @Test func theMismatchDelayTurnsBothCardsDown() {
        var state = Self.playing()
        GameReducer.reduce(&state, .cardFlipped(id: 0))
        GameReducer.reduce(&state, .cardFlipped(id: 1))
        #expect(Self.lines(.mismatchDelayElapsed, from: state)
                == ["round.cards[0].isFaceUp true → false", "round.cards[1].isFaceUp true → false", "round.selected [0, 1] → []"])
    }

    @Test func pausingChangesTheScreen() {
        #expect(Self.lines(.pauseToggled, from: Self.playing()) == ["round.phase playing → paused"])
    }

    @Test func theWinDelayShowsTheWinScreen() {
        var state = Self.playing()
        for id in [0, 2, 1, 3] { GameReducer.reduce(&state, .cardFlipped(id: id)) }
        #expect(Self.lines(.winDelayElapsed, from: state) == ["round.phase playing → won"])
    }

    @Test func theClockMeasuresPlayedTime() {
        #expect(Self.lines(.clockMeasured(played: .milliseconds(1250)), from: Self.playing())
                == ["round.played \(Duration.zero) → \(Duration.milliseconds(1250))"])
    }

    @Test func focusHelpQuackAndTheTerminalSizeEachNameTheirField() {
        let state = Self.playing()
        #expect(Self.lines(.focusMoved(to: 3), from: state) == ["round.focus 0 → 3"])
        #expect(Self.lines(.helpToggled, from: state) == ["dialog nil → help"])
        #expect(Self.lines(.quacked, from: state) == ["isQuacking false → true"])
        #expect(Self.lines(.terminalFitChanged(fits: false), from: state) == ["terminalFits true → false"])
    }

    @Test func choosingADifficultyAndGivingUpChangeTheScreenFields() {
        #expect(Self.lines(.boardChosen(.hard), from: GameState(board: .easy)) == ["board easy → hard"])
        let lines = Self.lines(.gaveUp, from: Self.playing())
        #expect(lines == ["round Round → nil"], "\(lines)")
    }

    @Test func aScoreNotSavedWarnsAndItsReasonIsSanitized() {
        let lines = Self.lines(.scoreNotSaved(reason: "disk \u{1B}[31mfull"), from: Self.playing())
        #expect(lines.contains { $0.hasPrefix("warning nil → \"") && $0.contains("full") }, "\(lines)")
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") }, "\(lines)")
    }

    @Test func anActionThatChangesNothingSaysSo() {
        let report = ActionReport(index: 4, offset: .milliseconds(61_005), action: .launched,
                                  before: Self.playing(), after: Self.playing())
        #expect(report.line == "4  1:01.005  launched  (no change)")
    }

    @Test func aLineJoinsTheChangesWithSemicolons() {
        var after = Self.playing()
        GameReducer.reduce(&after, .cardFlipped(id: 1))
        let report = ActionReport(index: 9, offset: .milliseconds(2_350), action: .cardFlipped(id: 1),
                                  before: Self.playing(), after: after)
        #expect(report.line
                == "9  0:02.350  cardFlipped(id: 1)  round.cards[1].isFaceUp false → true; round.selected [] → [1]; round.moves 0 → 1; round.focus 0 → 1")
    }
}
