import Foundation
import GameCore
import GameTesting
import StoreCore

/// Whole games through the full chain, as fast as the store can play them:
/// what the rules and the middleware cost, with no terminal in the way.
func gameBenchmarks() -> [Benchmark] {
    [Benchmark("game.headless", unit: "games/s", figure: { headlessGameRate() }),
     Benchmark("store.instructions.game", unit: "instructions/action") { try gameInstructionsPerAction() }]
        + headlessBoards.map { board in
            Benchmark("game.headless.\(board.rows)x\(board.columns)", unit: "instructions/game") { try gameInstructionsPerGame(board) }
        }
}

/// The boards of the `game.headless.RxC` lines: the smallest and the
/// largest, the three presets' sizes, the squares between, and the longest
/// and widest thin ones, twelve of the 96 boards from 2×2 to 12×12 (each
/// takes callgrind a few seconds to a minute; docs/performance.md).
let headlessBoards: [Board] = ["2x2", "2x12", "12x2", "2x4", "3x4", "4x4", "4x5", "6x6", "8x8", "10x10", "11x12", "12x12"]
    .map { Board(name: $0)! }

/// Instructions per whole game on `board`, the game's alone: callgrind
/// collects only inside `gameWork` (the store's sends and its timers), not
/// in the benchmark's player, who picks each flip outside it. Two runs of
/// different lengths, subtracted, so the first game's one-off costs cancel.
private func gameInstructionsPerGame(_ board: Board) throws -> Double {
    let (short, long) = headlessRuns(board)
    let options = ["--toggle-collect=*8gameWork*"]
    let few = try callgrindInstructions(["--games", String(short), "\(board.rows)x\(board.columns)"], options: options)
    let many = try callgrindInstructions(["--games", String(long), "\(board.rows)x\(board.columns)"], options: options)
    return Double(many - few) / Double(long - short)
}

/// What one action costs in the real game: the game's state, reducer and
/// whole middleware chain (as `game.headless` plays them), in instructions
/// per action: a medium game's instructions (`game.headless.3x4`'s count)
/// over the actions the store handled in those same games, the ones the
/// chain sends itself included. The figure a player's program pays, beside
/// the store's own floor (`store.instructions.4-middleware`).
private func gameInstructionsPerAction() throws -> Double {
    let runs = headlessRuns(.medium)
    let instructions = try gameInstructionsPerGame(.medium)
    let session = HeadlessSession(board: .medium)
    let counted = ObservedCount()
    let subscription = session.store.observe { _, _ in counted.pointer.pointee += 1 }
    var atShort = 0
    withExtendedLifetime(subscription) {
        for game in 0..<runs.long {
            if game == runs.short { atShort = counted.pointer.pointee }
            session.playOneGame()
        }
    }
    let actions = Double(counted.pointer.pointee - atShort) / Double(runs.long - runs.short)
    guard actions > 0 else { throw BenchError("the headless games handled no action") }
    return instructions / actions
}

/// How many games the two counted runs of `board` play: about the same work
/// per run whatever the board (a game's flips grow with its cards).
private func headlessRuns(_ board: Board) -> (short: Int, long: Int) {
    let long = max(6, 6_000 / board.cardCount)
    return (long / 5, long)
}

/// Runs `body`, the game's own work; the one function callgrind collects
/// in for `game.headless.RxC` (`--toggle-collect`).
@inline(never)
func gameWork(_ body: () -> Void) { body() }

/// Games per second won at medium by `PerfectMemoryPlayer` through the whole
/// chain (dealer, game timers, high score on an in-memory store, quack on
/// a bell that only counts) on a `ManualScheduler`.
private func headlessGameRate(games: Int = 5_000) -> Figure {
    medianRate(operations: games) {
        let session = HeadlessSession()
        for _ in 0..<games { session.playOneGame() }
        session.check(games: games)
    }
}

