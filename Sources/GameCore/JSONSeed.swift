/// A seed as JSON writes it, so that a reader holding numbers as doubles
/// (jq, JavaScript) gets it exact: a number up to 2^53−1, a string of
/// digits above that. Either form reads, so files written before seeds were
/// kept in range (a plain number up to 2^64−1) still read.
package struct JSONSeed: Codable, Equatable, Sendable {
    /// The largest whole number a double holds exactly with every smaller
    /// one: 2^53−1. Seeds drawn at random stay at or below it.
    package static let exactLimit: UInt64 = (1 << 53) - 1

    package let value: UInt64

    package init(_ value: UInt64) { self.value = value }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            // A number: its own error (negative, too large, a fraction) says what is wrong.
            value = try container.decode(UInt64.self)
            return
        }
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let number = UInt64(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a seed is a whole number from 0 to 2^64-1 (a string of digits above 2^53-1)")
        }
        value = number
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value <= Self.exactLimit {
            try container.encode(value)
        } else {
            try container.encode(String(value))
        }
    }
}
