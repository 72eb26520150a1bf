import GameCore
import GameTesting
import StoreCore
import StoreTesting
import Testing

/// Whole games, launch to the title again, through the full chain.
@Suite struct WholeGameTests {
    @Test func anEasyGameStepByStepWithEveryChangeAsserted() async {
        let scores = InMemoryScoreStore()
        let bell = CountingBell()
        let scheduler = ManualScheduler()
        let store = TestStore(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                              middleware: Game.middleware(.testing(.easy, seed: 7, scores: scores, bell: bell),
                                                          scheduler: scheduler),
                              scheduler: scheduler)
        let deck: [Animal] = [.pelican, .bear, .pelican, .bat, .ducks, .bear, .bat, .ducks]
        #expect(Deck.shuffled(.easy, seed: 7) == deck)

        store.send(.launched)
        store.receive(.scoresLoaded(ScoreTable(), warning: nil))
        store.send(.startTapped)
        store.receive(.deckDealt(animals: deck, seed: 7)) {
            $0.round = Round(board: $0.board, players: $0.players, animals: deck, seed: 7)
            $0.lastSeed = 7
            $0.ordinaryDeals = 1
        }

        // A mismatch: the first flip starts the clock; pelican and bear turn
        // down together with its first second.
        flip(store, 0)
        flip(store, 1)
        store.advance(by: .seconds(1))
        store.receive(.clockMeasured(played: .seconds(1))) {
            $0.round?.played = .seconds(1)
            $0.event = .clockMoved(played: .seconds(1))
        }
        store.receive(.mismatchDelayElapsed) {
            $0.event = .mismatchTurnedDown
            $0.round?.cards[0].isFaceUp = false
            $0.round?.cards[1].isFaceUp = false
            $0.round?.selected = []
        }

        // Every pair, ducks last.
        for (first, second) in [(0, 2), (1, 5), (3, 6)] {
            flip(store, first)
            flip(store, second) { match(&$0, first, second) }
        }
        flip(store, 4)
        store.receive(.quacked) { $0.isQuacking = true; $0.event = nil }
        flip(store, 7) { match(&$0, 4, 7) }
        // The clock stops at the last match, measured: still 1 s, no change.
        store.receive(.clockMeasured(played: .seconds(1))) { $0.event = nil }
        store.receive(.quacked)
        store.assertPerformed([BellWork.ring(.audible), .ring(.audible)])
        #expect(bell.rings == 2)

        // The win pause, then the win screen and the score.
        store.advance(by: .milliseconds(599))
        #expect(store.unreceivedActions.isEmpty)
        store.advance(by: .milliseconds(1))
        store.receive(.winDelayElapsed) { $0.round?.phase = .won; $0.event = .won }
        #expect(scores.recordCount == 0, "the save waits for its task")
        await store.runTasks()
        let record = ScoreRecord(name: "player", moves: 10, seconds: 1, date: testDate, seed: 7, board: .easy,
                                 milliseconds: 1000)
        store.receive(.scoreRecorded(ScoreTable([record]), isNewBest: true)) {
            $0.scores = ScoreTable([record])
            $0.round?.isNewBest = true
            $0.round?.isScoreSaved = true
            $0.event = nil
        }
        store.advance(by: .milliseconds(600))
        store.receive(.quackFaded) { $0.isQuacking = false }

        // Play again: through the title, the next seed's deal at once.
        store.send(.playAgainTapped) {
            $0.round = nil
            $0.event = .leftRound
        }
        let next = Deck.shuffled(.easy, seed: 8)
        store.receive(.deckDealt(animals: next, seed: 8)) {
            $0.round = Round(board: $0.board, players: $0.players, animals: next, seed: 8)
            $0.lastSeed = 8
            $0.ordinaryDeals = 2
            $0.event = nil
        }
        store.send(.backToTitleTapped)
        store.send(.gaveUp) {
            $0.round = nil
            $0.event = .leftRound
        }
        store.advance(by: .seconds(10))
        store.finish()
        #expect(store.scheduler.pendingCount == 0)
        #expect(scores.table.allRecords == [record])
    }

    /// Flips a card that is face down: it turns up, is selected, counts a
    /// move, takes the highlight; then `also` (the match it completes); and
    /// the reducer says so: a first card, a mismatch, a pair or the last pair.
    private func flip(_ store: TestStore<GameState, GameAction>, _ id: Int,
                      also: (inout GameState) -> Void = { _ in }) {
        store.send(.cardFlipped(id: id)) {
            $0.round?.cards[id].isFaceUp = true
            $0.round?.selected.append(id)
            $0.round?.moves += 1
            $0.round?.focus = id
            $0.round?.notice = nil
            also(&$0)
            guard let round = $0.round else { return }
            let result: GameEvent.Flip.Result = switch round.selected.count {
            case 1: .first
            case 2: .mismatch
            default: round.allMatched ? .lastPair : .pair
            }
            $0.event = .turned(GameEvent.Flip(card: id, face: round.cards[id].animal, result: result))
        }
    }

    private func match(_ state: inout GameState, _ first: Int, _ second: Int) {
        state.round?.cards[first].isMatched = true
        state.round?.cards[second].isMatched = true
        state.round?.selected = []
        state.round?.players[0].pairs += 1
        state.round?.notice = .pair
    }

    @Test(arguments: Board.presets)
    func aPerfectGameIsWonAtEveryDifficultyInOneMovePerCard(_ board: Board) async {
        let scores = InMemoryScoreStore()
        let game = GameHarness(.testing(board, seed: 1_000, scores: scores))
        game.send(.launched)
        await game.settle()
        game.start()
        game.wait(.milliseconds(2500))
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        #expect(game.state.round?.allMatched == true)
        #expect(game.state.round?.cards.count == board.cardCount)
        #expect(game.state.round?.moves == board.cardCount)
        #expect(game.state.round?.elapsedSeconds == 0, "the clock starts with the first flip, and flips take no time")
        #expect(scores.table.best(for: board)?.moves == board.cardCount)
        #expect(game.state.round?.isNewBest == true)
    }

    @Test(arguments: Board.presets)
    func aSessionOfGamesDealsTheNextSeedEachTimeAndKeepsTheBest(_ board: Board) async {
        let scores = InMemoryScoreStore()
        let game = GameHarness(.testing(board, seed: 50, scores: scores))
        for round in 0..<3 {
            game.start()
            #expect(game.state.round?.seed == 50 + UInt64(round))
            for _ in 0..<(2 - round) {
                let (first, second) = game.mismatch()
                game.flip(first, second)
                game.wait(.seconds(1))
            }
            await game.playPerfectly()
            #expect(game.state.screen == .won)
            #expect(game.state.round?.isNewBest == true, "each round wastes two moves fewer than the last")
            game.send(.playAgainTapped)
        }
        #expect(scores.table.ranking(for: board).map(\.seed) == [52, 51, 50])
    }
}
