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

    /// The one rule for a seed written as a string: ASCII digits, at least
    /// one, naming a whole number up to 2^64−1 (leading zeros allowed, as
    /// `UInt64("007")` reads them), or nil. The decoder, the history file's
    /// fast reader and the wire's reader all ask this.
    package static func value<Digits: Collection>(digits: Digits) -> UInt64? where Digits.Element == UInt8 {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times10, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times10.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
            guard !overflowA, !overflowB else { return nil }
            value = sum
        }
        return value
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            // A number: its own error (negative, too large, a fraction) says what is wrong.
            value = try container.decode(UInt64.self)
            return
        }
        guard let number = Self.value(digits: text.utf8) else {
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
