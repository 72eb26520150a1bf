import Foundation
import GameCore
import GameStorage
import Testing

/// The history file: appended under a lock, read back record by record, a
/// damaged record skipped and reported, never the whole file lost.
@Suite struct HistoryFileTests {
    static func game(_ moves: Int = 14, result: GameResult = .won, seed: UInt64 = 42, daily: String? = nil) -> HistoryRecord {
        HistoryRecord(date: Scores.date, board: .medium, players: [Player(name: "ann", pairs: 6)], moves: moves,
                      seconds: 65, result: result, seed: seed, daily: daily)
    }

    @Test func aGameIsOneLineAfterTheHeaderAsTheFormatSays() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(besideScores: directory.file("data/scores.json"))
        #expect(store.path == directory.file("data/history.jsonl"))
        try store.append(Self.game(daily: "2027-01-15"))
        try store.append(HistoryRecord(date: Scores.date, board: .easy,
                                       players: [Player(name: "bo", pairs: 1), Player(name: "Computer", computer: .hard, pairs: 2)],
                                       moves: 9, seconds: 20, result: .gaveUp, seed: UInt64.max))
        #expect(try directory.read("data/history.jsonl") == """
            {"format":1,"threeducks":"history"}
            {"board":"medium","daily":"2027-01-15","date":"2027-01-15T08:00:00Z","moves":14,"players":[{"name":"ann","pairs":6}],"result":"won","seconds":65,"seed":42}
            {"board":"easy","date":"2027-01-15T08:00:00Z","moves":9,"players":[{"name":"bo","pairs":1},{"computer":"hard","name":"Computer","pairs":2}],"result":"gaveUp","seconds":20,"seed":"18446744073709551615"}

            """)
        let load = try store.load()
        #expect(load.warning == nil)
        #expect(load.records.count == 2)
        #expect(load.records.last?.seed == UInt64.max)
        #expect(load.records.last?.players.last?.computer == .hard)
    }

    @Test func noFileIsNoGamesAndReadingCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        #expect(try store.read() == nil)
        #expect(try store.load().records.isEmpty)
        #expect(try directory.names().isEmpty)
    }

    @Test func aDamagedRecordIsSkippedAndReportedAndTheOthersRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        try store.append(Self.game(20))
        try store.append(Self.game(21))
        var text = try directory.read("history.jsonl")
        text = text.replacingOccurrences(of: "\"moves\":20", with: "\"moves\":\"ten\"")
        text += "{\"board\":\"medium\",\"moves\":12\n" + "not json at all\n"
        text += #"{"board":"9x9","date":"2027-01-15T08:00:00Z","moves":14,"players":[{"name":"ann","pairs":6}],"result":"won","seconds":65,"seed":42}"# + "\n"
        try directory.write(text, to: "history.jsonl")
        try store.append(Self.game(23))
        let load = try store.load()
        #expect(load.records.map(\.moves) == [21, 23])
        #expect(load.warning == "\(store.path): 4 damaged records skipped (lines 2, 4, 5, 6)")
    }

    @Test func aLineACrashCutShortStaysOneDamagedRecordAndTheNextGameIsKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        try store.append(Self.game(20))
        let whole = try directory.read("history.jsonl")
        // A writer killed mid-write left half a line, without its newline.
        try directory.write(whole + String(whole.split(separator: "\n")[1].prefix(40)), to: "history.jsonl")
        #expect(try store.load().warning == "\(store.path): 1 damaged record skipped (line 3)")
        try store.append(Self.game(21))
        let load = try store.load()
        #expect(load.records.map(\.moves) == [20, 21])
        #expect(load.warning == "\(store.path): 1 damaged record skipped (line 3)")
    }

    @Test func aFirstAppendCutShortInsideTheHeaderIsNoGamesAndTheNextAppendMendsIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"format\":1,\"thr", to: "history.jsonl")
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        #expect(try store.load() == HistoryLoad(records: []))
        try store.append(Self.game(20))
        let load = try store.load()
        #expect(load.records.map(\.moves) == [20])
        #expect(load.warning == nil)
        #expect(try directory.read("history.jsonl").hasPrefix("{\"format\":1,\"threeducks\":\"history\"}\n{"))
    }

    @Test func aFileOfANewerFormatIsNeitherReadNorAddedTo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let text = "{\"format\":2,\"threeducks\":\"history\"}\n"
        try directory.write(text, to: "history.jsonl")
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        #expect(throws: HistoryFileError(path: store.path, .unsupportedFormat(2))) { try store.read() }
        #expect(throws: HistoryFileError(path: store.path, .unsupportedFormat(2))) { try store.append(Self.game()) }
        #expect(try directory.read("history.jsonl") == text)
    }

    @Test func aFileThatIsNotAHistoryIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{\"format\": 1, \"records\": []}\n", to: "history.jsonl")
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        #expect(throws: HistoryFileError(path: store.path, .notAHistory)) { try store.read() }
        #expect(throws: HistoryFileError(path: store.path, .notAHistory)) { try store.append(Self.game()) }
    }

    @Test func onlyARegularFileIsReadOrAddedTo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(mkfifo(directory.file("history.jsonl"), 0o644) == 0)
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        #expect(throws: HistoryFileError(path: store.path, .notAFile(.fifo))) { try store.read() }
        #expect(throws: HistoryFileError(path: store.path, .notAFile(.fifo))) { try store.append(Self.game()) }
    }

    @Test func aLongHistoryIsReadFromItsEndAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        try store.append(Self.game(20))
        let line = try directory.read("history.jsonl").split(separator: "\n")[1]
        let count = HistoryFile.readLimit / (line.utf8.count + 1) + 100
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store.path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(String(repeating: line.replacingOccurrences(of: "\"moves\":20", with: "\"moves\":25") + "\n", count: count).utf8))
        try handle.close()
        try store.append(Self.game(30))
        let contents = try #require(try store.read())
        #expect(contents.isTruncated)
        #expect(contents.damagedLines.isEmpty)
        #expect(contents.records.first?.moves == 25)
        #expect(contents.records.last?.moves == 30)
        #expect(contents.warning(path: "h")?.contains("only the last 8 MiB read") == true)
    }

    /// Six real processes (the test-only `score-writer` in its history mode),
    /// released together, append five games each: every one of the 30 is
    /// there, each a whole line.
    @Test func severalProcessesAppendingAtOnceKeepEveryGame() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("data/history.jsonl")
        let start = directory.file("go")
        let writers = try (0..<6).map { writer in
            try Subprocess(Subprocess.built("score-writer"), [path, "\(writer)", "5", start, "history"])
        }
        try directory.write("", to: "go")
        for writer in writers {
            let result = writer.finish()
            #expect(result.status == 0, "\(result.stderr)")
        }
        let load = try FileHistoryStore(path: path).load()
        #expect(load.warning == nil)
        #expect(load.records.map(\.seed).sorted() == Array(0..<30))
        #expect(try directory.read("data/history.jsonl").hasPrefix("{\"format\":1,\"threeducks\":\"history\"}\n"))
    }
}
