/// Holds the state; the only way to change it is to send an action.
///
/// Each action goes through the reducer, then through the middleware chain in
/// order; the effects they answer with run on the injected scheduler, and the
/// observers are told once, with the old and the new state.
///
/// One thread owns a store. An action sent while another is being handled (by
/// an observer, by a middleware's `.send`, by a timer) waits in a queue and is
/// handled after it, in order, never nested inside it.
///
/// The path every action takes (`send`, `handle`, `run`) is `@inlinable`, so
/// the game's module compiles it for its own `State` and `Action` instead of
/// calling generic code that looks up type metadata at run time: that lookup
/// cost more than everything else a dispatch does (see docs/performance.md).
public final class Store<State, Action> {
    /// The current state. Read it freely; change it with `send(_:)`.
    @inlinable public var state: State { current }
    /// The scheduler the store runs its delayed effects on.
    public let scheduler: any Scheduler

    @usableFromInline var current: State
    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline let middleware: [Middleware<State, Action>]
    @usableFromInline var observers: [Observer] = []
    @usableFromInline var nextObserverID = 0
    @usableFromInline var queue: [Action] = []
    @usableFromInline var isHandling = false

    /// One registered observer and the id its subscription removes it by.
    @usableFromInline struct Observer {
        @usableFromInline let id: Int
        @usableFromInline let notify: (State, State) -> Void

        @inlinable init(id: Int, notify: @escaping (State, State) -> Void) {
            self.id = id
            self.notify = notify
        }
    }

    /// Makes a store from an initial state, a reducer, a middleware chain (run
    /// in this order) and the scheduler its delayed effects run on.
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        scheduler: any Scheduler
    ) {
        self.current = initialState
        self.reducer = reducer
        self.middleware = middleware
        self.scheduler = scheduler
    }

    /// The names of the middleware in the chain, in order, for this package's tests.
    package var middlewareNames: [String] { middleware.map(\.name) }

    /// Handles an action, and then every action queued while handling it.
    @inlinable
    public func send(_ action: Action) {
        if isHandling {
            queue.append(action)
            return
        }
        isHandling = true
        defer { isHandling = false }
        handle(action)
        // Most actions queue nothing: skip the queue's bookkeeping then.
        guard !queue.isEmpty else { return }
        var head = 0
        while head < queue.count {
            let next = queue[head]
            head += 1
            handle(next)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Calls `observer` after every handled action with the state before and
    /// after it, for as long as the returned subscription is kept.
    public func observe(_ observer: @escaping (_ old: State, _ new: State) -> Void) -> Subscription {
        let id = nextObserverID
        nextObserverID += 1
        observers.append(Observer(id: id, notify: observer))
        return Subscription { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    /// Reducer, middleware in order, observers. Middleware cannot change the
    /// state (what they send waits in the queue), so the state after the
    /// reducer is read once and handed to every link and observer.
    @inlinable
    func handle(_ action: Action) {
        let before = current
        reducer.reduce(&current, action)
        let after = current
        for link in middleware {
            run(link.handle(action, before, after))
        }
        for observer in observers {
            observer.notify(before, after)
        }
    }

    /// Runs one link's answer. (`TestStore` reads effects the same way, but
    /// holds what they send; keep the two in step.)
    @inlinable
    func run(_ effect: Effect<Action>) {
        switch effect.operation {
        case .none:
            return
        case .send(let action):
            send(action)
        case .sendAfter(let delay, let id, let action):
            scheduler.schedule(id: id, after: delay) { [weak self] in self?.send(action) }
        case .cancel(let id):
            scheduler.cancel(id: id)
        case .merge(let effects):
            for effect in effects { run(effect) }
        }
    }
}
