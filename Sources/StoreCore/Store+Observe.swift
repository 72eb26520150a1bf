extension Store {
    /// Calls `observer` with the old and new value of one part of the state,
    /// only after actions that changed that part, for as long as the returned
    /// subscription is kept.
    ///
    /// ```swift
    /// let subscription = store.observe(\.items.count) { old, new in
    ///     print("\(old) → \(new) items")
    /// }
    /// ```
    public func observe<Part: Equatable>(
        _ part: KeyPath<State, Part>,
        _ observer: @escaping (_ old: Part, _ new: Part) -> Void
    ) -> Subscription {
        observe { old, new in
            let before = old[keyPath: part], after = new[keyPath: part]
            if before != after { observer(before, after) }
        }
    }
}
