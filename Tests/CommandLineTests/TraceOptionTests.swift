import Foundation
import GameStorage
import Testing

/// `--trace FILE` on the command line: refused in one line, before any
/// terminal, where it could only destroy something.
@Suite struct TraceOptionTests {
    @Test func theProgramRefusesToTraceOverTheScoresFileBeforeAnyTerminal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("scores.json")
        _ = try FileScoreStore(path: path).record(Scores.record())
        let scores = try directory.read("scores.json")
        let result = try Subprocess.threeducks(["--scores-file", path, "--trace", path], home: directory.path)
        #expect(result.status == 73, "EX_CANTCREAT")
        #expect(result.stderr == "threeducks: --trace: \(path) is the scores file; a trace is never written there\n")
        #expect(try directory.read("scores.json") == scores)
    }

    @Test func anEmptyTracePathIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try Subprocess.threeducks(["--trace", ""], home: directory.path)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: --trace: the path is empty"), "\(result.stderr)")
    }

    @Test func aDirectoryIsNotATrace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try Subprocess.threeducks(["--trace", directory.path], home: directory.path)
        #expect(result.status == 73, "EX_CANTCREAT")
        #expect(result.stderr == "threeducks: --trace: cannot open \(directory.path): Is a directory\n")
        #expect(result.stderr.filter(\.isNewline).count == 1)
    }
}
