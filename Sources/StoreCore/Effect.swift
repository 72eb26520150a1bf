/// Names a delayed effect so that it can be replaced or cancelled.
public struct EffectID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    /// Makes an id from a name; two ids with the same name are the same id.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}

/// Work for the store to do, described as a plain value so tests can compare it.
///
/// Middleware answers every action with an effect; the store runs it on its
/// scheduler. Nothing here performs work by itself.
public enum Effect<Action> {
    /// Nothing to do.
    case none
    /// Send an action as soon as the current one has been handled.
    case send(Action)
    /// Send an action after `delay`. Scheduling again under the same id
    /// replaces the pending one.
    case sendAfter(Duration, id: EffectID, Action)
    /// Cancel the pending effect with this id, if any.
    case cancel(EffectID)
    /// Several effects, run in order.
    case batch([Effect])

    /// Several effects, run in order; empty and single lists are simplified.
    public static func merge(_ effects: [Effect]) -> Effect {
        let work = effects.filter { if case .none = $0 { return false } else { return true } }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return .batch(work)
        }
    }
}

extension Effect: Equatable where Action: Equatable {}
extension Effect: Sendable where Action: Sendable {}
