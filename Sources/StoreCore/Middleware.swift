/// A pluggable link in the store's chain: sees each action with the state
/// before and after the reducer, and answers with effects.
///
/// Middleware never changes state; to change something it sends an action.
/// It may talk to the outside world through ports it was given (a bell, a
/// score store), which is why the chain is assembled at start-up.
public struct Middleware<State, Action> {
    /// A short name, used in docs, logs and when leaving a link out.
    public let name: String
    /// Answers one handled action.
    public let handle: (_ action: Action, _ before: State, _ after: State) -> Effect<Action>

    /// Makes a link from a name and a function that answers each action.
    public init(
        _ name: String,
        handle: @escaping (_ action: Action, _ before: State, _ after: State) -> Effect<Action>
    ) {
        self.name = name
        self.handle = handle
    }
}

extension Array {
    /// The chain without the links named here: how the command line leaves
    /// parts out.
    public func removing<State, Action>(_ names: Set<String>) -> [Middleware<State, Action>]
    where Element == Middleware<State, Action> {
        filter { !names.contains($0.name) }
    }
}
