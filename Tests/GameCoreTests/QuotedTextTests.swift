import GameCore
import Testing

/// The one writer of quoted strings and of hex, pinned byte for byte in both
/// its styles: the settings files' TOML and the wire's JSON (docs/protocol.md)
/// read what they always read.
@Suite struct QuotedTextTests {
    static let awkward = "a\"b\\c\n\t\r\u{1}\u{1F}\u{7F}\u{2028}\u{2029}é🦆"

    @Test func tomlEscapesControlsAndDeleteInUppercaseAndKeepsTheRestAsItIs() {
        var out = ""
        out.appendQuoted(Self.awkward, .toml)
        #expect(out == "\"a\\\"b\\\\c\\n\\t\\u000D\\u0001\\u001F\\u007F\u{2028}\u{2029}é🦆\"")
    }

    @Test func jsonEscapesControlsAndTheLineSeparatorsInLowercaseAndNothingElse() {
        var out = "x"
        out.appendQuoted(Self.awkward, .json)
        #expect(out == "x\"a\\\"b\\\\c\\n\\t\\r\\u0001\\u001f\u{7F}\\u2028\\u2029é🦆\"")
    }

    @Test func hexIsPaddedToItsWidthAndReadBackDigitByDigit() {
        #expect(UInt64(0xABC).hexDigits(16) == "0000000000000abc")
        #expect(UInt64.max.hexDigits(16) == "ffffffffffffffff")
        #expect(UInt32(0x200B).hexDigits(4, uppercase: true) == "200B")
        #expect(Array("09afAF".utf8).map(\.hexDigitValue) == [0, 9, 10, 15, 10, 15])
        #expect(Array("g/: ".utf8).allSatisfy { $0.hexDigitValue == nil })
    }
}
