import Foundation
import Testing

/// Under `ulimit -f 0` no file can grow: the journal, the score and the
/// history all fail, and the screen says each, none over another.
@Suite("Every failure to keep something said")
struct KeptFailuresTests {
    /// The screen's text without spaces or line breaks: a warning is
    /// wrapped to the screen's width wherever its words fall.
    private static func squeezed(_ screen: String) -> String {
        screen.filter { $0 != " " && $0 != "\n" }
    }

    @Test func theJournalTheScoreAndTheHistoryFailingAreAllSaid() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--name", "e2e-full", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox, limits: "ulimit -f 0")
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        // The journal's first write failed: the next key brings it to the screen, in play.
        try tmux.type(String(deal.pairs[0].0))
        try await tmux.waitFor("Game not kept for resuming")
        try tmux.type(String(deal.pairs[0].1))
        for (index, pair) in deal.pairs.enumerated().dropFirst() {
            try await tmux.waitFor("Pairs: \(index)/\(deal.pairs.count)")
            try tmux.type(String(pair.0))
            try tmux.type(String(pair.1))
        }
        let screen = try await tmux.waitFor("every failure on the win screen") {
            let text = Self.squeezed($0)
            return text.contains("Scorenotsaved") && text.contains("Gamenotaddedtothehistory")
        }
        #expect(Self.squeezed(screen).contains("Gamenotkeptforresuming"), "\(screen)")
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
    }
}
