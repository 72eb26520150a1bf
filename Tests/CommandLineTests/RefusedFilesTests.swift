import Foundation
import GameCore
import GameStorage
import Testing

/// Issue 25, items 2, 3, 4 and part of 12: every file the player named is
/// checked before the terminal is touched, and nothing is created, emptied
/// or renamed until the terminal is the game's. `--record` and `--trace`
/// never write the history, the journal or the scores, even before they
/// exist, and a recording is a recording header with a recording's shape.
/// A refusal is one line, exit 73 (EX_CANTCREAT) for a file, 1 for the
/// terminal, and the player's file keeps every byte.
@Suite struct RefusedFilesTests {
    /// A history as the game writes it: its header and one game.
    static let history = "{\"format\":1,\"threeducks\":\"history\"}\n"
        + "{\"board\":\"easy\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":9,\"players\":[{\"name\":\"ann\",\"pairs\":4}],"
        + "\"result\":\"won\",\"seconds\":20,\"seed\":7}\n"

    /// A journal as the game writes it: a game waiting to be resumed.
    static let journal = "{\"difficulty\":\"easy\",\"format\":2,\"options\":{\"bell\":\"audible\",\"mismatchDelayMs\":1000},"
        + "\"seed\":7,\"threeducks\":\"1.1.0\"}\n"
        + "{\"action\":{\"deckDealt\":{\"animals\":[\"pelican\",\"bear\",\"pelican\",\"bat\",\"ducks\",\"bear\",\"bat\",\"ducks\"],"
        + "\"seed\":7}},\"t\":0}\n"
        + "{\"action\":{\"cardFlipped\":{\"id\":0}},\"t\":500}\n"

    /// A terminal good enough to get past the checks, but for the pipes.
    private static let xterm = ["TERM": "xterm-256color"]

    // Item 2.

    @Test func recordingOntoTheHistoryIsRefusedAndTheHistoryKeepsEveryByte() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(Self.history, to: "history.jsonl")
        let path = home.file("history.jsonl")
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"), "--record", path],
                                               home: home.path, environment: Self.xterm)
        #expect(result.status == 73)
        #expect(result.stderr == "threeducks: --record: \(path) is the history of games played; a recording is never written there\n")
        #expect(try home.read("history.jsonl") == Self.history)
        #expect(try home.names() == ["history.jsonl"])
    }

    @Test func aHistoryHeaderIsNotARecordingHeaderWhereverTheFileIs() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(Self.history, to: "copy.jsonl")
        let path = home.file("copy.jsonl")
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"), "--record", path],
                                               home: home.path, environment: Self.xterm)
        #expect(result.status == 73)
        #expect(result.stderr == "threeducks: --record: \(path) exists and is not a Three Ducks recording; it was left as it was\n")
        #expect(try home.read("copy.jsonl") == Self.history)
    }

    // Item 3.

    @Test func recordingOntoTheJournalIsRefusedAndTheWaitingGameKept() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(Self.journal, to: "journal.jsonl")
        let path = home.file("journal.jsonl")
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"), "--record", path],
                                               home: home.path, environment: Self.xterm)
        #expect(result.status == 73)
        #expect(result.stderr == "threeducks: --record: \(path) is the journal of the game in play, kept to resume it; "
            + "a recording is never written there\n")
        #expect(try home.read("journal.jsonl") == Self.journal)
        #expect(try home.names() == ["journal.jsonl"])
    }

    // Item 12: a trace where the journal will be.

    @Test func tracingWhereTheJournalWillBeCreatesNothing() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let path = home.file("journal.jsonl")
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"), "--trace", path],
                                               home: home.path, environment: Self.xterm)
        #expect(result.status == 73)
        #expect(result.stderr == "threeducks: --trace: \(path) is the journal of the game in play, kept to resume it; "
            + "a trace is never written there\n")
        #expect(try home.names() == [])
    }

    // Item 4.

    /// Each way the terminal refuses: no terminal at all, TERM=dumb, a TERM nobody knows.
    static let refusals: [[String: String]] = [[:], ["TERM": "dumb"], ["TERM": "no-such-terminal-25"]]

    @Test(arguments: refusals)
    func anEarlierRecordingAndTraceSurviveATerminalThatRefuses(_ environment: [String: String]) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let recorder = try GameRecorder(header: RecordingHeader(seed: 7, board: .easy), path: home.file("game.jsonl"))
        try recorder.finish()
        let recording = try home.read("game.jsonl")
        let trace = "1  0:00.000  launched\n2  0:00.900  startTapped  screen: title → playing\n"
        try home.write(trace, to: "game.trace")
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"),
                                                "--record", home.file("game.jsonl"), "--trace", home.file("game.trace")],
                                               home: home.path, environment: environment, stdin: "")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("threeducks: "))
        #expect(result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
        #expect(!result.output.contains("\u{1B}"))
        #expect(try home.read("game.jsonl") == recording)
        #expect(try home.read("game.trace") == trace)
        #expect(try home.names() == ["game.jsonl", "game.trace"])
    }

    @Test(arguments: refusals)
    func aTerminalThatRefusesCreatesNoRecordingOrTrace(_ environment: [String: String]) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"),
                                                "--record", home.file("game.jsonl"), "--trace", home.file("game.trace")],
                                               home: home.path, environment: environment, stdin: "")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
        #expect(try home.names() == [])
    }
}
