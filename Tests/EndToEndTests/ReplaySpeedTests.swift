import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// `threeducks replay FILE` changes its speed while it plays: + (or = or ])
/// twice as fast, - (or [) half as fast, shown on the status line, and the
/// game on screen moves on at the new pace.
@Suite("Replay speed")
struct ReplaySpeedTests {
    /// An easy game (seed 42) played perfectly, a flip a minute: eight
    /// minutes of recording, which at 1x or 2x shows hardly a move in a
    /// test's time, even on a machine so loaded that the keys take a minute
    /// (at a flip every ten seconds, a loaded full run once saw the replay
    /// end at 2x before the keys that follow were read).
    static func slowRecording(in sandbox: Sandbox) throws -> String {
        try InspectorTests.eightMoveRecording(in: sandbox, flipEvery: .seconds(60))
    }

    @Test func theKeysChangeTheSpeedShownAndThePace() async throws {
        let sandbox = try Sandbox()
        let recording = try Self.slowRecording(in: sandbox)
        let tmux = try TmuxSession.threeducks(["replay", recording], sandbox: sandbox)
        defer { tmux.kill() }
        let start = try await tmux.waitFor("replaying at 1x")
        #expect(start.contains("+ faster") && start.contains("- slower"), "the status line names the keys:\n\(start)")
        #expect(!start.contains("Moves: 8"))

        try tmux.type("+")
        try await tmux.waitFor("replaying at 2x")
        try tmux.type("]")
        try await tmux.waitFor("replaying at 4x")
        try tmux.type("-")
        try await tmux.waitFor("replaying at 2x")
        try tmux.type("[")
        try await tmux.waitFor("replaying at 1x")
        try tmux.type("[")
        try await tmux.waitFor("replaying at 0.5x")

        // Up to the fastest: the eight minutes of flips take under five seconds.
        for _ in 0..<9 { try tmux.type("=") }
        try await tmux.waitFor("at 100x")
        let finished = try await tmux.waitFor("the game played out at 100x", deadline: .seconds(15)) {
            $0.contains("replay finished at 100x")
        }
        #expect(finished.contains("Moves: 8"), "\(finished)")

        // Paused (Home goes to the start and pauses), the speed still changes.
        try tmux.press("Home")
        try await tmux.waitFor("replay paused at 100x")
        try tmux.type("-")
        try await tmux.waitFor("replay paused at 64x")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }
}
