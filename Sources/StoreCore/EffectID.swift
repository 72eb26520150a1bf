/// The id a delayed effect waits under in a scheduler: a feature's own id
/// value with its type, so that it can be replaced or cancelled.
///
/// Features never make one: they pass their own ids (a case of an enum they
/// own) to `Effect.sendAfter(_:id:_:)` and `Effect.cancel(_:)`. A scheduler
/// only compares and hashes them.
public struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
    // The type is compared as well as the value: AnyHashable alone counts
    // `1 as Int` and `1 as UInt8` as equal, and ids of different types must
    // never match. Sendable because every value put in is.
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let value: AnyHashable

    /// Wraps a feature's id.
    @inlinable
    package init<ID: Hashable & Sendable>(_ id: ID) {
        self.type = ObjectIdentifier(ID.self)
        self.value = AnyHashable(id)
    }

    /// The id's type and value, as in `Timer.tick`.
    public var description: String {
        "\(String(describing: Swift.type(of: value.base))).\(value.base)"
    }
}
