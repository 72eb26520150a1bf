import Foundation
import GameCore
import GameStorage
import Testing

/// The scores file as a careless or hostile user leaves it: wrong clocks,
/// ambiguous JSON, devices and FIFOs in its place, debris of killed writers.
/// Nothing a player had is lost, and nothing outside the game is harmed.
@Suite struct UntrustedScoresFileTests {
    @Test(arguments: [0.0, -1.0, 946_684_799.0, 4_102_444_800.0, 253_402_300_799.0])
    func aWinDatedOutsideThisCenturyIsKeptAcrossLaunchesAndSaves(_ seconds: Double) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"))
        let early = Scores.record("clockless", moves: 12, date: Date(timeIntervalSince1970: seconds))
        _ = try store.record(early)
        let load = store.load()
        #expect(load.warning == nil, "the next launch reads it without complaint")
        #expect(load.table.allRecords.map(\.name) == ["clockless"])
        _ = try store.record(Scores.record("next", moves: 20))
        #expect(store.load().table.allRecords.map(\.name) == ["clockless", "next"], "the next save keeps it")
    }

    @Test func aRecordTheReaderWouldRefuseIsNeverWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"))
        _ = try store.record(Scores.record("kept"))
        let before = try directory.read("scores.json")
        let error = try #require(throws: KeptFileError.self) {
            try store.record(Scores.record("fast", moves: 3))
        }
        #expect(error.description.contains("the score was not saved: moves must be from 12"))
        #expect(try directory.read("scores.json") == before)
    }

    static let ambiguousFiles: [(String, String, String)] = [
        ("two records lists", #"{"format": 1, "records": [R], "records": []}"#, "\"records\" appears twice"),
        ("the same key spelled with an escape", #"{"format": 1, "records": [R], "rec\u006frds": []}"#,
         "\"records\" appears twice"),
        ("two formats", #"{"format": 1, "format": 2, "records": [R]}"#, "\"format\" appears twice"),
        ("a record with two names", #"{"format": 1, "records": [R, {"name": "a", "name": "b"}]}"#,
         "\"records[1].name\" appears twice"),
    ]

    @Test(arguments: ambiguousFiles)
    func aFileWithADuplicateKeyIsCorruptAndKeptAsideWhole(_ file: (String, String, String)) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let text = file.1.replacingOccurrences(of: "R", with: Scores.json(["name": "\"first\""]))
        try directory.write(text, to: "scores.json")
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let store = FileScoreStore(path: directory.file("scores.json"), now: { moment })
        let load = store.load()
        #expect(load.table == ScoreTable(), "\(file.0)")
        #expect(load.warning?.contains("corrupt scores file (the key \(file.2)") == true, "\(file.0): \(load.warning ?? "")")
        _ = try store.record(Scores.record("new"))
        #expect(try directory.read("scores.json.corrupt-20270115T080000Z") == text, "\(file.0): kept aside whole")
        #expect(store.load().table.allRecords.map(\.name) == ["new"])
    }

    @Test func aDeviceInTheScoresFilesPlaceIsNeitherReadNorReplaced() throws {
        let store = FileScoreStore(path: "/dev/null")
        #expect(throws: KeptFileError(path: "/dev/null", .notAFile(.characterDevice))) { try store.checkFile() }
        #expect(throws: KeptFileError(path: "/dev/null", .notAFile(.characterDevice))) { try store.read() }
        let error = try #require(throws: KeptFileError.self) { try store.record(Scores.record()) }
        #expect(error.description == "/dev/null: is a character device, not a regular file; scores are kept only in a regular file")
        #expect(FileKind.of("/dev/null") == .characterDevice, "the device node is still there")
    }

    @Test func aFIFOAsTheScoresFileIsRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("scores.json")
        #expect(mkfifo(path, 0o644) == 0)
        let store = FileScoreStore(path: path)
        // Opening a FIFO for reading with no writer blocks for ever unless opened non-blocking.
        #expect(throws: KeptFileError(path: path, .notAFile(.fifo))) { try store.read() }
        #expect(store.load().warning == "\(path): is a FIFO, not a regular file; scores are kept only in a regular file; scores will not be saved")
        #expect(throws: KeptFileError(path: path, .notAFile(.fifo))) { try store.record(Scores.record()) }
        #expect(FileKind.of(path) == .fifo)
        #expect(try directory.names() == ["scores.json"], "nothing is created beside it")
    }

    @Test func aFIFOAsTheLockFileIsRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileScoreStore(path: directory.file("scores.json"))
        #expect(mkfifo(store.lockPath, 0o644) == 0)
        let error = try #require(throws: KeptFileError.self) { try store.record(Scores.record()) }
        #expect(error.description.contains("the lock file \(store.lockPath) is a FIFO, not a regular file"))
        #expect(try directory.names() == ["scores.json.lock"])
    }

    @Test func aDirectoryInTheScoresFilesPlaceIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("scores.json")
        #expect(mkdir(path, 0o755) == 0)
        #expect(throws: KeptFileError(path: path, .notAFile(.directory))) { try FileScoreStore(path: path).checkFile() }
        #expect(throws: KeptFileError(path: path, .notAFile(.directory))) { try FileScoreStore(path: path).record(Scores.record()) }
    }

    @Test func aWriteClearsTheTemporariesOfWritersKilledMidWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("half a sco", to: ".scores.json.tmp-4242-17")
        try directory.write("half a sco", to: ".scores.json.tmp-4243-99")
        try directory.write("someone else's", to: ".other.json.tmp-1-1")
        _ = try FileScoreStore(path: directory.file("scores.json")).record(Scores.record())
        #expect(try directory.names() == [".other.json.tmp-1-1", "scores.json", "scores.json.lock"])
    }

    @Test func aFailedWriteAfterMovingACorruptFileAsideSaysWhereItWent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{ducks!", to: "scores.json")
        // A file size limit of 0 stands in for a full disk: the rename of the
        // corrupt file succeeds, writing the new one fails.
        let writer = Subprocess.built("score-writer")
        let result = try Subprocess("/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"", writer,
                                                directory.file("scores.json"), "0", "1", directory.path]).finish()
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write: File too large (the corrupt file was moved aside to "
                                       + directory.file("scores.json.corrupt-")), "\(result.stderr)")
        let aside = try #require(try directory.names().first { $0.hasPrefix("scores.json.corrupt-") })
        #expect(try directory.read(aside) == "{ducks!")
    }

    @Test(arguments: [("2027-01-15T08:00:00.5Z", 1_800_000_000.0), ("2027-01-15T09:00:00+01:00", 1_800_000_000.0),
                      ("2027-01-15T08:00:00Z", 1_800_000_000.0)])
    func aHandEditedDateIsReadAsTheWholeSecondTheNextSaveWrites(_ date: String, _ seconds: Double) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Scores.file(Scores.json(["date": "\"\(date)\""])), to: "scores.json")
        let store = FileScoreStore(path: directory.file("scores.json"))
        let read = try #require(store.load().table.allRecords.first)
        #expect(read.date == Date(timeIntervalSince1970: seconds))
        _ = try store.record(Scores.record("next", moves: 20))
        #expect(store.load().table.allRecords.first == read, "read, saved and read again: the same record")
    }

    @Test func aDateWithTextAfterItsZoneIsABadRecord() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Scores.file(Scores.json(["date": "\"2027-01-15T08:00:00Zjunk\""])), to: "scores.json")
        let load = FileScoreStore(path: directory.file("scores.json")).load()
        #expect(load.table == ScoreTable())
        #expect(load.warning?.contains("date is not an ISO 8601 UTC date") == true)
    }
}
