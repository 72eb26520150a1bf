/// A first look at a line before decoding it for real: which keys it has,
/// its time, and the keys of its action, so errors can say what was there.
struct LineProbe: Decodable {
    /// The line's top-level keys.
    let keys: Set<String>
    /// `t`, when it is a whole number that fits an `Int64`.
    let time: Int64?
    /// The keys of the `action` object, sorted (one, the case name, in a
    /// good line); nil when `action` is missing or not an object.
    let actionKeys: [String]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = Set(container.allKeys.map(\.stringValue))
        time = try? container.decodeIfPresent(Int64.self, forKey: AnyKey("t"))
        let action = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("action"))
        actionKeys = action?.allKeys.map(\.stringValue).sorted()
    }
}

/// The header's format alone, read before the rest so that a newer format
/// with other fields is reported as such.
struct FormatProbe: Decodable {
    let format: Int
}

/// A value decoded with the error kept as thrown. `JSONDecoder` turns every
/// error of its parser that reaches the top (a string that is not UTF-8, a
/// number too large for its field) into the same "not valid JSON"; caught
/// inside the decoding, the parser's error still says what it is.
struct Unflattened<Value: Decodable>: Decodable {
    let result: Result<Value, any Error>

    init(from decoder: any Decoder) {
        do {
            result = .success(try Value(from: decoder))
        } catch {
            result = .failure(error)
        }
    }
}

/// A coding key for whatever keys a line has.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
