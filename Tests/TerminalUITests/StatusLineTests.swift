import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The status line on the game screen's cue row: what is happening, in words.
@Suite struct StatusLineTests {
    private func cueLine(_ state: GameState, columns: Int = 80, unicode: Bool = true) -> String {
        ScreenView.frame(state, context: ViewContext(rows: 24, columns: columns, unicode: unicode)).lines[1]
    }

    /// Flips the first card and one of another animal: a mismatch shows.
    private func mismatch(_ state: inout GameState) {
        let cards = state.round!.cards.filter { !$0.isMatched && !$0.isFaceUp }
        let first = cards[0], second = cards.first { $0.animal != first.animal }!
        GameReducer.reduce(&state, .cardFlipped(id: first.id))
        GameReducer.reduce(&state, .cardFlipped(id: second.id))
    }

    private func pair(_ state: inout GameState) {
        let first = state.round!.cards.first { !$0.isMatched }!
        let (a, b) = Scene.pair(first.animal, in: state)
        GameReducer.reduce(&state, .cardFlipped(id: a))
        GameReducer.reduce(&state, .cardFlipped(id: b))
    }

    @Test func soloSaysNothingBeforeTheFirstTry() {
        #expect(StatusLine.text(Scene.game(.easy).round!) == nil)
        #expect(cueLine(Scene.game(.easy)).trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func soloSaysNoMatchWhileAMismatchShowsAndPairAfterAPair() {
        var state = Scene.game(.easy)
        mismatch(&state)
        #expect(StatusLine.text(state.round!) == "No match")
        #expect(cueLine(state).contains("No match"))
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        #expect(StatusLine.text(state.round!) == nil)
        pair(&state)
        #expect(StatusLine.text(state.round!) == "Pair!")
        #expect(cueLine(state).contains("Pair!"))
    }

    @Test func hotSeatSaysWhoseTurnItIsAndWhenItPasses() {
        var state = Scene.game(["ann", "bob"])
        #expect(StatusLine.text(state.round!) == "ann's turn")
        mismatch(&state)
        #expect(StatusLine.text(state.round!) == "No match · bob's turn")
        #expect(cueLine(state).contains("No match · bob's turn"))
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        #expect(StatusLine.text(state.round!) == "bob's turn")
        pair(&state)
        #expect(StatusLine.text(state.round!) == "Pair! · bob's turn again")
    }

    @Test func acrossMachinesYourTurnIsThisTerminalsSeatAndAWatcherSeesNames() {
        var state = Scene.game(["ann", "bob"])
        #expect(StatusLine.text(state.round!, viewer: .seat(0)) == "Your turn")
        #expect(StatusLine.text(state.round!, viewer: .seat(1)) == "ann's turn")
        #expect(StatusLine.text(state.round!, viewer: .watcher) == "ann's turn")
        // One person left against the computer (a seat the computer filled): on
        // another terminal, and to a watcher, it is that person's turn, not "yours".
        let filled = Scene.game(["ann", Player.computerName])
        #expect(StatusLine.text(filled.round!, viewer: .watcher) == "ann's turn")
        #expect(StatusLine.text(filled.round!, viewer: .seat(1)) == "ann's turn")
        #expect(StatusLine.text(filled.round!, viewer: .seat(0)) == "Your turn")
        #expect(StatusLine.text(filled.round!) == "Your turn")
        mismatch(&state)
        GameReducer.reduce(&state, .mismatchDelayElapsed)
        #expect(StatusLine.text(state.round!, viewer: .seat(1)) == "Your turn")
    }

    @Test func againstTheComputerThePersonIsYouAndTheComputerThinks() {
        var state = Scene.game(["ann", Player.computerName])
        #expect(StatusLine.text(state.round!) == "Your turn")
        mismatch(&state)
        #expect(StatusLine.text(state.round!) == "No match · The computer is thinking…")
        #expect(StatusLine.text(state.round!, separator: " | ", unicode: false)
            == "No match | The computer is thinking...")
        #expect(cueLine(state, unicode: false).contains("No match | The computer is thinking..."))
    }

    @Test func aRefusalSaysWhyInsteadOfTheTrysOutcome() {
        var state = Scene.game(["ann", "bob"])
        mismatch(&state)
        let shown = state.round!.selected[0]
        GameReducer.reduce(&state, .cardFlipped(id: shown))
        #expect(StatusLine.text(state.round!) == "That card is already face up · bob's turn")
        GameReducer.reduce(&state, .keyRefused(.noCard))
        #expect(cueLine(state).contains("No card has that key · bob's turn"))
    }

    @Test func everyRefusalHasItsWords() {
        #expect(Round.Refusal.allCases.map(StatusLine.reason) == [
            "Wait for the computer", "That card is already matched", "That card is already face up",
            "No card has that key",
        ])
    }

    @Test func pausedSaysNothingOnTheCueLine() {
        var state = Scene.game(["ann", "bob"])
        GameReducer.reduce(&state, .pauseToggled)
        #expect(StatusLine.text(state.round!) == nil)
    }

    @Test func theQuackCueComesFirstThenTheStatus() {
        var state = Scene.game(["ann", "bob"])
        GameReducer.reduce(&state, .quacked)
        let line = cueLine(state)
        let quack = line.range(of: "Quack!"), turn = line.range(of: "ann's turn")
        #expect(quack != nil && turn != nil && quack!.lowerBound < turn!.lowerBound, "\(line)")
    }

    @Test func aWarningIsSaidAfterTheStatusAndBothShow() {
        var state = Scene.game(["ann", "bob"])
        GameReducer.reduce(&state, .journalNotKept(reason: "Game not kept for resuming: disk full"))
        let line = cueLine(state)
        #expect(line.contains("ann's turn · Game not kept for resuming: disk full"), "\(line)")
    }

    @Test func onANarrowScreenTheStatusGivesWayToALongWarning() {
        var state = Scene.game(["ann", "bob"])
        mismatch(&state)
        GameReducer.reduce(&state, .journalNotKept(reason: "Game not kept for resuming: " + String(repeating: "x", count: 60)))
        #expect(cueLine(state, columns: 80).contains("No match · bob's turn · Game not kept"))
        let line = cueLine(state, columns: 44)
        #expect(line.contains("Game not kept"), "\(line)")
        #expect(!line.contains("bob's turn"), "\(line)")
        #expect(line.contains("…"), "the warning is cut, and says so")
    }

    @Test func aShortWarningKeepsTheStatusOnANarrowScreen() {
        var state = Scene.game(["ann", "bob"])
        GameReducer.reduce(&state, .historyNotSaved(reason: "disk full"))
        let line = cueLine(state, columns: 44)
        #expect(line.contains("ann's turn · disk full"), "\(line)")
    }
}

extension StatusLineTests {
    @Test func onANarrowScreenWhoseTurnGoesBeforeWhatHappened() {
        var state = Scene.game(["ann", Player.computerName])
        let cards = state.round!.cards
        let second = cards.first { $0.animal != cards[0].animal }!
        GameReducer.reduce(&state, .cardFlipped(id: 0))
        GameReducer.reduce(&state, .cardFlipped(id: second.id))
        GameReducer.reduce(&state, .keyRefused(.computersTurn))
        #expect(cueLine(state, columns: 80).contains("Wait for the computer · The computer is thinking…"))
        let narrow = cueLine(state, columns: 44)
        #expect(narrow.contains("Wait for the computer") && !narrow.contains("thinking"), "\(narrow)")
    }
}
