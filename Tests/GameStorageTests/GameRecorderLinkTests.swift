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
