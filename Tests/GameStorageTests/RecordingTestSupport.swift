import Foundation
import GameCore
import GameStorage
import GameTesting
import StoreCore

/// Lines written by a recorder, kept in memory.
final class RecordingLineSink {
    var lines: [String] = []
    /// Fail every write from this line on (1-based), to test I/O errors.
    var failFromLine: Int?

    func write(_ line: String) throws {
        if let failFromLine, lines.count + 1 >= failFromLine {
            throw POSIXError(.ENOSPC)
        }
        lines.append(line)
    }

    /// The file as it would be on disk.
    var text: String { lines.map { $0 + "\n" }.joined() }
}

/// A game played through the whole chain (dealer, game timers, high score
/// with an in-memory store, quack with a counting bell) on a manual clock,
/// recorded in memory, by a player who never forgets a card.
final class RecordedSession {
    let scheduler = ManualScheduler()
    let scores: InMemoryScoreStore
    let bell = CountingBell()
    let sink = RecordingLineSink()
    let configuration: Game.Configuration
    let recorder: GameRecorder
    let store: Store<GameState, GameAction>
    /// The recorded time and the state after each handled action.
    private(set) var snapshots: [(offset: Duration, state: GameState)] = []
    private var subscription: Subscription?

    /// A player's pause between two flips.
    static let think = Duration.milliseconds(700)

    /// `table`: the scores the program finds at launch; `players`: who
    /// takes turns (none: the solo game).
    init(_ board: Board, seed: UInt64, scores table: ScoreTable = ScoreTable(), players: [Player] = []) throws {
        scores = InMemoryScoreStore(table)
        var configuration = Game.Configuration.inline(board, seed: seed, players: players,
                                                      now: Date(timeIntervalSince1970: 1_800_000_000), bell: bell)
        configuration.scoreStore = scores
        self.configuration = configuration
        recorder = try GameRecorder(header: RecordingHeader(configuration: configuration), write: sink.write)
        store = Game.makeStore(configuration, scheduler: scheduler,
                               extra: [recorder.middleware(scheduler: scheduler)])
        subscription = store.observe { [unowned self] _, new in
            snapshots.append((scheduler.now, new))
        }
    }

    func send(_ action: GameAction) { store.send(action) }

    func wait(_ duration: Duration) { scheduler.advance(by: duration) }

    /// Launches the program and starts a game.
    func launchAndStart() {
        send(.launched)
        wait(.milliseconds(1500))
        send(.startTapped)
        wait(Self.think)
    }

    /// Flips a card and thinks a moment.
    func flip(_ id: Int) {
        send(.cardFlipped(id: id))
        wait(Self.think)
    }

    /// Pauses the game, waits, and resumes it.
    func pause(for duration: Duration) {
        send(.pauseToggled)
        wait(duration)
        send(.pauseToggled)
    }

    /// Finds every remaining pair, two flips each, and waits for the win screen.
    func playPerfectly() {
        let unmatched = (store.state.round?.cards ?? []).filter { !$0.isMatched }
        for animal in Animal.allCases {
            for card in unmatched where card.animal == animal { flip(card.id) }
        }
        wait(.seconds(1))
    }

    /// Flips the two cards of the first face-down animal: a pair.
    func flipPair() {
        let down = (store.state.round?.cards ?? []).filter { !$0.isFaceUp && !$0.isMatched }
        guard let first = down.first, let second = down.first(where: { $0.animal == first.animal && $0.id != first.id })
        else { return }
        flip(first.id)
        flip(second.id)
    }

    /// Flips two face-down cards of different animals and waits for them to turn down.
    func flipMismatch() {
        let down = (store.state.round?.cards ?? []).filter { !$0.isFaceUp && !$0.isMatched }
        guard let first = down.first, let second = down.first(where: { $0.animal != first.animal }) else { return }
        flip(first.id)
        flip(second.id)
        wait(configuration.mismatchDelay)
    }

    /// A game launched, played perfectly to the win screen, recorded and read back.
    static func perfectGame(_ board: Board, seed: UInt64) throws -> (RecordedSession, Recording) {
        let session = try RecordedSession(board, seed: seed)
        session.launchAndStart()
        session.playPerfectly()
        return (session, try session.finishAndRead())
    }

    /// Ends the recording and reads it back.
    func finishAndRead() throws -> Recording {
        try recorder.finish()
        return try RecordingReader.parse(sink.text)
    }
}
