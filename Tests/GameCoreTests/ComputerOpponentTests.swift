import GameCore
import StoreCore
import StoreTesting
import Testing

/// The computer's turn on the manual clock: what it remembers, what it
/// flips and when, and what stops it.
@Suite struct ComputerOpponentTests {
    let scheduler = ManualScheduler()

    /// A test store of `players` on the easy board, with the opponent, whose
    /// computer forgets with the chance `forgetting` (its level's when nil),
    /// and, when asked, the game timers before it.
    private func store(_ players: [Player], opponent: ComputerOpponent = ComputerOpponent(), forgetting: UInt64? = nil,
                       withGameLogic: Bool = true) -> TestStore<GameState, GameAction> {
        let logic = GameTimersMiddleware(now: { [scheduler] in scheduler.now })
        var state = GameState(board: .easy, players: players)
        state.computerForgetting = forgetting
        return TestStore(initialState: state, reducer: GameReducer.reducer,
                         middleware: (withGameLogic ? [logic.middleware] : []) + [opponent.middleware],
                         scheduler: scheduler)
    }

    private func deal(_ store: TestStore<GameState, GameAction>, _ deck: [Animal] = namedEasyDeck) {
        store.send(.deckDealt(animals: deck, seed: 5)) {
            $0.round = Round(board: $0.board, players: $0.players, animals: deck, seed: 5)
            $0.lastSeed = 5
            $0.ordinaryDeals = 1
        }
    }

    /// A person's (or a received) flip that counted: up, selected, a move,
    /// the highlight, and the reducer's word of it (a pair is matched by the caller).
    private func flipped(_ state: inout GameState, _ id: Int) {
        guard var round = state.round else { return }
        let third = round.selected.count == 2
        if third {
            for down in round.selected { round.cards[down].isFaceUp = false }
            round.selected = []
        }
        round.cards[id].isFaceUp = true
        round.selected.append(id)
        round.moves += 1
        round.notice = nil
        round.focus = id
        let result: GameEvent.Flip.Result = round.selected.count == 1 ? .first
            : round.cards[round.selected[0]].animal == round.cards[id].animal ? .pair : .mismatch
        state.event = .turned(GameEvent.Flip(card: id, face: round.cards[id].animal, turnedDownMismatch: third,
                                             result: result))
        // The computer sees it; a mismatch passes the turn, and it forgets.
        round.computerMemory?.saw(round.cards[id])
        if result == .mismatch, round.hasSeveralPlayers, let level = round.players.compactMap(\.computer).first {
            round.computerMemory?.turnPassed(forgetting: state.computerForgetting ?? level.forgettingPerMille)
        }
        state.round = round
    }

    /// A pair found: both cards matched, the finder's pair, the notice; what the computer remembers of it forgotten.
    private func matched(_ state: inout GameState, _ first: Int, _ second: Int, by seat: Int) {
        state.round?.cards[first].isMatched = true
        state.round?.cards[second].isMatched = true
        state.round?.selected = []
        state.round?.players[seat].pairs += 1
        state.round?.notice = .pair
        if let card = state.round?.cards[second] { state.round?.computerMemory?.saw(card) }
    }

    /// Gives up: back to the title, and nothing of the game left on the clock.
    private func leave(_ store: TestStore<GameState, GameAction>) {
        store.send(.gaveUp) {
            $0.round = nil
            $0.event = .leftRound
            for index in $0.players.indices { $0.players[index].pairs = 0 }
        }
        #expect(scheduler.pendingCount == 0, "leaving cancels its flip (and the game timers)")
        store.finish()
    }

