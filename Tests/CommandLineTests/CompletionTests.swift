import Foundation
import Testing

/// The installed completion scripts complete file names wherever the
/// command line takes a path: `--scores-file` (play and scores), `--record`
/// and `replay FILE`.
@Suite struct CompletionTests {
    private func script(_ shell: String) throws -> String {
        let result = try Subprocess.threeducks(["--generate-completion-script", shell], home: "/nonexistent")
        #expect(result.status == 0)
        return result.stdout
    }

    /// The body of a bash function, up to its closing brace.
    private func bashFunction(_ name: String, in script: String) throws -> Substring {
        let start = try #require(script.range(of: "\(name)() {\n"))
        let end = try #require(script.range(of: "\n}\n", range: start.upperBound..<script.endIndex))
        return script[start.upperBound..<end.lowerBound]
    }

    @Test func bashCompletesFileNamesForEveryPath() throws {
        let bash = try script("bash")
        let completesFiles = "\n        __threeducks_add_completions -f\n"
        let play = try bashFunction("_threeducks_play", in: bash)
        #expect(play.contains("'--scores-file')\(completesFiles)"))
        #expect(play.contains("'--record')\(completesFiles)"))
        #expect(try bashFunction("_threeducks_scores", in: bash).contains("'--scores-file')\(completesFiles)"))
        #expect(try bashFunction("_threeducks_stats", in: bash).contains("'--scores-file')\(completesFiles)"))
        #expect(try bashFunction("_threeducks_replay", in: bash).contains("    1)\(completesFiles)"))
        #expect(!play.contains("'--name')\(completesFiles)"), "a name is not a file")
    }

    @Test func zshCompletesFileNamesForEveryPath() throws {
        let lines = try script("zsh").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let scoresFile = lines.filter { $0.hasPrefix("'--scores-file[") }
        #expect(scoresFile.count == 3, "play, scores and stats")
        #expect(scoresFile.allSatisfy { $0.hasSuffix(":path:_files'") })
        #expect(lines.contains { $0.hasPrefix("'--record[") && $0.hasSuffix(":file:_files'") })
        #expect(lines.contains("':file:_files'"), "replay FILE")
        #expect(lines.contains { $0.hasPrefix("'--name[") && !$0.contains("_files") })
    }

    @Test func fishCompletesFileNamesForEveryPath() throws {
        let lines = try script("fish").split(separator: "\n")
        let scoresFile = lines.filter { $0.contains("-l 'scores-file'") }
        #expect(scoresFile.count == 3, "play, scores and stats")
        #expect(scoresFile.allSatisfy { $0.hasSuffix(" -rF") })
        #expect(lines.contains { $0.contains("-l 'record'") && $0.hasSuffix(" -rF") })
        #expect(lines.contains { $0.contains("\"threeducks replay\" -eq 1'") && $0.hasSuffix(" -F") })
        #expect(lines.contains { $0.contains("-l 'name'") && !$0.hasSuffix("F") })
    }
}
