/// The inside of an `Effect.run`: how to start its operation on a scheduler
/// and hand the result back as an action.
///
/// Made where `Action` is known to be `Sendable`, so that the store, which
/// knows nothing of that, can still start it.
@usableFromInline
package struct AsyncWork<Action>: Sendable, Equatable {
    /// Starts the operation on `scheduler` under `id`; the resulting action goes to `deliver`.
    @usableFromInline package let start: @Sendable (_ scheduler: any Scheduler, _ id: EffectID, _ deliver: @escaping (Action) -> Void) -> Void

    @usableFromInline
    init(_ operation: @escaping @Sendable () async -> Action) where Action: Sendable {
        start = { scheduler, id, deliver in scheduler.start(id: id, operation, then: deliver) }
    }

    /// An operation that may have nothing to say: a nil result sends nothing.
    @usableFromInline
    init(_ operation: @escaping @Sendable () async -> Action?) where Action: Sendable {
        start = { scheduler, id, deliver in
            scheduler.start(id: id, operation) { if let action = $0 { deliver(action) } }
        }
    }

    /// Always true: two `run` effects are told apart by their ids alone, as a
    /// function cannot be compared.
    @usableFromInline
    package static func == (_: Self, _: Self) -> Bool { true }
}
