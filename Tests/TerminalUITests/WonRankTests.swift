import Foundation
import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// The win screen's rank line and the daily game's line to paste.
@Suite struct WonRankTests {
    let context = ViewContext(rows: 24, columns: 80)

    /// A won easy game of `moves`, the table saved with `others` beside it.
    private func won(others: [Int], daily: String? = nil) -> GameState {
        var state = Scene.won()
        state.round?.daily = daily
        let records = others.map {
            ScoreRecord(name: "bo", moves: $0, seconds: 10, date: Date(timeIntervalSince1970: 0), seed: 1, board: .easy)
        } + [ScoreRecord(name: "ann", moves: state.round!.moves, seconds: 42, date: Date(timeIntervalSince1970: 0), seed: 7, board: .easy)]
        GameReducer.reduce(&state, .scoreRecorded(ScoreTable(records), isNewBest: false))
        return state
    }

    private func text(_ state: GameState, _ context: ViewContext? = nil) -> String {
        ScreenView.frame(state, context: context ?? self.context).lines.joined(separator: "\n")
    }

    @Test func aGameThatIsNotTheBestShowsItsRankOnTheBoardBesideTheBest() {
        // Easy's perfect game is 8 moves: two others tie it in less time.
        #expect(text(won(others: [8, 8, 10])).contains("Rank 3 on easy · Best: 8 moves in 0:10"))
    }

    @Test func aGameOutsideTheTopTenSaysSo() {
        #expect(text(won(others: Array(repeating: 8, count: 10))).contains("Not in the easy top 10 · Best: 8 moves in 0:10"))
    }

    @Test func untilTheSaveAnswersTheScreenSaysItIsSavingAndThenTheResultReplacesIt() {
        var state = Scene.won()
        // Just won: the save's result has not come back yet.
        state.round?.isScoreSaved = false
        state.round?.isNewBest = false
        #expect(text(state).contains("Saving the score…"))
        #expect(text(state, ViewContext(rows: 24, columns: 80, unicode: false)).contains("Saving the score..."))
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: the file is locked"))
        #expect(!text(state).contains("Saving the score"), "a failed save says so in the warning")
        #expect(text(state).contains("Score not saved: the file is locked"))
        #expect(!text(won(others: [8])).contains("Saving the score"))
    }

    @Test func aDailyGameShowsALineToPasteToAFriend() {
        let state = won(others: [8], daily: "2026-11-23")
        #expect(text(state).contains("Three Ducks daily 2026-11-23 · easy · 8 moves · 0:42"))
        #expect(text(state, ViewContext(rows: 24, columns: 80, unicode: false))
            .contains("Three Ducks daily 2026-11-23 | easy | 8 moves | 0:42"))
        #expect(!text(won(others: [8])).contains("Three Ducks daily"))
    }
}
