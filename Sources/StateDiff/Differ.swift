/// The structural diff the inspector, `threeducks inspect`, `--trace` and
/// the test store share: which fields of two values differ, by path.
///
/// Written on `Mirror`, so a field added to a state shows up in its diffs
/// with nothing to update. Structs and tuples are walked field by field,
/// lists index by index (a list that changed size says so as
/// `path.count`, then diffs the indices both have), dictionaries key by key
/// in the order of their keys' text; plain values (`ValueText.isPlain`) are
/// compared whole. Equal parts are skipped at once when they are
/// `Equatable`, which is most of a state on most actions.
package enum Differ {
    /// The fields that differ from `old` to `new`, in field order.
    package static func changes<Value>(from old: Value, to new: Value) -> [FieldChange] {
        var changes: [FieldChange] = []
        walk(old, new, path: "", into: &changes)
        return changes
    }

    /// `changes` by mirrors alone, never through a `FieldwiseDiffable`'s
    /// field list: what the tests hold those lists to.
    package static func mirrorChanges<Value>(from old: Value, to new: Value) -> [FieldChange] {
        var changes: [FieldChange] = []
        walk(old, new, path: "", fieldwise: false, into: &changes)
        return changes
    }

    /// `changes` as lines, one `path old → new` each.
    package static func lines<Value>(from old: Value, to new: Value) -> [String] {
        changes(from: old, to: new).map(\.description)
    }

    /// Adds the fields that differ from `old` to `new` under `path`.
    package static func walk(_ old: Any, _ new: Any, path: String, fieldwise: Bool = true,
                             into changes: inout [FieldChange]) {
        if let equal = isEqual(old, new), equal { return }
        // A type that lists its fields is walked through them, without a mirror
        // (the metatype's cast does not look into an optional, which is walked below).
        if fieldwise, let typed = type(of: old) as? any FieldwiseDiffable.Type, typed.diff(old, new, path: path, into: &changes) {
            return
        }
        let oldMirror = Mirror(reflecting: old), newMirror = Mirror(reflecting: new)
        if let change = appearing(oldMirror, newMirror, path: path) { return changes.append(change) }
        if ValueText.isPlain(old) || ValueText.isPlain(new) || oldMirror.displayStyle != newMirror.displayStyle {
            let before = ValueText.of(old), after = ValueText.of(new)
            if before != after { changes.append(FieldChange(path: path, old: before, new: after)) }
            return
        }
        switch oldMirror.displayStyle {
        case .collection:
            let a = oldMirror.children.map(\.value), b = newMirror.children.map(\.value)
            if a.count != b.count {
                if (a + b).allSatisfy(ValueText.isPlain) {
                    changes.append(FieldChange(path: path, old: ValueText.of(old), new: ValueText.of(new)))
                    return
                }
                changes.append(FieldChange(path: join(path, "count"), old: "\(a.count)", new: "\(b.count)"))
            }
            for index in 0..<min(a.count, b.count) {
                walk(a[index], b[index], path: path + "[\(index)]", fieldwise: fieldwise, into: &changes)
            }
        case .optional:
            // Both hold a value (one nil would be plain text): the value's own
            // fields, under the optional's path (`round.cards[3]`, not `round.some.cards[3]`).
            guard let x = oldMirror.children.first, let y = newMirror.children.first else { return }
            walk(x.value, y.value, path: path, fieldwise: fieldwise, into: &changes)
        case .dictionary:
            let a = entries(oldMirror), b = entries(newMirror)
            for key in Set(a.keys).union(b.keys).sorted() {
                let entryPath = path + "[\(key)]"
                switch (a[key], b[key]) {
                case let (x?, y?): walk(x, y, path: entryPath, fieldwise: fieldwise, into: &changes)
                case let (x?, nil): changes.append(FieldChange(path: entryPath, old: ValueText.of(x), new: "nil"))
                case let (nil, y?): changes.append(FieldChange(path: entryPath, old: "nil", new: ValueText.of(y)))
                case (nil, nil): break
                }
            }
        default:
            // Structs, classes and tuples: the same type on both sides, so the same fields in the same order.
            let a = Array(oldMirror.children), b = Array(newMirror.children)
            for (index, (x, y)) in zip(a, b).enumerated() {
                walk(x.value, y.value, path: join(path, x.label ?? ".\(index)"), fieldwise: fieldwise, into: &changes)
            }
        }
    }

    /// An optional record that comes or goes (`round nil → Round`): named
    /// by its type, its fields being all new; nil for anything else.
    private static func appearing(_ old: Mirror, _ new: Mirror, path: String) -> FieldChange? {
        guard old.displayStyle == .optional, new.displayStyle == .optional else { return nil }
        let x = old.children.first?.value, y = new.children.first?.value
        guard (x == nil) != (y == nil), let value = x ?? y, !ValueText.isPlain(value) else { return nil }
        let name = String(describing: type(of: value))
        return FieldChange(path: path, old: x == nil ? "nil" : name, new: x == nil ? name : "nil")
    }

    /// A dictionary's entries by their key's text.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            entries[ValueText.of(pair[0].value).trimmingQuotes] = pair[1].value
        }
        return entries
    }

    /// `path.field`, or `field` at the root.
    package static func join(_ path: String, _ field: String) -> String {
        path.isEmpty ? field : path + "." + field
    }

    /// Whether two values are equal, when their type says (nil when it is not `Equatable`).
    private static func isEqual(_ old: Any, _ new: Any) -> Bool? {
        guard let old = old as? any Equatable else { return nil }
        return old.isEqual(to: new)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension String {
    fileprivate var trimmingQuotes: String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
