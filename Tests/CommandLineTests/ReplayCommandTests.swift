import Foundation
import GameCore
import GameStorage
import Testing

/// `threeducks replay FILE --headless` run as a subprocess.
@Suite struct ReplayCommandTests {
    private func replay(_ text: String?, _ arguments: [String] = ["--headless"]) throws -> (Subprocess.Result, TemporaryDirectory) {
        let home = try TemporaryDirectory()
        if let text { try home.write(text, to: "game.jsonl") }
        let result = try Subprocess.threeducks(["replay", home.file("game.jsonl")] + arguments, home: home.path,
                                               environment: ["XDG_DATA_HOME": home.file("data")])
        return (result, home)
    }

    @Test func aGoodRecordingPrintsItsSummaryAndExits0() throws {
        let recording = try RecordingFixture.perfectEasyGame()
        let (result, home) = try replay(recording)
        defer { home.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        let expected = ActionFold.headless(try RecordingReader.parse(recording))
        #expect(result.stdout == "\(expected)\n")
        #expect(result.stdout.contains("result      won"))
        #expect(result.stdout.contains("(matches the recording)"))
        #expect(try home.names() == ["game.jsonl"], "a replay never writes a score")
    }

    /// The committed format-2 fixtures of a hot-seat game and a custom
    /// board, replayed by the real binary.
    @Test(arguments: [
        ("two-players-medium.jsonl", ["board       medium\n", "players     ann 5 pairs, bob 1 pair\n",
                                      "result      ann wins, 5 pairs to 1\n"]),
        ("custom-board-4x6.jsonl", ["board       4x6\n", "result      won\n"]),
    ])
    func aRecordingOfPlayersOrACustomBoardShowsThemInItsSummary(_ fixture: (String, [String])) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Recordings/v2/\(fixture.0)").path
        let (result, home) = try replay(try String(contentsOfFile: path, encoding: .utf8))
        defer { home.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        for line in fixture.1 { #expect(result.stdout.contains(line), "\(result.stdout)") }
        #expect(result.stdout.contains("(matches the recording)"))
        #expect(try home.names() == ["game.jsonl"], "a replay never writes a score")
    }

    @Test func aDigestThatDoesNotMatchExits1() throws {
        let (result, home) = try replay(RecordingFixture.withWrongDigest(try RecordingFixture.perfectEasyGame()))
        defer { home.remove() }
        #expect(result.status == 1)
        #expect(result.stdout.contains("differs from the recording's 0000000000000000"))
        #expect(result.stderr.hasPrefix("threeducks: \(home.file("game.jsonl")): the replay ended on digest "))
    }

    static let badRecordings: [(String, @Sendable (String) -> String, String)] = [
        ("empty", { _ in "" }, "line 1: the file is empty"),
        ("truncated", { String($0.split(separator: "\n").dropLast().joined(separator: "\n") + "\n") },
         "the recording ends without its final digest line (truncated)"),
        ("garbled", { $0.replacingOccurrences(of: "{\"action\":{\"startTapped\":{}}", with: "{\"action\":") },
         "not a valid recording line"),
        ("unknown action", { $0.replacingOccurrences(of: "startTapped", with: "cardEaten") }, "unknown action \"cardEaten\""),
        ("another format", { $0.replacingOccurrences(of: "\"format\":2", with: "\"format\":3") },
         "line 1: recording format 3 is not one this threeducks reads"),
    ]

    @Test(arguments: badRecordings)
    func aBadRecordingIsOneLineNamingFileAndLineWithExit65(_ bad: (String, @Sendable (String) -> String, String)) throws {
        let (result, home) = try replay(bad.1(try RecordingFixture.perfectEasyGame()))
        defer { home.remove() }
        #expect(result.status == 65, "\(bad.0)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("threeducks: \(home.file("game.jsonl")): line "), "\(bad.0): \(result.stderr)")
        #expect(result.stderr.contains(bad.2), "\(bad.0): \(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1)
    }

    @Test func aMissingRecordingIsNoInputWithExit66() throws {
        let (result, home) = try replay(nil)
        defer { home.remove() }
        #expect(result.status == 66)
        #expect(result.stderr == "threeducks: cannot open \(home.file("game.jsonl")): No such file or directory\n")
    }

    @Test(arguments: ["0", "-1", "inf", "nan", "fast", "9.3e18", "1e-18", "0.09", "101"])
    func aBadSpeedIsRefusedNamingTheOption(_ speed: String) throws {
        let (result, home) = try replay(try RecordingFixture.perfectEasyGame(), ["--speed", speed])
        defer { home.remove() }
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: ") && result.stderr.contains("--speed"), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
    }

    /// `-1` is the value of --speed, not an option after it: the range check
    /// answers, not argument-parser's "Missing value".
    @Test(arguments: [["--speed", "-1"], ["--speed", "-0.5"], ["--headless", "--speed", "-2"]])
    func aNegativeSpeedReachesTheRangeCheck(_ arguments: [String]) throws {
        let (result, home) = try replay(try RecordingFixture.perfectEasyGame(), arguments)
        defer { home.remove() }
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: --speed "), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test func onScreenWithoutATerminalIsOneLineAndExit1() throws {
        let (result, home) = try replay(try RecordingFixture.perfectEasyGame(), ["--speed", "2", "--ascii", "--no-color"])
        defer { home.remove() }
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("threeducks: ") && result.stderr.filter(\.isNewline).count == 1)
        #expect(!result.output.contains("\u{1B}"))
    }
}
