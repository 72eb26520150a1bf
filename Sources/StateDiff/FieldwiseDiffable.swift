/// A type whose diff is walked field by field through typed reads instead
/// of its `Mirror`, with the same result: its fields in the order its
/// mirror lists them, under the same labels. Equal fields are skipped by
/// their own `==`, and a list of `Equatable` elements is compared element
/// by element, so only what changed is reflected on. A state of many
/// cards is diffed per action in microseconds rather than a hundred (issue
/// 24: `inspect` of 100,000 actions spent 79 % of its time in `Mirror`).
///
/// A conforming type's test should hold `diffedFields`' labels to its
/// mirror's, so that a field added to the type and not here is caught.
package protocol FieldwiseDiffable {
    /// Every field, in its mirror's order.
    static var diffedFields: [DiffedField<Self>] { get }
}

/// One field of `Root` as a diff reads it.
package struct DiffedField<Root>: Sendable {
    /// The field's name, as its mirror labels it.
    package let label: String
    let diff: @Sendable (Root, Root, String, inout [FieldChange]) -> Void

    /// A field of any `Equatable` value, walked as `Differ` walks it when it changed.
    package init<Value: Equatable>(_ label: String, _ read: @escaping @Sendable (Root) -> Value) {
        self.label = label
        diff = { old, new, path, changes in
            let x = read(old), y = read(new)
            if x == y { return }
            Differ.walk(x, y, path: Differ.join(path, label), into: &changes)
        }
    }

    /// A field a diff shows whole (`ValueText.isPlain`), its text typed
    /// (`DiffLeaf`): what `Differ` prints for it, without a mirror.
    package init<Value: DiffLeaf>(_ label: String, _ read: @escaping @Sendable (Root) -> Value) {
        self.label = label
        diff = { old, new, path, changes in
            let x = read(old), y = read(new)
            if x == y { return }
            let before = x.diffText, after = y.diffText
            if before != after { changes.append(FieldChange(path: Differ.join(path, label), old: before, new: after)) }
        }
    }

    /// An optional record: two values are walked through their own field
    /// list, under this field's path, as `Differ` walks an optional's value;
    /// one that comes or goes is left to `Differ`.
    package init<Value: FieldwiseDiffable & Equatable>(_ label: String, optional read: @escaping @Sendable (Root) -> Value?) {
        self.label = label
        diff = { old, new, path, changes in
            let x = read(old), y = read(new)
            if x == y { return }
            guard let x, let y else { return Differ.walk(x as Any, y as Any, path: Differ.join(path, label), into: &changes) }
            Value.walkFields(x, y, path: Differ.join(path, label), into: &changes)
        }
    }

    /// A list of records: of the same length, the elements that differ
    /// are walked through their own field list.
    package init<Element: FieldwiseDiffable & Equatable>(_ label: String, list read: @escaping @Sendable (Root) -> [Element]) {
        self.label = label
        diff = { old, new, path, changes in
            let x = read(old), y = read(new)
            if x == y { return }
            let listPath = Differ.join(path, label)
            guard x.count == y.count else { return Differ.walk(x, y, path: listPath, into: &changes) }
            for index in x.indices where x[index] != y[index] {
                Element.walkFields(x[index], y[index], path: listPath + "[\(index)]", into: &changes)
            }
        }
    }

    /// A list of values shown whole: of another length, the list is shown
    /// whole (as `Differ` shows a list of plain values that changed size);
    /// of the same length, each element that differs.
    package init<Element: DiffLeaf>(_ label: String, list read: @escaping @Sendable (Root) -> [Element]) {
        self.label = label
        diff = { old, new, path, changes in
            let x = read(old), y = read(new)
            if x == y { return }
            let listPath = Differ.join(path, label)
            guard x.count == y.count else {
                func text(_ list: [Element]) -> String { ValueText.cut("[" + list.map { $0.diffText }.joined(separator: ", ") + "]") }
                return changes.append(FieldChange(path: listPath, old: text(x), new: text(y)))
            }
            for index in x.indices where x[index] != y[index] {
                let before = x[index].diffText, after = y[index].diffText
                if before != after { changes.append(FieldChange(path: listPath + "[\(index)]", old: before, new: after)) }
            }
        }
    }

    /// A list field: of the same length, only the elements that differ are
    /// walked (what `Differ` prints for a list, the equal elements giving
    /// nothing); of another length, the list is walked whole.
    package init<Element: Equatable>(_ label: String, list read: @escaping @Sendable (Root) -> [Element]) {
        self.label = label
        diff = { old, new, path, changes in
            let x = read(old), y = read(new)
            if x == y { return }
            let listPath = Differ.join(path, label)
            guard x.count == y.count else { return Differ.walk(x, y, path: listPath, into: &changes) }
            for index in x.indices where x[index] != y[index] {
                Differ.walk(x[index], y[index], path: listPath + "[\(index)]", into: &changes)
            }
        }
    }
}

extension FieldwiseDiffable {
    /// The changes from `old` to `new` when both are of this type; false otherwise.
    static func diff(_ old: Any, _ new: Any, path: String, into changes: inout [FieldChange]) -> Bool {
        guard let old = old as? Self, let new = new as? Self else { return false }
        walkFields(old, new, path: path, into: &changes)
        return true
    }

    /// The changes from `old` to `new`, field by field.
    static func walkFields(_ old: Self, _ new: Self, path: String, into changes: inout [FieldChange]) {
        for field in diffedFields { field.diff(old, new, path, &changes) }
    }
}

/// A value a diff shows whole (`ValueText.isPlain` says so of it): a
/// number, a flag, an enum case, a string, a type that describes itself,
/// or an optional of one. `diffText` is what `ValueText.of` writes of it.
package protocol DiffLeaf: Equatable {
    var diffText: String { get }
}

extension DiffLeaf {
    /// As `ValueText.of` writes a value that is neither a string nor a list.
    package var diffText: String { ValueText.cut(String(describing: self)) }
}

extension String: DiffLeaf {
    package var diffText: String { ValueText.cut("\"" + self + "\"") }
}

extension Optional: DiffLeaf where Wrapped: DiffLeaf {
    package var diffText: String { map { $0.diffText } ?? "nil" }
}

// Written out for the commonest leaves: the text `String(describing:)`
// gives, without its dynamic look for a conformance at every call
// (`inspect.100k` spent 8 % of its instructions there).
extension Int: DiffLeaf {
    package var diffText: String { String(self) }
}
extension UInt64: DiffLeaf {
    package var diffText: String { String(self) }
}
extension Bool: DiffLeaf {
    package var diffText: String { self ? "true" : "false" }
}
extension Duration: DiffLeaf {}
