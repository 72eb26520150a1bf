import Foundation
import GameCore
import GameStorage
import Testing

/// The scores file is pinned by committed files in Tests/Fixtures/Scores:
/// `v1-presets.json`, a file as 1.0 wrote it (the three presets only),
/// must read forever; `golden.json`, this version's file with custom boards,
/// is what a table with them is written as, byte for byte.
///
/// When the file's spelling changes on purpose, regenerate the golden file
/// and review its diff:
///
///     THREEDUCKS_REGENERATE_GOLDEN=1 swift test --filter ScoresFileFixtureTests
@Suite struct ScoresFileFixtureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Scores")
    static let golden = root.appendingPathComponent("golden.json")

    static func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    /// Records on presets and on custom boards, in no particular order.
    static let goldenTable = ScoreTable([
        ScoreRecord(name: "di", moves: 60, seconds: 300, date: date(1_800_000_000), seed: 11, board: Board(name: "6x8")!),
        ScoreRecord(name: "ann", moves: 14, seconds: 65, date: date(1_800_000_000), seed: 42, board: .medium),
        ScoreRecord(name: "ed", moves: 4, seconds: 3, date: date(1_800_003_600), seed: 1, board: Board(name: "2x2")!),
        ScoreRecord(name: "cy", moves: 50, seconds: 240, date: date(1_800_007_200), seed: 12, board: Board(name: "6x8")!),
        ScoreRecord(name: "fay", moves: 150, seconds: 900, date: date(1_800_010_800), seed: 13, board: .largest),
    ])

    @Test func aFileWrittenBy10ReadsWithEveryRecordOnItsPreset() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("v1-presets.json"))
        let file = try ScoresFile.decode(data, path: "v1-presets.json")
        #expect(file.skipped == [])
        #expect(file.table.ranking(for: .easy).map(\.name) == ["cy"])
        #expect(file.table.ranking(for: .medium).map(\.name) == ["ann", "bo"])
        #expect(file.table.ranking(for: .hard).map(\.name) == ["zoë 🦆"])
        #expect(file.table.best(for: .medium)?.seed == 42)
        #expect(file.table.boards == Board.presets)
    }

    @Test func a10FileIsWrittenBackAs10WroteItButForASeedBeyondDoubles() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("v1-presets.json"))
        let file = try ScoresFile.decode(data, path: "v1-presets.json")
        // A seed above 2^53 - 1 is now written as a string of digits, so that
        // readers holding numbers as doubles (jq) keep it (docs/history.md).
        let expected = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "18446744073709551615", with: "\"18446744073709551615\"")
        #expect(String(decoding: ScoresFile.encode(file.table), as: UTF8.self) == expected,
                "a table of presets is written as 1.0 wrote it")
    }

    @Test func aTableWithCustomBoardsIsWrittenExactlyAsTheGoldenFile() throws {
        let data = ScoresFile.encode(Self.goldenTable)
        if ProcessInfo.processInfo.environment["THREEDUCKS_REGENERATE_GOLDEN"] == "1" {
            try data.write(to: Self.golden)
        }
        let golden = try Data(contentsOf: Self.golden)
        #expect(String(decoding: data, as: UTF8.self) == String(decoding: golden, as: UTF8.self),
                "the scores file changed; see this suite's comment to regenerate")
    }

    @Test func theGoldenFileReadsBackToTheSameTable() throws {
        let file = try ScoresFile.decode(try Data(contentsOf: Self.golden), path: "golden.json")
        #expect(file.skipped == [])
        #expect(file.table == Self.goldenTable)
        #expect(file.table.boards == Board.presets + [Board(name: "2x2")!, Board(name: "6x8")!, .largest])
    }

    @Test func customBoardsAreSpelledRxCUnderTheDifficultyKeyAfterThePresets() throws {
        let text = try String(contentsOf: Self.golden, encoding: .utf8)
        let boards = text.split(separator: "\n").filter { $0.contains("\"difficulty\"") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(boards == [#""difficulty" : "medium","#, #""difficulty" : "2x2","#, #""difficulty" : "6x8","#,
                           #""difficulty" : "6x8","#, #""difficulty" : "12x12","#])
    }
}
