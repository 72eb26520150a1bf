import GameCore

/// Seeded mutations of a parser's input, the kinds that broke parsers before:
/// flipped bits, bytes put in or taken out, two inputs spliced, a line said
/// twice, numbers too large for their field, terminal escapes, a cut-off end.
///
/// Driven by GameCore's `SplitMix64`, so a seed gives the same inputs on every
/// machine and a failure names the seed that reproduces it.
struct Mutator {
    /// One way to damage an input.
    enum Kind: CaseIterable {
        case flipBit, insertByte, deleteBytes, splice, duplicateLine, hugeNumber, escapeBytes, truncate
    }

    /// Numbers at and past the edges of Int64, UInt64 and Double.
    static let hugeNumbers = ["9223372036854775807", "9223372036854775808", "-9223372036854775809",
                              "18446744073709551616", "1e400", "-1e400", "-0", "0.5", "1e-400",
                              String(repeating: "9", count: 400)]
    /// Bytes a terminal or a JSON parser may take badly: escapes raw and
    /// JSON-escaped, a lone surrogate, bytes that are not UTF-8, NUL, CR.
    static let escapes = ["\u{1B}[2J", "\u{1B}]0;title\u{07}", "\\u001b]52;c;ZXZpbA==\\u0007", "\\ud800",
                          "\\udc00\\ud800", "\u{7}", "\0", "\r", "\\n", "\u{2028}"].map { Array($0.utf8) }
        + [[0xFF, 0xFE], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]

    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// `input` after one to three mutations; `other` is the input a splice
    /// takes its tail from.
    mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(3) {
            let kind = Kind.allCases[below(Kind.allCases.count)]
            apply(kind, to: &bytes, other: other)
        }
        return bytes
    }

    private mutating func apply(_ kind: Kind, to bytes: inout [UInt8], other: [UInt8]) {
        switch kind {
        case .flipBit:
            guard !bytes.isEmpty else { return }
            bytes[below(bytes.count)] ^= 1 << UInt8(below(8))
        case .insertByte:
            bytes.insert(UInt8(below(256)), at: below(bytes.count + 1))
        case .deleteBytes:
            guard !bytes.isEmpty else { return }
            let start = below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(16)))
        case .splice:
            bytes = Array(bytes.prefix(below(bytes.count + 1)) + other.suffix(below(other.count + 1)))
        case .duplicateLine:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            guard !lines.isEmpty else { return }
            lines.insert(lines[below(lines.count)], at: below(lines.count + 1))
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case .hugeNumber:
            replaceNumber(in: &bytes, with: Array(Self.hugeNumbers[below(Self.hugeNumbers.count)].utf8))
        case .escapeBytes:
            bytes.insert(contentsOf: Self.escapes[below(Self.escapes.count)], at: below(bytes.count + 1))
        case .truncate:
            bytes.removeLast(below(bytes.count + 1))
        }
    }

    /// Replaces a run of digits, picked at random, with `number`.
    private mutating func replaceNumber(in bytes: inout [UInt8], with number: [UInt8]) {
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let starts = bytes.indices.filter { isDigit(bytes[$0]) && ($0 == 0 || !isDigit(bytes[$0 - 1])) }
        guard !starts.isEmpty else { return }
        let start = starts[below(starts.count)]
        let end = bytes[start...].firstIndex { !isDigit($0) } ?? bytes.endIndex
        bytes.replaceSubrange(start..<end, with: number)
    }

    /// A uniform number in `0..<bound`.
    private mutating func below(_ bound: Int) -> Int {
        Int(random.uniform(below: UInt64(bound)))
    }
}
