/// Holds the state; the only way to change it is to send an action.
///
/// Each action goes through the reducer, then through the middleware chain in
/// order; the effects they answer with run on the injected scheduler, and the
/// observers are told once, with the old and the new state.
///
/// One thread owns a store. An action sent while another is being handled (by
/// an observer, by a middleware's `.send`, by a timer) waits in a queue and is
/// handled after it, in order, never nested inside it.
public final class Store<State, Action> {
    /// The current state. Read it freely; change it with `send(_:)`.
    public private(set) var state: State
    /// The scheduler the store runs its delayed effects on.
    public let scheduler: any Scheduler

    private let reducer: Reducer<State, Action>
    private let middleware: [Middleware<State, Action>]
    private var observers: [(id: Int, notify: (State, State) -> Void)] = []
    private var nextObserverID = 0
    private var queue: [Action] = []
    private var queueHead = 0
    private var isHandling = false
    /// Where `.send` effects go instead of the queue; set only by the test store.
    private let interceptSend: ((Action) -> Void)?

    /// Makes a store from an initial state, a reducer, a middleware chain (run
    /// in this order) and the scheduler its delayed effects run on.
    public convenience init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        scheduler: any Scheduler
    ) {
        self.init(initialState: initialState, reducer: reducer, middleware: middleware,
                  scheduler: scheduler, interceptSend: nil)
    }

    package init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>],
        scheduler: any Scheduler,
        interceptSend: ((Action) -> Void)?
    ) {
        self.state = initialState
        self.reducer = reducer
        self.middleware = middleware
        self.scheduler = scheduler
        self.interceptSend = interceptSend
    }

    /// The names of the middleware in the chain, in order.
    public var middlewareNames: [String] { middleware.map(\.name) }

    /// Handles an action, and then every action queued while handling it.
    public func send(_ action: Action) {
        if isHandling {
            queue.append(action)
            return
        }
        isHandling = true
        defer { isHandling = false }
        handle(action)
        while queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            handle(next)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    /// Calls `observer` after every handled action with the state before and
    /// after it, for as long as the returned subscription is kept.
    public func observe(_ observer: @escaping (_ old: State, _ new: State) -> Void) -> Subscription {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        return Subscription { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    private func handle(_ action: Action) {
        let before = state
        reducer.reduce(&state, action)
        for link in middleware {
            run(link.handle(action, before, state))
        }
        for observer in observers {
            observer.notify(before, state)
        }
    }

    private func run(_ effect: Effect<Action>) {
        switch effect {
        case .none:
            return
        case .send(let action):
            deliver(action)
        case .sendAfter(let delay, let id, let action):
            scheduler.schedule(id: id, after: delay) { [weak self] in self?.deliver(action) }
        case .cancel(let id):
            scheduler.cancel(id: id)
        case .batch(let effects):
            for effect in effects { run(effect) }
        }
    }

    private func deliver(_ action: Action) {
        if let interceptSend {
            interceptSend(action)
        } else {
            send(action)
        }
    }
}
