import Foundation
import GameCore
import GameTesting
import StoreCore

/// A score store whose every call fails, to test a scores file that cannot be read.
final class UnreadableScoreStore: ScoreStore {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "disk on fire" }
    }

    func load() throws -> ScoreLoad { throw Broken() }
    func record(_ record: ScoreRecord) throws -> ScoreTable { throw Broken() }
}

/// The date every test record is made on.
let testDate = Date(timeIntervalSince1970: 1_800_000_000)

extension Game.Configuration {
    /// Every port faked: a fixed seed and date, scores in memory, a counting bell.
    static func testing(
        _ board: Board = .medium, seed: UInt64? = 42,
        scores: InMemoryScoreStore? = InMemoryScoreStore(), bell: CountingBell? = CountingBell()
    ) -> Game.Configuration {
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.seed = seed
        // A session of games is a test's to know: seed, seed+1, … (`--seed-sequence`).
        configuration.seedSequence = true
        configuration.scoreStore = scores
        configuration.bell = bell
        configuration.now = { testDate }
        configuration.drawSeed = { 777 }
        return configuration
    }
}

/// A plain store on a manual clock, with the moves a test needs to name.
final class GameHarness {
    let scheduler: ManualScheduler
    let store: Store<GameState, GameAction>

    /// The whole chain built from `configuration`, minus the links named in `removing`.
    convenience init(_ configuration: Game.Configuration = .testing(), removing: Set<String> = []) {
        let scheduler = ManualScheduler()
        self.init(board: configuration.board, players: configuration.players, scheduler: scheduler,
                  chain: Game.middleware(configuration, scheduler: scheduler).removing(removing))
    }

    /// A store with exactly this chain.
    init(board: Board = .medium, players: [Player] = [], scheduler: ManualScheduler = ManualScheduler(),
         chain: [Middleware<GameState, GameAction>]) {
        self.scheduler = scheduler
        store = Store(initialState: GameState(board: board, players: players), reducer: GameReducer.reducer,
                      middleware: chain, scheduler: scheduler)
    }

    var state: GameState { store.state }

    func send(_ action: GameAction) { store.send(action) }

    func wait(_ duration: Duration) { scheduler.advance(by: duration) }

    /// Runs the async work the links started (a score load or save, a
    /// history append), as the run loop would once it finished.
    func settle() async { await scheduler.runTasks() }

    func flip(_ ids: Int...) { for id in ids { send(.cardFlipped(id: id)) } }

    /// Starts a game from the title: the board middleware deals it.
    func start() { send(.startTapped) }

    /// Starts a game with this deck, as the board middleware would.
    func deal(_ animals: [Animal], seed: UInt64 = 1) { send(.deckDealt(animals: animals, seed: seed)) }

    /// The two cards of `animal`.
    func pair(_ animal: Animal) -> (Int, Int) { state.pair(animal) }

    /// Two face-down cards of different animals.
    func mismatch() -> (Int, Int) { state.mismatch() }

    /// Flips every remaining pair, two flips each, waits past the win pause,
    /// and lets the score and history saves finish.
    func playPerfectly() async {
        for animal in Animal.allCases where state.round!.cards.contains(where: { $0.animal == animal && !$0.isMatched }) {
            let (first, second) = pair(animal)
            flip(first, second)
        }
        wait(.seconds(1))
        await settle()
    }
}

extension GameState {
    /// The two cards of `animal`.
    func pair(_ animal: Animal) -> (Int, Int) {
        let ids = round!.cards.filter { $0.animal == animal }.map(\.id)
        return (ids[0], ids[1])
    }

    /// Two face-down cards of different animals.
    func mismatch() -> (Int, Int) {
        let down = round!.cards.filter { !$0.isFaceUp && !$0.isMatched }
        let first = down[0]
        return (first.id, down.first { $0.animal != first.animal }!.id)
    }

    /// Ids of the cards face up.
    var faceUpIDs: [Int] { round?.cards.filter(\.isFaceUp).map(\.id) ?? [] }
}

/// A ranked record for table tests.
func score(
    _ moves: Int, seconds: Int = 30, name: String = "ann", seed: UInt64 = 1,
    board: Board = .medium, date: Date = testDate
) -> ScoreRecord {
    ScoreRecord(name: name, moves: moves, seconds: seconds, date: date, seed: seed, board: board)
}

/// A last link that keeps every action the store handled, in order.
/// Sendable by hand: the store calls it on the test's thread, which alone
/// reads it.
final class ActionSpy: @unchecked Sendable {
    private(set) var actions: [GameAction] = []

    var middleware: Middleware<GameState, GameAction> {
        Middleware("spy") { [self] action, _, _ in
            actions.append(action)
            return .none
        }
    }
}
