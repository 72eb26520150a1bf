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
            ["--seed", "7", "--seed-sequence", "--board", "easy", "--name", "e2e-stats", "--scores-file", sandbox.scoresFile],
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

    /// Issue 24: `stats` read only the history's last 8 MiB, so a heavy
    /// player's oldest games stopped counting. Over a history of 9 MiB whose
    /// first game is the only easy one, `stats` counts it, with no warning;
    /// a game then won in the terminal is added to the figures the summary
    /// beside the history keeps.
    @Test func statsCountsTheOldestGameOfALongHistoryAndTheGamesPlayedSince() async throws {
        let sandbox = try Sandbox()
        let oldest = "{\"board\":\"easy\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":9,\"players\":[{\"name\":\"ann\",\"pairs\":4}],\"result\":\"won\",\"seconds\":30,\"seed\":1}\n"
        let game = "{\"board\":\"medium\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":14,\"players\":[{\"name\":\"ann\",\"pairs\":6}],\"result\":\"won\",\"seconds\":42,\"seed\":7}\n"
        let count = 9 * 1024 * 1024 / game.utf8.count
        var text = "{\"format\":1,\"threeducks\":\"history\"}\n" + oldest
        text.reserveCapacity(text.utf8.count + count * game.utf8.count)
        for _ in 0..<count { text += game }
        try Data(text.utf8).write(to: URL(fileURLWithPath: sandbox.path("history.jsonl")))

        let first = try TmuxSession.threeducks(["stats", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        let before = try await first.waitFor("the stats") { $0.contains("EXIT=") }
        #expect(before.contains("Easy: 1 game"))
        #expect(before.contains("Medium: \(count) games"))
        #expect(!before.contains("warning"))
        #expect(before.contains("EXIT=0"))
        #expect(sandbox.text("history.jsonl.summary")?.hasPrefix("threeducks history summary 1\n") == true)

        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--name", "e2e-stats", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        let deal = Deal(.easy, seed: 7)
        try await tmux.waitForBoard(deal)
        try await tmux.matchEveryPair(deal)
        try await tmux.waitFor("the win screen") { $0.contains("You won") && $0.contains("play again") }
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)

        let second = try TmuxSession.threeducks(["stats", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        let after = try await second.waitFor("the stats") { $0.contains("EXIT=") }
        #expect(after.contains("Easy: 2 games"))
        #expect(after.contains("Solo: 2 played · 2 won · 0 given up · win rate 100%"))
        #expect(after.contains("Moves: best 8 · median 8.5"))
        #expect(after.contains("Medium: \(count) games"))
        #expect(!after.contains("warning"))
    }
}
