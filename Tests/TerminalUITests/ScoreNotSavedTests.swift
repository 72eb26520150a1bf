import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// A win whose score could not be saved says so on its win screen for as
/// long as it shows: no later warning (the history, the journal) hides it.
@Suite struct ScoreNotSavedTests {
    /// A won easy game whose save has yet to answer.
    private func justWon() -> GameState {
        var state = Scene.won()
        state.round?.isScoreSaved = false
        state.round?.isNewBest = false
        return state
    }

    private func lines(_ state: GameState, rows: Int = 24, columns: Int = 80) -> [String] {
        ScreenView.frame(state, context: ViewContext(rows: rows, columns: columns)).lines
    }

    @Test func theRoundKeepsWhyAndLaterWarningsAreAddedBesideIt() {
        var state = justWon()
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: disk full"))
        GameReducer.reduce(&state, .historyNotSaved(reason: "Game not added to the history: disk full"))
        GameReducer.reduce(&state, .journalNotKept(reason: "Game not kept for resuming: disk full"))
        #expect(state.round?.scoreProblem == "Score not saved: disk full")
        #expect(state.round?.isScoreSaved == false)
        #expect(state.warning == "Game not added to the history: disk full · Game not kept for resuming: disk full")
    }

    @Test func theWinScreenSaysItInTheScoreLineAndItsReasonFirst() {
        var state = justWon()
        GameReducer.reduce(&state, .historyNotSaved(reason: "Game not added to the history: disk full"))
        #expect(lines(state).contains { $0.contains("Saving the score…") }, "a warning does not hide that it is saving")
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: the file is locked"))
        GameReducer.reduce(&state, .journalNotKept(reason: "Game not kept for resuming: disk full"))
        let text = lines(state).joined(separator: "\n")
        #expect(text.contains("Score not saved.\n") || lines(state).contains { $0.trimmingCharacters(in: .whitespaces) == "Score not saved." })
        #expect(!text.contains("Saving the score"))
        let reason = try? #require(text.range(of: "Score not saved: the file is locked"))
        let history = try? #require(text.range(of: "Game not added to the history"))
        if let reason, let history { #expect(reason.lowerBound < history.lowerBound, "the score's reason comes first") }
    }

    @Test func aScreenTooShortForEveryWarningStillSaysTheScoreWasNotSaved() {
        var state = justWon()
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: the file is locked"))
        for index in 1...6 {
            GameReducer.reduce(&state, .historyNotSaved(reason: "Game not added to the history: failure number \(index) of many"))
        }
        for rows in [12, 16, 24] {
            let screen = lines(state, rows: rows, columns: 44)
            #expect(screen.contains { $0.trimmingCharacters(in: .whitespaces) == "Score not saved." }, "\(rows) rows:\n\(screen.joined(separator: "\n"))")
        }
    }

    @Test func aSaveThatFailsAfterTheWinScreenWasLeftIsTheTitlesWarning() {
        var state = justWon()
        GameReducer.reduce(&state, .backToTitleTapped)
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: disk full"))
        #expect(state.warning == "Score not saved: disk full")
    }
}

extension ScoreNotSavedTests {
    @Test func leavingTheWinScreenKeepsItFirstInTheTitlesWarning() {
        var state = justWon()
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: disk full"))
        GameReducer.reduce(&state, .historyNotSaved(reason: "Game not added to the history: disk full"))
        GameReducer.reduce(&state, .backToTitleTapped)
        #expect(state.warning == "Score not saved: disk full · Game not added to the history: disk full")
    }
}

/// The title's best and the win screen show a short game to a tenth.
@Suite struct TenthOfASecondViewTests {
    @Test func theTitlesBestLineShowsATenthWhenTheRecordKeepsIt() {
        var state = GameState(board: .easy)
        let best = ScoreRecord(name: "ann", moves: 8, seconds: 4, date: Date(timeIntervalSince1970: 0), seed: 1,
                               board: .easy, milliseconds: 4_270)
        GameReducer.reduce(&state, .scoresLoaded(ScoreTable([best]), warning: nil))
        let text = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(text.contains("Best easy: 8 moves in 0:04.2 by ann"), "\(text)")
    }

    @Test func theWinScreenShowsTheTimePlayedToATenth() {
        var state = Scene.won()
        state.round?.played = .milliseconds(7_480)
        let text = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80)).lines.joined(separator: "\n")
        #expect(text.contains("Time: 0:07.4"), "\(text)")
    }
}
