import CounterFeature
import StoreCore
import StoreTesting
import Testing

/// The test store must fail exactly where a script is wrong, and stay quiet
/// when it is right. Failures go to a collector instead of the test.
struct TestStoreTests {
    final class Failures {
        private(set) var messages: [String] = []
        private(set) var lines: [Int] = []

        func record(_ message: String, _ location: SourceLocation) {
            messages.append(message)
            lines.append(location.line)
        }
    }

    /// A tick 300 ms after each increment.
    private static func makeStore(_ failures: Failures) -> TestStore<Counter.State, Counter.Action> {
        TestStore(
            initialState: Counter.State(), reducer: Counter.reducer,
            middleware: [
                Middleware("ticker") { action, _, _ in
                    action == .increment ? .sendAfter(.milliseconds(300), id: "tick", .tick) : .none
                },
                Middleware("echo") { action, _, _ in
                    if case .note(let text) = action, text != "echo" { .send(.note("echo")) } else { .none }
                },
            ],
            onFailure: failures.record)
    }

    @Test func aCorrectScriptReportsNoFailures() {
        let failures = Failures()
        let store = Self.makeStore(failures)

        store.send(.increment) {
            $0.count = 1
            $0.seen = [.increment]
        }
        store.advance(by: .milliseconds(300))
        store.receive(.tick) { $0.seen.append(.tick) }
        store.send(.note("hi")) { $0.seen.append(.note("hi")) }
        store.receive(.note("echo")) { $0.seen.append(.note("echo")) }
        store.finish()

        #expect(failures.messages.isEmpty)
        #expect(store.state.seen == [.increment, .tick, .note("hi"), .note("echo")])
    }

