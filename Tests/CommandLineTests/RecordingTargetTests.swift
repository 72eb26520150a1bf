import Foundation
import GameCore
import GameStorage
import Testing

/// `--record FILE` writes a new file or replaces an earlier recording, and
/// nothing else: a file that is not a recording is never overwritten.
@Suite struct RecordingTargetTests {
    private let header = RecordingHeader(seed: 7, board: .easy)

    @Test func theScoresFileIsNeverTruncatedByARecording() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"))
        _ = try store.record(Scores.record())
        let scores = try directory.read("scores.json")
        let error = try #require(throws: RecordingError.self) {
            try GameRecorder(header: header, path: store.path)
        }
        #expect(error.description == "\(store.path) exists and is not a Three Ducks recording; it was left as it was")
        #expect(try directory.read("scores.json") == scores)
    }

    @Test func theProgramRefusesToRecordOverTheScoresFileBeforeAnyTerminal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("scores.json")
        _ = try FileScoreStore(path: path).record(Scores.record())
        let scores = try directory.read("scores.json")
        let result = try Subprocess.threeducks(["--scores-file", path, "--record", path], home: directory.path)
        #expect(result.status == 73, "EX_CANTCREAT")
        #expect(result.stderr == "threeducks: --record: \(path) is the scores file; a recording is never written there\n")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try directory.read("scores.json") == scores)
    }

    @Test func anEarlierRecordingIsReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("game.jsonl")
        let long = try GameRecorder(header: RecordingHeader(seed: 1, board: .hard), path: path)
        try long.finish()
        try GameRecorder(header: header, path: path).finish()
        let recording = try RecordingReader.read(path: path)
        #expect(recording.header == header)
    }

    /// A recording holds the deal from its first lines and is written while
    /// the game is played: only its owner reads it, a new one and one
    /// written again alike (issue 36).
    @Test func aRecordingIsItsOwnersAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("game.jsonl")
        func mode() -> mode_t {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
        }
        try GameRecorder(header: header, path: path).finish()
        #expect(mode() == 0o600)
        #expect(chmod(path, 0o644) == 0)
        try GameRecorder(header: header, path: path).finish()
        #expect(mode() == 0o600, "recorded again: the new deal is private too")
    }

    @Test func anEmptyFileIsRecordedOnto() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("", to: "game.jsonl")
        try GameRecorder(header: header, path: directory.file("game.jsonl")).finish()
        #expect(try RecordingReader.read(path: directory.file("game.jsonl")).header == header)
    }

    @Test func aFIFOOrADeviceIsNotRecordedOnto() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = try #require(throws: RecordingError.self) { try GameRecorder(header: header, path: fifo) }
        #expect(error.description == "\(fifo) is a FIFO, not a regular file; a recording is written only to a regular file")
        #expect(throws: RecordingError.self) { try GameRecorder(header: header, path: "/dev/null") }
    }

    // The header that cannot be written (ulimit -f 0) is written once the
    // terminal is the game's: EndToEndTests/RecordReplayTests.
}
