/// The inside of an `Effect.perform`: a value that describes work done at
/// once on the store's thread, and the function that does it.
///
/// Two are equal when their values are of one type and equal, so a test
/// compares the work a link asked for, not the function that does it. The
/// test store keeps the values in the order the work was done.
@usableFromInline
package struct SyncWork: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline let type: ObjectIdentifier
    /// What the work is, as the link described it.
    package let value: any Equatable & Sendable
    /// Does it.
    @usableFromInline package let run: @Sendable () -> Void

    @usableFromInline
    init<Work: Equatable & Sendable>(_ work: Work, _ perform: @escaping @Sendable (Work) -> Void) {
        type = ObjectIdentifier(Work.self)
        value = work
        run = { perform(work) }
    }

    /// The value, when it is a `Work`.
    package func value<Work: Equatable & Sendable>(as _: Work.Type) -> Work? {
        type == ObjectIdentifier(Work.self) ? value as? Work : nil
    }

    /// Equal when of one type and equal values.
    @usableFromInline
    package static func == (lhs: SyncWork, rhs: SyncWork) -> Bool {
        lhs.type == rhs.type && lhs.value.isEqualWork(to: rhs.value)
    }

    /// The value with its type, as in `BellWork.ring(audible)`.
    @usableFromInline package var description: String { Self.describe(value) }

    /// `value` with its type in front, unless its description starts with it.
    package static func describe(_ value: Any) -> String {
        let text = String(describing: value), type = String(describing: Swift.type(of: value))
        return text.hasPrefix(type) ? text : "\(type).\(text)"
    }
}

extension Equatable {
    /// Whether `other` is a value of this one's type equal to it.
    fileprivate func isEqualWork(to other: any Equatable) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
