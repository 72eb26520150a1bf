/// How a diff writes a value: short, one line, the same on every run.
///
/// Numbers, flags and enum cases as Swift prints them (`12`, `true`,
/// `playing`, `cardFlipped(id: 5)`); strings quoted; nil as `nil`; a list
/// of plain values in full (`[3, 5]`), a list of records by its size
/// (`[16 items]`); anything else by its description, cut at `limit`
/// characters. The text may hold whatever a value held: a caller that
/// shows it on a terminal sanitizes it there.
package enum ValueText {
    /// The longest text a value is written as; longer is cut with `…`.
    package static let limit = 60

    /// The text of `value`.
    package static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return of(wrapped)
        case .collection, .set:
            let items = mirror.children.map(\.value)
            if items.allSatisfy(isPlain) {
                let text = items.map(of)
                return cut("[" + (mirror.displayStyle == .set ? text.sorted() : text).joined(separator: ", ") + "]")
            }
            return "[\(items.count) item\(items.count == 1 ? "" : "s")]"
        case .dictionary:
            let count = mirror.children.count
            return "[\(count) entr\(count == 1 ? "y" : "ies")]"
        default:
            if let string = value as? String { return cut("\"" + string + "\"") }
            return cut(String(describing: value))
        }
    }

    /// A value a diff shows whole rather than field by field: no stored
    /// fields (numbers, flags, cases without values), a string, an enum
    /// case, or a type that says how it reads (`Duration`, `Date`).
    package static func isPlain(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { isPlain($0.value) } ?? true
        case .enum: return true
        case .collection, .set, .dictionary: return false
        default: return mirror.children.isEmpty || value is String || value is CustomStringConvertible
        }
    }

    package static func cut(_ text: String) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
