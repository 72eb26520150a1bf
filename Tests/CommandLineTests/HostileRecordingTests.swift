import Foundation
import GameCore
import Testing

/// `threeducks replay` on recordings made to attack whoever replays them:
/// escape sequences (OSC 52 to the clipboard, CSI 2J, OSC 0 to the title,
/// C1 controls) in action names, values and the digest. Nothing printed, on
/// stdout or stderr, holds an ESC or a C1 control.
@Suite struct HostileRecordingTests {
    /// Clipboard, clear screen, window title, and their C1 forms.
    static let attack = "\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}2J\u{9D}0;pwned\u{9C}\u{85}"

    /// Whether `text` holds an ESC, a C1 control or any other control but a newline.
    static func holdsControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// `attack` as a JSON string's contents, escapes and all.
    static func json(_ text: String) throws -> String {
        String(String(decoding: try JSONEncoder().encode(text), as: UTF8.self).dropFirst().dropLast())
    }

    private func replay(_ text: String, _ arguments: [String] = ["--headless"]) throws -> Subprocess.Result {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(text, to: "game.jsonl")
        return try Subprocess.threeducks(["replay", home.file("game.jsonl")] + arguments, home: home.path)
    }

    static func hostileRecordings() throws -> [(String, String)] {
        let good = try RecordingFixture.perfectEasyGame()
        let attack = try json(Self.attack)
        return [
            ("action name", good.replacingOccurrences(of: "startTapped", with: "start\(attack)Tapped")),
            ("value", good.replacingOccurrences(of: #"{"launched":{}}"#, with: #"{"difficultyChosen":{"difficulty":"\#(attack)"}}"#)),
            ("digest", good.replacingOccurrences(of: #""digest":""#, with: #""digest":"\#(attack)"#)),
            ("digest of the right length", RecordingFixture.withWrongDigest(good).replacingOccurrences(
                of: "0000000000000000", with: "\\u001b[2J\\u009b2J00000")),
            ("format", good.replacingOccurrences(of: #""format":2"#, with: #""format":"\#(attack)""#)),
            ("deck animal", good.replacingOccurrences(of: #""animals":["#, with: #""animals":["\#(attack)","#)),
        ]
    }

    @Test func everyHostileRecordingIsRefusedInOneSafeLine() throws {
        for (name, text) in try Self.hostileRecordings() {
            for arguments in [["--headless"], ["--ascii"]] {
                let result = try replay(text, arguments)
                #expect(result.status == 65, "\(name) \(arguments): \(result.stderr)")
                #expect(result.stdout == "", "\(name)")
                #expect(result.stderr.hasPrefix("threeducks: ") && result.stderr.filter(\.isNewline).count == 1,
                        "\(name): \(result.stderr)")
                #expect(!Self.holdsControls(result.output), "\(name) \(arguments): \(result.output.debugDescription)")
            }
        }
    }

    @Test func aValueWithEscapesIsQuotedWithoutThem() throws {
        let text = try RecordingFixture.perfectEasyGame().replacingOccurrences(
            of: #"{"launched":{}}"#, with: #"{"difficultyChosen":{"difficulty":"\#(try Self.json(Self.attack))"}}"#)
        let result = try replay(text)
        #expect(result.stderr.contains("action \"difficultyChosen\" is known but could not be read"), "\(result.stderr)")
        #expect(!result.stderr.contains("pwned") && !result.stderr.contains("aGVsbG8="), "sequences go whole")
    }

    /// Strings a recording carries but never prints (a warning, names): the
    /// replay goes on, its summary is safe.
    @Test func aRecordingCarryingHostileStringsReplaysWithASafeSummary() throws {
        let attack = try Self.json(Self.attack + String(repeating: "x", count: 100_000))
        let text = try RecordingFixture.perfectEasyGame()
            .replacingOccurrences(of: #"{"records":[]}"#, with: #"{"records":[],"warning":"\#(attack)"}"#)
            .replacingOccurrences(of: #""name":"tester""#, with: #""name":"\#(attack)""#)
        let result = try replay(text)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(matches the recording)"))
        #expect(!Self.holdsControls(result.output))
    }

    @Test func aRecordingsPathWithEscapesIsPrintedWithoutThem() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["replay", home.file("\u{1B}]0;pwned\u{07}game\u{9B}2J.jsonl"), "--headless"],
                                               home: home.path)
        #expect(result.status == 66)
        #expect(result.stderr == "threeducks: cannot open \(home.file("game.jsonl")): No such file or directory\n")
    }
}
