import CounterFeature
import StoreCore
import StoreTesting
import Testing

/// `Effect.perform` does its work at once, on the store's thread, in the
/// order the links asked for it, and a test compares the work by its value.
struct PerformEffectTests {
    /// What the tests' port is asked to do.
    enum Chime: Equatable, Sendable {
        case ring(Int)
        case note(String)
    }

    /// Rings the chime with the new count after each increment; "links" log around it.
    private static func chiming(_ log: EventLog<String>) -> Middleware<Counter.State, Counter.Action> {
        Middleware("chime") { action, _, after in
            guard action == .increment else { return .none }
            return .merge([.perform(Chime.ring(after.count), with: { log.append("\($0)") }),
                           .send(.note("rang"))])
        }
    }

    @Test func workIsDoneAtOnceBeforeTheNextLinkAndBeforeQueuedActions() {
        let log = EventLog<String>()
        let store = Counter.makeStore(middleware: [
            Self.chiming(log),
            .logging("next", to: log),
        ])

        store.send(.increment)

        #expect(log.events == ["ring(1)", "next: increment", "next: note(\"rang\")"])
    }

    @Test func performEffectsCompareByTheirWorksTypeAndValue() {
        let ring: Effect<Counter.Action> = .perform(Chime.ring(1), with: { _ in })

        #expect(ring == .perform(Chime.ring(1), with: { _ in }), "the function is not compared")
        #expect(ring != .perform(Chime.ring(2), with: { _ in }))
        #expect(Effect<Counter.Action>.perform(1 as Int, with: { _ in }) != .perform(1 as UInt8, with: { _ in }))
        #expect(ring != .send(.tick))
        #expect(ring.description == "perform(Chime.ring(1))")
    }

    @Test func theTestStoreDoesTheWorkAndAssertsItByType() {
        let log = EventLog<String>()
        let store = TestStore(initialState: Counter.State(), reducer: Counter.reducer, middleware: [
            Self.chiming(log),
            Middleware("note") { action, _, _ in
                guard case .note(let text) = action else { return .none }
                return .perform(Chime.note(text), with: { log.append("\($0)") })
            },
        ])

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.receive(.note("rang")) { $0.seen.append(.note("rang")) }

        #expect(log.events == ["ring(1)", "note(\"rang\")"], "the work was done, through the port")
        #expect(store.unassertedWork.count == 2)
        store.assertPerformed([Chime.ring(1), .note("rang")])
        store.assertPerformed([Chime]())
        #expect(store.unassertedWork.isEmpty)
        store.finish()
    }

    @Test func theWrongWorkIsReportedAtTheAssertingLineAndOtherTypesAreLeftAlone() {
        var messages: [String] = [], lines: [Int] = []
        let store = TestStore(
            initialState: Counter.State(), reducer: Counter.reducer,
            middleware: [Middleware("both") { action, _, after in
                guard action == .increment else { return .none }
                return .merge([.perform(Chime.ring(after.count), with: { _ in }),
                               .perform(after.count, with: { _ in })])
            }],
            onFailure: { messages.append($0); lines.append($1.line) })

        store.send(.increment) { $0.count = 1; $0.seen = [.increment] }
        store.assertPerformed([Chime.ring(2)]); let line = #line

        #expect(messages == ["Performed [Chime.ring(1)], expected [Chime.ring(2)]"])
        #expect(lines == [line])
        #expect(store.unassertedWork.count == 1, "the Int is left for its own assertion")
        store.assertPerformed([1])
        #expect(messages.count == 1)
    }
}