    @Test func aStateMismatchIsReportedAtTheSendingLine() {
        let failures = Failures()
        let store = Self.makeStore(failures)

        let line = #line + 1
        store.send(.add(2)) { $0.count = 3; $0.seen = [.add(2)] }

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("differs from expected") == true)
        #expect(failures.messages.first?.contains("  count 3 → 2") == true, "the diff names the field, expected → actual")
        #expect(failures.lines == [line])
    }

    @Test func anActionLeftUnassertedIsReportedAtFinish() {
        let failures = Failures()
        let store = Self.makeStore(failures)

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.advance(by: .milliseconds(300))
        #expect(failures.messages.isEmpty, "nothing is wrong until the script ends")
        store.finish()

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("not asserted") == true)
        #expect(failures.messages.first?.contains("tick") == true)
    }

    @Test func anActionLeftUnassertedIsReportedWhenTheTestStoreGoesAway() {
        let failures = Failures()
        do {
            let store = Self.makeStore(failures)
            store.send(.note("hi")) { $0.seen = [.note("hi")] }
        }

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("not asserted") == true)
    }

    @Test func receivingTheWrongActionIsReported() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.note("hi")) { $0.seen = [.note("hi")] }

        store.receive(.tick) { $0.seen.append(.note("echo")) }

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("expected tick") == true)
        #expect(store.unreceivedActions.isEmpty, "the wrong action was still taken off the queue")
    }

    @Test func receivingWithNothingPendingIsReported() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }

        store.receive(.tick)

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("no action was received") == true)
        #expect(store.state.count == 1, "nothing was handled")
    }

    @Test func sendingBeforeReceivingPendingActionsIsReported() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.note("hi")) { $0.seen = [.note("hi")] }

        store.send(.tick) { $0.seen.append(.tick) }

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("Must receive 1 action(s)") == true)
        #expect(store.unreceivedActions == [.note("echo")])
        store.receive(.note("echo")) { $0.seen.append(.note("echo")) }
        store.finish()
        #expect(failures.messages.count == 1)
    }

    @Test func aStateMismatchAfterAReceivedActionIsReportedAtTheReceivingLine() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.advance(by: .milliseconds(300))

        let line = #line + 1
        store.receive(.tick) { $0.count = 2; $0.seen.append(.tick) }

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("State after tick differs") == true)
        #expect(failures.lines == [line])
    }

    @Test func aDelayedActionIsNotReceivedBeforeTheClockReachesIt() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.advance(by: .milliseconds(299))

        store.receive(.tick)

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("no action was received") == true)
        store.advance(by: .milliseconds(1))
        store.receive(.tick) { $0.seen.append(.tick) }
        store.finish()
        #expect(failures.messages.count == 1)
    }

    /// The test store runs each link's effects itself (the store has no test
    /// hook), so it must replace, cancel and order them exactly as `Store` does.
    @Test func effectsAreHeldInOrderAndDelayedOnesCanBeReplacedAndCancelled() {
        let failures = Failures()
        let store = TestStore(
            initialState: Counter.State(), reducer: Counter.reducer,
            middleware: [
                Middleware("timers") { action, _, _ in
                    switch action {
                    case .increment:
                        .merge([.send(.note("1")), .sendAfter(.seconds(1), id: "tick", .tick), .send(.note("2"))])
                    case .note("stop"): .cancel("tick")
                    default: .none
                    }
                },
            ],
            onFailure: failures.record)

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        #expect(store.unreceivedActions == [.note("1"), .note("2")])
        store.receive(.note("1")) { $0.seen.append(.note("1")) }
        store.receive(.note("2")) { $0.seen.append(.note("2")) }
        store.advance(by: .milliseconds(500))
        store.send(.increment) { $0.count = 2; $0.seen.append(.increment) }
        store.receive(.note("1")) { $0.seen.append(.note("1")) }
        store.receive(.note("2")) { $0.seen.append(.note("2")) }
        #expect(store.scheduler.pendingCount == 1, "the second tick replaced the first")
        store.send(.note("stop")) { $0.seen.append(.note("stop")) }
        store.advance(by: .seconds(5))
        store.finish()

        #expect(store.unreceivedActions.isEmpty, "the cancelled tick never came")
        #expect(failures.messages.isEmpty)
    }

    @Test func aTimerStillPendingAtFinishIsReportedWithItsId() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.advance(by: .milliseconds(299))

        let line = #line + 1
        store.finish()

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("1 effect(s) still pending") == true)
        #expect(failures.messages.first?.contains("String.tick") == true, "the message names the id")
        #expect(failures.lines == [line])
    }

    @Test func aTimerStillPendingIsReportedWhenTheTestStoreGoesAway() {
        let failures = Failures()
        do {
            let store = Self.makeStore(failures)
            store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        }

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("still pending") == true)
    }

    @Test func skippingPendingEffectsSaysTheTestExpectsThem() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }

        store.skipPendingEffects()
        store.advance(by: .seconds(1))
        store.finish()

        #expect(failures.messages.isEmpty)
        #expect(store.unreceivedActions.isEmpty, "the skipped tick never came")
    }

    @Test func effectsStartedAfterSkippingCountAgain() {
        let failures = Failures()
        let store = Self.makeStore(failures)
        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.skipPendingEffects()

        store.send(.increment) { $0.count = 2; $0.seen.append(.increment) }
        store.finish()

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("still pending") == true)
    }

    enum Load { case note }

    /// An operation waits for `runTasks()`; its action then waits for `receive`.
    private static func makeLoadingStore(_ failures: Failures) -> TestStore<Counter.State, Counter.Action> {
        TestStore(
            initialState: Counter.State(), reducer: Counter.reducer,
            middleware: [
                Middleware { action, _, after in
                    let count = after.count
                    return action == .increment ? .run(id: Load.note) { .note("loaded \(count)") } : .none
                },
            ],
            onFailure: failures.record)
    }

    @Test func anOperationsActionIsHeldForReceiveAfterTheTasksRun() async {
        let failures = Failures()
        let store = Self.makeLoadingStore(failures)

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        #expect(store.unreceivedActions.isEmpty, "the operation has not run")
        await store.runTasks()
        store.receive(.note("loaded 1")) { $0.seen.append(.note("loaded 1")) }
        store.finish()

        #expect(failures.messages.isEmpty)
    }

    @Test func anOperationNeverRunIsReportedAtFinish() {
        let failures = Failures()
        let store = Self.makeLoadingStore(failures)

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.finish()

        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("Load.note") == true)
    }
}
