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

    /// `option` (`--record`, `--trace`) at `name` in a home holding `content`
    /// there (nil: nothing): refused before the terminal, exit 73, with the
    /// one line `message(path)`, the file's bytes and the folder as they were.
    private func expectRefused(_ option: String, at name: String, holding content: String?,
                               saying message: (String) -> String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        if let content { try home.write(content, to: name) }
        let path = home.file(name)
        let result = try Subprocess.threeducks(["--scores-file", home.file("scores.json"), option, path],
                                               home: home.path, environment: Self.xterm)
        #expect(result.status == 73, sourceLocation: sourceLocation)
        #expect(result.stderr == "threeducks: \(option): \(message(path))\n", sourceLocation: sourceLocation)
        if let content { #expect(try home.read(name) == content, sourceLocation: sourceLocation) }
        #expect(try home.names() == (content == nil ? [] : [name]), sourceLocation: sourceLocation)
    }

    @Test func recordingOntoTheHistoryIsRefusedAndTheHistoryKeepsEveryByte() throws {
        try expectRefused("--record", at: "history.jsonl", holding: Self.history) {
            "\($0) is the history of games played; a recording is never written there"
        }
    }

    @Test func aHistoryHeaderIsNotARecordingHeaderWhereverTheFileIs() throws {
        try expectRefused("--record", at: "copy.jsonl", holding: Self.history) {
            "\($0) exists and is not a Three Ducks recording; it was left as it was"
        }
    }

    /// Issue 24: `stats` keeps a summary beside the history, where a
    /// recording or a trace never goes either, even before it exists.
    @Test func recordingOrTracingWhereStatsKeepsItsSummaryIsRefused() throws {
        try expectRefused("--record", at: "history.jsonl.summary", holding: nil) {
            "\($0) is the summary of the history that stats keeps; a recording is never written there"
        }
        try expectRefused("--trace", at: "history.jsonl.summary", holding: "threeducks history summary 1\n") {
            "\($0) is the summary of the history that stats keeps; a trace is never written there"
        }
    }

    // Item 3.

    @Test func recordingOntoTheJournalIsRefusedAndTheWaitingGameKept() throws {
        try expectRefused("--record", at: "journal.jsonl", holding: Self.journal) {
            "\($0) is the journal of the game in play, kept to resume it; a recording is never written there"
        }
    }

    // Item 12: a trace where the journal will be.

    @Test func tracingWhereTheJournalWillBeCreatesNothing() throws {
        try expectRefused("--trace", at: "journal.jsonl", holding: nil) {
            "\($0) is the journal of the game in play, kept to resume it; a trace is never written there"
        }
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
