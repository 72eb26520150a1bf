import StoreCore

extension Effect where Action == GameAction {
    /// A store's work (a score or a history line saved, the history's
    /// dailies read): an async effect, off the run loop, since a store may
    /// wait seconds for another program's lock or read a long file;
    /// or, with `inBackground` false (the benchmark's in-memory stores,
    /// which never wait), done here and now. What it returns (a failure, a
    /// new table) comes back as an action.
    static func save(inBackground: Bool, id: some Hashable & Sendable,
                     _ job: @escaping @Sendable () -> GameAction?) -> Effect {
        guard inBackground else { return job().map(Effect.send) ?? .none }
        return .run(id: id) { job() }
    }
}
