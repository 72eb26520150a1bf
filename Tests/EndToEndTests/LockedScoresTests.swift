import Foundation
import GameCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A win while another program holds the scores file's lock: the save runs
/// off the run loop, so the game goes on drawing and answering keys, and
/// the score is saved once the lock is free.
@Suite("A save waiting for the scores lock")
struct LockedScoresTests {
    @Test func theWinScreenAnswersKeysWhileTheSaveWaitsAndTheScoreIsSavedOnceTheLockIsFree() async throws {
        let sandbox = try Sandbox()
        // flock locks belong to the open file description: the test's own
        // blocks the game's, as another game's would.
        let holder = open(sandbox.scoresFile + ".lock", O_RDWR | O_CREAT, 0o644)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--name", "e2e-lock", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        try await tmux.matchEveryPair(deal)

        // The save waits for the lock (the game gives up after 5 s): the
        // screen says so, and a key is answered meanwhile.
        try await tmux.waitFor("Saving the score…")
        try tmux.type("?")
        try await tmux.waitFor(" Keys ")
        try tmux.type("?")
        try await tmux.waitFor("the help closed, still saving") { !$0.contains(" Keys ") && $0.contains("Saving the score…") }
        #expect(sandbox.contents(of: "scores.json") == nil, "nothing is written while the lock is held")

        flock(holder, LOCK_UN)
        try await tmux.waitFor("New best!")
        let saved = try #require(sandbox.text("scores.json"))
        #expect(saved.contains("e2e-lock"))
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
    }
}
