import StoreCore

/// A small to-do list, written as another package would write a feature on
/// the store: its state and actions, a reducer and a middleware kept in
/// `static let`s, a delayed effect, an asynchronous one, and work done at
/// once through a port.
public enum Todo {
    /// One thing to do.
    public struct Item: Equatable, Sendable {
        public var title: String
        public var isDone: Bool

        public init(title: String, isDone: Bool = false) {
            self.title = title
            self.isDone = isDone
        }
    }

    /// The list, and whether it was saved since it last changed.
    public struct State: Equatable, Sendable {
        public var items: [Item] = []
        public var isSaved = true

        public init(items: [Item] = [], isSaved: Bool = true) {
            self.items = items
            self.isSaved = isSaved
        }

        /// How many items are not done yet.
        public var remaining: Int { items.filter { !$0.isDone }.count }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        case added(String)
        case toggled(index: Int)
        case loadTapped
        case loaded([String])
        case saveDelayElapsed
        case saved
    }

    /// What the list asks of its cheer port, at once: a value tests compare.
    public enum Cheer: Equatable, Sendable {
        /// An item was ticked off.
        case done(String)
    }

    /// The ids of the list's effects.
    public enum Effects: Hashable, Sendable { case load, save }

    /// How long the list waits after the last change before saving it.
    public static let saveDelay = Duration.seconds(2)

    /// Applies an action to the list.
    public static let reducer = Reducer<State, Action> { state, action in
        switch action {
        case .added(let title):
            state.items.append(Item(title: title))
            state.isSaved = false
        case .toggled(let index):
            guard state.items.indices.contains(index) else { return }
            state.items[index].isDone.toggle()
            state.isSaved = false
        case .loaded(let titles):
            state.items = titles.map { Item(title: $0) }
            state.isSaved = true
        case .saved:
            state.isSaved = true
        case .loadTapped, .saveDelayElapsed:
            break
        }
    }

    /// Loads the list from `source`, saves to `destination` once the list
    /// has stood unchanged for `saveDelay`, and tells `cheer` when an item
    /// is ticked off.
    public static func middleware(
        source: @escaping @Sendable () async -> [String],
        destination: @escaping @Sendable ([Item]) async -> Void,
        cheer: @escaping @Sendable (Cheer) -> Void = { _ in }
    ) -> Middleware<State, Action> {
        Middleware { action, before, after in
            switch action {
            case .loadTapped:
                return .run(id: Effects.load) { .loaded(await source()) }
            case .saveDelayElapsed:
                let items = after.items
                return .run(id: Effects.save) {
                    await destination(items)
                    return .saved
                }
            default:
                guard before.items != after.items, !after.isSaved else { return .none }
                let save = Effect<Action>.sendAfter(saveDelay, id: Effects.save, .saveDelayElapsed)
                guard case .toggled(let index) = action, after.items[index].isDone else { return save }
                return .merge([.perform(Cheer.done(after.items[index].title), with: cheer), save])
            }
        }
    }
}
