import Foundation
import GameCore
import GameStorage
import GameTesting
import StoreCore
import Testing

/// Writes one of each file a player keeps, with this build's code: the
/// whole chain with the real file stores (`FileScoreStore`,
/// `FileHistoryStore`, `FileJournal`, `GameRecorder` on a path), played on a
/// manual clock. It made the files of Tests/Fixtures/*/1.1.0 and
/// Recordings/v2-1.1.0 (docs/record-format.md, journal.md, history.md,
/// scores.md), which are kept as written and never regenerated: they pin
/// what 1.1.0 wrote. A later version may run it to keep its own files:
///
///     THREEDUCKS_WRITE_TODAYS_FILES=/tmp/files swift test --filter TodaysFilesWriter
///
/// It writes only into that directory, which must not exist yet; copy the
/// files into a new fixture folder by hand.
/// Where `TodaysFilesWriter` writes, or nil to write nothing.
private let todaysFilesDirectory = ProcessInfo.processInfo.environment["THREEDUCKS_WRITE_TODAYS_FILES"]

@Suite(.enabled(if: todaysFilesDirectory != nil, "set THREEDUCKS_WRITE_TODAYS_FILES to write the files"))
struct TodaysFilesWriter {
    /// 2026-11-24T12:00:00Z: every score and history date, and the daily deal's.
    static let now = Date(timeIntervalSince1970: 1_795_521_600)

    /// One run of the program: the chain `PlayCommand` assembles, with the
    /// data files in `data` and, when `record` names a file, a recorder.
    final class Run {
        let store: Store<GameState, GameAction>
        let scheduler = ManualScheduler()
        let recorder: GameRecorder?
        let journal: FileJournal
        /// A tenth of each wait passes for real too, so the journal's times
        /// (read from the real clock) go on as a player's would.
        let takesRealTime: Bool

        init(data: String, board: Board, seed: UInt64? = nil, name: String = "ann", players: [Player] = [],
             daily: Bool = false, record: String? = nil, takesRealTime: Bool = false) throws {
            self.takesRealTime = takesRealTime
            var configuration = Game.Configuration.inline(board, seed: seed, players: players, now: TodaysFilesWriter.now)
            configuration.playerName = name
            configuration.daily = daily
            let scores = FileScoreStore(path: data + "/scores.json", now: { TodaysFilesWriter.now })
            configuration.scoreStore = scores
            configuration.historyStore = FileHistoryStore(besideScores: scores.path)
            journal = FileJournal(path: FileJournal.path(besideScores: scores.path),
                                  header: RecordingHeader(configuration: configuration), now: { TodaysFilesWriter.now })
            configuration.journal = journal
            recorder = try record.map { try GameRecorder(header: RecordingHeader(configuration: configuration), path: $0) }
            store = Game.makeStore(configuration, scheduler: scheduler,
                                   extra: [recorder?.middleware(scheduler: scheduler)].compactMap { $0 })
            store.send(.launched)
        }

        var round: Round { store.state.round! }

        func wait(_ milliseconds: Int) {
            if takesRealTime { usleep(useconds_t(milliseconds * 100)) }
            scheduler.advance(by: .milliseconds(milliseconds))
        }

        func flip(_ id: Int) {
            wait(600)
            store.send(.cardFlipped(id: id))
        }

        /// The person whose turn it is finds the first pair left.
        func findAPair() {
            let left = round.cards.filter { !$0.isMatched }
            let animal = left[0].animal
            for card in left where card.animal == animal { flip(card.id) }
        }

        /// The person whose turn it is turns up two cards that differ, and the pair goes down.
        func mismatch() {
            let left = round.cards.filter { !$0.isMatched }
            let second = left.first { $0.animal != left[0].animal }!
            flip(left[0].id)
            flip(second.id)
            wait(1100)
        }

        /// Every pair found, people by memory, the computer by itself, then the win screen.
        func playToTheWin() {
            for _ in 0..<10_000 where store.state.screen == .playing && !round.allMatched {
                if store.state.isComputersTurn { wait(100) } else { findAPair() }
            }
            wait(2000)
        }

        /// One step of a game `play` plays.
        enum Step { case mismatch, pair, giveUp, win }

        /// Starts a game, plays `steps`, and leaves.
        func play(_ steps: Step...) throws {
            store.send(.startTapped)
            for step in steps {
                switch step {
                case .mismatch: mismatch()
                case .pair: findAPair()
                case .giveUp:
                    store.send(.giveUpAsked)
                    store.send(.gaveUp)
                case .win: playToTheWin()
                }
            }
            try quit()
        }

        /// Leaves as `q` then `y` on the title does: the recording's last line written.
        func quit() throws {
            try recorder?.finish()
            journal.flush()
        }
    }

    @Test func writeTodaysFiles() throws {
        let root = try #require(todaysFilesDirectory)
        #expect(!FileManager.default.fileExists(atPath: root), "the files go into a new directory")
        let data = root + "/data", recordings = root + "/recordings", journal = root + "/journal"
        for folder in [data, recordings, journal] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        // A solo easy game with a mismatch and a pause, left on the win screen.
        do {
            let run = try Run(data: data, board: .easy, seed: 42, record: recordings + "/solo-won-easy.jsonl")
            run.wait(900)
            run.store.send(.startTapped)
            run.mismatch()
            run.findAPair()
            run.store.send(.pauseToggled)
            run.wait(3000)
            run.store.send(.pauseToggled)
            run.playToTheWin()
            #expect(run.store.state.screen == .won)
            try run.quit()
        }
        // ann and bob and the computer on medium, to the win, then back to the title.
        do {
            let run = try Run(data: data, board: .medium, seed: 11,
                              players: [Player(name: "ann"), Player(name: "bob"), .computer(.medium)],
                              record: recordings + "/players-and-computer-medium-title.jsonl")
            run.wait(700)
            run.store.send(.startTapped)
            run.mismatch()  // ann's turn passes to bob
            run.findAPair()
            run.mismatch()  // bob's passes to the computer
            run.playToTheWin()
            #expect(run.store.state.screen == .won)
            run.wait(1200)
            run.store.send(.backToTitleTapped)
            run.wait(800)
            #expect(run.store.state.screen == .title)
            try run.quit()
        }
        // More for the history and the scores: a custom board won with a seed above 2^53 - 1,
        // a medium game won, one given up, the daily deal won.
        try Run(data: data, board: Board(name: "4x6")!, seed: .max, name: "cy").play(.mismatch, .win)
        try Run(data: data, board: .medium, seed: 99, name: "dee").play(.mismatch, .mismatch, .win)
        try Run(data: data, board: .medium, seed: 7).play(.pair, .mismatch, .giveUp)
        try Run(data: data, board: .easy, daily: true).play(.win)
        // A hard game left mid-play, then discarded (n) at the next launch: abandoned.
        try Run(data: data, board: .hard, seed: 3, name: "bo").play(.pair, .mismatch)
        do {
            let run = try Run(data: data, board: .hard, name: "bo")
            #expect(run.store.state.waitingGame != nil)
            run.store.send(.waitingGameDiscarded)
            try run.quit()
        }
        // The journal of ann and bob's medium game in play: a pair, a mismatch, bob's first card up.
        do {
            let run = try Run(data: journal, board: .medium, seed: 5, players: [Player(name: "ann"), Player(name: "bob")],
                              takesRealTime: true)
            run.store.send(.startTapped)
            run.findAPair()
            run.mismatch()
            let bobsCard = run.round.cards.first { !$0.isMatched }!
            run.flip(bobsCard.id)
            run.wait(400)
            try run.quit()
        }
    }
}
