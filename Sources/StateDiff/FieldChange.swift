/// One field that differs between two values of a type: where it is, and
/// its text before and after, e.g. `cards[5].isFaceUp false → true`.
package struct FieldChange: Equatable, Sendable, CustomStringConvertible {
    /// The field's path from the root: names joined by dots, indices and
    /// dictionary keys in brackets (`cards[5].isFaceUp`, `scores.records[easy]`);
    /// empty when the root itself is a single value that changed.
    package var path: String
    /// The value before, as `ValueText` writes it.
    package var old: String
    /// The value after.
    package var new: String

    package init(path: String, old: String, new: String) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// `path old → new`; the arrow is the one the inspector, `inspect`, the
    /// trace and the test store all print.
    package var description: String {
        path.isEmpty ? "\(old) \(Self.arrow) \(new)" : "\(path) \(old) \(Self.arrow) \(new)"
    }

    /// The arrow between the old and the new value.
    package static let arrow = "→"
}
