import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// A game recorded with `--record` replays to the same end, headless and on
/// screen, and a replay writes no score.
@Suite("Record and replay")
struct RecordReplayTests {
    @Test func aRecordedGameReplaysHeadlessToTheRecordedDigest() async throws {
        let sandbox = try Sandbox()
        let recording = try await recordWonGame(in: sandbox)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["replay", recording, "--headless"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": sandbox.home, "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("matches the recording"), "\(text)")
    }

    @Test func aRecordedGameReplaysOnScreenAndQQuits() async throws {
        let sandbox = try Sandbox()
        let recording = try await recordWonGame(in: sandbox)

        // 20x: a game recorded on a loaded machine (tmux slow to type) may last minutes; the replay must
        // still reach the win within the wait.
        let tmux = try TmuxSession.threeducks(["replay", recording, "--speed", "20"], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("the replay's status line") { $0.contains("replay") }
        let end = try await tmux.waitFor("the replay to reach the win") {
            $0.contains("You won") && $0.contains("replay finished")
        }
        #expect(end.contains("Moves: 8"))
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
        #expect(try tmux.isShowingMainScreenWithCursor())
        let defaultScores = sandbox.home + "/.local/share/threeducks/scores.json"
        #expect(!FileManager.default.fileExists(atPath: defaultScores), "the replay wrote a score")
    }

    @Test func aRecordingThatCannotGrowSaysSoInOneLineAtExitAndTheGamePlaysOn() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("game.jsonl")
        // 512 bytes: the header fits, the game's actions soon do not (the
        // kernel's answer was SIGXFSZ, which ended the game on the spot).
        // Wide: the message is not wrapped.
        let (tmux, exit) = try await playWonGame(recordingTo: recording, in: sandbox, columns: 160, limits: "ulimit -f 1")
        defer { tmux.kill() }
        #expect(exit.modesRestored)
        #expect(try tmux.isShowingMainScreenWithCursor())
        let messages = exit.screen.split(separator: "\n").filter { $0.contains("threeducks:") }
        #expect(messages.count == 1, "one line about the recording:\n\(exit.screen)")
        #expect(messages.first?.contains(recording) == true && messages.first?.contains("File too large") == true,
                "\(exit.screen)")
        #expect(exit.status == 1, "the recording failed:\n\(exit.screen)")
        let written = sandbox.contents(of: "game.jsonl")?.count ?? 0
        #expect(written > 0 && written <= 512)
    }

    /// What the command line asked reaches the recording's header: the
    /// lineup (the computer last), the board, the largest seed and the
    /// options. A terminal is needed for a recording to be made at all
    /// (issue 25), so this is checked here, not in CommandLineTests.
    @Test func theOptionsReachTheRecordingsHeader() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("game.jsonl")
        let tmux = try TmuxSession.threeducks(
            ["--players", "ann,bob", "--vs", "hard", "--board", "6x8", "--seed", "18446744073709551615",
             "--bell", "off", "--mismatch-delay", "0.05", "--scores-file", sandbox.scoresFile, "--record", recording],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0, "\(exit.screen)")
        // The end says where the recording went, as join's does (issue 35: play said nothing).
        #expect(NetPlayEndToEndTests.unwrapped(exit.screen)
                    .contains(NetPlayEndToEndTests.unwrapped("Recorded in \(recording): threeducks replay \(recording)")),
                "\(exit.screen)")
        let header = try RecordingReader.read(path: recording).header
        #expect(header.board == Board(rows: 6, columns: 8))
        #expect(header.seed == .max)
        #expect(header.options == RecordingHeader.Options(mismatchDelayMs: 50, bell: .off))
        #expect(header.players == [Player(name: "ann"), Player(name: "bob"), .computer(.hard)])
    }

    @Test func aReplaysTitleNamesTheRecordedPlayer() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("ann.jsonl")
        let tmux = try TmuxSession.threeducks(
            ["--name", "ann", "--seed", "3", "--scores-file", sandbox.scoresFile, "--record", recording],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("ann plays alone")
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
        #expect(try RecordingReader.read(path: recording).header.players == [Player(name: "ann")])

        let replay = try TmuxSession.threeducks(["replay", recording], sandbox: sandbox)
        defer { replay.kill() }
        let title = try await replay.waitFor("the replay's title") { $0.contains("replay") && $0.contains("Three Ducks") }
        #expect(title.contains("ann plays alone") && !title.contains("player plays alone"), "\(title)")
    }

    /// The recording is opened once the terminal is the game's (issue 25):
    /// a header that cannot be written gives the terminal back, then says
    /// so in one line, exit 1, not killed by SIGXFSZ (status 153).
    @Test func aRecordingWhoseHeaderCannotBeWrittenSaysSoInsteadOfDyingOfSIGXFSZ() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("game.jsonl")
        let tmux = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile, "--record", recording],
                                              sandbox: sandbox, columns: 160, limits: "ulimit -f 0")
        defer { tmux.kill() }
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 1, "\(exit.screen)")
        #expect(exit.modesRestored)
        #expect(try tmux.isShowingMainScreenWithCursor())
        let messages = exit.screen.split(separator: "\n").filter { $0.contains("threeducks:") }
        #expect(messages == ["threeducks: --record: line 1: could not write the recording: File too large"],
                "\(exit.screen)")
    }

    @Test func anOnScreenReplayWaitingForAnActionRecordedNear2To63MillisecondsDoesNotCrash() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("far.jsonl")
        try Self.farRecording().write(toFile: recording, atomically: true, encoding: .utf8)
        // At half speed the wait is 2^64 ms: past what poll's seconds × 1000 could hold.
        let tmux = try TmuxSession.threeducks(["replay", recording, "--speed", "0.5"], sandbox: sandbox)
        defer { tmux.kill() }
        let screen = try await tmux.waitFor("the replay waiting, or a refusal") {
            $0.contains("Moves: 1") || $0.contains("EXIT=")
        }
        if screen.contains("EXIT=") {
            // A reader that bounds recorded times may refuse the file: then in one line, exit 65.
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 65, "\(exit.screen)")
            #expect(exit.screen.split(separator: "\n").filter { $0.contains("threeducks:") }.count == 1)
            return
        }
        #expect(screen.contains("replaying"))
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0, "\(exit.screen)")
        #expect(!exit.screen.contains("Fatal error") && !exit.screen.contains("crashed"), "\(exit.screen)")
        #expect(try tmux.isShowingMainScreenWithCursor())
    }

    /// An easy game with one card flipped, then the help opened 2^63 − 1 ms in.
    private static func farRecording() throws -> String {
        var lines: [String] = []
        let scheduler = ManualScheduler()
        var configuration = Game.Configuration()
        configuration.board = .easy
        configuration.seed = 7
        let recorder = try GameRecorder(header: RecordingHeader(configuration: configuration)) { lines.append($0) }
        let store = Game.makeStore(configuration, scheduler: scheduler, extra: [recorder.middleware(scheduler: scheduler)])
        store.send(.launched)
        store.send(.startTapped)
        store.send(.cardFlipped(id: 0))
        scheduler.advance(by: .milliseconds(100))
        store.send(.helpToggled)
        try recorder.finish()
        let far = #""t":9223372036854775807"#
        for index in lines.count - 2..<lines.count {
            lines[index] = lines[index].replacingOccurrences(of: #""t":[0-9]+"#, with: far, options: .regularExpression)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Plays a perfect easy game with `--record`, quits, and returns the
    /// recording's path.
    private func recordWonGame(in sandbox: Sandbox) async throws -> String {
        let recording = sandbox.path("game.jsonl")
        let (tmux, exit) = try await playWonGame(recordingTo: recording, in: sandbox)
        defer { tmux.kill() }
        try #require(exit.status == 0, "the recorded game did not end cleanly:\n\(exit.screen)")
        return recording
    }

    /// Starts `threeducks --record`, wins a perfect easy game (seed 42),
    /// quits with q and waits for the exit; the caller kills the session.
    private func playWonGame(recordingTo recording: String, in sandbox: Sandbox, columns: Int = 80,
                             limits: String? = nil) async throws -> (TmuxSession, TmuxSession.Exit) {
        let tmux = try TmuxSession.threeducks(
            ["--seed", "42", "--difficulty", "easy", "--scores-file", sandbox.scoresFile, "--record", recording],
            sandbox: sandbox, columns: columns, limits: limits)
        do {
            try await tmux.waitFor("Enter to play")
            try tmux.press("Enter")
            for pair in Deal(.easy, seed: 42).pairs {
                try tmux.type(String(pair.0))
                try tmux.type(String(pair.1))
            }
            try await tmux.waitFor("You won")
            try tmux.type("q")
            return (tmux, try await tmux.waitForExit())
        } catch {
            tmux.kill()
            throw error
        }
    }
}
