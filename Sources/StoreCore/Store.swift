/// Holds the state; the only way to change it is to send an action.
///
/// Each action goes through the reducer, then through the middleware chain in
/// order; the effects they answer with run on the injected scheduler, and the
/// observers are told once, with the old and the new state.
///
/// A store belongs to one thread: make it, send to it, observe it and let it
/// go on the same thread (it is not `Sendable`, so Swift keeps it there). An
/// action sent while another is being handled (by an observer, by a
/// middleware's `.send`, by a timer) waits in a queue and is handled after it,
/// in order, never nested inside it. Work on other threads comes back as an
/// action through an effect (`Effect.run(id:_:)`), delivered on this thread.
public final class Store<State, Action> {
    /// The current state. Read it freely; change it with `send(_:)`.
    @inlinable public var state: State { core.pointee.state }
    /// The scheduler the store runs its delayed effects on.
    public let scheduler: any Scheduler

    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline let middleware: [Middleware<State, Action>]
    /// The links' functions, each in a box `linkBoxes` keeps alive, called
    /// through unretained references (`FunctionBox`). Iterating `middleware`
    /// itself also copied each link's name.
    @usableFromInline let links: [Unmanaged<FunctionBox<Link>>]
    @usableFromInline let linkBoxes: [FunctionBox<Link>]
    /// What changes as actions are handled. It lives outside the object, and
    /// the object holds only constants (`let`), because every access to a
    /// class's `var` is checked at run time for overlapping accesses, and
    /// those checks were the largest part of a dispatch (docs/performance.md).
    /// Not checking is safe because nothing holds an `inout` access to the
    /// storage across a call out of the store: each use reads or writes one
    /// field and returns before a reducer, link or observer runs.
    @usableFromInline let core: UnsafeMutablePointer<Core>

    /// The store's changing parts.
    @usableFromInline struct Core {
        @usableFromInline var state: State
        @usableFromInline var isHandling = false
        @usableFromInline var queue: [Action] = []
        @usableFromInline var observers: [Observer] = []
        /// Every observer as one function (`notifyingAll(_:)`), nil without
        /// observers, kept alive by `notifier`, called unretained.
        @usableFromInline var notify: Unmanaged<FunctionBox<Notify>>?
        @usableFromInline var notifier: FunctionBox<Notify>?
        /// Notifiers replaced while an action is handled: the old one may be
        /// running, so it is kept until the action is done.
        @usableFromInline var retired: [FunctionBox<Notify>] = []
        @usableFromInline var nextObserverID = 0

        @inlinable init(state: State) { self.state = state }
    }

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
    @inlinable
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        scheduler: any Scheduler
    ) {
        self.core = .allocate(capacity: 1)
        self.core.initialize(to: Core(state: initialState))
        self.reducer = reducer
        self.middleware = middleware
        // A closure, not `map(\.handle)`: through a key path each function
        // came back wrapped in a thunk, a second call per link.
        let boxes = middleware.map { FunctionBox($0.handle) }
        self.linkBoxes = boxes
        self.links = boxes.map { Unmanaged.passUnretained($0) }
        self.scheduler = scheduler
    }

    /// One link's function.
    @usableFromInline typealias Link = (Action, State, State) -> Effect<Action>
    /// What observers are told.
    @usableFromInline typealias Notify = (State, State) -> Void

    /// The observers as one function, rebuilt when one comes or goes; a lone
    /// observer is called directly.
    @inlinable
    static func notifyingAll(_ observers: ArraySlice<Observer>) -> ((State, State) -> Void)? {
        guard let notify = observers.first?.notify else { return nil }
        guard let rest = notifyingAll(observers.dropFirst()) else { return notify }
        return { old, new in
            notify(old, new)
            rest(old, new)
        }
    }

    deinit {
        core.deinitialize(count: 1)
        core.deallocate()
    }

    /// The names of the middleware in the chain, in order, for this package's tests.
    package var middlewareNames: [String] { middleware.map(\.name) }

    /// Handles an action, and then every action queued while handling it.
    @inlinable
    public func send(_ action: Action) {
        let core = self.core
        if core.pointee.isHandling {
            core.pointee.queue.append(action)
            return
        }
        core.pointee.isHandling = true
        handle(action)
        // Most actions queue nothing: skip the queue's bookkeeping then.
        if !core.pointee.queue.isEmpty { handleQueued() }
        if !core.pointee.retired.isEmpty { core.pointee.retired.removeAll() }
        core.pointee.isHandling = false
    }

    /// Calls `observer` after every handled action with the state before and
    /// after it, for as long as the returned subscription is kept.
    @inlinable
    public func observe(_ observer: @escaping (_ old: State, _ new: State) -> Void) -> Subscription {
        let id = core.pointee.nextObserverID
        core.pointee.nextObserverID += 1
        core.pointee.observers.append(Observer(id: id, notify: observer))
        renewNotifier()
        return Subscription { [weak self] in
            guard let self else { return }
            core.pointee.observers.removeAll { $0.id == id }
            renewNotifier()
        }
    }

    /// Rebuilds the function that tells every observer, after one came or went.
    @inlinable
    func renewNotifier() {
        if core.pointee.isHandling, let running = core.pointee.notifier {
            core.pointee.retired.append(running)
        }
        let box = Self.notifyingAll(core.pointee.observers[...]).map { FunctionBox($0) }
        core.pointee.notifier = box
        core.pointee.notify = box.map { Unmanaged.passUnretained($0) }
    }

    /// Reducer, middleware in order, observers. The reducer works on a copy,
    /// which is stored before any link runs, so `state` reads the new state
    /// from inside a link or an observer. Links cannot change the state (what
    /// they send waits in the queue), so that copy is handed to all of them.
    @inlinable
    func handle(_ action: Action) {
        let core = self.core
        var state = core.pointee.state
        reducer.reduce(&state, action)
        // Stored by a swap, which leaves the old state in `state` with no
        // copy: two copies of the state per action instead of three, each a
        // retain of every reference the state holds (docs/performance.md).
        swap(&core.pointee.state, &state)
        let before = consume state
        let after = core.pointee.state
        links.withUnsafeBufferPointer { links in
            for link in links {
                let effect = link._withUnsafeGuaranteedRef { $0.function(action, before, after) }
                // Most links answer most actions with nothing: no call for that.
                if case .none = effect.operation { continue }
                run(effect)
            }
        }
        // Read once: an observer may cancel its subscription (or another's)
        // while told, which takes effect from the next action on.
        if let notify = core.pointee.notify {
            notify._withUnsafeGuaranteedRef { $0.function(before, after) }
        }
    }

    /// Handles what was queued while an action was handled, first in, first out.
    @inlinable
    func handleQueued() {
        var head = 0
        while head < core.pointee.queue.count {
            let next = core.pointee.queue[head]
            head += 1
            handle(next)
        }
        core.pointee.queue.removeAll(keepingCapacity: true)
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
        case .run(let id, let work):
            work.start(scheduler, id) { [weak self] in self?.send($0) }
        case .perform(let work):
            work.run()
        case .merge(let effects):
            for effect in effects { run(effect) }
        }
    }
}
