import Foundation
import GameCore
import GameStorage
import Testing

/// The scores file keeps a game's milliseconds in an optional field: files
/// without it read as ever, and a file with it is one whose other fields
/// an older reader (which ignores unknown keys) reads as before.
@Suite struct ScoreMillisecondsFileTests {
    private func record(_ milliseconds: Int?) -> ScoreRecord {
        ScoreRecord(name: "ann", moves: 8, seconds: 9, date: Date(timeIntervalSince1970: 1_800_000_000), seed: 7,
                    board: .easy, milliseconds: milliseconds)
    }

    @Test func millisecondsAreWrittenAndReadBack() throws {
        let data = ScoresFile.encode(ScoreTable([record(9_412)]))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"milliseconds\" : 9412"), "\(text)")
        let file = try ScoresFile.decode(data, path: "scores.json")
        #expect(file.skipped == [])
        #expect(file.table.ranking(for: .easy) == [record(9_412)])
    }

    @Test func aRecordWithoutMillisecondsIsWrittenAsBefore() throws {
        let data = ScoresFile.encode(ScoreTable([record(nil)]))
        #expect(!String(decoding: data, as: UTF8.self).contains("milliseconds"))
        #expect(try ScoresFile.decode(data, path: "scores.json").table.ranking(for: .easy) == [record(nil)])
    }

    @Test func withoutTheNewKeyTheRecordIsTheSameButForItsMilliseconds() throws {
        // What a reader that ignores the key (1.2.0) gets from today's file.
        let data = ScoresFile.encode(ScoreTable([record(9_412)]))
        let older = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"milliseconds\" : 9412,\n", with: "")
        #expect(!older.contains("milliseconds"))
        let file = try ScoresFile.decode(Data(older.utf8), path: "scores.json")
        #expect(file.table.ranking(for: .easy) == [record(nil)])
    }

    @Test func millisecondsOutsideTheSecondsSkipThatRecordByName() throws {
        let text = String(decoding: ScoresFile.encode(ScoreTable([record(9_412)])), as: UTF8.self)
            .replacingOccurrences(of: "9412", with: "12000")
        let file = try ScoresFile.decode(Data(text.utf8), path: "scores.json")
        #expect(file.table.ranking(for: .easy).isEmpty)
        #expect(file.skipped.count == 1)
        #expect(file.skipped.first?.contains("milliseconds") == true, "\(file.skipped)")
    }
}
