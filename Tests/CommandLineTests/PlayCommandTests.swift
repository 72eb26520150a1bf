import Foundation
import GameCore
import GameStorage
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

    static let playOptions = ["--board", "--players", "--vs", "--seed", "--scores-file", "--name", "--bell", "--no-color", "--ascii",
                              "--mismatch-delay", "--record"]

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func theFirstHelpPageShowsThePlayOptionsAndTheSubcommands(_ arguments: [String]) throws {
        let result = try Subprocess.threeducks(arguments, home: "/nonexistent")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for option in Self.playOptions + ["--version"] {
            #expect(result.stdout.contains("\n  \(option)"), "\(arguments): \(option)")
        }
        #expect(result.stdout.contains("USAGE: threeducks [play] <options>"))
        for subcommand in ["play (default)", "scores", "replay"] {
            #expect(result.stdout.contains("\n  \(subcommand) "), "\(subcommand)")
        }
    }

    @Test func theOtherHelpPagesAreTheirOwn() throws {
        let scores = try Subprocess.threeducks(["help", "scores"], home: "/nonexistent")
        #expect(scores.status == 0 && scores.stdout.contains("--reset") && !scores.stdout.contains("--mismatch-delay"))
        let replay = try Subprocess.threeducks(["replay", "--help"], home: "/nonexistent")
        #expect(replay.status == 0 && replay.stdout.contains("--headless") && !replay.stdout.contains("--mismatch-delay"))
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
        (["--seed", "-1"], "--seed"),
        (["--mismatch-delay", "-1"], "--mismatch-delay"),
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

    /// A negative number is a value, not an option: the line names the
    /// option and what it takes, never "Missing value".
    @Test(arguments: [
        (["--seed", "-1"], "threeducks: The value '-1' is invalid for '--seed <seed>': a seed is a whole number from 0 to 2^64-1\n"),
        (["play", "--seed", "-5"], "threeducks: The value '-5' is invalid for '--seed <seed>': a seed is a whole number from 0 to 2^64-1\n"),
        (["--seed", "ducks"], "threeducks: The value 'ducks' is invalid for '--seed <seed>': a seed is a whole number from 0 to 2^64-1\n"),
        (["--mismatch-delay", "-1"], "threeducks: --mismatch-delay must be from 0.05 to 10 seconds, not -1.0\n"),
    ])
    func aNegativeNumberIsRefusedWithTheOptionAndItsRange(_ bad: ([String], String)) throws {
        let result = try Subprocess.threeducks(bad.0, home: "/nonexistent")
        #expect(result.status == 64)
        #expect(result.stderr == bad.1)
    }

    @Test func anArgumentWithEscapeSequencesIsQuotedWithoutThem() throws {
        let result = try Subprocess.threeducks(["--difficulty", "\u{1B}]52;c;aGk=\u{07}hard\u{1B}[2J\u{9B}2J"],
                                               home: "/nonexistent")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: The value 'hard' is invalid for '--difficulty <board>'"),
                "\(result.stderr)")
        #expect(!HostileRecordingTests.holdsControls(result.output))
    }

    @Test func aRecordingThatCannotBeCreatedStopsBeforeTheTerminal() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["--record", home.file("missing/game.jsonl")], home: home.path,
                                               environment: ["TERM": "xterm-256color"])
        #expect(result.status == 73, "EX_CANTCREAT")
        #expect(result.stderr == "threeducks: --record: cannot create \(home.file("missing/game.jsonl")): No such file or directory\n")
        #expect(!result.output.contains("\u{1B}"))
    }

    /// With no terminal to draw on (TERM unset, output a pipe), every option
    /// is accepted and the terminal's error is one line with exit status 1;
    /// no file is created, the recording included (issue 25: nothing is
    /// created before the terminal is the game's).
    /// The options in the header: EndToEndTests/RecordReplayTests.
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
        #expect(try home.names() == [], "no recording, no journal")
    }
}
