import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// The recorder on real files: lines reach the disk as they happen, and
/// I/O errors come back as `RecordingError`s rather than crashes.
@Suite struct RecordingFileTests {
    private static func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("threeducks-recording-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    private static func playOneGame(recordingTo recorder: GameRecorder, seed: UInt64) -> Store<GameState, GameAction> {
        let scheduler = ManualScheduler()
        var configuration = Game.Configuration()
        configuration.board = .easy
        configuration.seed = seed
        let store = Game.makeStore(configuration, scheduler: scheduler,
                                   extra: [recorder.middleware(scheduler: scheduler)])
        store.send(.launched)
        store.send(.startTapped)
        for card in (store.state.round?.cards ?? []).sorted(by: { $0.animal.rawValue < $1.animal.rawValue }) {
            scheduler.advance(by: .milliseconds(400))
            store.send(.cardFlipped(id: card.id))
        }
        scheduler.advance(by: .seconds(1))
        return store
    }

    @Test func aRecordingWrittenToAPathReadsBackAndReplays() throws {
        let path = Self.temporaryPath("game.jsonl")
        let recorder = try GameRecorder(header: RecordingHeader(seed: 8, board: .easy), path: path)
        let store = Self.playOneGame(recordingTo: recorder, seed: 8)
        try recorder.finish()

        let recording = try RecordingReader.read(path: path)

        #expect(store.state.screen == .won)
        #expect(recording.digest == store.state.digest)
        #expect(ActionFold.headless(recording).digestMatches)
    }

    @Test func aKilledGameLeavesAReadablePrefixOnDisk() throws {
        let path = Self.temporaryPath("killed.jsonl")
        let recorder = try GameRecorder(header: RecordingHeader(seed: 8, board: .easy), path: path)
        let store = Self.playOneGame(recordingTo: recorder, seed: 8)
        // No finish: as if the process died here. Every handled action is already on disk.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")

        #expect(store.state.screen == .won)
        #expect(throws: RecordingError(line: lines.count + 1, .truncated)) {
            try RecordingReader.read(path: path)
        }
    }

    @Test func theHeaderTellsTheSetUp() throws {
        var configuration = Game.Configuration()
        configuration.board = .hard
        configuration.seed = 99
        configuration.mismatchDelay = .milliseconds(1500)
        configuration.bellStyle = .visual
        let sink = RecordingLineSink()
        _ = try GameRecorder(header: RecordingHeader(configuration: configuration), write: sink.write)

        #expect(sink.lines == [
            #"{"difficulty":"hard","format":2,"options":{"bell":"visual","mismatchDelayMs":1500},"seed":99,"threeducks":"\#(Game.version)"}"#,
        ])
    }

    @Test func finishingTwiceWritesOneFinalLineAndStopsRecording() throws {
        let sink = RecordingLineSink()
        let recorder = try GameRecorder(header: RecordingHeader(seed: 1, board: .easy), write: sink.write)
        let scheduler = ManualScheduler()
        let store = Store(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                          middleware: [recorder.middleware(scheduler: scheduler)], scheduler: scheduler)
        store.send(.helpToggled)
        scheduler.advance(by: .milliseconds(250))
        try recorder.finish()
        try recorder.finish()
        store.send(.helpToggled)

        #expect(sink.lines.count == 3)
        #expect(sink.lines[1] == #"{"action":{"helpToggled":{}},"t":0}"#)
        #expect(sink.lines[2] == #"{"digest":"\#(store.state.digest)","t":250}"#)
        #expect(recorder.isFinished)
    }

    @Test func aFailedWriteStopsTheRecordingButNotTheGame() throws {
        let sink = RecordingLineSink()
        sink.failFromLine = 4
        let recorder = try GameRecorder(header: RecordingHeader(seed: 3, board: .easy), write: sink.write)
        let store = Self.playOneGame(recordingTo: recorder, seed: 3)

        #expect(store.state.screen == .won)
        #expect(sink.lines.count == 3)
        #expect(recorder.failure?.line == 4)
        #expect(throws: recorder.failure!) { try recorder.finish() }
    }

    @Test func aFullDiskIsReportedWhenTheHeaderIsWritten() {
        #expect(throws: RecordingError(line: 1, .io("could not write the recording: No space left on device"))) {
            _ = try GameRecorder(header: RecordingHeader(seed: 1, board: .easy),
                                 write: { _ in throw POSIXError(.ENOSPC) })
        }
    }

    @Test func aDeviceIsNeverRecordedOnto() {
        #expect(throws: RecordingError(line: nil, .io(
            "/dev/full is a character device, not a regular file; a recording is written only to a regular file"))) {
            _ = try GameRecorder(header: RecordingHeader(seed: 1, board: .easy), path: "/dev/full")
        }
    }

    @Test func aPathThatCannotBeCreatedIsReportedWithoutALine() throws {
        let path = Self.temporaryPath("missing/dir/game.jsonl")
        let error = try #require(throws: RecordingError.self) {
            _ = try GameRecorder(header: RecordingHeader(seed: 1, board: .easy), path: path)
        }
        #expect(error.line == nil)
        #expect(error.description == "cannot create \(path): No such file or directory")
    }

    @Test func aMissingFileIsAnIOErrorWithoutALine() throws {
        let path = Self.temporaryPath("nothing.jsonl")
        let error = try #require(throws: RecordingError.self) { try RecordingReader.read(path: path) }
        #expect(error == RecordingError(line: nil, .io("cannot open \(path): No such file or directory")))
    }

    @Test func aDirectoryIsAnIOErrorNotACrash() throws {
        let path = Self.temporaryPath("game.jsonl")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let error = try #require(throws: RecordingError.self) { try RecordingReader.read(path: path) }
        #expect(error.line == nil)
        guard case .io = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func theRecordersLinkKeepsItAliveAsLongAsTheStore() throws {
        let sink = RecordingLineSink()
        let scheduler = ManualScheduler()
        let link = try GameRecorder(header: RecordingHeader(seed: 1, board: .easy), write: sink.write)
            .middleware(scheduler: scheduler)
        let store = Store(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                          middleware: [link], scheduler: scheduler)
        store.send(.helpToggled)
        #expect(sink.lines.count == 2)
    }

    @Test func aFileOverTheLimitIsRefusedBeforeParsing() throws {
        let path = Self.temporaryPath("big.jsonl")
        try Data(repeating: UInt8(ascii: "x"), count: 2048).write(to: URL(fileURLWithPath: path))
        #expect(throws: RecordingError(line: nil, .tooLarge(limit: 1024))) {
            try RecordingReader.read(path: path, byteLimit: 1024)
        }
    }
}
