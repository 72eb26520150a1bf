import Foundation
import GameCore
@testable import GameStorage
import Testing

/// The scores file and a recording are two formats, but a JSON problem is
/// said in one wording, from one place (`JSONProblem`).
@Suite struct JSONProblemTests {
    @Test(arguments: [
        ("ducks!", "not valid JSON"),
        (#""a string""#, "valid JSON, but a string, not an object"),
        (#"{"format": 1, "format": 1}"#, #"the key "format" appears twice, so which one counts is unclear"#),
    ])
    func bothReadersSayABadDocumentInTheSameWords(text: String, words: String) {
        #expect(throws: KeptFileError(path: "s.json", .corrupt(words))) {
            try ScoresFile.decode(Data(text.utf8), path: "s.json")
        }
        #expect(throws: RecordingError(line: 1, .garbled(words))) {
            try RecordingReader.parse(text + "\n")
        }
    }

    @Test func theWordsAreCutToTheDetailLimit() {
        let error = DecodingError.dataCorrupted(.init(
            codingPath: [], debugDescription: String(repeating: "x", count: 500)))
        let nested = DecodingError.typeMismatch(Int.self, .init(
            codingPath: [AnyKey("moves")], debugDescription: String(repeating: "x", count: 500)))

        #expect(JSONProblem.describe(error) == "not valid JSON")
        #expect(JSONProblem.describe(nested).count == JSONProblem.detailLimit)
        #expect(JSONProblem.describe(nested).hasSuffix("…"))
    }
}
