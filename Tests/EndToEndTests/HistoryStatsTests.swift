import Foundation
import GameCore
import Testing

/// Games played through the real binary go to the history, and
/// `threeducks stats` shows them.
@Suite("The history and stats in a terminal")
struct HistoryStatsTests {
    @Test func threeGamesThenStatsShowsThem() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--name", "e2e-stats", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        // Two games won (seeds 7 and 8, one after the other by play again)…
        for seed in [7, 8] as [UInt64] {
            let deal = Deal(.easy, seed: seed)
            try await tmux.waitForBoard(deal)
            try await tmux.matchEveryPair(deal)
            try await tmux.waitFor("the win screen") { $0.contains("You won") && $0.contains("play again") }
            try tmux.press("Enter")
        }
        // …and one given up after a pair.
        let deal = Deal(.easy, seed: 9)
        try await tmux.waitForBoard(deal)
        try tmux.type(String(deal.pairs[0].0))
        try tmux.type(String(deal.pairs[0].1))
        try await tmux.waitFor("Pairs: 1/\(deal.pairs.count)")
        try tmux.type("q")
        let asked = try await tmux.waitFor("the title, or a question first") { $0.contains("Enter to play") || $0.contains("y/N") }
        if asked.contains("y/N") { try tmux.type("y") }
        try await tmux.waitFor("Enter to play")
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)

        let stats = try TmuxSession.threeducks(["stats", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { stats.kill() }
        let screen = try await stats.waitFor("the stats") { $0.contains("EXIT=") }
        #expect(screen.contains("Solo: 3 played · 2 won · 1 given up · win rate 67%"))
        #expect(screen.contains("Moves: best 8 · median 8 (a move is one card turned; 8 at the fewest)"))
        #expect(screen.contains("Moves of the last 3 solo games (oldest first; × not won):"))
        #expect(screen.contains("0 ┤██×"))
        #expect(screen.contains("EXIT=0"))
    }
}
