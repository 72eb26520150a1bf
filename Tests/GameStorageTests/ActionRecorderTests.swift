import CounterFeature
import Foundation
import GameStorage
import StoreCore
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

        _ = recorder.middleware.handle(.tick, Counter.State(), Counter.State())

        #expect(recorder.offsetMilliseconds == 2)
        #expect(try lines.events.map(Self.decode) == [Line(t: 2, action: .tick)])
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

    @Test func theRecorderNeverAnswersWithAnEffect() {
        let recorder = ActionRecorder<Counter.State, Counter.Action>(scheduler: ManualScheduler()) { _ in }

        #expect(recorder.middleware.handle(.increment, Counter.State(), Counter.State()) == .none)
        #expect(recorder.middleware.name == "recorder")
    }
}