    @Test func itRemembersWhatOthersTurnedAndOnItsTurnFinishesThePairItKnowsAPaceApart() {
        let store = store([Player(name: "ann"), Player(name: "bob"), .computer(.hard)], forgetting: 0)
        deal(store)  // bat ducks bat bear pelican ducks bear pelican
        store.send(.cardFlipped(id: 0)) { flipped(&$0, 0) }
        store.send(.cardFlipped(id: 1)) { flipped(&$0, 1); $0.round?.turn = 1 }
        store.send(.cardFlipped(id: 2)) { flipped(&$0, 2) }  // bob turns ann's mismatch down
        store.send(.cardFlipped(id: 3)) { flipped(&$0, 3); $0.round?.turn = 2 }
        #expect(store.state.round?.computerMemory?.known == [0, 1, 2, 3], "it saw every face, whoever turned it")

        // Bob's mismatch shows its whole second, then the computer turns the
        // bats it saw, 0.6 s apart.
        store.advance(by: .seconds(1))
        store.receive(.clockMeasured(played: .seconds(1))) {
            $0.round?.played = .seconds(1)
            $0.event = .clockMoved(played: .seconds(1))
        }
        store.receive(.mismatchDelayElapsed) {
            $0.event = .mismatchTurnedDown
            $0.round?.cards[2].isFaceUp = false
            $0.round?.cards[3].isFaceUp = false
            $0.round?.selected = []
        }
        store.advance(by: .milliseconds(599))
        #expect(store.unreceivedActions.isEmpty)
        store.advance(by: .milliseconds(1))
        store.receive(.cardFlipped(id: 0)) { flipped(&$0, 0) }
        store.advance(by: .milliseconds(400))
        store.receive(.clockMeasured(played: .seconds(2))) {
            $0.round?.played = .seconds(2)
            $0.event = .clockMoved(played: .seconds(2))
        }
        store.advance(by: .milliseconds(200))
        store.receive(.cardFlipped(id: 2)) {
            flipped(&$0, 2)
            matched(&$0, 0, 2, by: 2)
        }
        #expect(store.state.round?.computerMemory?.known == [1, 3], "a matched pair is nothing to remember")

        // A pair goes on: its next flip is a card it has not seen.
        store.advance(by: .milliseconds(600))
        guard case .cardFlipped(let next) = store.unreceivedActions.first else {
            Issue.record("no flip after a pair: \(store.unreceivedActions)")
            return
        }
        #expect((4...7).contains(next), "not matched (0, 2), not a card it knows without its partner (1, 3)")
        store.receive(.cardFlipped(id: next)) { flipped(&$0, next) }
        leave(store)
    }

    @Test func aDailyDealGivesItAMemoryOfThatBoardAndAResumedGameKeepsWhatItKnew() throws {
        let lineup = [Player(name: "ann"), .computer(.hard)]
        // Left with 2×6 cards from an earlier game, its memory must not
        // carry over to a daily deal of the easy board, nor stay empty.
        let big = Board(rows: 2, columns: 6)!
        let earlier = Store(initialState: GameState(board: big, players: lineup), reducer: GameReducer.reducer,
                            middleware: [ComputerOpponent().middleware], scheduler: scheduler)
        earlier.send(.deckDealt(animals: Deck.shuffled(big, seed: 3), seed: 3))
        earlier.send(.cardFlipped(id: 11))
        #expect(earlier.state.round?.computerMemory?.known == [11])
        earlier.send(.gaveUp)

        let daily = store(lineup, forgetting: 0, withGameLogic: false)
        daily.send(.dailyDealt(animals: namedEasyDeck, seed: 5, date: "2026-11-23")) {
            $0.round = Round(board: $0.board, players: $0.players, animals: namedEasyDeck, seed: 5, daily: "2026-11-23")
            $0.lastSeed = 5
            $0.dailiesDealt = [DailyGame(date: "2026-11-23", board: $0.board)]
        }
        #expect(daily.state.round?.computerMemory?.seen.count == 8 && daily.state.round?.computerMemory?.known.isEmpty == true)
        daily.send(.cardFlipped(id: 6)) { flipped(&$0, 6) }
        #expect(daily.state.round?.computerMemory?.known == [6], "it learns the daily board")
        daily.skipPendingEffects()

        // Resumed from a journal by a later run: the journal's actions fold
        // back to the game and to what the computer knew of it.
        let journal = JournaledGame(board: .easy, players: lineup,
                                    actions: [.deckDealt(animals: namedEasyDeck, seed: 5), .cardFlipped(id: 6), .cardFlipped(id: 4)])
        var title = GameState(board: .easy, players: lineup)
        title.waitingGame = try #require(journal.resumable)
        #expect(title.waitingGame?.computerMemory?.known == [4, 6], "the fold gives back what it had seen")
        let resumed = Store(initialState: title, reducer: GameReducer.reducer,
                            middleware: [ComputerOpponent().middleware], scheduler: scheduler)
        resumed.send(.resumeTapped)
        #expect(resumed.state.round?.computerMemory == journal.state.round?.computerMemory, "it goes on knowing the same")
        // Its turn came (ann's mismatch passed it): its flip is the shared scheduler's.
        daily.skipPendingEffects()
    }

