import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// `threeducks replay FILE` as the inspector, in a real terminal: stepping
/// both ways, the title at Home, the diff in the panel, a click on the
/// timeline; and `--trace` agreeing with `inspect` for a game played for real.
@Suite("Replay inspector")
struct InspectorTests {
    /// An easy game (seed 42) played perfectly, a flip every `flipEvery`,
    /// ending on its last flip: the recording's last action is the eighth move.
    static func eightMoveRecording(in sandbox: Sandbox, flipEvery: Duration = .milliseconds(400)) throws -> String {
        let path = sandbox.path("eight.jsonl")
        let scheduler = ManualScheduler()
        let recorder = try GameRecorder(header: RecordingHeader(seed: 42, board: .easy), path: path)
        let store = Store(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                          middleware: [recorder.middleware(scheduler: scheduler)], scheduler: scheduler)
        store.send(.launched)
        store.send(.startTapped)
        store.send(.deckDealt(animals: Deck.shuffled(.easy, seed: 42), seed: 42))
        for pair in Deal(.easy, seed: 42).pairs {
            for letter in [pair.0, pair.1] {
                scheduler.advance(by: flipEvery)
                store.send(.cardFlipped(id: Deal.letters.firstIndex(of: letter)!))
            }
        }
        try recorder.finish()
        return path
    }

    /// Starts the inspector on `recording` and pauses it at the start.
    static func paused(_ recording: String, sandbox: Sandbox, columns: Int = 80, rows: Int = 24) async throws -> TmuxSession {
        let tmux = try TmuxSession.threeducks(["replay", recording], sandbox: sandbox, columns: columns, rows: rows)
        try await tmux.waitFor("the inspector") { $0.contains("action ") }
        try tmux.type(" ")
        try tmux.press("Home")
        try await tmux.waitFor("the start") { $0.contains("action 0/") && $0.contains("replay paused") }
        return tmux
    }

    @Test func endThenLeftShowsOneMoveFewerAndHomeShowsTheTitle() async throws {
        let sandbox = try Sandbox()
        let recording = try Self.eightMoveRecording(in: sandbox)
        let tmux = try await Self.paused(recording, sandbox: sandbox)
        defer { tmux.kill() }

        try tmux.press("End")
        let end = try await tmux.waitFor("the last action") { $0.contains("action 11/11") }
        #expect(end.contains("Moves: 8"), "\(end)")
        try tmux.press("Left")
        let back = try await tmux.waitFor("one action back") { $0.contains("action 10/11") }
        #expect(back.contains("Moves: 7"), "\(back)")
        try tmux.press("Right")
        try await tmux.waitFor("forward again") { $0.contains("action 11/11") && $0.contains("Moves: 8") }
        try tmux.press("PPage")
        try await tmux.waitFor("ten back") { $0.contains("action 1/11") && $0.contains("launched") }
        try tmux.press("Home")
        let title = try await tmux.waitFor("the title") { $0.contains("action 0/11") }
        #expect(title.contains("a card-matching memory game"), "\(title)")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
        #expect(try tmux.isShowingMainScreenWithCursor())
    }

    @Test func thePanelShowsTheDiffLineOfTheCurrentAction() async throws {
        let sandbox = try Sandbox()
        let recording = try Self.eightMoveRecording(in: sandbox)
        let tmux = try await Self.paused(recording, sandbox: sandbox)
        defer { tmux.kill() }
        for _ in 0..<4 { try tmux.press("Right") }
        try await tmux.waitFor("the first flip") { $0.contains("action 4/11") }
        try tmux.type("i")
        let panel = try await tmux.waitFor("the panel") { $0.contains("Changed by action 4") }
        #expect(panel.contains("moves 0 → 1"), "\(panel)")
        #expect(panel.contains("isFaceUp false → true"), "\(panel)")
        try tmux.type("q")
        _ = try await tmux.waitForExit()
    }

    @Test func aWideTerminalShowsThePanelBesideTheBoardAndAClickOnTheTimelineJumps() async throws {
        let sandbox = try Sandbox()
        let recording = try Self.eightMoveRecording(in: sandbox)
        let tmux = try await Self.paused(recording, sandbox: sandbox, columns: 120, rows: 30)
        defer { tmux.kill() }
        #expect(try tmux.screen().contains("Before the first action"))
        // The timeline is the row above the last; its right end is the last action.
        try tmux.click(row: 28, column: 118)
        let end = try await tmux.waitFor("the jump to the end") { $0.contains("action 11/11") }
        #expect(end.contains("Changed by action 11"), "\(end)")
        #expect(end.contains("moves 7 → 8"), "\(end)")
        try tmux.type("q")
        _ = try await tmux.waitForExit()
    }

    @Test func aTraceOfAGamePlayedForRealHoldsWhatInspectPrintsOfItsRecording() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("game.jsonl"), trace = sandbox.path("trace.txt")
        let tmux = try TmuxSession.threeducks(
            ["--seed", "42", "--difficulty", "easy", "--scores-file", sandbox.scoresFile,
             "--record", recording, "--trace", trace], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        for pair in Deal(.easy, seed: 42).pairs {
            try tmux.type(String(pair.0))
            try tmux.type(String(pair.1))
        }
        try await tmux.waitFor("You won")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        try #require(exit.status == 0, "\(exit.screen)")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["inspect", recording]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": sandbox.home, "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let inspected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let traced = try #require(sandbox.text("trace.txt"))
        #expect(traced.contains("cardFlipped") && traced.contains("round.phase playing → won"), "\(traced)")
        #expect(traced == inspected)
    }
}
