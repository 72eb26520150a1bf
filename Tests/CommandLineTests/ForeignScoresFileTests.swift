import Foundation
import GameStorage
import Testing

/// Issue 25, item 7: `--scores-file ~/.bashrc` (a typo) warned on the title,
/// then the first win renamed `.bashrc` aside and wrote JSON in its place,
/// with lock and journal files beside it. A file, not empty, that was never a
/// Three Ducks scores file is refused before the terminal is touched, in one
/// line, exit 65, and keeps every byte; a damaged scores file is still the
/// game's, moved aside when a score is saved.
@Suite struct ForeignScoresFileTests {
    /// A terminal good enough to get past the checks, but for the pipes.
    private static let xterm = ["TERM": "xterm-256color"]

    @Test(arguments: ["# ~/.bashrc\nexport PATH=\"$HOME/bin:$PATH\"\nalias ll='ls -l'\n",
                      "{\"editor\": \"vim\", \"tabs\": 4}\n"])
    func aFileThatWasNeverAScoresFileIsRefusedBeforeTheTerminal(_ content: String) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(content, to: ".bashrc")
        let path = home.file(".bashrc")
        let result = try Subprocess.threeducks(["--scores-file", path], home: home.path, environment: Self.xterm)
        #expect(result.status == 65)
        #expect(result.stderr == "threeducks: --scores-file: \(path): exists and is not a Three Ducks scores file; "
            + "it was left as it was\n")
        #expect(!result.output.contains("\u{1B}"))
        #expect(try home.read(".bashrc") == content)
        #expect(try home.names() == [".bashrc"], "no lock, journal or history beside it")
    }

    /// Issue 35: `threeducks scores` called such a file corrupt; it says
    /// what play says, and --reset and --json leave it as it was.
    @Test(arguments: [[], ["--json"], ["--reset", "--yes"]])
    func scoresNamesAFileThatWasNeverAScoresFileAsPlayDoes(_ extra: [String]) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write("# ~/.bashrc\n", to: ".bashrc")
        let path = home.file(".bashrc")
        let result = try Subprocess.threeducks(["scores", "--scores-file", path] + extra, home: home.path)
        #expect(result.status == 65)
        #expect(result.stderr == "threeducks: \(path): exists and is not a Three Ducks scores file; it was left as it was\n")
        #expect(result.stdout == "")
        #expect(try home.read(".bashrc") == "# ~/.bashrc\n")
        // A damaged scores file is still called so.
        try home.write("{\"format\": 1, \"reco", to: "scores.json")
        let damaged = try Subprocess.threeducks(["scores", "--scores-file", home.file("scores.json")] + extra, home: home.path)
        #expect(damaged.status == 65 && damaged.stderr.contains("corrupt"), "\(damaged.stderr)")
    }

    @Test func aStoreNeverMovesAsideAFileThatWasNeverAScoresFile() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write("# ~/.bashrc\n", to: ".bashrc")
        let store = FileScoreStore(path: home.file(".bashrc"))
        let error = try #require(throws: KeptFileError.self) { try store.record(Scores.record()) }
        #expect(error.reason == .notAScoresFile)
        #expect(try home.read(".bashrc") == "# ~/.bashrc\n")
        #expect(try home.names().filter { $0.contains("corrupt") } == [])
    }

    /// A damaged scores file, cut off or emptied, is still the game's: it
    /// gets past the check (to the terminal, here a pipe), to be moved
    /// aside when a score is saved.
    @Test(arguments: ["{\"format\": 1, \"reco", "", "\0\0\0\0"])
    func aDamagedScoresFileIsStillTheGames(_ content: String) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(content, to: "scores.json")
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json")], home: home.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("not a Three Ducks scores file"), "\(result.stderr)")
        #expect(try home.read("scores.json") == content)
    }
}
