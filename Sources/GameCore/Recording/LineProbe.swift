/// A first look at a line before decoding it for real: which keys it has,
/// its time, and the name of its action, so errors can say what was there.
struct LineProbe: Decodable {
    /// The line's top-level keys.
    let keys: Set<String>
    /// `t`, when it is a whole number.
    let time: Int64?
    /// The action's case name (its one key), or the string in its place.
    let actionName: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = Set(container.allKeys.map(\.stringValue))
        time = try? container.decodeIfPresent(Int64.self, forKey: AnyKey("t"))
        if let action = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("action")) {
            actionName = action.allKeys.map(\.stringValue).sorted().first
        } else {
            actionName = try? container.decodeIfPresent(String.self, forKey: AnyKey("action"))
        }
    }
}

/// The header's format alone, read before the rest so that a newer format
/// with other fields is reported as such.
struct FormatProbe: Decodable {
    let format: Int
}

/// A coding key for whatever keys a line has.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
