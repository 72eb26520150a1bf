/// A pure function that applies an action to the state: no clock, no
/// randomness, no I/O.
///
/// `Sendable`, so a feature can keep its reducer in a `static let`: the
/// function it wraps must be `@Sendable`, which a pure function that captures
/// nothing (or only `Sendable` values) is.
public struct Reducer<State, Action>: Sendable {
    /// Applies one action.
    public let reduce: @Sendable (inout State, Action) -> Void

    /// Wraps a reducing function.
    public init(_ reduce: @escaping @Sendable (inout State, Action) -> Void) {
        self.reduce = reduce
    }

    /// Runs several reducers in order on the same state and action.
    public static func combine(_ reducers: Reducer...) -> Reducer {
        combine(reducers)
    }

    /// Runs several reducers in order on the same state and action.
    public static func combine(_ reducers: [Reducer]) -> Reducer {
        Reducer { state, action in
            for reducer in reducers { reducer.reduce(&state, action) }
        }
    }

    /// Lifts a reducer of a part of the state to the whole: it sees only the
    /// actions `toLocalAction` extracts and changes only `state[keyPath:]`.
    public static func scope<LocalState, LocalAction>(
        state keyPath: WritableKeyPath<State, LocalState> & Sendable,
        action toLocalAction: @escaping @Sendable (Action) -> LocalAction?,
        _ local: Reducer<LocalState, LocalAction>
    ) -> Reducer {
        Reducer { state, action in
            guard let localAction = toLocalAction(action) else { return }
            local.reduce(&state[keyPath: keyPath], localAction)
        }
    }
}
