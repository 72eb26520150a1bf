import Foundation
import GameCore
import Testing

/// `threeducks [play]` run as a subprocess: every option is accepted, every
/// bad value is refused in one line naming the option, before any terminal.
@Suite struct PlayCommandTests {
    @Test func versionPrintsTheGamesVersion() throws {
        let result = try Subprocess.threeducks(["--version"], home: "/nonexistent")
        #expect(result.status == 0)
        #expect(result.stdout == Game.version + "\n")
    }

    @Test func helpListsEveryPlayOption() throws {
        let result = try Subprocess.threeducks(["play", "--help"], home: "/nonexistent")
        #expect(result.status == 0)
        for option in ["--difficulty", "--seed", "--scores-file", "--name", "--bell", "--no-color", "--ascii",
                       "--mismatch-delay", "--record"] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(_ shell: String) throws {
        let result = try Subprocess.threeducks(["--generate-completion-script", shell], home: "/nonexistent")
        #expect(result.status == 0)
        #expect(result.stdout.contains("mismatch-delay"))
        #expect(result.stdout.contains("scores"))
    }

    static let badValues: [([String], String)] = [
        (["--difficulty", "nightmare"], "--difficulty"),
        (["play", "--difficulty", "nightmare"], "--difficulty"),
        (["--seed", "ducks"], "--seed"),
        (["--seed=-1"], "--seed"),
        (["--seed", "18446744073709551616"], "--seed"),
        (["--bell", "loud"], "--bell"),
        (["--mismatch-delay", "0.01"], "--mismatch-delay"),
        (["--mismatch-delay", "10.5"], "--mismatch-delay"),
        (["--mismatch-delay", "nan"], "--mismatch-delay"),
        (["--mismatch-delay", "soon"], "--mismatch-delay"),
        (["--name", ""], "--name"),
        (["--name", String(repeating: "n", count: 33)], "--name"),
        (["--name", "evil\u{1B}[2J"], "--name"),
        (["--scores-file", ""], "--scores-file"),
        (["--record", ""], "--record"),
        (["--record"], "--record"),
        (["--colour"], "--colour"),
    ]

    @Test(arguments: badValues)
    func aBadValueIsRefusedInOneLineNamingTheOption(_ bad: ([String], String)) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(bad.0, home: home.path, environment: ["TERM": "xterm-256color"])
        #expect(result.status == 64, "\(bad.0)")
        #expect(result.stdout.isEmpty, "\(bad.0)")
        #expect(result.stderr.hasPrefix("threeducks: "), "\(bad.0)")
        #expect(result.stderr.contains(bad.1), "\(bad.0): \(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1, "one line: \(result.stderr)")
        #expect(!result.output.contains("\u{1B}"), "no escape codes: the terminal was not touched")
        #expect(try home.names() == [], "nothing was written")
    }

    @Test func aRecordingThatCannotBeCreatedStopsBeforeTheTerminal() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["--record", home.file("missing/game.jsonl")], home: home.path,
                                               environment: ["TERM": "xterm-256color"])
        #expect(result.status == 1)
        #expect(result.stderr == "threeducks: --record: cannot create \(home.file("missing/game.jsonl")): No such file or directory\n")
        #expect(!result.output.contains("\u{1B}"))
    }

    /// With no terminal to draw on (TERM unset, output a pipe), every option
    /// is accepted and the terminal's error is one line with exit status 1.
    @Test func everyOptionIsAcceptedAndNoTerminalIsOneLineAndExit1() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks([
            "play", "--difficulty", "hard", "--seed", "18446744073709551615", "--scores-file", home.file("s.json"),
            "--name", "Zoë", "--bell", "off", "--no-color", "--ascii", "--mismatch-delay", "0.05",
            "--record", home.file("game.jsonl"),
        ], home: home.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("threeducks: "))
        #expect(result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
        #expect(!result.output.contains("\u{1B}"))
        #expect(!FileManager.default.fileExists(atPath: home.file("s.json")), "no game, no score")
        // The recording's header shows the options reached the game.
        let recording = try RecordingReader.read(path: home.file("game.jsonl"))
        #expect(recording.header.difficulty == .hard)
        #expect(recording.header.seed == .max)
        #expect(recording.header.options == RecordingHeader.Options(mismatchDelayMs: 50, bell: .off))
    }
}