    @Test func aComputerThatForgetsEverythingKnowsNothingOnceTheTurnPasses() {
        let store = store([Player(name: "ann"), .computer(.easy)], forgetting: 1000, withGameLogic: false)
        deal(store)
        store.send(.cardFlipped(id: 0)) { flipped(&$0, 0) }
        #expect(store.state.round?.computerMemory?.known == [0], "seen in the turn")
        store.send(.cardFlipped(id: 1)) { flipped(&$0, 1); $0.round?.turn = 1 }
        #expect(store.state.round?.computerMemory?.known.isEmpty == true, "forgotten as the turn passed")
        #expect(scheduler.pendingCount == 1, "its flip is coming all the same")
        leave(store)
    }

    @Test func withoutGameLogicItWaitsOutTheMismatchAndItsFlipTurnsItDown() throws {
        let store = store([Player(name: "ann"), .computer(.hard)], forgetting: 0, withGameLogic: false)
        deal(store)
        store.send(.cardFlipped(id: 0)) { flipped(&$0, 0) }
        store.send(.cardFlipped(id: 1)) { flipped(&$0, 1); $0.round?.turn = 1 }
        store.advance(by: .milliseconds(1599))
        #expect(store.unreceivedActions.isEmpty, "the delay and then the pace")
        store.advance(by: .milliseconds(1))
        guard case .cardFlipped(let id) = store.unreceivedActions.first else {
            Issue.record("the computer did not flip: \(store.unreceivedActions)")
            return
        }
        #expect(![0, 1].contains(id), "never a face-up card")
        store.receive(.cardFlipped(id: id)) { flipped(&$0, id) }
        leave(store)
    }

    @Test(arguments: ["pause", "help", "too small", "give up?"])
    func itDoesNotFlipWhileThePersonCannotWatchAndGoesOnAPaceAfter(_ stop: String) {
        let store = store([.computer(.hard), Player(name: "ann")], opponent: ComputerOpponent(),
                          withGameLogic: false)
        deal(store)  // the computer moves first: its flip is due at 0.6 s
        store.advance(by: .milliseconds(300))
        let (halt, resume): (GameAction, GameAction) = switch stop {
        case "pause": (.pauseToggled, .pauseToggled)
        case "help": (.helpToggled, .helpToggled)
        case "give up?": (.giveUpAsked, .giveUpDeclined)
        default: (.terminalFitChanged(fits: false), .terminalFitChanged(fits: true))
        }
        store.send(halt) {
            switch stop {
            case "pause": $0.round?.phase = .paused; $0.event = .paused(true)
            case "help": $0.dialog = .help
            case "give up?": $0.dialog = .giveUpQuestion
            default: $0.terminalFits = false
            }
        }
        store.advance(by: .seconds(10))
        #expect(store.unreceivedActions.isEmpty, "no flip while it cannot be watched")
        store.send(resume) {
            $0.round?.phase = .playing
            $0.dialog = nil
            $0.terminalFits = true
            $0.event = stop == "pause" ? .paused(false) : nil
        }
        store.advance(by: .milliseconds(599))
        #expect(store.unreceivedActions.isEmpty)
        store.advance(by: .milliseconds(1))
        #expect(store.unreceivedActions.count == 1, "it goes on a pace after")
        guard case .cardFlipped(let id) = store.unreceivedActions.first else { return }
        store.receive(.cardFlipped(id: id)) { flipped(&$0, id) }
        leave(store)
    }

    @Test func givingUpDuringItsTurnCancelsItsFlip() {
        let store = store([.computer(.hard), Player(name: "ann")], opponent: ComputerOpponent(), withGameLogic: false)
        deal(store)
        #expect(scheduler.pendingCount == 1)
        leave(store)
        store.advance(by: .seconds(5))
        #expect(store.unreceivedActions.isEmpty)
    }

    @Test func aGameWithNoComputerGetsNoAnswerFromIt() {
        let store = store([Player(name: "ann"), Player(name: "bob")], withGameLogic: false)
        deal(store)
        store.send(.cardFlipped(id: 0)) { flipped(&$0, 0) }
        store.send(.cardFlipped(id: 1)) { flipped(&$0, 1); $0.round?.turn = 1 }
        #expect(scheduler.pendingCount == 0)
        #expect(store.state.round?.computerMemory == nil, "a game with no computer has no computer's memory")
        store.finish()
    }
}
