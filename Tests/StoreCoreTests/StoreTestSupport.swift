import StoreCore

/// The small feature every store test runs: a count, and every action the
/// reducer saw, in order.
enum Counter {
    struct State: Equatable {
        var count = 0
        var seen: [Action] = []
    }

    enum Action: Equatable, Codable {
        case increment
        case add(Int)
        case tick
        case note(String)
    }

    /// Counts and remembers each action it reduces.
    static var reducer: Reducer<State, Action> {
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
    static func makeStore(
        middleware: [Middleware<State, Action>] = [],
        scheduler: ManualScheduler = ManualScheduler()
    ) -> Store<State, Action> {
        Store(initialState: State(), reducer: reducer, middleware: middleware, scheduler: scheduler)
    }
}

/// Events in the order they happened, shared by the closures under test.
final class EventLog<Event> {
    private(set) var events: [Event] = []

    func append(_ event: Event) { events.append(event) }
}

extension Middleware {
    /// A link that writes "name: action" to `log` and answers with `answer`.
    static func logging(
        _ name: String,
        to log: EventLog<String>,
        answer: @escaping (Action) -> Effect<Action> = { _ in .none }
    ) -> Middleware {
        Middleware(name) { action, _, _ in
            log.append("\(name): \(action)")
            return answer(action)
        }
    }
}
