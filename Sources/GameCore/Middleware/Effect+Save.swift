import StoreCore

extension Effect where Action == GameAction {
    /// A save's work (a score, a history line): an async effect, off the
    /// run loop, since a store may wait seconds for another program's lock;
    /// or, with `inBackground` false (the benchmark's in-memory stores,
    /// which never wait), done here and now. What it returns (a failure, a
    /// new table) comes back as an action.
    static func save(inBackground: Bool, id: some Hashable & Sendable,
                     _ job: @escaping @Sendable () -> GameAction?) -> Effect {
        guard inBackground else { return job().map(Effect.send) ?? .none }
        return .run(id: id) { job() }
    }
}
