import Foundation
import GameCore
import GameStorage
import Testing

/// Files written by 1.2.0 (`TodaysFilesWriter` run at the 1.2.0 commit),
/// kept in Tests/Fixtures: its two recordings and the journal of a game in
/// play. Its scores file and history came out byte for byte as 1.1.0's
/// (Scores/1.1.0, History/1.1.0), so those fixtures stand for both.
@Suite struct Version120FixtureTests {
    static let recordings = ["players-and-computer-medium-title.jsonl", "solo-won-easy.jsonl"]

    @Test func theRecordingsAreTheOnesListed() throws {
        #expect(try RecordingFixtures.names(in: "v2-1.2.0") == Self.recordings)
    }

    @Test(arguments: recordings)
    func a120RecordingReadsAndReplaysToItsDigest(_ name: String) throws {
        let (recording, summary) = try RecordingFixtures.replayed("v2-1.2.0", name, format: 2, program: "1.2.0")
        #expect(summary.won)
        #expect(summary.gamesDealt == 1)
        // The same games as 1.1.0's: the same digests, whatever the program.
        let earlier = try RecordingReader.read(path: RecordingFixtures.url("v2-1.1.0", name).path)
        #expect(recording.digest == earlier.digest)
        #expect(recording.actions.map(\.action) == earlier.actions.map(\.action))
    }

    @Test func the120JournalOffersAnnAndBobsGame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threeducks-120-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("journal.jsonl").path
        try FileManager.default.copyItem(atPath: Version110FixtureTests.fixture("Journal/1.2.0/journal.jsonl"), toPath: path)

        let load = FileJournal(path: path, header: RecordingHeader(seed: nil, board: .easy)).load()
        #expect(load.warning == nil)
        let game = try #require(load.game)
        #expect(game.board == .medium)
        #expect(game.seed == 5)
        #expect(game.players.map(\.name) == ["ann", "bob"])
        #expect(game.players.map(\.pairs) == [1, 0])
        #expect(game.turn == 1)
        #expect(game.moves == 5)
        #expect(game.played == .milliseconds(3000))
        #expect(game.cards.filter(\.isMatched).map(\.id) == [0, 1])
    }
}
