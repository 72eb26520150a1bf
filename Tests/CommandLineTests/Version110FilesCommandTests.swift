import Foundation
import GameCore
import GameStorage
import Testing

/// The files 1.1.0 wrote (Tests/Fixtures/*/1.1.0, Recordings/v2-1.1.0),
/// read by today's `threeducks` binary: `replay --headless` on each
/// recording, `stats` and `scores --daily` on the history, `scores` on the
/// scores file.
@Suite struct Version110FilesCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    /// `arguments` run with the scores file and history of 1.1.0 copied
    /// into a fresh home, so the commands' locks and any write stay there.
    private func run(_ arguments: [String]) throws -> (Subprocess.Result, TemporaryDirectory) {
        let home = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture("Scores/1.1.0/scores.json"), toPath: home.file("scores.json"))
        try FileManager.default.copyItem(atPath: Self.fixture("History/1.1.0/history.jsonl"), toPath: home.file("history.jsonl"))
        let result = try Subprocess.threeducks(arguments + ["--scores-file", home.file("scores.json")], home: home.path,
                                               environment: ["XDG_DATA_HOME": home.file("data")])
        return (result, home)
    }

    @Test(arguments: [
        ("solo-won-easy.jsonl", ["board       easy\n", "moves       10\n", "result      won\n",
                                 "digest      468a0ff46e5dbf1f (matches the recording)\n"]),
        ("players-and-computer-medium-title.jsonl",
         ["board       medium\n", "players     ann 5 pairs, bob 1 pair, Computer (medium) 0 pairs\n",
          "result      ann wins, 5 pairs to 1 and 0\n", "digest      c8cd07b5c0fde591 (matches the recording)\n"]),
    ])
    func a110RecordingReplaysHeadlessToItsRecordedDigest(_ fixture: (String, [String])) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["replay", Self.fixture("Recordings/v2-1.1.0/\(fixture.0)"), "--headless"],
                                               home: home.path, environment: ["XDG_DATA_HOME": home.file("data")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        for line in fixture.1 { #expect(result.stdout.contains(line), "\(result.stdout)") }
    }

    @Test func statsCountsEveryGameOfThe110History() throws {
        let (result, home) = try run(["stats"])
        defer { home.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "", "no damaged record")
        for line in ["Easy: 2 games\n  Solo: 2 played · 2 won · 0 given up · win rate 100%\n",
                     "    Moves: best 8 · median 9 (a move is one card turned; 8 at the fewest)\n",
                     "Medium: 3 games\n  Solo: 2 played · 1 won · 1 given up · win rate 50%\n",
                     "    Moves: best 16 · median 16 (a move is one card turned; 12 at the fewest)\n",
                     "  Against the computer: 1 played · 1 won · 0 lost · 0 given up · win rate 100%\n",
                     "  Moves of the last 2 solo games (oldest first; × not won):\n",
                     "Hard: 1 game\n  Solo: 1 played · 0 won · 0 given up · 1 abandoned · win rate 0%\n",
                     "  Solo: 1 played · 1 won · 0 given up · win rate 100%\n    Moves: best 26 · median 26 (a move is one card turned; 24 at the fewest)\n"] {
            #expect(result.stdout.contains(line), "\(result.stdout)")
        }
    }

    @Test func scoresDailyListsThe110DailyGame() throws {
        let (result, home) = try run(["scores", "--daily"])
        defer { home.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("\n2026-11-24  easy  won          8 moves   0:04\n"), "\(result.stdout)")
    }

    @Test func scoresShowsEveryRecordOfThe110ScoresFile() throws {
        let (result, home) = try run(["scores"])
        defer { home.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "", "no record skipped")
        // Each board's table as `scores` prints it, a blank line between two.
        let tables = [
            ["Easy", " #  Name  Moves   Time  Date", " 1  ann       8   0:04  2026-11-24 12:00",
             " 2  ann      10   0:06  2026-11-24 12:00"],
            ["Medium", " #  Name  Moves   Time  Date", " 1  dee      16   0:11  2026-11-24 12:00"],
            ["Hard: no scores yet"],
            ["4x6", " #  Name  Moves   Time  Date", " 1  cy       26   0:16  2026-11-24 12:00"],
        ].map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n\n"
            + "A move is one card turned: a game takes at least as many as its board has cards (easy 8, medium 12, 4x6 24)."
            + " Equal moves rank by time.\n"
        #expect(result.stdout.hasSuffix(tables), "\(result.stdout)")
    }
}
