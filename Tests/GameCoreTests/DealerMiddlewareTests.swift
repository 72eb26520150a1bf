import GameCore
import StoreCore
import Synchronization
import Testing

@Suite struct DealerMiddlewareTests {
    @Test func startOnTheTitleDealsTheSeededDeckAsOneAction() {
        let link = DealerMiddleware(seed: 42).middleware
        let title = GameState(board: .medium)
        #expect(link.handle(.startTapped, title, title)
            == .send(.deckDealt(animals: Deck.shuffled(.medium, seed: 42), seed: 42)))
    }

    @Test func startOffTheTitleDealsNothingAndKeepsTheSeed() {
        let link = DealerMiddleware(seed: 42).middleware
        var playing = GameState(board: .easy)
        playing.round = Round(board: playing.board, players: playing.players, animals: [], seed: nil)
        #expect(link.handle(.startTapped, playing, playing) == .none)
        let title = GameState(board: .easy)
        #expect(link.handle(.startTapped, title, title) == .send(.deckDealt(animals: Deck.shuffled(.easy, seed: 42), seed: 42)))
    }

    @Test func everyOtherActionIsLeftAlone() {
        let link = DealerMiddleware(seed: 1).middleware
        let title = GameState()
        for action: GameAction in [.launched, .boardChosen(.hard), .gaveUp, .playAgainTapped,
                                   .backToTitleTapped, .cardFlipped(id: 0)] {
            #expect(link.handle(action, title, title) == .none)
        }
    }

    @Test func playAgainThatLeftTheWinScreenDealsTheNextSeedOnTheSameDifficulty() {
        let link = DealerMiddleware(seed: 42, sequence: true).middleware
        var won = GameState(board: .hard)
        won.round = Round(board: won.board, players: won.players, animals: [], seed: nil)
        won.round?.phase = .won
        let title = GameState(board: .hard)
        #expect(link.handle(.playAgainTapped, won, title)
            == .send(.deckDealt(animals: Deck.shuffled(.hard, seed: 42), seed: 42)))
        #expect(link.handle(.backToTitleTapped, won, title) == .none, "back to the title deals nothing")
        var playing = title
        playing.round = Round(board: title.board, players: title.players, animals: [], seed: nil)
        #expect(link.handle(.playAgainTapped, playing, playing) == .none, "ignored by the rules, so no deal")
        // Which deal is next is the state's: one ordinary game dealt.
        var dealtOnce = title
        dealtOnce.ordinaryDeals = 1
        #expect(link.handle(.startTapped, dealtOnce, dealtOnce)
            == .send(.deckDealt(animals: Deck.shuffled(.hard, seed: 43), seed: 43)))
    }

    @Test func theReducerCountsOrdinaryDealsNotDailyOnes() {
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .dailyDealt(animals: Deck.shuffled(.easy, seed: 5), seed: 5, date: "2026-11-23"))
        #expect(state.ordinaryDeals == 0)
        #expect(state.dailiesDealt == [DailyGame(date: "2026-11-23", board: .easy)])
        GameReducer.reduce(&state, .gaveUp)
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(.easy, seed: 42), seed: 42))
        #expect(state.ordinaryDeals == 1)
        // A deal the rules refuse (a round in play) counts nothing.
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(.easy, seed: 43), seed: 43))
        #expect(state.ordinaryDeals == 1)
        #expect(state.dailiesDealt.count == 1)
    }

    /// `--seed 42 --seed-sequence`, `d` first: the daily deal takes no
    /// number of the sequence, so the first ordinary game is still 42.
    @Test func aDailyDealTakesNoSeedOfTheSequence() async {
        let game = GameHarness(board: .easy, chain: [DealerMiddleware(seed: 42, sequence: true,
                                                                      now: { DailyDealTests.morning }).middleware])
        game.send(.dailyTapped)
        #expect(game.state.round?.daily != nil)
        game.send(.gaveUp)
        await game.settle()
        game.start()
        #expect(game.state.round?.seed == 42)
        game.send(.gaveUp)
        await game.settle()
        game.start()
        #expect(game.state.round?.seed == 43)
    }

    /// Issue 36: `host --seed N` dealt game 2 from N+1, which game 1's
    /// reveal had just told every joiner. A seed deals the first game only.
    @Test func aGivenSeedDealsTheFirstGameAndEachLaterGameAFreshRandomSeed() async {
        let drawn = Drawn()
        let game = GameHarness(board: .medium, chain: [DealerMiddleware(seed: 42, drawSeed: { drawn.next() }).middleware])
        var seeds: [UInt64?] = []
        for _ in 0..<3 {
            game.start()
            seeds.append(game.state.round?.seed)
            game.send(.gaveUp)
            await game.settle()
        }
        #expect(seeds == [42, 9001, 9002])
    }

    /// The draws a test hands the dealer, in order.
    final class Drawn: @unchecked Sendable {
        private var last: UInt64 = 9000
        func next() -> UInt64 { last += 1; return last }
    }

    @Test func aSeedSequenceDealsTheFirstGameAndEachLaterGameTheNextNumber() async {
        let game = GameHarness(board: .medium, chain: [DealerMiddleware(seed: 42, sequence: true).middleware])
        var seeds: [UInt64?] = []
        for _ in 0..<3 {
            game.start()
            seeds.append(game.state.round?.seed)
            #expect(game.state.round?.cards.map(\.animal) == Deck.shuffled(.medium, seed: game.state.round!.seed!))
            game.send(.gaveUp)
            await game.settle()
        }
        #expect(seeds == [42, 43, 44])
    }

    @Test func theLargestSeedIsFollowedByZero() async {
        let game = GameHarness(board: .easy, chain: [DealerMiddleware(seed: .max, sequence: true).middleware])
        game.start()
        game.send(.gaveUp)
        await game.settle()
        game.start()
        #expect(game.state.round?.seed == 0)
    }

    @Test func withoutASeedEachGameDrawsOneAndKeepsItInState() async {
        let draws = Mutex<[UInt64]>([9_001, 31])
        let link = DealerMiddleware(seed: nil, drawSeed: { draws.withLock { $0.removeFirst() } }).middleware
        let game = GameHarness(board: .hard, chain: [link])
        game.start()
        #expect(game.state.round?.seed == 9_001)
        #expect(game.state.round?.cards.map(\.animal) == Deck.shuffled(.hard, seed: 9_001))
        game.send(.gaveUp)
        await game.settle()
        game.start()
        #expect(game.state.round?.seed == 31)
        #expect(draws.withLock { $0.isEmpty })
    }

    @Test func itDealsTheDifficultyChosenOnTheTitle() {
        let game = GameHarness(board: .medium, chain: [DealerMiddleware(seed: 3).middleware])
        game.send(.boardChosen(.easy))
        game.start()
        #expect(game.state.round?.cards.map(\.animal) == Deck.shuffled(.easy, seed: 3))
    }

    @Test func aloneItDealsAndTheReducerMatchesButNothingIsTimed() {
        let game = GameHarness(board: .easy, chain: [DealerMiddleware(seed: 7).middleware])
        game.start()
        let (first, second) = game.pair(.ducks)
        game.flip(first, second)
        game.wait(.seconds(5))
        #expect(game.state.faceUpIDs == [first, second].sorted())
        #expect(game.state.round?.cards[first].isMatched == true, "the flip itself matches the pair")
        #expect(game.state.round?.elapsedSeconds == 0, "no game timers, no clock")
    }
}
