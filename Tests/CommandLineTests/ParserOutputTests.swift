import Foundation
import GameCore
import Testing

/// What argument-parser prints, pinned byte for byte: every help page,
/// `--version`, the three completion scripts and the refusals, with their
/// exit statuses, as argument-parser printed them before the fast path for
/// `play`'s options (issue 24) took the common command lines off the parser
/// (1.3.0's, with the `relay`, `host` and `join` subcommands added since; `PlayArgumentsTests`
/// checks the fast path answers none of these command lines).
/// `Tests/Fixtures/CommandLine/parser-output.json` holds each command line
/// with its status, stdout and stderr (`--version`'s as `@VERSION@`, the
/// version of the tree); a change to it is a change players and their
/// scripts see, made on purpose.
@Suite struct ParserOutputTests {
    struct Pinned: Decodable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let stdout: String
        let stderr: String
        var testDescription: String { arguments.isEmpty ? "(none)" : arguments.joined(separator: " ") }
    }

    static let pinned: [Pinned] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/CommandLine/parser-output.json")
        guard let data = try? Data(contentsOf: file),
              let pinned = try? JSONDecoder().decode([Pinned].self, from: data) else { return [] }
        return pinned
    }()

    @Test func theFileHoldsEveryKindOfOutput() {
        #expect(Self.pinned.count >= 60)
        #expect(Self.pinned.contains { $0.arguments == ["--help"] })
        #expect(Self.pinned.contains { $0.arguments == ["--generate-completion-script", "fish"] })
    }

    @Test(arguments: pinned)
    func theOutputIsAsPinned(_ pinned: Pinned) throws {
        let result = try Subprocess.threeducks(pinned.arguments, home: "/nonexistent")
        #expect(result.status == pinned.status)
        // `--version`'s line is pinned as `@VERSION@`: the version moves with every release.
        #expect(result.stdout == pinned.stdout.replacingOccurrences(of: "@VERSION@", with: Game.version))
        #expect(result.stderr == pinned.stderr)
    }
}
