import StoreCore

/// A feature smaller than the game, for the generic `ActionRecorder`: a
/// count, and the actions it saw. (StoreCoreTests has its own; test targets
/// share no sources.)
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

    /// A store on a manual clock.
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
