import Foundation
import GameCore
import Testing

/// A seed as a string of digits has one rule, `JSONSeed.value(digits:)`,
/// which the decoder, the history file's fast reader and the wire's reader
/// all ask.
@Suite struct JSONSeedTests {
    @Test(arguments: [
        ("0", UInt64(0)), ("9007199254740993", UInt64(9_007_199_254_740_993)),
        ("18446744073709551615", UInt64.max), ("007", UInt64(7)),
    ])
    func digitsNameTheirNumber(_ text: String, _ value: UInt64) throws {
        #expect(JSONSeed.value(digits: text.utf8) == value)
        let decoded = try JSONDecoder().decode([JSONSeed].self, from: Data("[\"\(text)\"]".utf8))
        #expect(decoded == [JSONSeed(value)])
    }

    @Test(arguments: ["", "18446744073709551616", "99999999999999999999999", "12a", "-1", "+1", " 1", "1.0", "١"])
    func anythingElseIsNoSeed(_ text: String) {
        #expect(JSONSeed.value(digits: text.utf8) == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([JSONSeed].self, from: Data("[\"\(text)\"]".utf8)) }
    }

    @Test func aSeedIsWrittenAsANumberUpToTwoToThe53rdLessOneAndAsDigitsAbove() throws {
        let written = try JSONEncoder().encode([JSONSeed(JSONSeed.exactLimit), JSONSeed(JSONSeed.exactLimit + 1)])
        #expect(String(decoding: written, as: UTF8.self) == "[9007199254740991,\"9007199254740992\"]")
    }
}
