import Foundation
import GameCore
import GameStorage
import Testing

/// `--players`, `--vs` and `--board` that cannot make a game, given to the
/// real binary: one line saying what is wrong and what is allowed, exit 64,
/// and nothing drawn or written (the terminal is never touched).
@Suite struct LineupAndBoardArgumentTests {
    static let board = "a board is easy, medium, hard or RxC (rows x columns, 2 to 12 each, an even number of cards)"
    static let names = "names are comma-separated, 1 to 32 characters each, such as --players ann,bob"

    static let refusals: [([String], String)] = [
        (["--players", "ann,bob,ann", "--vs", "easy"],
         "--players: \"ann\" is named twice; each player needs a name of their own"),
        (["--players", "ann,,bob"], "--players: name 2 is empty (\(names))"),
        (["--players", ""], "--players: the name is empty (\(names))"),
        (["--players", "ann, "], "--players: name 2 is empty (\(names))"),
        (["--players", "a,b,c,d,e"], "--players: 5 names are 5 players; a game seats at most 4"),
        (["--players", "a,b,c,d", "--vs", "easy"], "--players: 4 names and the computer are 5 players; a game seats at most 4"),
        (["--players", "ann,b\u{1B}[2Job"], "--players: name 2 holds control characters (\(names))"),
        (["--players", "ann,\(String(repeating: "n", count: 33))"], "--players: name 2 is longer than 32 characters (\(names))"),
        (["--players", "ann,Computer", "--vs", "hard"],
         "--players: \"Computer\" is named twice; each player needs a name of their own (the computer plays as \"Computer\")"),
        (["--name", "Computer", "--vs", "hard"],
         "--name: \"Computer\" is the computer's name when --vs seats it; choose another"),
        (["--vs", "brutal"], "The value 'brutal' is invalid for '--vs <level>'. Please provide one of 'easy', 'medium' or 'hard'."),
        (["--board", "3x3"], "The value '3x3' is invalid for '--board <board>': 3x3 is 9 cards, an odd number, which cannot all pair up; \(board)"),
        (["--board", "5x5"], "The value '5x5' is invalid for '--board <board>': 5x5 is 25 cards, an odd number, which cannot all pair up; \(board)"),
        (["--board", "1x4"], "The value '1x4' is invalid for '--board <board>': rows must be from 2 to 12, not 1; \(board)"),
        (["--board", "13x2"], "The value '13x2' is invalid for '--board <board>': rows must be from 2 to 12, not 13; \(board)"),
        (["--board", "4x14"], "The value '4x14' is invalid for '--board <board>': columns must be from 2 to 12, not 14; \(board)"),
        (["--board", "axb"], "The value 'axb' is invalid for '--board <board>': \(board)"),
        (["--board", "004x4"], "The value '004x4' is invalid for '--board <board>': \(board)"),
        (["--board", "04x04"], "The value '04x04' is invalid for '--board <board>': \(board)"),
        (["--name", "a" + String(repeating: "\u{0301}", count: 300)],
         "--name: the name is longer than 256 bytes of UTF-8 (a letter with many marks counts them all)"),
        (["--players", "ann,b" + String(repeating: "\u{0301}", count: 300)],
         "--players: name 2 is longer than 256 bytes of UTF-8 (a letter with many marks counts them all) (\(names))"),
        // Issue 36: look-alike names are refused where a name is taken.
        (["--name", "ann\u{200B}"], "--name: the name holds an invisible character (U+200B); type the name without it"),
        (["host", "--name", "ann\u{202E}"], "--name: the name holds an invisible character (U+202E); type the name without it"),
        (["--name", "ann (host)"],
         "--name: the name ends in \")\", as the lobby's \"(host)\" and \"(computer, …)\" do; type the name without it"),
        (["join", "r", "--name", "bob, away 23 s"],
         "--name: the name ends as the lobby's \", left\" or \", away 23 s\" does; type the name without it"),
        (["--players", "ann,ANN"], "--players: \"ANN\" is named twice; each player needs a name of their own"),
        (["--players", "ann,bob\u{FEFF}"],
         "--players: name 2 holds an invisible character (U+FEFF); type name 2 without it (\(names))"),
        (["--theme", "blue"],
         "The value 'blue' is invalid for '--theme <theme>'. Please provide one of 'default' and 'high-contrast'."),
        (["play", "--difficulty", "3x3"],
         "The value '3x3' is invalid for '--difficulty <board>': 3x3 is 9 cards, an odd number, which cannot all pair up; \(board)"),
    ]

    @Test(arguments: refusals)
    func aLineupOrBoardThatCannotBeIsRefusedInOneLineSayingWhatIsAllowed(_ bad: ([String], String)) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(bad.0, home: home.path, environment: ["TERM": "xterm-256color"])
        #expect(result.status == 64, "\(bad.0)")
        #expect(result.stdout.isEmpty, "\(bad.0)")
        #expect(result.stderr == "threeducks: \(bad.1)\n", "\(bad.0)")
        #expect(!HostileRecordingTests.holdsControls(result.output), "no escape codes: the terminal was not touched")
        #expect(try home.names() == [], "nothing was written")
    }

    /// `4x4`, `4X4` and `4×4` are one board, spelled as the docs write sizes.
    @Test(arguments: ["4x4", "4X4", "4×4"])
    func aBoardSpelledWithXOrTimesIsTheSameBoard(_ text: String) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(Scores.file(Scores.json(["name": "\"ann\"", "moves": "16", "difficulty": "\"4x4\""])), to: "scores.json")
        let result = try Subprocess.threeducks(["scores", "--scores-file", home.file("scores.json"), "--board", text],
                                               home: home.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ann"), "\(result.stdout)")
    }

    /// The same boards on `scores --board`: no table of a board that cannot be.
    @Test(arguments: ["3x3", "1x4", "13x2", "axb"])
    func scoresRefusesTheSameBoardsTheSameWay(_ text: String) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["scores", "--board", text], home: home.path)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: The value '\(text)' is invalid for '--board <board>': "))
        #expect(result.stderr.hasSuffix("\(Self.board)\n"), "\(result.stderr)")
    }

    /// A lineup that can be gets past validation to the terminal, which a
    /// pipe is not: exit 1, in one line. The recording is not created: a
    /// terminal that refuses leaves no file made (issue 25); the header's
    /// players are pinned where a game is played (EndToEndTests/RecordReplayTests).
    @Test(arguments: [
        (["--players", "ann,bob,cy,di"], [Player(name: "ann"), Player(name: "bob"), Player(name: "cy"), Player(name: "di")]),
        (["--players", "ann", "--vs", "hard"], [Player(name: "ann"), .computer(.hard)]),
        (["--players", "ann,bob,cy", "--vs", "easy"], [Player(name: "ann"), Player(name: "bob"), Player(name: "cy"), .computer(.easy)]),
        (["--players", "zoë 🦆"], nil),
    ] as [([String], [Player]?)])
    func aLineupThatCanBeReachesTheGameAndItsRecording(_ good: ([String], [Player]?)) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(good.0 + ["--board", "6x8", "--record", home.file("game.jsonl")],
                                               home: home.path)
        #expect(result.status == 1, "no terminal: \(result.stderr)")
        #expect(result.stderr.hasPrefix("threeducks: standard input and output must be a terminal"), "\(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1)
        #expect(try home.names() == [], "nothing created before the terminal is the game's")
    }
}
