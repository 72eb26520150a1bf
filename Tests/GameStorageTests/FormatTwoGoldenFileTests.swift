import Foundation
import GameCore
import GameStorage
import Testing

/// Format 2 is pinned byte for byte by a committed golden file,
/// Tests/Fixtures/Recordings/v2/golden.jsonl: a fixed seeded game recorded
/// on a manual clock. A change to how anything is written fails here.
///
/// When the format changes on purpose (and `RecordingHeader.currentFormat`
/// with it), regenerate the file and review its diff:
///
///     THREEDUCKS_REGENERATE_GOLDEN=1 swift test --filter FormatTwoGoldenFileTests
@Suite struct FormatTwoGoldenFileTests {
    static let golden = RecordingFixtures.url("v2", "golden.jsonl")

    /// A medium game, seed 7, on a machine whose scores file holds one
    /// record: a mismatch, a pause, the help, then every pair, the win, the
    /// score saved, and the player going back to the title.
    static func recordGoldenGame() throws -> String {
        let date = Date(timeIntervalSince1970: 1_767_607_200)  // 2026-01-05T10:00:00Z
        let earlier = ScoreRecord(name: "ann", moves: 14, seconds: 40, date: date, seed: 3, board: .medium)
        let session = try RecordedSession(.medium, seed: 7, scores: ScoreTable([earlier]))
        session.launchAndStart()
        session.flipMismatch()
        session.pause(for: .milliseconds(2500))
        session.send(.helpToggled)
        session.wait(.milliseconds(300))
        session.send(.helpToggled)
        session.send(.focusMoved(to: 3))
        session.playPerfectly()
        session.send(.backToTitleTapped)
        session.wait(.milliseconds(200))
        try session.recorder.finish()
        // The program's version is for people; a release must not change the golden file.
        return session.sink.text.replacingOccurrences(of: #""threeducks":"\#(Game.version)""#, with: #""threeducks":"golden""#)
    }

    @Test func theGoldenGameIsWrittenExactlyAsTheGoldenFile() throws {
        let text = try Self.recordGoldenGame()
        if ProcessInfo.processInfo.environment["THREEDUCKS_REGENERATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: Self.golden)
        }
        let golden = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(text == golden, "format 2 changed; see this suite's comment to regenerate")
    }

    @Test func theGoldenFileReadsAndReplaysToItsDigest() throws {
        let recording = try RecordingReader.read(path: Self.golden.path)
        #expect(recording.header.format == 2)
        let summary = ActionFold.headless(recording)
        #expect(summary.digestMatches)
        #expect(summary.won)
    }

    @Test func theGoldenFileHasNamedFieldsISODatesAndMilliseconds() throws {
        let text = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(text.hasPrefix(#"{"difficulty":"medium","format":2,"#))
        #expect(!text.contains("_0"), "every value has a name")
        #expect(text.contains(#""date":"2026-01-05T10:00:00Z""#), "dates as scores.json spells them")
        #expect(text.contains(#"{"clockMeasured":{"playedMs":"#), "durations in whole milliseconds")
        #expect(!text.contains("pairMatched") && !text.contains("clockTicked"), "only format 1 holds these")
    }
}
