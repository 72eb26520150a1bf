import Foundation
import GameCore
import GameStorage
import Testing

/// Writers take turns on the lock file beside the scores file, so games
/// finishing at once all keep their scores.
@Suite struct ScoresLockingTests {
    /// Six real processes (the test-only `score-writer`), released together,
    /// write five scores each: 30 records, 10 per board, exactly what a
    /// table keeps, so a single lost update shows.
    @Test func severalProcessesRecordingAtOnceAllKeepTheirScores() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("data/scores.json")
        let start = directory.file("go")
        let writers = try (0..<6).map { writer in
            try Subprocess(Subprocess.built("score-writer"), [path, "\(writer)", "5", start])
        }
        try directory.write("", to: "go")
        for writer in writers {
            let result = writer.finish()
            #expect(result.status == 0, "\(result.stderr)")
        }
        let load = FileScoreStore(path: path).load()
        #expect(load.warning == nil)
        #expect(Set(load.table.allRecords.map(\.seed)) == Set(0..<30))
        for board in Board.presets {
            #expect(load.table.ranking(for: board).count == 10)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("data")).sorted()
            == ["scores.json", "scores.json.lock"], "no temporary file is left behind")
    }

    @Test func aWriterGivesUpWhenAnotherHoldsTheLockTooLong() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"), lockTimeout: .zero)
        let holder = open(store.lockPath, O_RDWR | O_CREAT, 0o644)
        defer { close(holder) }
        // flock locks belong to the open file description: this one blocks the store's own.
        #expect(flock(holder, LOCK_EX) == 0)
        let error = try #require(throws: KeptFileError.self) { try store.record(Scores.record()) }
        #expect(error.reason == .locked(seconds: 0))
        #expect(!FileManager.default.fileExists(atPath: store.path))
        flock(holder, LOCK_UN)
        #expect(try store.record(Scores.record()).allRecords.count == 1)
    }
}
