import Foundation
import GameCore
import GameStorage
import Testing

/// A file that is not a scores file is reported, moved aside by the next
/// game's write, and never overwritten.
@Suite struct CorruptScoresFileTests {
    static let corruptFiles: [(String, String, String)] = [
        ("empty", "", "the file is empty"),
        ("blank", "  \n", "the file is empty"),
        ("truncated", "{\"format\": 1, \"records\": [{\"name\": \"ann\", \"mo", "not valid JSON"),
        ("not JSON", "ducks!", "not valid JSON"),
        ("a list", "[1, 2]", "valid JSON, but an array, not an object"),
        ("records not a list", "{\"format\": 1, \"records\": {}}", "records"),
        ("no records", "{\"format\": 1}", "records is missing"),
        ("no format", "{\"records\": []}", "format is missing"),
        ("format a string", "{\"format\": \"1\", \"records\": []}", "format"),
    ]

    @Test(arguments: corruptFiles)
    func aFileThatIsNotAScoresFileIsCorrupt(_ corrupt: (String, String, String)) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(corrupt.1, to: "scores.json")
        let store = FileScoreStore(path: directory.file("scores.json"))
        let error = try #require(throws: KeptFileError.self, "\(corrupt.0)") { try store.read() }
        #expect(error.isCorrupt, "\(corrupt.0)")
        #expect(error.description.hasPrefix(store.path + ": corrupt scores file ("), "\(corrupt.0)")
        #expect(error.description.contains(corrupt.2), "\(corrupt.0): \(error)")
    }

    @Test func loadingACorruptFileWarnsAndChangesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ducks!", to: "scores.json")
        let load = FileScoreStore(path: directory.file("scores.json")).load()
        #expect(load.table == ScoreTable())
        #expect(load.warning == "\(directory.file("scores.json")): corrupt scores file (not valid JSON); "
            + "moved aside when a score is saved")
        #expect(try directory.names() == ["scores.json"])
        #expect(try directory.read("scores.json") == "ducks!")
    }

    @Test func aCorruptFileIsMovedAsideAndNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"format\": 1, \"reco", to: "scores.json")
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let store = FileScoreStore(path: directory.file("scores.json"), now: { moment })
        let table = try store.record(Scores.record())
        #expect(table.allRecords == [Scores.record()], "the new score starts a fresh file")
        #expect(try directory.names() == ["scores.json", "scores.json.corrupt-20270115T080000Z", "scores.json.lock"])
        #expect(try directory.read("scores.json.corrupt-20270115T080000Z") == "{\"format\": 1, \"reco")
        #expect(FileScoreStore(path: store.path).load() == ScoreLoad(table: table))

        // Corrupt again within the same second: the first one moved aside is kept too.
        // (A damaged scores file: one that was never one is refused, see RefusedFilesTests.)
        try directory.write("{garbage", to: "scores.json")
        _ = try store.record(Scores.record())
        #expect(try directory.read("scores.json.corrupt-20270115T080000Z") == "{\"format\": 1, \"reco")
        #expect(try directory.read("scores.json.corrupt-20270115T080000Z-2") == "{garbage")
    }

    @Test func aHugeFileIsAnErrorAndOnlyItsLimitIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let huge = "{\"format\": 1, \"records\": [" + String(repeating: " ", count: ScoresFile.byteLimit) + "]}"
        try directory.write(huge, to: "scores.json")
        let store = FileScoreStore(path: directory.file("scores.json"))
        let error = try #require(throws: KeptFileError.self) { try store.read() }
        #expect(error.reason == .tooLarge(limit: ScoresFile.byteLimit))
        #expect(error.isCorrupt, "a game's write moves it aside too")
    }

    @Test func aFileOfANewerFormatIsNeitherReadNorReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let newer = "{\"format\": 2, \"players\": {}}"
        try directory.write(newer, to: "scores.json")
        let store = FileScoreStore(path: directory.file("scores.json"))
        #expect(store.load().warning?.contains("scores format 2 is not one this threeducks reads") == true)
        let error = try #require(throws: KeptFileError.self) { try store.record(Scores.record()) }
        #expect(error.reason == .unsupportedFormat(2))
        #expect(try directory.read("scores.json") == newer)
        #expect(try directory.names() == ["scores.json", "scores.json.lock"])
    }

    @Test func resetLeavesACorruptFileExactlyAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ducks!", to: "scores.json")
        let error = try #require(throws: KeptFileError.self) {
            try FileScoreStore(path: directory.file("scores.json")).reset(nil)
        }
        #expect(error.isCorrupt)
        #expect(try directory.read("scores.json") == "ducks!")
        #expect(try directory.names().filter { $0.contains("corrupt") } == [])
    }
}
