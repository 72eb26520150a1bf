import GameCore
import StoreCore
import Testing

/// Whole games against the computer through the whole chain on the manual
/// clock, and the levels' memories measured over many deals.
@Suite struct ComputerGameTests {
    /// The last link: watches every action for what the computer may not do.
    /// Sendable by hand: the store calls it on the test's thread, which
    /// alone reads it.
    final class Referee: @unchecked Sendable {
        private(set) var computerFlips = 0
        private(set) var turnsGivenBack = 0
        private(set) var complaints: [String] = []

        var middleware: Middleware<GameState, GameAction> {
            Middleware("referee") { [self] action, before, after in
                if case .cardFlipped(let id) = action, before.isComputersTurn {
                    computerFlips += 1
                    if before.round?.acceptsFlip(of: id) != true { complaints.append("flipped \(id), not face down and unmatched") }
                }
                // The title has no turn: a deal or leaving starts from seat 0.
                if (before.round?.turn ?? 0) != (after.round?.turn ?? 0) {
                    if case .cardFlipped = action, after.round?.isMismatchShowing == true {} else {
                        complaints.append("the turn passed on \(action), not on a mismatch")
                    }
                    if before.isComputersTurn { turnsGivenBack += 1 }
                }
                return .none
            }
        }
    }

    /// A game of ann (random flips from her own generator) against the
    /// computer at `level`, dealt from `seed`, played until it leaves `playing`.
    private func play(_ level: ComputerLevel, seed: UInt64, spy: ActionSpy = ActionSpy(),
                      referee: Referee = Referee()) -> GameState {
        var configuration = Game.Configuration.testing(.medium, seed: seed)
        configuration.players = [Player(name: "ann"), .computer(level)]
        let scheduler = ManualScheduler()
        let store = Game.makeStore(configuration, scheduler: scheduler, extra: [spy.middleware, referee.middleware])
        store.send(.launched)
        store.send(.startTapped)
        var ann = SplitMix64(seed: seed)
        for _ in 0..<2_000 where store.state.screen == .playing {
            guard let round = store.state.round else { break }
            if store.state.isComputersTurn || round.allMatched {
                scheduler.advance(by: .milliseconds(100))  // no key pressed: the computer plays
            } else {
                let turnable = round.cards.indices.filter(round.acceptsFlip(of:))
                store.send(.cardFlipped(id: turnable[Int(ann.uniform(below: UInt64(turnable.count)))]))
            }
        }
        return store.state
    }

    @Test(arguments: ComputerLevel.allCases)
    func aWholeGameAgainstTheComputerPlaysToTheWinScreenByTheRules(_ level: ComputerLevel) throws {
        for seed: UInt64 in 1...20 {
            let referee = Referee()
            let end = play(level, seed: seed, referee: referee)
            #expect(end.screen == .won, "seed \(seed)")
            let players = try #require(end.round, "seed \(seed)").players
            #expect(players.map(\.pairs).reduce(0, +) == Board.medium.pairCount)
            #expect(referee.complaints.isEmpty, "seed \(seed): \(referee.complaints)")
            #expect(referee.computerFlips >= 2, "it played")
            if players[0].pairs > 0 || players[1].pairs < Board.medium.pairCount {
                #expect(referee.turnsGivenBack > 0, "ann played after the computer: it gave the turn back")
            }
        }
    }

    @Test func aGameIsTheSameFromTheSameSeedAndPersonAndDiffersFromAnother() {
        let first = ActionSpy(), again = ActionSpy(), other = ActionSpy()
        _ = play(.medium, seed: 9, spy: first)
        _ = play(.medium, seed: 9, spy: again)
        _ = play(.medium, seed: 10, spy: other)
        #expect(first.actions == again.actions)
        #expect(first.actions != other.actions)
    }

    @Test func easyForgetsMostWithinAFewTurnsMediumAboutHalfAndHardNearlyNothing() {
        /// The share of six cards seen that is still remembered three turns on.
        func kept(_ level: ComputerLevel) -> Double {
            var total = 0
            for seed: UInt64 in 0..<500 {
                var memory = ComputerMemory(cardCount: 12, dealSeed: seed)
                for (id, animal) in Deck.shuffled(.medium, seed: seed).enumerated() where id < 6 {
                    memory.saw(Card(id: id, animal: animal))
                }
                for _ in 0..<3 { memory.turnPassed(forgetting: level.forgettingPerMille) }
                total += memory.known.count
            }
            return Double(total) / (500 * 6)
        }
        #expect(kept(.easy) < 0.25)
        #expect((0.35...0.65).contains(kept(.medium)))
        #expect(kept(.hard) > 0.9)
    }

    @Test func itNeverChoosesAMatchedOrFaceUpCardAndChoosesNothingWhenNoCardCanTurn() {
        var walk = SplitMix64(seed: 2026)
        for seed: UInt64 in 0..<300 {
            var state = GameState(board: .medium)
            GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(.medium, seed: seed), seed: seed))
            var memory = ComputerMemory(cardCount: 12, dealSeed: seed)
            for _ in 0..<1_000 {
                guard let id = (state.round.flatMap { memory.nextFlip(in: $0) }) else { break }
                #expect(state.round?.acceptsFlip(of: id) == true, "seed \(seed): card \(id)")
                // Someone else's random flip now and then, and a mismatch left showing.
                let next = walk.uniform(below: 3) == 0 ? Int(walk.uniform(below: 12)) : id
                guard state.round?.acceptsFlip(of: next) == true else { continue }
                GameReducer.reduce(&state, .cardFlipped(id: next))
                memory.saw(state.round!.cards[next])
                if walk.uniform(below: 4) == 0 { memory.turnPassed(forgetting: 500) }
            }
            #expect(state.round?.allMatched == true, "seed \(seed): it stops only when every card is matched")
        }
        let memory = ComputerMemory(cardCount: 12, dealSeed: 1)
        var state = GameState(board: .medium)
        #expect(state.round.flatMap { memory.nextFlip(in: $0) } == nil, "the title")
        GameReducer.reduce(&state, .deckDealt(animals: Deck.shuffled(.medium, seed: 1), seed: 1))
        GameReducer.reduce(&state, .pauseToggled)
        #expect(state.round.flatMap { memory.nextFlip(in: $0) } == nil, "paused")
    }

    @Test func withAPairKnownAndNoCardOpenItTurnsThatPairFirst() {
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .deckDealt(animals: namedEasyDeck, seed: 1))  // bat ducks bat bear …
        var memory = ComputerMemory(cardCount: 8, dealSeed: 1)
        for id in [3, 0, 6, 2] { memory.saw(state.round!.cards[id]) }  // bear, bat, bear, bat
        #expect(state.round.flatMap { memory.nextFlip(in: $0) } == 0, "the lowest card of a pair it knows both faces of")
        GameReducer.reduce(&state, .cardFlipped(id: 3))
        #expect(state.round.flatMap { memory.nextFlip(in: $0) } == 6, "its open card's partner")
    }
}
