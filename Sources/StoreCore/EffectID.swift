/// The id a delayed effect waits under in a scheduler: a feature's own id
/// value with its type, so that it can be replaced or cancelled.
///
/// Features never make one: they pass their own ids (a case of an enum they
/// own) to `Effect.sendAfter(_:id:_:)` and `Effect.cancel(_:)`. A scheduler
/// only compares and hashes them.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
    // The type is compared as well as the value, and first: ids of different
    // types never match (AnyHashable would count `1 as Int` and `1 as UInt8`
    // as equal), and most ids a scheduler passes over are of another type.
    // The value is an existential rather than an AnyHashable: a small id (an
    // enum case) sits inline with no box allocated, and comparing two of one
    // type is their own `==` (`isEqual(to:)`), where AnyHashable's looked up
    // `Optional<ID>`'s metadata at run time (docs/performance.md).
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let value: any Hashable & Sendable

    /// Wraps a feature's id.
    @inlinable
    package init<ID: Hashable & Sendable>(_ id: ID) {
        self.type = ObjectIdentifier(ID.self)
        self.value = id
    }

    /// Equal when of one type and equal values.
    public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
        lhs.type == rhs.type && lhs.value.isEqual(to: rhs.value)
    }

    /// Hashes the type and the value, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(value)
    }

    /// The id's type and value, as in `Timer.tick`.
    public var description: String {
        "\(String(describing: Swift.type(of: value))).\(value)"
    }
}

extension Hashable {
    /// Whether `other` is a value of this one's type equal to it. Both
    /// existentials are opened, and the types compared first; then `as!`
    /// cannot fail. It casts into `Self` itself, where `as? Self` looked up
    /// the metadata of `Optional<Self>` at run time (7,000 instructions more
    /// a headless game: 179,100 against 172,000; docs/performance.md).
    fileprivate func isEqual<Other: Hashable>(to other: Other) -> Bool {
        guard Other.self == Self.self else { return false }
        return self == other as! Self
    }
}
