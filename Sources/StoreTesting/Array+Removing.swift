import StoreCore

extension Array {
    /// The chain without the links named here: how a test leaves parts of a
    /// chain out to show the rest still works.
    package func removing<State, Action>(_ names: Set<String>) -> [Middleware<State, Action>]
    where Element == Middleware<State, Action> {
        filter { !names.contains($0.name) }
    }
}
