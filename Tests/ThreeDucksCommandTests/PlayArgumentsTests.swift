import ArgumentParser
import Foundation
import GameCore
import Testing
@testable import threeducks

/// The fast path for `play`'s options (`PlayArguments`) against
/// argument-parser: whenever it answers, the parser reads the same command
/// line into a `PlayCommand` with the same settings; whenever the parser
/// would print something (help, a version, an error, a script) or run
/// another command, it does not answer. The command lines are the common
/// ones, then thousands drawn with a seeded generator from options, values
/// and words that trip parsers up.
@Suite struct PlayArgumentsTests {
    /// What argument-parser makes of `arguments`: play's settings, or nil
    /// for anything else (another command, help, an error).
    private func parsed(_ arguments: [String]) -> PlaySettings? {
        (try? ThreeDucks.parseAsRoot(arguments) as? PlayCommand)?.settings
    }

    @Test(arguments: [
        [], ["play"], ["--board", "hard"], ["--difficulty", "easy"], ["--board=4x6"], ["play", "--board", "12x12"],
        ["--scores-file", "/tmp/x/scores.json"], ["--seed", "7", "--board", "hard"], ["--seed=18446744073709551615"],
        ["--vs", "hard"], ["--players", "ann,bob", "--vs", "easy"], ["--players", "ann"], ["--daily", "--board", "medium"],
        ["--name", "ann", "--bell", "visual"], ["--ascii", "--no-color", "--theme", "high-contrast"],
        ["--theme=HIGH-CONTRAST"], ["--screen-reader"], ["--mismatch-delay", "0.05"], ["--mismatch-delay=10"],
        ["--record", "game.jsonl", "--force"], ["--trace", "trace.txt"], ["--name", "x=y"],
        ["play", "--scores-file", "s.json", "--seed", "1", "--board", "3x4", "--bell", "off", "--ascii"],
    ])
    func theCommonCommandLinesTakeTheFastPathToTheParsersSettings(_ arguments: [String]) throws {
        let fast = try #require(PlayArguments.settings(arguments), "the fast path declined \(arguments)")
        #expect(parsed(arguments) == fast)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["--version"], ["--board", "hard", "--help"], ["--board", "hard", "--version"],
        ["--generate-completion-script", "bash"], ["--generate-completion-script"], ["---completion", "--", "play"],
        ["--experimental-dump-help"], ["scores"], ["replay", "file"], ["inspect", "file"], ["stats"],
        ["--board", "3x3"], ["--board"], ["--bogus"], ["-x"], ["extra"], ["--seed", "-1"], ["--seed=-5"],
        ["--mismatch-delay", "20"], ["--mismatch-delay", "nan"], ["--name", ""], ["--scores-file="],
        ["--daily", "--seed", "3"], ["--daily", "--vs", "easy"], ["--daily", "--players", "ann,bob"], ["--players", "a,a"], ["--name", "Computer", "--vs", "easy"],
        ["--daily=true"], ["--", "--board"], ["play", "play"], ["--board", "hard", "--difficulty", "easy"],
        ["--board", "hard", "--board", "easy"], ["--name", "--board", "hard"], ["--name", "stats"], ["--vs", "Hard"],
        ["play", "--help"], ["--ascii", "--ascii"],
    ])
    func everythingElseIsLeftToTheParser(_ arguments: [String]) {
        #expect(PlayArguments.settings(arguments) == nil)
    }

    /// Command lines of 0 to 6 words drawn from a pool, seeded: the fast
    /// path never answers differently from the parser, and answers often.
    @Test func theFastPathNeverDisagreesWithTheParser() {
        let options = ["--board", "--difficulty", "--players", "--vs", "--seed", "--daily", "--scores-file", "--name",
                       "--bell", "--ascii", "--no-color", "--theme", "--screen-reader", "--mismatch-delay", "--record",
                       "--force", "--trace", "--help", "--version", "-h", "--bogus", "--no-ascii", "--Board", "-board",
                       "--board=", "--seed=", "--daily=", "--", "---", "-", "--generate-completion-script"]
        let values = ["hard", "easy", "medium", "3x4", "4X6", "12x12", "3x3", "13x2", "003x4", "2x2", "huge",
                      "7", "0", "18446744073709551615", "18446744073709551616", "+5", "-1", "1e3", "0x10",
                      "audible", "visual", "off", "Loud", "default", "high-contrast", "HIGH-CONTRAST", "pink",
                      "0.05", "10", "10.0", "0.049", "1e0", "nan", "inf", "-0.5", ".5",
                      "ann", "ann,bob", "a,a", ",b", "ann,bob,cy,dee,eve", "Computer", "x,Computer", "a=b",
                      "play", "scores", "help", "stats", "", "é", "a b", "/tmp/s.json", "-x", "--board"]
        var generator = SplitMix64(seed: 24)
        var answered = 0
        let lines = 2_500
        for _ in 0..<lines {
            var arguments: [String] = Int.random(in: 0..<5, using: &generator) == 0 ? ["play"] : []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let option = options.randomElement(using: &generator)!
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: arguments.append(option)
                case 1: arguments.append(option + "=" + values.randomElement(using: &generator)!)
                default: arguments += [option, values.randomElement(using: &generator)!]
                }
            }
            let fast = PlayArguments.settings(arguments)
            if let fast {
                answered += 1
                #expect(parsed(arguments) == fast, "\(arguments)")
            }
        }
        #expect(answered > lines / 10, "the fast path answered \(answered) of \(lines)")
    }

    @Test func theSubcommandsAreNoValuesForIt() {
        #expect(Set(PlayArguments.commandNames) == ["play", "scores", "replay", "inspect", "stats", "relay", "host", "join", "serve", "config", "help"])
        for name in PlayArguments.commandNames {
            #expect(PlayArguments.settings(["--name", name]) == nil, "\(name)")
        }
    }

    /// The command lines whose output `ParserOutputTests` pins (help,
    /// versions, scripts, refusals) are all argument-parser's to answer:
    /// what is pinned there is the parser's own output.
    @Test func everyPinnedCommandLineIsLeftToTheParser() throws {
        struct Pinned: Decodable { let arguments: [String] }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/CommandLine/parser-output.json")
        let pinned = try JSONDecoder().decode([Pinned].self, from: Data(contentsOf: file))
        #expect(pinned.count >= 60)
        for line in pinned {
            #expect(PlayArguments.settings(line.arguments) == nil, "\(line.arguments)")
        }
    }

    /// A value of each of `play`'s options, by long name, that is not its
    /// default: an option added to `GameOptions` or `PlayCommand` needs one
    /// here, and a place in `PlaySettings.options` or `flags`.
    static let representative = [
        "board": "4x6", "difficulty": "hard", "players": "ann,bob", "vs": "medium", "seed": "42",
        "scores-file": "s.json", "name": "cy", "bell": "visual", "theme": "high-contrast", "mismatch-delay": "0.5",
        "record": "r.jsonl", "trace": "t.txt",
    ]

    /// Every option argument-parser knows for `play` (its own dump of the
    /// command, as `--experimental-dump-help` prints it), by each of its
    /// long names, is one the fast path reads, to the same settings as the
    /// parser, and not to the defaults; and the fast path reads no other.
    @Test func everyOptionTheParserKnowsParsesTheSameBothWays() throws {
        struct Dump: Decodable {
            struct Command: Decodable { let arguments: [Argument] }
            struct Argument: Decodable {
                struct Name: Decodable { let kind: String; let name: String }
                let kind: String
                let names: [Name]?
            }
            let command: Command
        }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(PlayCommand._dumpHelp().utf8))
        var known: Set<String> = []
        for argument in dump.command.arguments {
            let names = (argument.names ?? []).filter { $0.kind == "long" }.map(\.name)
            #expect(!names.isEmpty, "\(argument.kind) without a long name")
            for name in names where !["help", "version"].contains(name) {
                known.insert(name)
                let arguments: [String]
                if argument.kind == "flag" {
                    arguments = ["--" + name]
                } else {
                    let value = try #require(Self.representative[name], "no representative value for --\(name)")
                    arguments = ["--" + name, value]
                }
                let fast = try #require(PlayArguments.settings(arguments), "the fast path does not read \(arguments)")
                #expect(parsed(arguments) == fast, "\(arguments)")
                #expect(fast != PlaySettings(), "\(arguments) sets nothing")
            }
        }
        let read = Set(PlaySettings.options.keys).union(PlaySettings.flags.keys).union(PlaySettings.aliases.keys)
        #expect(read == known)
    }

    /// Every option's value reaches the same field the parser fills.
    @Test func everyOptionSetsItsField() throws {
        let arguments = ["--board", "4x6", "--players", "ann,bob", "--vs", "medium", "--seed", "42",
                         "--scores-file", "s.json", "--name", "cy", "--bell", "visual", "--ascii", "--no-color",
                         "--theme", "high-contrast", "--screen-reader", "--mismatch-delay", "0.5", "--record", "r.jsonl",
                         "--force", "--trace", "t.txt"]
        let fast = try #require(PlayArguments.settings(arguments))
        #expect(fast == PlaySettings(chosenBoard: try #require(Board(name: "4x6")), players: "ann,bob", vs: .medium,
                                     seed: 42, daily: false, scoresFile: "s.json", name: "cy", bell: .visual,
                                     ascii: true, noColor: true, theme: .highContrast, screenReader: true,
                                     mismatchDelay: 0.5, record: "r.jsonl", force: true, trace: "t.txt"))
        #expect(parsed(arguments) == fast)
        #expect(PlayArguments.settings(["--daily"])?.daily == true)
    }
}
