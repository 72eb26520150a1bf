/// Work for the store to do, described as a plain value so tests can compare it.
///
/// Middleware answers every action with an effect; the store runs it on its
/// scheduler. Nothing here performs work by itself. Combine several with
/// `merge(_:)`, the one way to do so.
public struct Effect<Action> {
    /// What the store does, as the store and the test store read it. A merge
    /// holds two or more effects, none of them `.none` or a merge.
    ///
    /// The cases with an id are boxed, so an effect stays a few words wide:
    /// every link returns one for every action, and copying a wide value
    /// cost the dispatch path a fifth of its speed.
    @usableFromInline
    package enum Operation {
        case none
        case send(Action)
        indirect case sendAfter(Duration, id: EffectID, Action)
        indirect case cancel(EffectID)
        indirect case run(EffectID, AsyncWork<Action>)
        indirect case perform(SyncWork)
        case merge([Effect])
    }

    @usableFromInline package let operation: Operation

    @inlinable
    init(_ operation: Operation) { self.operation = operation }

    /// Nothing to do.
    @inlinable
    public static var none: Effect { Effect(.none) }

    /// Sends `action` as soon as the current one has been handled.
    @inlinable
    public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

    /// Sends `action` after `delay`, under `id`: scheduling again under the
    /// same id replaces the pending one.
    ///
    /// The id is any value the feature owns, typically a case of its own enum
    /// (`enum Timer { case tick }`). Ids of different types never match, so two
    /// features cannot cancel each other's effects by accident.
    @inlinable
    public static func sendAfter(_ delay: Duration, id: some Hashable & Sendable, _ action: Action) -> Effect {
        Effect(.sendAfter(delay, id: EffectID(id), action))
    }

    /// Runs `operation` away from the store's thread (a file, a network
    /// call) and sends the action it returns, on the store's own thread,
    /// once it has finished; under `id`, like a timer: starting again under
    /// the same id, or `.cancel(id)`, cancels the running one and drops its
    /// result.
    ///
    /// The program's `RunLoopScheduler` wakes its run loop for the result;
    /// a test's `ManualScheduler` runs the operation only in `runTasks()`.
    /// Two `run` effects are equal when their ids are: functions cannot be
    /// compared.
    @inlinable
    public static func run(
        id: some Hashable & Sendable,
        _ operation: @escaping @Sendable () async -> Action
    ) -> Effect where Action: Sendable {
        Effect(.run(EffectID(id), AsyncWork(operation)))
    }

    /// Like `run(id:_:)`, for an operation that may have nothing to say
    /// (a write that reports only its failure): a nil result sends nothing.
    /// Still under `id` until it has finished.
    @inlinable
    public static func run(
        id: some Hashable & Sendable,
        _ operation: @escaping @Sendable () async -> Action?
    ) -> Effect where Action: Sendable {
        Effect(.run(EffectID(id), AsyncWork(operation)))
    }

    /// Does `work` at once, on the store's thread, through `perform`, before
    /// the next link runs; sends nothing back.
    ///
    /// For work the store's order must hold: a line appended to a file as
    /// each action is handled, a bell. `work` is a value that describes it
    /// (typically a case of an enum owned beside the port, `JournalWork.append(action)`)
    /// and `perform` does it (the port's method), so a link stays a function
    /// of what it was given, and a test compares the work it asked for:
    /// two `perform` effects are equal when their values are of one type
    /// and equal. Work that may wait (a network, a lock another program
    /// holds) belongs in `run(id:_:)`, away from the store's thread.
    @inlinable
    public static func perform<Work: Equatable & Sendable>(
        _ work: Work, with perform: @escaping @Sendable (Work) -> Void
    ) -> Effect {
        Effect(.perform(SyncWork(work, perform)))
    }

    /// Cancels the pending effect with this id, if any (an unknown id is fine).
    @inlinable
    public static func cancel(_ id: some Hashable & Sendable) -> Effect {
        Effect(.cancel(EffectID(id)))
    }

    /// Several effects, run in order. `.none`s are dropped and merges inside
    /// are flattened, so `merge([])` is `.none` and `merge([e])` is `e`.
    @inlinable
    public static func merge(_ effects: [Effect]) -> Effect {
        // Inlined, so that each client runs it for its own `Action` instead
        // of one generic copy that looked up `[Effect<Action>]`'s metadata
        // at run time; and most merges hold two plain effects, whose array
        // is kept as it is.
        if effects.count > 1, effects.allSatisfy({ $0.isPlain }) { return Effect(.merge(effects)) }
        var work: [Effect] = []
        for effect in effects {
            switch effect.operation {
            case .none: continue
            case .merge(let inner): work += inner
            default: work.append(effect)
            }
        }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Effect(.merge(work))
        }
    }
}

extension Effect {
    /// Neither `.none` nor a merge: what `merge(_:)` keeps as it is.
    @inlinable
    var isPlain: Bool {
        switch operation {
        case .none, .merge: false
        default: true
        }
    }
}

extension Effect.Operation: Equatable where Action: Equatable {}
extension Effect: Equatable where Action: Equatable {}
extension Effect.Operation: Sendable where Action: Sendable {}
extension Effect: Sendable where Action: Sendable {}

extension Effect: CustomStringConvertible {
    /// How the effect reads in a failed expectation: `sendAfter(1.0 seconds, Timer.tick, clockTicked)`.
    public var description: String {
        switch operation {
        case .none: "none"
        case .send(let action): "send(\(action))"
        case .sendAfter(let delay, let id, let action): "sendAfter(\(delay), \(id), \(action))"
        case .cancel(let id): "cancel(\(id))"
        case .run(let id, _): "run(\(id))"
        case .perform(let work): "perform(\(work))"
        case .merge(let effects): "merge(\(effects.map(\.description).joined(separator: ", ")))"
        }
    }
}
