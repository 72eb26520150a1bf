import Foundation
import GameCore
import GameStorage
import GameTesting
import StoreCore
import Testing

/// `--trace`: each action and its diff as it happens, in `inspect`'s words.
@Suite struct GameTracerTests {
    /// Plays a random game with both the recorder and the tracer in the
    /// chain, as `threeducks --record R --trace T` does; returns both files' lines.
    static func recordAndTrace(seed: UInt64) throws -> (recording: [String], trace: [String]) {
        var recordLines: [String] = [], traceLines: [String] = []
        let scheduler = ManualScheduler()
        var configuration = Game.Configuration()
        configuration.seed = seed
        configuration.scoreStore = InMemoryScoreStore()
        // The recording's order, not the save's thread, is under test: the
        // in-memory store answers inline, in the order the goldens pin.
        configuration.savesInBackground = false
        configuration.bell = CountingBell()
        configuration.now = { Date(timeIntervalSince1970: 1_800_000_000) }
        let recorder = try GameRecorder(header: RecordingHeader(configuration: configuration)) { recordLines.append($0) }
        let tracer = GameTracer { traceLines.append($0) }
        let store = Game.makeStore(configuration, scheduler: scheduler,
                                   extra: [recorder.middleware(scheduler: scheduler), tracer.middleware(scheduler: scheduler, recorder: recorder)])
        store.send(.launched)
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            switch random.uniform(below: 10) {
            case 0..<5: store.send(.cardFlipped(id: Int(random.uniform(below: 12))))
            case 5: store.send(.startTapped)
            case 6: store.send(.pauseToggled)
            case 7: store.send(.focusMoved(to: Int(random.uniform(below: 12))))
            // Microseconds: the live clock is finer than the recording's milliseconds.
            default: scheduler.advance(by: .microseconds(Int64(random.uniform(below: 1_300_000))))
            }
        }
        try recorder.finish()
        try tracer.finish()
        return (recordLines, traceLines)
    }

    @Test(arguments: 0..<8)
    func theTraceHoldsWhatInspectPrintsOfTheRecording(_ seed: Int) throws {
        let (recording, trace) = try Self.recordAndTrace(seed: UInt64(seed))
        let parsed = try RecordingReader.parse(recording.map { $0 + "\n" }.joined())
        #expect(trace.count == parsed.actions.count)
        #expect(trace == ActionReport.reports(of: parsed).map(\.line))
        #expect(trace.contains { $0.contains("cardFlipped") && $0.contains("moves ") }, "the game was played")
    }

    @Test func aFileThatIsNotATraceIsLeftAsItWas() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tracer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("scores.json").path
        try Data("{\"format\":1,\"records\":[]}\n".utf8).write(to: URL(fileURLWithPath: other))
        #expect(throws: RecordingError.self) { try GameTracer(path: other) }
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "{\"format\":1,\"records\":[]}\n")
        #expect(throws: RecordingError.self) { try GameTracer(path: directory.path) }

        let trace = directory.appendingPathComponent("trace.txt").path
        let tracer = try GameTracer(path: trace)
        let scheduler = ManualScheduler()
        let store = Game.makeStore(Game.Configuration(), scheduler: scheduler, extra: [tracer.middleware(scheduler: scheduler)])
        store.send(.launched)
        try tracer.finish()
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == "1  0:00.000  launched  (no change)\n")
        // An earlier trace is emptied and written again.
        let again = try GameTracer(path: trace)
        try again.finish()
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == "")
    }

    @Test func aFailedWriteIsKeptPlayGoesOnAndFinishThrowsIt() throws {
        struct Full: Error {}
        var writes = 0
        let tracer = GameTracer { _ in writes += 1; throw Full() }
        let scheduler = ManualScheduler()
        let store = Game.makeStore(Game.Configuration(), scheduler: scheduler, extra: [tracer.middleware(scheduler: scheduler)])
        store.send(.launched)
        store.send(.startTapped)
        #expect(store.state.screen == .playing)
        #expect(writes == 1, "nothing more is written after a failure")
        #expect(throws: RecordingError.self) { try tracer.finish() }
    }
}
