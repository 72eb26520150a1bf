import Foundation
import GameCore
import GameStorage
import Testing

/// `threeducks inspect FILE` run as a subprocess: its output is pinned for
/// the committed recordings (Tests/Fixtures/Inspect; docs/inspector.md).
@Suite struct InspectCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    static func golden(_ name: String) throws -> String {
        try String(contentsOfFile: fixture("Inspect/" + name), encoding: .utf8)
    }

    private func inspect(_ arguments: [String]) throws -> Subprocess.Result {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        return try Subprocess.threeducks(["inspect"] + arguments, home: home.path)
    }

    @Test(arguments: [("Recordings/v2/golden.jsonl", "golden.txt", false),
                      ("Recordings/v2/golden.jsonl", "golden.json-lines", true),
                      ("Recordings/v1/two-games-hard-then-easy.jsonl", "two-games-hard-then-easy.txt", false)])
    func theOutputForACommittedRecordingIsPinned(_ recording: String, _ golden: String, _ json: Bool) throws {
        let result = try inspect([Self.fixture(recording)] + (json ? ["--json"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == (try Self.golden(golden)))
    }

    @Test func oneLinePerActionWithTheFieldsItChanged() throws {
        let recording = try RecordingReader.read(path: Self.fixture("Recordings/v2/golden.jsonl"))
        let lines = try inspect([Self.fixture("Recordings/v2/golden.jsonl")]).stdout.split(separator: "\n")
        #expect(lines.count == recording.actions.count)
        #expect(lines.contains("5  0:02.200  cardFlipped(id: 0)  round.cards[0].isFaceUp false → true; round.selected [] → [0]; round.moves 0 → 1"))
    }

    @Test func fromAndToPickARangeOfActions() throws {
        let all = try Self.golden("golden.txt").split(separator: "\n", omittingEmptySubsequences: false)
        let result = try inspect([Self.fixture("Recordings/v2/golden.jsonl"), "--from", "5", "--to", "7"])
        #expect(result.status == 0)
        #expect(result.stdout == all[4...6].map { $0 + "\n" }.joined())
        let tail = try inspect([Self.fixture("Recordings/v2/golden.jsonl"), "--from", "40"])
        #expect(tail.stdout.split(separator: "\n").first?.hasPrefix("40  ") == true)
        let past = try inspect([Self.fixture("Recordings/v2/golden.jsonl"), "--from", "1000"])
        #expect(past.status == 64 && past.stdout == "")
        #expect(past.stderr == "threeducks: --from 1000 is past the recording's last action, 43\n")
    }

    @Test func jsonIsOneObjectPerLineWithIndexTimeActionAndChanges() throws {
        let result = try inspect([Self.fixture("Recordings/v2/golden.jsonl"), "--json", "--from", "5", "--to", "5"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["index"] as? Int == 5)
        #expect(object?["t"] as? Int == 2200)
        #expect(object?["action"] as? String == "cardFlipped(id: 0)")
        let changes = object?["changes"] as? [[String: String]]
        #expect(changes?.first == ["field": "round.cards[0].isFaceUp", "old": "false", "new": "true"])
    }

    @Test(arguments: [["--from", "0"], ["--to", "-1"], ["--from", "5", "--to", "4"], ["--from", "x"]])
    func aBadRangeIsRefusedNamingTheOption(_ arguments: [String]) throws {
        let result = try inspect([Self.fixture("Recordings/v2/golden.jsonl")] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: ") && result.stderr.contains("--"), "\(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
    }

    @Test func aBadRecordingIsOneLineWithExit65AndAMissingOneExit1() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write("{\"threeducks\":\"1.0.0\",\"format\":2}\nnot json\n", to: "bad.jsonl")
        let bad = try Subprocess.threeducks(["inspect", home.file("bad.jsonl")], home: home.path)
        #expect(bad.status == 65)
        #expect(bad.stdout == "")
        #expect(bad.stderr.hasPrefix("threeducks: \(home.file("bad.jsonl")): line "), "\(bad.stderr)")
        #expect(bad.stderr.filter(\.isNewline).count == 1)
        let missing = try Subprocess.threeducks(["inspect", home.file("none.jsonl")], home: home.path)
        #expect(missing.status == 66, "a missing file is no input, in every subcommand")
        #expect(missing.stderr == "threeducks: cannot open \(home.file("none.jsonl")): No such file or directory\n")
    }

    @Test func aHostileStringInARecordingReachesTheOutputSanitized() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        var text = try RecordingFixture.perfectEasyGame()
        // A scores warning with an escape sequence, as a doctored file could hold.
        text = text.replacingOccurrences(of: #""warning":null"#, with: #""warning":"evil \u001b[2Jtext""#)
        text = text.replacingOccurrences(of: #"{"action":{"scoresLoaded":{"records":[]}}"#,
                                         with: #"{"action":{"scoresLoaded":{"records":[],"warning":"evil \u001b[2Jtext"}}"#)
        try home.write(text, to: "game.jsonl")
        let result = try Subprocess.threeducks(["inspect", home.file("game.jsonl")], home: home.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("evil text"), "the warning is shown: \(result.stdout.prefix(400))")
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
