import Foundation
import GameCore
import GameStorage
import Testing

/// Issue 25, items 2, 3 and part of 12: `--record` and `--trace` never write
/// the history, the journal or the scores, even before they exist, and a
/// recording is a recording header with a recording's shape. Refused before
/// the terminal is touched, in one line, exit 73 (EX_CANTCREAT); the file
/// keeps every byte.
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

}
