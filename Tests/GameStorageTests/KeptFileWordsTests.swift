import Foundation
import GameCore
@testable import GameStorage
import Glibc
import StoreCore
import Testing

/// Each kept file's messages name that file (the journal shares the scores
/// file's operations, `DurableFile`, and their errors), and each reader
/// refuses what it should: a history line with a key twice, a name of one
/// character and thousands of code points.
@Suite struct KeptFileWordsTests {
    private static func temporaryDirectory() -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("threeducks-words-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }

    private static func load(journalAt path: String) -> JournalLoad {
        FileJournal(path: path, header: RecordingHeader(seed: nil, board: .easy),
                    now: { Date(timeIntervalSince1970: 1_800_000_000) }).load()
    }

    @Test func aJournalOverItsLimitIsACorruptJournalNotACorruptScoresFile() throws {
        let path = Self.temporaryDirectory() + "/journal.jsonl"
        try Data(count: FileJournal.byteLimit + 1).write(to: URL(fileURLWithPath: path))
        let warning = try #require(Self.load(journalAt: path).warning)
        #expect(warning.contains("corrupt journal (larger than the limit of \(FileJournal.byteLimit) bytes)"), "\(warning)")
        #expect(!warning.contains("scores"), "\(warning)")
    }

    @Test func aFIFOInTheJournalsPlaceIsSaidInTheJournalsWords() throws {
        let path = Self.temporaryDirectory() + "/journal.jsonl"
        #expect(mkfifo(path, 0o644) == 0)
        let warning = try #require(Self.load(journalAt: path).warning)
        #expect(warning.contains("is a FIFO, not a regular file; an unfinished game is kept only in a regular file"), "\(warning)")
        #expect(!warning.contains("scores"), "\(warning)")
    }

    @Test func aJournalCutInItsHeaderSaysSoWithoutADigestLineItNeverHas() throws {
        let path = Self.temporaryDirectory() + "/journal.jsonl"
        try Data(#"{"threeducks":"recording","for"#.utf8).write(to: URL(fileURLWithPath: path))
        let warning = try #require(Self.load(journalAt: path).warning)
        #expect(warning.contains("line 1: the journal's line is cut short"), "\(warning)")
        #expect(!warning.contains("digest"), "\(warning)")
    }

    @Test func theScoresFilesWordsAreUnchanged() {
        let path = "/tmp/scores.json"
        #expect("\(KeptFileError(path: path, .tooLarge(limit: 1 << 20)))"
                == "/tmp/scores.json: corrupt scores file (larger than the limit of 1048576 bytes)")
        #expect("\(KeptFileError(path: path, .notAFile(.fifo)))"
                == "/tmp/scores.json: is a FIFO, not a regular file; scores are kept only in a regular file")
        #expect("\(KeptFileError(path: path, .locked(seconds: 5)))"
                == "/tmp/scores.json: the scores file stayed locked by another process for 5 s")
    }

    @Test func aHistoryLineWithAKeyTwiceIsADamagedRecordAsInTheScoresFile() throws {
        let record = HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_000), board: .easy,
                                   players: [Player(name: "ann")], moves: 8, seconds: 30, result: .won, seed: 1)
        let line = String(decoding: try HistoryFile.line(record), as: UTF8.self)
        let twice = line.replacingOccurrences(of: #""moves":8"#, with: #""moves":8,"moves":80"#)
        #expect(twice != line)
        let data = HistoryFile.header + Data((line + twice).utf8)
        let contents = try HistoryFile.decode(data, fromStart: true)
        #expect(contents.records.count == 1)
        #expect(contents.damagedLines == [3])
    }

    /// A letter and 60,000 combining marks: one character, 120,001 bytes.
    static let heavyName = "a" + String(repeating: "\u{0301}", count: 60_000)

    @Test func aNameOfOneCharacterAndThousandsOfMarksIsRefusedByEveryFile() throws {
        #expect(Self.heavyName.count == 1)
        #expect(ScoreRecord.nameProblem(Self.heavyName)?.contains("256 bytes") == true)
        #expect(ScoreRecord.nameProblem("a" + String(repeating: "\u{0301}", count: 100)) == nil)
        let directory = Self.temporaryDirectory()
        let scores = FileScoreStore(path: directory + "/scores.json")
        let record = ScoreRecord(name: Self.heavyName, moves: 8, seconds: 30,
                                 date: Date(timeIntervalSince1970: 1_800_000_000), seed: 1, board: .easy)
        #expect(throws: KeptFileError.self) { try scores.record(record) }
        #expect(FileKind.of(directory + "/scores.json") == nil, "nothing written")
        let history = FileHistoryStore(path: directory + "/history.jsonl")
        let game = HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_000), board: .easy,
                                 players: [Player(name: Self.heavyName)], moves: 8, seconds: 30, result: .won, seed: 1)
        #expect(throws: HistoryFileError.self) { try history.append(game) }
        #expect(FileKind.of(directory + "/history.jsonl") == nil, "nothing written")
    }

    /// A write that fails (a full disk, `ulimit -f`, the directory gone) is
    /// no longer silent: the next action brings it to the screen.
    @Test func aJournalThatCannotBeWrittenSaysSoAtTheNextAction() throws {
        let directory = Self.temporaryDirectory()
        let journal = FileJournal(path: directory + "/journal.jsonl", header: RecordingHeader(seed: nil, board: .easy))
        var configuration = Game.Configuration()
        configuration.board = .easy
        configuration.journal = journal
        let store = Game.makeStore(configuration, scheduler: ManualScheduler())
        store.send(.launched)
        // The directory goes and a file takes its place: no journal can be written there.
        #expect(rename(directory, directory + "-gone") == 0)
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory))
        store.send(.startTapped)
        journal.flush()
        #expect(store.state.round != nil, "play goes on")
        store.send(.cardFlipped(id: 0))
        let warning = try #require(store.state.warning)
        #expect(warning.hasPrefix("Game not kept for resuming: \(directory)"), "\(warning)")
    }
}
