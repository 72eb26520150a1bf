import CounterFeature
import Foundation
import GameStorage
import StoreCore
import StoreTesting
import Testing

/// The recorder writes one JSON line per handled action, stamped with the
/// scheduler's time in milliseconds.
struct ActionRecorderTests {
    private struct Line: Decodable, Equatable {
        let t: Int64
        let action: Counter.Action
    }

    private static func decode(_ line: String) throws -> Line {
        try JSONDecoder().decode(Line.self, from: Data(line.utf8))
    }

    @Test func writesOneJSONLinePerActionWithItsOffsetInMilliseconds() throws {
        let scheduler = ManualScheduler()
        let lines = EventLog<String>()
        let recorder = ActionRecorder<Counter.State, Counter.Action>(scheduler: scheduler, write: lines.append)
        let store = Counter.makeStore(middleware: [recorder.middleware], scheduler: scheduler)

        store.send(.increment)
        scheduler.advance(by: .milliseconds(1250))
        store.send(.add(3))

        #expect(lines.events == [
            #"{"action":{"increment":{}},"t":0}"#,
            #"{"action":{"add":{"_0":3}},"t":1250}"#,
        ])
        #expect(try lines.events.map(Self.decode) == [Line(t: 0, action: .increment), Line(t: 1250, action: .add(3))])
    }

    @Test func offsetsRoundDownToWholeMilliseconds() throws {
        let scheduler = ManualScheduler(now: .microseconds(2_999))
        let lines = EventLog<String>()
        let recorder = ActionRecorder<Counter.State, Counter.Action>(scheduler: scheduler, write: lines.append)

        #expect(recorder.offsetMilliseconds == 2)
        let line = try #require(recorder.line(for: .tick))
        #expect(line.t == 2)
        #expect(try Self.decode(line.text) == Line(t: 2, action: .tick))
    }

    @Test func recordsFollowUpAndDelayedActionsInTheOrderTheStoreHandledThem() throws {
        let scheduler = ManualScheduler()
        let lines = EventLog<String>()
        let recorder = ActionRecorder<Counter.State, Counter.Action>(scheduler: scheduler, write: lines.append)
        let store = Counter.makeStore(middleware: [
            Middleware("timers") { action, _, _ in
                action == .increment
                    ? .merge([.sendAfter(.milliseconds(40), id: "tick", .tick), .send(.note("now"))])
                    : .none
            },
            recorder.middleware,
        ], scheduler: scheduler)

        store.send(.increment)
        scheduler.advance(by: .milliseconds(100))

        #expect(try lines.events.map(Self.decode) == [
            Line(t: 0, action: .increment),
            Line(t: 0, action: .note("now")),
            Line(t: 40, action: .tick),
        ])
        #expect(lines.events.allSatisfy { !$0.contains("\n") })
    }

    @Test func theLinkAnswersWithTheLineToWriteAndWritesNothingItself() {
        let lines = EventLog<String>()
        let recorder = ActionRecorder<Counter.State, Counter.Action>(scheduler: ManualScheduler(), write: lines.append)

        #expect(recorder.middleware.handle(.increment, Counter.State(), Counter.State())
            == .perform(RecordingLine(#"{"action":{"increment":{}},"t":0}"#, t: 0), with: { _ in }))
        #expect(lines.events.isEmpty, "the store does the work")
        #expect(recorder.middleware.name == "recorder")
    }

    @Test func aTestStoreSeesEachLineWrittenInTheOrderTheStoreHandledTheActions() {
        let scheduler = ManualScheduler()
        let lines = EventLog<String>()
        let recorder = ActionRecorder<Counter.State, Counter.Action>(scheduler: scheduler, write: lines.append)
        let store = TestStore(initialState: Counter.State(), reducer: Counter.reducer, middleware: [
            Middleware("echo") { action, _, _ in action == .increment ? .send(.note("echo")) : .none },
            recorder.middleware,
        ], scheduler: scheduler)

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.assertPerformed([RecordingLine(#"{"action":{"increment":{}},"t":0}"#, t: 0)])
        store.advance(by: .milliseconds(1250))
        store.receive(.note("echo")) { $0.seen.append(.note("echo")) }
        store.assertPerformed([RecordingLine(#"{"action":{"note":{"_0":"echo"}},"t":1250}"#, t: 1250)])
        store.finish()

        #expect(lines.events.count == 2, "written through the port")
        #expect(recorder.lastOffsetMilliseconds == 1250)
    }
}
