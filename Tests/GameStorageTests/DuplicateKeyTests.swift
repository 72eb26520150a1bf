import Foundation
import GameCore
@testable import GameStorage
import Testing

/// A key written twice in one JSON object is ambiguous: the decoder would
/// keep one value quietly, so both readers refuse the file instead.
@Suite struct DuplicateKeyTests {
    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, "a"),
        (#"{"a": 1, "b": {"c": [1, {"d": 1, "d": 1}]}}"#, "b.c[1].d"),
        (#"{"rec\u006frds": [], "records": []}"#, "records"),
        (#"{"\u00e9": 1, "e\u0301": 2}"#, "é"),  // one key to Swift's String, as to the decoder
        (#"{"a\"b": 1, "a\"b": 2}"#, "a\"b"),
    ])
    func theFirstDuplicateIsNamedByItsPath(_ text: String, _ path: String) {
        #expect(JSONDuplicateKey.find(in: Data(text.utf8)) == path)
    }

    @Test(arguments: [
        #"{"a": 1, "b": 2}"#, #"[{"a": 1}, {"a": 1}]"#, #"{"a": {"a": {"a": 1}}}"#, #"{"a\\": 1, "a": 2}"#,
        #"{"a": "}, \"a\": 1"}"#, "[]", "\"a\"",
        #"{"\ud800\u0041": 1, "\ud800\u0042": 2}"#,  // a high surrogate and no low one: trapped before
        #"{"\udbff\uffff": 1}"#,
    ])
    func keysInDifferentObjectsOrStringsAreNotDuplicates(_ text: String) {
        #expect(JSONDuplicateKey.find(in: Data(text.utf8)) == nil)
    }

    @Test func aRecordingLineWithATimeTwiceIsRefusedWithItsLine() throws {
        var lines = try RecordingRefusalTests.goodLines()
        let index = try #require(lines.firstIndex { $0.contains("cardFlipped") })
        lines[index] = String(lines[index].dropLast()) + #","t":0}"#
        let error = try #require(RecordingRefusalTests.error(reading: lines))
        #expect(error.line == index + 1)
        #expect(error.description.contains(#"the key "t" appears twice"#), "\(error)")
    }

    @Test func aScoresFileWithTwoRecordsListsIsCorrupt() {
        let text = #"{"format": 1, "records": [], "records": []}"#
        #expect(throws: KeptFileError(path: "s.json", .corrupt(#"the key "records" appears twice, so which one counts is unclear"#))) {
            try ScoresFile.decode(Data(text.utf8), path: "s.json")
        }
    }
}