/// `threeducks-bench --games N`: only N headless games, for callgrind to
/// count (docs/performance.md, *Profiling*); prints nothing.
func headlessGamesOnly(games: Int, board: Board = .medium) {
    let session = HeadlessSession(board: board)
    for _ in 0..<games { session.playOneGame() }
    session.check(games: games)
}

/// One store and its fakes, playing game after game from the title.
private final class HeadlessSession {
    let scheduler = ManualScheduler()
    let scores = InMemoryScoreStore()
    let bell = CountingBell()
    let store: Store<GameState, GameAction>
    private(set) var moves = 0

    let board: Board

    init(board: Board = .medium) {
        self.board = board
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.seed = 1
        configuration.seedSequence = true  // the same games every run
        configuration.scoreStore = scores
        configuration.bell = bell
        configuration.bellStyle = .visual
        // A fixed date: reading the clock is not what is measured.
        configuration.now = { Date(timeIntervalSince1970: 1_800_000_000) }
        // The in-memory store never waits: record inline, as 1.0 did, so
        // the rate is the rules' and not a task's per game.
        configuration.savesInBackground = false
        let store = Game.makeStore(configuration, scheduler: scheduler)
        self.store = store
        gameWork { store.send(.launched) }
    }

    /// Deals the next seed, wins, waits out the win pause, back to the title.
    func playOneGame() {
        let store = store, scheduler = scheduler
        gameWork { store.send(.startTapped) }
        var player = PerfectMemoryPlayer(cardCount: store.state.round!.cards.count)
        while store.state.round?.allMatched == false {
            let id = player.nextFlip(selected: store.state.round!.selected)
            gameWork { store.send(.cardFlipped(id: id)) }
            player.saw(id, store.state.round!.cards[id])
        }
        gameWork { scheduler.advance(by: .seconds(1)) }
        moves += store.state.round!.moves
        precondition(store.state.screen == .won && store.state.round!.isScoreSaved, "a headless game was not won")
        gameWork { store.send(.backToTitleTapped) }
    }

    /// Fails loudly if the chain skipped work: a measurement of less work
    /// than it claims is worse than none.
    func check(games: Int) {
        precondition(scores.recordCount == games, "every win is recorded")
        precondition(bell.rings >= games, "each game turns the ducks up at least once")
        precondition(moves >= games * board.cardCount, "at least one move per card")
    }
}

/// A player who never forgets a face it has seen and never looks at one it
/// has not: it finishes a known pair first, then turns up unknown cards.
/// A mismatch is turned down by the next flip (the third-flip rule), so the
/// player never waits for the mismatch delay.
struct PerfectMemoryPlayer {
    private var seen: [Animal?]
    private var matched: [Bool]

    init(cardCount: Int) {
        seen = Array(repeating: nil, count: cardCount)
        matched = Array(repeating: false, count: cardCount)
    }

    /// Notes what a flip showed.
    mutating func saw(_ id: Int, _ card: Card) {
        seen[id] = card.animal
        if card.isMatched {
            for other in seen.indices where seen[other] == card.animal { matched[other] = true }
        }
    }

    /// The card to flip given the unmatched cards face up now (`selected`).
    func nextFlip(selected: [Int]) -> Int {
        if selected.count == 1, let partner = knownPartner(of: selected[0]) { return partner }
        if selected.count != 1, let pair = knownPair(besides: selected) { return pair }
        return seen.indices.first { seen[$0] == nil && !selected.contains($0) }
            ?? seen.indices.first { !matched[$0] && !selected.contains($0) }!
    }

    private func knownPartner(of id: Int) -> Int? {
        seen.indices.first { $0 != id && !matched[$0] && seen[$0] != nil && seen[$0] == seen[id] }
    }

    /// A card, not one of `selected`, of an unmatched pair whose two faces
    /// are both known. (A face-up card cannot be flipped; its partner can,
    /// and that flip turns a shown mismatch down.)
    private func knownPair(besides selected: [Int]) -> Int? {
        seen.indices.first { id in
            !matched[id] && seen[id] != nil && !selected.contains(id) && knownPartner(of: id) != nil
        }
    }
}
