import Foundation
import GameCore
import GameStorage
import Testing

/// Files written by 1.1.0 (`TodaysFilesWriter`, the real stores on a
/// manual clock), kept in Tests/Fixtures, read by today's readers: a
/// recording of each kind, the journal of a game in play, a history and a
/// scores file. Each must read, and hold what 1.1.0 wrote, for good.
@Suite struct Version110FixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    /// 2026-11-24, the day the files were written: the history's dates and daily deal.
    static let writtenOn = "2026-11-24"

    // MARK: Recordings

    static let recordings = ["players-and-computer-medium-title.jsonl", "solo-won-easy.jsonl"]

    @Test func theRecordingsAreTheOnesListed() throws {
        #expect(try RecordingFixtures.names(in: "v2-1.1.0") == Self.recordings)
    }

    @Test(arguments: recordings)
    func a110RecordingReadsAndReplaysToItsDigest(_ name: String) throws {
        let (_, summary) = try RecordingFixtures.replayed("v2-1.1.0", name, format: 2, program: "1.1.0")
        #expect(summary.won)
        #expect(summary.gamesDealt == 1)
    }

    @Test func theSoloRecordingEndsOnTheWinScreenWithItsScoreSaved() throws {
        let recording = try RecordingReader.read(path: RecordingFixtures.url("v2-1.1.0", "solo-won-easy.jsonl").path)
        #expect(recording.header.board == .easy)
        #expect(recording.header.players == nil)
        #expect(recording.digest == "468a0ff46e5dbf1f")
        #expect(recording.actions.map(\.action).contains(.pauseToggled))
        #expect(recording.actions.contains { if case .scoreRecorded = $0.action { true } else { false } })
        let summary = ActionFold.headless(recording)
        #expect(summary.moves == 10)
        #expect(Self.screenAtTheEnd(recording) == .won)
    }

    @Test func thePlayersRecordingSeatsTheComputerAndEndsOnTheTitle() throws {
        let recording = try RecordingReader.read(
            path: RecordingFixtures.url("v2-1.1.0", "players-and-computer-medium-title.jsonl").path)
        #expect(recording.header.board == .medium)
        #expect(recording.header.players == [Player(name: "ann"), Player(name: "bob"), .computer(.medium)])
        #expect(recording.digest == "c8cd07b5c0fde591")
        let summary = ActionFold.headless(recording)
        #expect(summary.players.map(\.pairs) == [5, 1, 0])
        #expect(summary.moves == 18)
        #expect(Self.screenAtTheEnd(recording) == .title)
    }

    /// The screen the replay of `recording` ends on.
    static func screenAtTheEnd(_ recording: Recording) -> Screen {
        var fold = ActionFold(recording)
        fold.apply(recording.actions.map(\.action))
        return fold.state.screen
    }

    // MARK: The journal

    @Test func the110JournalOffersAnnAndBobsGameWithItsMovesAndBoard() throws {
        // A copy: reading takes the journal's lock beside it, and may move it aside.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threeducks-110-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("journal.jsonl").path
        try FileManager.default.copyItem(atPath: Self.fixture("Journal/1.1.0/journal.jsonl"), toPath: path)

        let journal = FileJournal(path: path, header: RecordingHeader(seed: nil, board: .easy))
        let load = journal.load()
        #expect(load.warning == nil)
        let game = try #require(load.game)
        #expect(game.board == .medium)
        #expect(game.seed == 5)
        #expect(game.players.map(\.name) == ["ann", "bob"])
        #expect(game.players.map(\.pairs) == [1, 0])
        #expect(game.turn == 1, "bob's turn: ann's mismatch passed it")
        #expect(game.moves == 5)
        #expect(game.played == .milliseconds(3000))
        #expect(game.cards.map(\.animal) == [.elephant, .elephant, .ducks, .pelican, .pelican, .bear,
                                             .horse, .bat, .bat, .ducks, .horse, .bear])
        #expect(game.cards.filter(\.isMatched).map(\.id) == [0, 1])
        #expect(game.cards.filter { $0.isFaceUp && !$0.isMatched }.map(\.id) == [2], "bob's first card is up")
        #expect(FileKind.of(path) == .regular, "an offered game stays in the journal")
    }

    // MARK: The history

    @Test func the110HistoryReadsEveryGameAndStatsCountsThem() throws {
        let contents = try #require(try FileHistoryStore(path: Self.fixture("History/1.1.0/history.jsonl")).read())
        #expect(contents.damagedLines == [])
        #expect(!contents.isTruncated)
        #expect(contents.records.map(\.result) == [.won, .won, .won, .won, .gaveUp, .won, .abandoned])
        #expect(contents.records[1].players.map(\.name) == ["ann", "bob", "Computer"])
        #expect(contents.records[1].players.map(\.computer) == [nil, nil, .medium])
        #expect(contents.records[2].seed == .max, "a seed above 2^53 - 1, written as a string")
        #expect(contents.records[5].daily == Self.writtenOn)

        let stats = BoardStats.all(contents.records, today: Self.writtenOn)
        #expect(stats.map(\.board) == [.easy, .medium, .hard, Board(name: "4x6")!])
        let easy = stats[0], medium = stats[1], hard = stats[2], custom = stats[3]
        #expect((easy.all.played, easy.all.won, easy.bestMoves) == (2, 2, 8))
        #expect((easy.currentStreak, easy.longestStreak) == (1, 1))
        #expect((medium.all.played, medium.all.won, medium.all.gaveUp) == (3, 2, 1))
        #expect(medium.bestMoves == 16, "the three players' 18 moves are not a solo best")
        #expect((medium.solo.played, medium.solo.won, medium.solo.gaveUp) == (2, 1, 1))
        #expect((medium.againstComputer.played, medium.againstComputer.won) == (1, 1), "ann's 5 pairs beat the computer's 0")
        #expect(medium.recent.map(\.moves) == [16, 4], "the three players' game is not in the solo chart")
        #expect((hard.all.played, hard.all.abandoned) == (1, 1))
        #expect((custom.all.played, custom.all.won, custom.bestMoves) == (1, 1, 26))
    }

    // MARK: The scores

    @Test func the110ScoresFileReadsEveryRecordAndIsWrittenBackByteForByte() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.fixture("Scores/1.1.0/scores.json")))
        let file = try ScoresFile.decode(data, path: "scores.json")
        #expect(file.skipped == [])
        #expect(file.table.boards == Board.presets + [Board(name: "4x6")!])
        #expect(file.table.ranking(for: .easy).map(\.moves) == [8, 10])
        #expect(file.table.ranking(for: .easy).map(\.name) == ["ann", "ann"])
        #expect(file.table.ranking(for: .medium).map(\.name) == ["dee"])
        #expect(file.table.ranking(for: .hard) == [])
        let custom = try #require(file.table.best(for: Board(name: "4x6")!))
        #expect((custom.name, custom.moves, custom.seconds, custom.seed) == ("cy", 26, 16, .max))
        #expect(custom.date == Date(timeIntervalSince1970: 1_795_521_600))
        #expect(ScoresFile.encode(file.table) == data, "today's writer writes 1.1.0's file unchanged")
    }
}
