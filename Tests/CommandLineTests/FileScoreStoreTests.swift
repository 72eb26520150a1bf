import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// The scores file: what it holds, how it is written, how bad records are
/// handled. (Corrupt files and locking have their own suites.)
@Suite struct FileScoreStoreTests {
    @Test func aRecordedScoreReadsBackExactly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"))
        let record = Scores.record("zoë 🦆", moves: 28, seconds: 125, board: .hard, seed: .max)
        let saved = try store.record(record)
        #expect(saved.ranking(for: .hard) == [record])
        let again = FileScoreStore(path: store.path)
        #expect(again.load() == ScoreLoad(table: ScoreTable([record])))
    }

    @Test func theFileIsVersionedJSONWithReadableDates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try FileScoreStore(path: directory.file("scores.json")).record(Scores.record())
        let object = try #require(JSONSerialization.jsonObject(with: Data(directory.read("scores.json").utf8)) as? [String: Any])
        #expect(object["format"] as? Int == 1)
        let records = try #require(object["records"] as? [[String: Any]])
        #expect(records.first?["date"] as? String == "2027-01-15T08:00:00Z")
        #expect(records.first?["difficulty"] as? String == "medium")
        #expect(records.first?["rank"] == nil, "the rank is for printing, not for the file")
    }

    @Test func recordsFromEarlierWritesAreMergedAndRanked() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("scores.json")
        _ = try FileScoreStore(path: path).record(Scores.record("slow", moves: 30))
        // A second store, like a second game that loaded before the first one wrote.
        let table = try FileScoreStore(path: path).record(Scores.record("quick", moves: 12))
        #expect(table.ranking(for: .medium).map(\.name) == ["quick", "slow"])
        #expect(FileScoreStore(path: path).load().table == table)
    }

    @Test func missingParentDirectoriesAreCreatedOnTheFirstWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("a/b/threeducks/scores.json")
        #expect(FileScoreStore(path: path).load() == ScoreLoad(table: ScoreTable()), "no file yet: empty, no warning")
        _ = try FileScoreStore(path: path).record(Scores.record())
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aWriteLeavesOnlyTheFileAndItsLockWithMode0644() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try FileScoreStore(path: directory.file("scores.json")).record(Scores.record())
        _ = try FileScoreStore(path: directory.file("scores.json")).record(Scores.record("bo"))
        #expect(try directory.names() == ["scores.json", "scores.json.lock"])
        var info = stat()
        #expect(stat(directory.file("scores.json"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o644)
    }

    @Test func anUnwritableDirectoryMakesRecordThrowOneLineNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A regular file where a directory should be stops even root.
        try directory.write("not a directory", to: "blocker")
        let path = directory.file("blocker/threeducks/scores.json")
        let error = try #require(throws: KeptFileError.self) {
            try FileScoreStore(path: path).record(Scores.record())
        }
        #expect(error.description.hasPrefix(path + ": cannot create the directory"))
        #expect(error.description.contains("Not a directory"))
        #expect(!error.description.contains("\n"))
    }

    @Test func aScoreThatCannotBeSavedBecomesScoreNotSavedAndPlayGoesOn() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("", to: "blocker")
        let store = FileScoreStore(path: directory.file("blocker/scores.json"))
        var playing = GameState(board: .easy)
        playing.round = Round(board: playing.board, players: playing.players, animals: [], seed: nil)
        playing.round?.moves = 8
        var won = playing
        won.round?.phase = .won
        won.event = .won
        let effect = HighScoreMiddleware(store: store, playerName: "ann").middleware.handle(.winDelayElapsed, playing, won)
        // The save is async work, off the run loop: run it as a test's scheduler does.
        guard case .run(let id, let work) = effect.operation else {
            Issue.record("expected the save as async work, got \(effect)")
            return
        }
        let scheduler = ManualScheduler()
        var answer: GameAction?
        work.start(scheduler, id) { answer = $0 }
        await scheduler.runTasks()
        guard case .scoreNotSaved(let reason)? = answer else {
            Issue.record("expected scoreNotSaved, got \(String(describing: answer))")
            return
        }
        #expect(reason.hasPrefix("Score not saved: \(store.path): cannot "))
        #expect(reason.hasSuffix("Not a directory"))
    }

    @Test func resetClearsOneDifficultyOrAll() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"))
        _ = try store.record(Scores.record(board: .easy))
        _ = try store.record(Scores.record(moves: 24, board: .hard, seed: 7))
        #expect(try store.reset(.easy))
        #expect(store.load().table.allRecords.map(\.board) == [.hard])
        #expect(try store.reset(nil))
        #expect(store.load().table == ScoreTable())
    }

    @Test func resetWithoutAFileCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(try FileScoreStore(path: directory.file("scores.json")).reset(nil) == false)
        #expect(try directory.names() == [])
    }

    @Test func theTableKeepsTheTenBestOfEachDifficulty() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let records = (0..<12).map { Scores.record("p\($0)", moves: 30 - $0) }
        try directory.write(Scores.file(records.map { Scores.json(["name": "\"\($0.name)\"", "moves": "\($0.moves)"]) }
            .joined(separator: ",")), to: "scores.json")
        let table = FileScoreStore(path: directory.file("scores.json")).load().table
        #expect(table.ranking(for: .medium).map(\.moves) == Array(19...28))
    }
}
