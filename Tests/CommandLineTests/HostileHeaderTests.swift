import Foundation
import GameCore
import Testing

/// `threeducks replay` on recordings whose header lies about who played or
/// on what: too many players, a name twice, a name that would drive the
/// terminal, a board that cannot be. Each is refused before anything is
/// replayed, in one line made safe to print, exit 65.
@Suite struct HostileHeaderTests {
    /// The perfect easy game's header with `change` made to it.
    static func header(_ change: (String) -> String) throws -> String {
        let text = try RecordingFixture.perfectEasyGame()
        let end = try #require(text.firstIndex(of: "\n"))
        return change(String(text[..<end])) + text[end...]
    }

    /// The header with a `players` array of these JSON objects.
    static func players(_ objects: String...) throws -> String {
        try header { $0.replacingOccurrences(of: #""format":2,"#, with: #""format":2,"players":[\#(objects.joined(separator: ","))],"#) }
    }

    static func board(_ name: String) throws -> String {
        try header { $0.replacingOccurrences(of: #""difficulty":"easy""#, with: #""difficulty":"\#(name)""#) }
    }

    static func hostileHeaders() throws -> [(String, String, String)] {
        let attack = try HostileRecordingTests.json(HostileRecordingTests.attack)
        return [
            ("five players", try players(#"{"name":"a"}"#, #"{"name":"b"}"#, #"{"name":"c"}"#, #"{"name":"d"}"#, #"{"name":"e"}"#),
             "players: at most 4 players, the computer included"),
            ("a name twice", try players(#"{"name":"ann"}"#, #"{"name":"bob"}"#, #"{"name":"ann"}"#),
             #"players: "ann" is named twice"#),
            ("the computer twice", try players(#"{"computer":"hard","name":"Computer"}"#, #"{"computer":"easy","name":"Computer"}"#),
             #"players: "Computer" is named twice"#),
            ("no players", try players(), "players: a game needs a player"),
            ("a name with escapes", try players(#"{"name":"ann"}"#, #"{"name":"\u001b]0;pwned\u0007"}"#),
             "the name holds control characters"),
            ("a name with C1 controls", try players(#"{"name":"ann"}"#, #"{"name":"\u009b2J\u009d0;pwned\u009c"}"#),
             "the name holds control characters"),
            ("an empty name", try players(#"{"name":"ann"}"#, #"{"name":""}"#), "the name is empty"),
            ("a name of a megabyte", try players(#"{"name":"ann"}"#, #"{"name":"\#(String(repeating: "x", count: 1_000_000))"}"#),
             "the name is longer than 32 characters"),
            ("a level that is none", try players(#"{"name":"ann"}"#, #"{"computer":"godlike","name":"Computer"}"#),
             #"players.[1].computer: "godlike" is not a level: easy, medium or hard"#),
            ("players not a list", try header { $0.replacingOccurrences(of: #""format":2,"#, with: #""format":2,"players":"ann","#) },
             "players"),
            ("an odd board", try board("3x3"), "\"3x3\" is not a board: easy, medium, hard or RxC"),
            ("a board too tall", try board("13x2"), "\"13x2\" is not a board"),
            ("a board of letters", try board("axb"), "\"axb\" is not a board"),
            ("a board with escapes", try board(attack), "is not a board"),
        ]
    }

    @Test func everyHostileHeaderIsRefusedInOneSafeLineExit65() throws {
        for (name, text, phrase) in try Self.hostileHeaders() {
            let home = try TemporaryDirectory()
            defer { home.remove() }
            try home.write(text, to: "game.jsonl")
            for arguments in [["--headless"], ["--ascii"]] {
                let result = try Subprocess.threeducks(["replay", home.file("game.jsonl")] + arguments, home: home.path)
                #expect(result.status == 65, "\(name) \(arguments): \(result.stderr)")
                #expect(result.stdout == "", "\(name)")
                #expect(result.stderr.hasPrefix("threeducks: \(home.file("game.jsonl")): line 1: "), "\(name): \(result.stderr)")
                #expect(result.stderr.filter(\.isNewline).count == 1, "\(name): one line")
                #expect(result.stderr.count < 600, "\(name): a short line, whatever the file holds")
                #expect(result.stderr.contains(phrase), "\(name): \(result.stderr)")
                #expect(!HostileRecordingTests.holdsControls(result.output), "\(name): \(result.output.debugDescription)")
                #expect(!result.output.contains("pwned"), "\(name): sequences go whole")
            }
        }
    }
}
