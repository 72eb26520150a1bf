import GameCore
import Testing

/// The one reader of JSON's bytes: a string is decoded once, and both its
/// readers take their answer from it, the wire's strict parse (the first
/// problem, with its byte) and the duplicate-key scan (the text read on,
/// repaired as the decoder reads a key); the fast readers' primitives take
/// only the one spelling the program writes, and leave the rest unmoved.
@Suite struct JSONScannerTests {
    static func string(_ text: String) -> (text: String, problem: JSONSyntaxError?, end: Int) {
        Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            let (value, problem) = scanner.string()
            return (value, problem, scanner.index)
        }
    }

    @Test func aValidStringIsDecodedWithNoProblemAndTheCursorPastItsQuote() {
        let read = Self.string(#""a\"b\\c\/\n\u00e9\ud83e\udd86" x"#)
        #expect(read.text == "a\"b\\c/\né🦆" && read.problem == nil && read.end == 31)
    }

    @Test(arguments: [
        (#""\ud800A""#, "\u{FFFD}A", "a lone surrogate at byte 7"),
        (#""\ud800\u0041""#, "\u{FFFD}A", "a lone surrogate at byte 13"),
        (#""\udc00""#, "\u{FFFD}", "a lone surrogate at byte 7"),
        (#""a\qb""#, "aqb", "an unknown escape at byte 3"),
        (#""\u12g4""#, "\u{1204}", "a bad \\u escape at byte 3"),
        ("\"a\u{1}b\"", "a\u{1}b", "a control character in the string at byte 0"),
        (#""abc"#, "abc", "the string at byte 0 does not end"),
        (#""ab\"#, "ab\\", "the string at byte 0 does not end"),
    ])
    func aStringBreakingARuleSaysTheFirstAndReadsOnRepaired(_ text: String, _ repaired: String, _ problem: String) {
        let read = Self.string(text)
        #expect(read.text == repaired)
        #expect(read.problem == .malformed(problem))
    }

    @Test func bytesNotUTF8AreReplacedAndSaidAsSuch() {
        let read: (String, JSONSyntaxError?) = [UInt8]([0x22, 0x61, 0xFF, 0x22]).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            return scanner.string()
        }
        #expect(read.0 == "a\u{FFFD}" && read.1 == .notUTF8)
    }

    @Test(arguments: [("0}", 0), ("15,", 15), ("123456789012345}", 123_456_789_012_345)])
    func aWholeNumberAsWrittenIsRead(_ text: String, _ value: Int) {
        Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            let read = scanner.wholeNumber()
            #expect(read == value && scanner.index == text.utf8.count - 1)
        }
    }

    @Test(arguments: ["01", "1.5", "2e3", "-1", "1234567890123456", "", "\"1\""])
    func anyOtherSpellingIsNoWholeNumberAndTheCursorStays(_ text: String) {
        Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            let read = scanner.wholeNumber()
            #expect(read == nil && scanner.index == 0)
        }
    }

    @Test func aPlainStringHasNoEscapeAndAsciiOnlyWhenAsked() {
        Array(#""dé" "a\"b""#.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            let ascii = scanner.plainString(ascii: true)
            #expect(ascii == nil && scanner.index == 0)
            let plain = scanner.plainString().map { String(decoding: $0, as: UTF8.self) }
            #expect(plain == "dé" && scanner.index == 5)
            scanner.skipSpace()
            let escaped = scanner.plainString()
            #expect(escaped == nil && scanner.index == 6)
        }
    }
}
