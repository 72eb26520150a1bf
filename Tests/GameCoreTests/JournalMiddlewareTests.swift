import GameCore
import GameTesting
import StoreCore
import StoreTesting
import Testing

/// The journal link decides what the journal is to do from the action and
/// the states around it, and answers with that work as an effect; the store
/// does it through the `Journal` port before the next action.
@Suite struct JournalMiddlewareTests {
    let journal = InMemoryJournal()

    /// The title of an easy board, in a test store whose only link is the journal.
    private func testStore() -> TestStore<GameState, GameAction> {
        TestStore(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                  middleware: [JournalMiddleware(journal: journal).middleware])
    }

    /// Sends `action`: the link changes no state, so the reducer's change is the expected one.
    private func send(_ store: TestStore<GameState, GameAction>, _ action: GameAction,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        store.send(action, sourceLocation: sourceLocation) { GameReducer.reduce(&$0, action) }
    }

    @Test func aGameIsBegunByItsDealAppendedActionByActionAndEndedWhenGivenUp() {
        let store = testStore()
        let deal = GameAction.deckDealt(animals: namedEasyDeck, seed: 1)
        send(store, .launched)
        store.assertPerformed([JournalWork]())  // an empty journal offers nothing and is not written

        send(store, deal)
        store.assertPerformed([JournalWork.begin(board: .easy, players: GameState(board: .easy).players, deal: deal)])
        send(store, .cardFlipped(id: 0))
        send(store, .cardFlipped(id: 2))
        send(store, .pauseToggled)
        store.assertPerformed([JournalWork.append(.cardFlipped(id: 0)), .append(.cardFlipped(id: 2)),
                               .append(.pauseToggled)])
        send(store, .gaveUp)
        store.assertPerformed([JournalWork.end])
        send(store, .cardFlipped(id: 1))
        store.assertPerformed([JournalWork]())  // nothing is journaled out of a game
        store.finish()

        #expect(journal.game == nil && journal.endCount == 1, "the work was done through the port")
    }

    /// Issue 25, 6: a journal of every pair found (the program went in the
    /// win pause) is taken up and its pause ended at launch, so the win is
    /// kept by the links that keep any win, and the journal ends.
    @Test func aJournalOfEveryPairFoundIsTakenUpAndWonAtLaunch() throws {
        let deal = GameAction.deckDealt(animals: namedEasyDeck, seed: 1)
        let flips = [0, 2, 1, 5, 3, 6, 4, 7].map { GameAction.cardFlipped(id: $0) }
        let left = JournaledGame(board: .easy, players: GameState(board: .easy).players, actions: [deal] + flips)
        let won = try #require(left.won)
        #expect(left.resumable == nil, "nothing to offer: the game was won")
        let journal = InMemoryJournal(left)
        let store = TestStore(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                              middleware: [JournalMiddleware(journal: journal).middleware])
        store.send(.launched)
        store.receive(.gameWaiting(won, warning: nil)) { $0.waitingGame = won }
        store.receive(.resumeTapped) { GameReducer.reduce(&$0, .resumeTapped) }
        store.assertPerformed([JournalWork.resume])
        store.receive(.winDelayElapsed) { $0.round?.phase = .won; $0.event = .won }
        store.assertPerformed([JournalWork.end])
        store.finish()
        #expect(journal.game == nil)
    }

    @Test func theWorkIsDecidedFromTheActionAndTheStatesAroundIt() {
        let title = GameState(board: .easy)
        let deal = GameAction.deckDealt(animals: namedEasyDeck, seed: 1)
        var playing = title
        GameReducer.reduce(&playing, deal)
        var flipped = playing
        GameReducer.reduce(&flipped, .cardFlipped(id: 0))
        let link = JournalMiddleware(journal: journal).middleware

        #expect(link.handle(deal, title, playing)
            == .perform(JournalWork.begin(board: .easy, players: title.players, deal: deal), with: { _ in }))
        #expect(link.handle(.cardFlipped(id: 0), playing, flipped)
            == .perform(JournalWork.append(.cardFlipped(id: 0)), with: { _ in }))
        #expect(link.handle(.cardFlipped(id: 0), title, title) == .none)
        #expect(journal.game == nil && journal.endCount == 0, "answering writes nothing: the store does the work")
    }
}
