import Foundation
import GameCore
import GameStorage
import Testing

/// Format 2 with what 1.0 never had, pinned like the golden game
/// (FormatTwoGoldenFileTests): a hot-seat game of two people, whose header
/// lists the players, and a solo game on a custom board, whose header names
/// it `RxC`. Each replays to its recorded digest, pinned here too: a change
/// to the digest of boards or players would make every such recording
/// fail to verify.
///
/// Regenerate on purpose only, and review the diff:
///
///     THREEDUCKS_REGENERATE_GOLDEN=1 swift test --filter FormatTwoLineupGoldenFileTests
@Suite struct FormatTwoLineupGoldenFileTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        let file: String
        let record: @Sendable () throws -> String
        let header: String
        let digest: String
        let summary: String
        var testDescription: String { file }
    }

    /// ann mismatches (the turn passes), bob finds a pair and goes on, then
    /// mismatches (the turn comes back), and ann finds every other pair.
    static func recordTwoPlayerGame() throws -> String {
        let session = try RecordedSession(.medium, seed: 11, players: [Player(name: "ann"), Player(name: "bob")])
        session.launchAndStart()
        session.flipMismatch()
        session.flipPair()
        session.flipMismatch()
        session.playPerfectly()
        return try finish(session)
    }

    /// A 4x6 board played alone: a mismatch, then every pair.
    static func recordCustomBoardGame() throws -> String {
        let session = try RecordedSession(Board(rows: 4, columns: 6)!, seed: 5)
        session.launchAndStart()
        session.flipMismatch()
        session.playPerfectly()
        return try finish(session)
    }

    static func finish(_ session: RecordedSession) throws -> String {
        try session.recorder.finish()
        return session.sink.text.replacingOccurrences(of: #""threeducks":"\#(Game.version)""#, with: #""threeducks":"golden""#)
    }

    static let fixtures = [
        Fixture(
            file: "two-players-medium.jsonl", record: recordTwoPlayerGame,
            header: #"{"difficulty":"medium","format":2,"options":{"bell":"audible","mismatchDelayMs":1000},"players":[{"name":"ann"},{"name":"bob"}],"seed":11,"threeducks":"golden"}"#,
            digest: "2e101381f85ec7cc",
            summary: """
                board       medium
                players     ann 5 pairs, bob 1 pair
                moves       16
                time        0:12.5
                result      ann wins, 5 pairs to 1
                games       1
                digest      2e101381f85ec7cc (matches the recording)
                """),
        Fixture(
            file: "custom-board-4x6.jsonl", record: recordCustomBoardGame,
            header: #"{"difficulty":"4x6","format":2,"options":{"bell":"audible","mismatchDelayMs":1000},"seed":5,"threeducks":"golden"}"#,
            digest: "43d66647661718bc",
            summary: """
                board       4x6
                moves       26
                time        0:18.5
                result      won
                games       1
                digest      43d66647661718bc (matches the recording)
                """),
    ]

    @Test(arguments: fixtures)
    func theGameIsWrittenExactlyAsItsGoldenFile(_ fixture: Fixture) throws {
        let url = RecordingFixtures.url("v2", fixture.file)
        let text = try fixture.record()
        if ProcessInfo.processInfo.environment["THREEDUCKS_REGENERATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: url)
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "format 2 changed; see this suite's comment")
    }

    @Test(arguments: fixtures)
    func theHeaderHoldsTheBoardAndThePlayers(_ fixture: Fixture) throws {
        let text = try String(contentsOf: RecordingFixtures.url("v2", fixture.file), encoding: .utf8)
        #expect(text.prefix { $0 != "\n" } == fixture.header)
    }

    @Test(arguments: fixtures)
    func theFileReplaysToItsPinnedDigestAndSummary(_ fixture: Fixture) throws {
        let recording = try RecordingReader.read(path: RecordingFixtures.url("v2", fixture.file).path)
        #expect(recording.digest == fixture.digest)
        let summary = ActionFold.headless(recording)
        #expect(summary.digestMatches)
        #expect(summary.description == fixture.summary)
    }
}
