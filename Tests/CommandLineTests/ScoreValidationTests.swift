import Foundation
import GameCore
import GameStorage
import Testing

/// Every record read from the file is checked on its own: a bad one is
/// skipped and reported, the rest are kept.
@Suite struct ScoreValidationTests {
    static let badRecords: [(String, [String: String?], String)] = [
        ("moves missing", ["moves": nil], "moves is missing"),
        ("moves a string", ["moves": "\"14\""], "moves"),
        ("moves below one look at every card", ["moves": "11"], "moves must be from 12"),
        ("negative seconds", ["seconds": "-1"], "seconds must be"),
        ("unknown board", ["difficulty": "\"nightmare\""], "the board (\"difficulty\") is not easy, medium, hard or RxC"),
        ("odd board", ["difficulty": "\"3x3\""], "an even number of cards"),
        ("board too tall", ["difficulty": "\"13x2\""], "2 to 12 each"),
        ("moves below one look at every card of a custom board", ["difficulty": "\"6x8\"", "moves": "47"],
         "moves must be from 48 (every card of 6x8 once)"),
        ("unreadable date", ["date": "\"yesterday\""], "date is not an ISO 8601"),
        ("date after year 9999", ["date": "\"10000-01-01T00:00:00Z\""], "date is not from year 1 to 9999"),
        ("negative seed", ["seed": "-5"], "the number -5 does not fit its field"),
        ("moves too large", ["moves": "99999999999999999999"], "the number 99999999999999999999 does not fit its field"),
        ("name half a surrogate pair", ["name": "\"a\\ud800\""], "a string holds a \\u escape that is no character"),
        ("empty name", ["name": "\"  \""], "the name is empty"),
        ("name too long", ["name": "\"\(String(repeating: "x", count: 33))\""], "longer than 32"),
        ("name with an escape", ["name": "\"\\u001b[2Jevil\""], "control characters"),
        ("an empty object", ["name": nil, "moves": nil, "seconds": nil, "date": nil, "seed": nil, "difficulty": nil], "missing"),
    ]

    @Test(arguments: badRecords)
    func aBadRecordIsSkippedAndReportedWhileTheOthersAreKept(_ bad: (String, [String: String?], String)) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = Scores.json(["name": "\"good\""])
        try directory.write(Scores.file(good, Scores.json(bad.1), Scores.json(["name": "\"fine\"", "moves": "20"])),
                            to: "scores.json")
        let load = FileScoreStore(path: directory.file("scores.json")).load()
        #expect(load.table.allRecords.map(\.name) == ["good", "fine"], "\(bad.0)")
        let warning = try #require(load.warning)
        #expect(warning.contains("skipped 1 bad record (record 2: "), "\(bad.0)")
        #expect(warning.contains(bad.2), "\(bad.0): \(warning)")
        #expect(!warning.contains("\u{1B}"))
    }

    @Test func aNameThatIsNotUTF8IsSkippedAndSaidToBeNotUTF8() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var bytes = Data(Scores.file(Scores.json(["name": "\"good\""]), Scores.json(["name": "\"b=d\""])).utf8)
        bytes[try #require(bytes.firstIndex(of: UInt8(ascii: "=")))] = 0xFF
        try bytes.write(to: URL(fileURLWithPath: directory.file("scores.json")))
        let load = FileScoreStore(path: directory.file("scores.json")).load()
        #expect(load.table.allRecords.map(\.name) == ["good"])
        #expect(load.warning?.contains("(record 2: a string is not valid UTF-8)") == true, "\(load.warning ?? "")")
    }

    @Test func severalBadRecordsAreCountedInOneLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Scores.file("1", "\"x\"", Scores.json()), to: "scores.json")
        let load = FileScoreStore(path: directory.file("scores.json")).load()
        #expect(load.table.allRecords.count == 1)
        #expect(load.warning?.contains("skipped 2 bad records (record 1: ") == true)
        #expect(load.warning?.contains("and 1 more") == true)
    }

    @Test func aPlayersNameMustBeShortPrintableAndNotBlank() {
        #expect(ScoreRecord.nameProblem("Ann-Marie O'Neil") == nil)
        #expect(ScoreRecord.nameProblem("🦆🦆🦆") == nil)
        #expect(ScoreRecord.nameProblem(String(repeating: "é", count: 32)) == nil)
        #expect(ScoreRecord.nameProblem(String(repeating: "é", count: 33)) != nil)
        #expect(ScoreRecord.nameProblem("") != nil)
        #expect(ScoreRecord.nameProblem("a\tb") != nil)
        #expect(ScoreRecord.nameProblem("a\u{9B}31m") != nil, "a C1 control is a control too")
    }

    /// Printable ASCII is answered at once (`stats` checks a million
    /// names): its edges still answer as the general checks do.
    @Test func anASCIINameIsCheckedAsAnyOther() {
        #expect(ScoreRecord.nameProblem(String(repeating: "a", count: 32)) == nil)
        #expect(ScoreRecord.nameProblem(String(repeating: "a", count: 33)) == "the name is longer than 32 characters")
        #expect(ScoreRecord.nameProblem("   ") == "the name is empty")
        #expect(ScoreRecord.nameProblem(" ~ ") == nil)
        #expect(ScoreRecord.nameProblem("a\u{7F}") == "the name holds control characters")
        #expect(ScoreRecord.nameProblem("a\r\nb") == "the name holds control characters")
        #expect(Player.lineupProblem([Player(name: "ann"), Player(name: "bo"), Player(name: "ann")]) == "\"ann\" is named twice")
        #expect(Player.lineupProblem([Player(name: "Zoë"), Player(name: "Zoe\u{308}")]) == "\"Zoe\u{308}\" is named twice",
                "the same name however its accent is written")
    }
}
