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
    @inlinable public var state: State { core.state }
    /// The scheduler the store runs its delayed effects on.
    public let scheduler: any Scheduler

    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline let middleware: [Middleware<State, Action>]
    /// The links' functions, first to last (`LinkChain`). Iterating
    /// `middleware` itself also copied each link's name.
    @usableFromInline let links: LinkChain
    /// What changes as actions are handled, the object's one `var`. Each
    /// use reads or writes one field and ends before a reducer, link or
    /// observer runs, so no access to it overlaps a call out of the store.
    /// Swift checks that at run time; on the dispatch path the optimiser
    /// proves it and drops the checks (220 instructions per action with four
    /// links, against 221 with `Core` behind an unchecked pointer as it once
    /// was, docs/performance.md).
    @usableFromInline var core: Core

    /// The store's changing parts.
    @usableFromInline struct Core {
        @usableFromInline var state: State
        @usableFromInline var isHandling = false
        @usableFromInline var queue: [Action] = []
        @usableFromInline var observers: [Observer] = []
        /// Every observer as one function (`notifyingAll(_:)`), nil without
        /// observers.
        @usableFromInline var notify: Notify?
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
        self.core = Core(state: initialState)
        self.reducer = reducer
        self.middleware = middleware
        // A closure, not `\.handle`: through a key path each function came
        // back wrapped in a thunk, a second call per link.
        self.links = middleware.reversed().reduce(LinkChain.end) { next, link in .link(link.handle, next: next) }
        self.scheduler = scheduler
    }

    /// One link's function.
    @usableFromInline typealias Link = @Sendable (Action, State, State) -> Effect<Action>

    /// The links, first to last, as a list of constants. Walked by
    /// recursion (`runLinks`), which the optimiser turns into a loop, each
    /// function is borrowed where it is stored: calling a link retains and
    /// releases nothing. An array of functions (or of objects holding them)
    /// was copied out element by element, a retain and a release of each
    /// link per call (577 instructions per action with four links against
    /// 185, docs/performance.md).
    @usableFromInline indirect enum LinkChain {
        case end
        case link(Link, next: LinkChain)
    }
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


    /// The names of the middleware in the chain, in order, for this package's tests.
    package var middlewareNames: [String] { middleware.map(\.name) }

    /// Handles an action, and then every action queued while handling it.
    @inlinable
    public func send(_ action: Action) {
        if core.isHandling {
            core.queue.append(action)
            return
        }
        core.isHandling = true
        handle(action)
        // Most actions queue nothing: skip the queue's bookkeeping then.
        if !core.queue.isEmpty { handleQueued() }
        core.isHandling = false
    }

    /// Calls `observer` after every handled action with the state before and
    /// after it, for as long as the returned subscription is kept.
    @inlinable
    public func observe(_ observer: @escaping (_ old: State, _ new: State) -> Void) -> Subscription {
        let id = core.nextObserverID
        core.nextObserverID += 1
        core.observers.append(Observer(id: id, notify: observer))
        renewNotifier()
        return Subscription { [weak self] in
            guard let self else { return }
            core.observers.removeAll { $0.id == id }
            renewNotifier()
        }
    }

    /// Rebuilds the function that tells every observer, after one came or went.
    @inlinable
    func renewNotifier() {
        core.notify = Self.notifyingAll(core.observers[...])
    }

    /// Reducer, middleware in order, observers. The reducer works on a copy,
    /// which is stored before any link runs, so `state` reads the new state
    /// from inside a link or an observer. Links cannot change the state (what
    /// they send waits in the queue), so that copy is handed to all of them.
    @inlinable
    func handle(_ action: Action) {
        var state = core.state
        reducer.reduce(&state, action)
        // Stored by a swap, which leaves the old state in `state` with no
        // copy: two copies of the state per action instead of three, each a
        // retain of every reference the state holds (docs/performance.md).
        swap(&core.state, &state)
        let before = consume state
        let after = core.state
        runLinks(links, action, before, after)
        // Read once: an observer may cancel its subscription (or another's)
        // while told, which takes effect from the next action on. (The
        // copy keeps the function alive if that replaces it meanwhile.)
        if let notify = core.notify {
            notify(before, after)
        }
    }

    /// Calls each link of `chain` in turn, running its answer before the
    /// next link is called.
    @inlinable
    func runLinks(_ chain: LinkChain, _ action: Action, _ before: State, _ after: State) {
        switch chain {
        case .end:
            return
        case .link(let link, let next):
            runLink(link, action, before, after)
            // Last, with nothing left to destroy after it, so that the
            // recursion is a loop and `next` is never copied.
            runLinks(next, action, before, after)
        }
    }

    /// Calls one link and runs its answer.
    @inlinable
    func runLink(_ link: Link, _ action: Action, _ before: State, _ after: State) {
        let effect = link(action, before, after)
        // Most links answer most actions with nothing: no call for that.
        if case .none = effect.operation { return }
        run(effect)
    }

    /// Handles what was queued while an action was handled, first in, first out.
    @inlinable
    func handleQueued() {
        var head = 0
        while head < core.queue.count {
            let next = core.queue[head]
            head += 1
            handle(next)
        }
        core.queue.removeAll(keepingCapacity: true)
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
