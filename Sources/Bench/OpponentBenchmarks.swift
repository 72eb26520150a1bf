import Foundation
import GameCore
import StoreCore

/// The computer opponent's strength: its wins per game at each level
/// against a player who flips at random and one who never forgets. A
/// figure of play, not of speed; what the levels are tuned by.
func opponentBenchmarks() -> [Benchmark] {
    ComputerLevel.allCases.flatMap { level in
        [
            Benchmark("opponent.\(level.rawValue).vs-random", unit: "wins/game") {
                computerWinsPerGame(level, against: { RandomPlayer(seed: $0) })
            },
            Benchmark("opponent.\(level.rawValue).vs-perfect", unit: "wins/game") {
                computerWinsPerGame(level, against: { _ in PerfectPlayer(cardCount: Board.medium.cardCount) })
            },
        ]
    }
}

/// The games a line plays, one per deal seed from 1.
let opponentGames = 1_000

/// The computer's wins per game over `games` medium games, a draw counting
/// half, against the player `opponent(seed)` makes for each deal. The
/// person sits first, as with `--vs`; the computer plays through the whole
/// chain on a `ManualScheduler`, each flip on its own timer.
func computerWinsPerGame(_ level: ComputerLevel, games: Int = opponentGames,
                         against opponent: (UInt64) -> any BenchPlayer) -> Double {
    var wins = 0.0
    for seed in 1...UInt64(games) {
        let end = playAgainstComputer(level, seed: seed, person: opponent(seed))
        // The round's players hold the pairs; `players` is the title's lineup,
        // whose pairs are always 0 (reading it made every game a draw, 0.50).
        guard let players = end.round?.players else { preconditionFailure("game \(seed) was never dealt") }
        let computer = players[1].pairs, person = players[0].pairs
        wins += computer > person ? 1 : computer == person ? 0.5 : 0
    }
    return wins / Double(games)
}

/// One medium game dealt from `seed`, played to its last match.
private func playAgainstComputer(_ level: ComputerLevel, seed: UInt64, person: any BenchPlayer) -> GameState {
    var configuration = Game.Configuration()
    configuration.board = .medium
    configuration.seed = seed
    configuration.seedSequence = true  // the same games every run
    configuration.players = [Player(name: "bench"), .computer(level)]
    let scheduler = ManualScheduler()
    let store = Game.makeStore(configuration, scheduler: scheduler)
    var person = person
    // The person sees every card turned up, the computer's too.
    let watching = store.observe { old, new in
        for card in new.round?.cards ?? [] where card.isFaceUp && !(old.round?.cards.indices.contains(card.id) == true && old.round!.cards[card.id].isFaceUp) {
            person.saw(card)
        }
    }
    store.send(.startTapped)
    while store.state.round?.allMatched == false {
        if store.state.isComputersTurn {
            guard let due = scheduler.nextDue else { preconditionFailure("the computer's turn with nothing due") }
            scheduler.advance(by: due - scheduler.now)
        } else {
            store.send(.cardFlipped(id: person.nextFlip(in: store.state)))
        }
    }
    watching.cancel()
    return store.state
}

/// A person the benchmark plays the computer with.
protocol BenchPlayer {
    /// A card turned face up (by anyone), as it is after that flip.
    mutating func saw(_ card: Card)
    /// The card to flip in `state`: one `state.acceptsFlip(of:)`.
    mutating func nextFlip(in state: GameState) -> Int
}

/// Flips a face-down card at random, remembering nothing.
struct RandomPlayer: BenchPlayer {
    private var generator: SplitMix64

    /// Draws from its own stream, apart from the deal's and the computer's.
    init(seed: UInt64) { generator = SplitMix64(seed: ~seed) }

    mutating func saw(_ card: Card) {}

    mutating func nextFlip(in state: GameState) -> Int {
        let round = state.round!
        let turnable = round.cards.indices.filter(round.acceptsFlip(of:))
        return turnable[Int(generator.uniform(below: UInt64(turnable.count)))]
    }
}

/// `PerfectMemoryPlayer` (game.headless's player) at a shared table: it
/// remembers every face anyone turns up.
struct PerfectPlayer: BenchPlayer {
    private var memory: PerfectMemoryPlayer

    init(cardCount: Int) { memory = PerfectMemoryPlayer(cardCount: cardCount) }

    mutating func saw(_ card: Card) { memory.saw(card.id, card) }

    func nextFlip(in state: GameState) -> Int { memory.nextFlip(selected: state.round!.selected) }
}
