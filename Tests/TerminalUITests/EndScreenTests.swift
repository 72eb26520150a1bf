import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The end screen of a game of several players: who won, with every
/// player's pairs, or a draw; never a solo best.
@Suite struct EndScreenTests {
    let large = ViewContext(rows: 24, columns: 80)

    private func headline(_ state: GameState, _ context: ViewContext? = nil) -> String {
        let frame = ScreenView.frame(state, context: context ?? large)
        return frame.lines.first { !$0.allSatisfy(\.isWhitespace) }?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    @Test func betweenTwoTheWinnerIsNamedWithBothTallies() throws {
        let state = Scene.finished(["ann", "bob"], takers: [0, 1, 1, 1])
        #expect(headline(state) == "🦆 bob wins, 3 pairs to 1 🦆")
        try expectSnapshot(ScreenView.frame(state, context: large), named: "won-two-players")
    }

    @Test func amongThreeOrFourEveryPlayerIsListedMostPairsFirst() {
        let state = Scene.finished(["ann", "bob", "cy"], .medium, takers: [1, 2, 0, 1, 0, 0])
        let ascii = ViewContext(rows: 24, columns: 80, emoji: false, unicode: false)
        #expect(headline(state, ascii) == "ann wins: ann 3 | bob 2 | cy 1")
    }

    @Test func equalTalliesAtTheTopAreADraw() {
        #expect(headline(Scene.finished(["ann", "bob"], takers: [1, 1, 0, 0])) == "🦆 A draw: ann 2 · bob 2 🦆")
        let three = Scene.finished(["ann", "bob", "cy"], .medium, takers: [0, 0, 0, 1, 1, 1])
        #expect(headline(three) == "🦆 A draw: ann 3 · bob 3 · cy 0 🦆")
    }

    @Test func againstTheComputerItsWinReadsAsAnyPlayers() {
        let state = Scene.finished(["ann", "Computer"], takers: [1, 0, 1, 1])
        #expect(headline(state) == "🦆 Computer wins, 3 pairs to 1 🦆")
    }

    @Test func aGameOfSeveralPlayersNeverClaimsANewBest() {
        var state = Scene.finished(["ann", "bob"], takers: [0, 1, 1, 1])
        GameReducer.reduce(&state, .scoreRecorded(ScoreTable(), isNewBest: true))
        let text = ScreenView.frame(state, context: large).lines.joined(separator: "\n")
        #expect(!text.contains("New best") && !text.contains("Best:"))
        #expect(text.contains("Moves: ") && text.contains("play again"))
    }

    @Test func fourLongNamesAreClippedToFitTheNarrowestEndScreen() {
        let names = ["a", "b", "c", "d"].map { Scene.longName(Character($0)) }
        let state = Scene.finished(names, .medium, takers: [0, 1, 2, 3, 3, 3])
        let line = headline(state, ViewContext(rows: 12, columns: 44))
        #expect(DisplayWidth.of(line) <= 42, "\(line)")
        #expect(line.hasPrefix("dx") && line.contains(" wins: "), "\(line)")
    }

    @Test func theSoloWinScreenIsTheOneItWas() {
        #expect(headline(Scene.won()) == "🦆 You won! 🦆")
    }
}
