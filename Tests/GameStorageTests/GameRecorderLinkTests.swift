import GameCore
import GameStorage
import StoreCore
import StoreTesting
import Testing

/// The recorder's link answers each handled action with the line to write
/// (`.perform(RecordingLine)`); the store writes it before the next action.
@Suite struct GameRecorderLinkTests {
    @Test func aTestStoreSeesOneLinePerActionWrittenAfterTheHeader() throws {
        let sink = RecordingLineSink()
        let scheduler = ManualScheduler()
        let recorder = try GameRecorder(header: RecordingHeader(seed: 1, board: .easy), write: sink.write)
        let store = TestStore(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                              middleware: [recorder.middleware(scheduler: scheduler)], scheduler: scheduler)
        #expect(sink.lines.count == 1, "the header, written when the recorder was made")

        store.advance(by: .milliseconds(1350))
        store.send(.cardFlipped(id: 3)) { GameReducer.reduce(&$0, .cardFlipped(id: 3)) }
        store.assertPerformed([RecordingLine(#"{"action":{"cardFlipped":{"id":3}},"t":1350}"#, t: 1350)])
        #expect(sink.lines.last == #"{"action":{"cardFlipped":{"id":3}},"t":1350}"#)
        #expect(recorder.lastActionMilliseconds == 1350)

        try recorder.finish()
        store.send(.helpToggled) { GameReducer.reduce(&$0, .helpToggled) }
        store.assertPerformed([RecordingLine]())  // a finished recording writes nothing more
        #expect(sink.lines.count == 3, "header, the flip, the final line")
        store.finish()
    }
}

/// The tracer's link answers each handled action with its trace line
/// (`.perform(TraceLine)`), in `inspect`'s words; the store writes it at once.
@Suite struct GameTracerLinkTests {
    @Test func aTestStoreSeesEachActionsTraceLineAndAFailedWriteStopsTheLines() throws {
        var written: [String] = []
        var failing = false
        struct Full: Error {}
        let tracer = GameTracer(write: { line in
            if failing { throw Full() }
            written.append(line)
        })
        let scheduler = ManualScheduler()
        let store = TestStore(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                              middleware: [tracer.middleware(scheduler: scheduler)], scheduler: scheduler)
        store.advance(by: .milliseconds(1250))
        store.send(.boardChosen(.hard)) { $0.board = .hard }
        store.assertPerformed([TraceLine("1  0:01.250  boardChosen(hard)  board easy → hard")])
        #expect(written == ["1  0:01.250  boardChosen(hard)  board easy → hard"])

        failing = true
        store.send(.helpToggled) { $0.dialog = .help }
        store.assertPerformed([TraceLine("2  0:01.250  helpToggled  dialog nil → help")])
        store.send(.helpToggled) { $0.dialog = nil }
        store.assertPerformed([TraceLine]())  // after a failed write, nothing more is traced
        #expect(throws: RecordingError.self) { try tracer.finish() }
        store.finish()
    }
}
