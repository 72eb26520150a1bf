import StoreCore
import Synchronization

/// The small feature the store tests run (StoreCoreTests, and the
/// ActionRecorder tests in GameStorageTests): a count, and every action the
/// reducer saw, in order. A target of its own, since test targets share no
/// sources.
package enum Counter {
    package struct State: Equatable {
        package var count = 0
        package var seen: [Action] = []

        package init(count: Int = 0, seen: [Action] = []) {
            self.count = count
            self.seen = seen
        }
    }

    package enum Action: Equatable, Codable {
        case increment
        case add(Int)
        case tick
        case note(String)
    }

    /// Counts and remembers each action it reduces.
    package static var reducer: Reducer<State, Action> {
        Reducer { state, action in
            state.seen.append(action)
            switch action {
            case .increment: state.count += 1
            case .add(let amount): state.count += amount
            case .tick, .note: break
            }
        }
    }

    /// A store on a manual clock; the scheduler is returned for moving time.
    package static func makeStore(
        middleware: [Middleware<State, Action>] = [],
        scheduler: ManualScheduler = ManualScheduler()
    ) -> Store<State, Action> {
        Store(initialState: State(), reducer: reducer, middleware: middleware, scheduler: scheduler)
    }
}

/// Events in the order they happened, shared by the closures under test.
package final class EventLog<Event: Sendable>: Sendable {
    // Behind a mutex so that links, which are `@Sendable`, can write to it.
    private let log = Mutex<[Event]>([])

    package var events: [Event] { log.withLock { $0 } }

    package init() {}

    package func append(_ event: Event) { log.withLock { $0.append(event) } }
}
