/// A pluggable link in the store's chain: sees each action with the state
/// before and after the reducer, and answers with effects.
///
/// Middleware never changes state; to change something it sends an action.
/// It may talk to the outside world through ports it was given (a bell, a
/// score store), which is why the chain is assembled at start-up.
///
/// `Sendable`, so a link can be kept in a `static let`: its function is
/// `@Sendable`, so what a link captures (its ports) must be `Sendable` too.
/// The link runs only on the thread that owns its store, like everything
/// the store calls.
public struct Middleware<State, Action>: Sendable {
    /// Answers one handled action.
    public let handle: @Sendable (_ action: Action, _ before: State, _ after: State) -> Effect<Action>
    /// What this package's tests call the link (`Store.middlewareNames`);
    /// empty for links made with the public initializer.
    package let name: String

    /// Makes a link from a function that answers each action.
    public init(handle: @escaping @Sendable (_ action: Action, _ before: State, _ after: State) -> Effect<Action>) {
        self.init("", handle: handle)
    }

    /// A link with a name, so this package's tests can find it in a chain.
    package init(
        _ name: String,
        handle: @escaping @Sendable (_ action: Action, _ before: State, _ after: State) -> Effect<Action>
    ) {
        self.name = name
        self.handle = handle
    }
}
