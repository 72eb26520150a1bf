import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

/// Every failure to keep something is said on screen, and none hides
/// another: a score, a history line and the journal each have their line.
@Suite struct KeptWarningsTests {
    @Test func aScoreAndAHistoryLineThatBothFailAreBothSaid() {
        var state = GameState()
        GameReducer.reduce(&state, .scoreNotSaved(reason: "Score not saved: disk full"))
        GameReducer.reduce(&state, .historyNotSaved(reason: "Game not added to the history: disk full"))
        #expect(state.warning == "Score not saved: disk full · Game not added to the history: disk full")
        // The same words again are not said twice.
        GameReducer.reduce(&state, .historyNotSaved(reason: "Game not added to the history: disk full"))
        #expect(state.warning == "Score not saved: disk full · Game not added to the history: disk full")
    }

    @Test func aLaunchWarningStaysWhenTheJournalAddsOne() {
        var state = GameState()
        GameReducer.reduce(&state, .scoresLoaded(ScoreTable(), warning: "scores.json: skipped 1 bad record"))
        GameReducer.reduce(&state, .journalNotKept(reason: "Game not kept for resuming: disk full"))
        #expect(state.warning == "scores.json: skipped 1 bad record · Game not kept for resuming: disk full")
    }

    /// A store of the whole chain with `journal`, a game dealt.
    private static func game(_ journal: InMemoryJournal) -> Store<GameState, GameAction> {
        var configuration = Game.Configuration()
        configuration.board = .easy
        configuration.journal = journal
        let store = Game.makeStore(configuration, scheduler: ManualScheduler())
        store.send(.launched)
        store.send(.deckDealt(animals: [.bat, .ducks, .bat, .bear, .pelican, .ducks, .bear, .pelican], seed: 9))
        return store
    }

    @Test func aJournalWriteThatFailedIsSaidAtTheNextAction() {
        let journal = InMemoryJournal()
        let store = Self.game(journal)
        #expect(store.state.warning == nil)
        journal.failure = "journal.jsonl: cannot write: No space left on device"
        store.send(.cardFlipped(id: 0))
        #expect(store.state.warning == "Game not kept for resuming: journal.jsonl: cannot write: No space left on device")
        #expect(store.state.round?.moves == 1, "play goes on")
        // Said once: the next action adds nothing.
        store.send(.cardFlipped(id: 2))
        #expect(store.state.warning == "Game not kept for resuming: journal.jsonl: cannot write: No space left on device")
    }
}
