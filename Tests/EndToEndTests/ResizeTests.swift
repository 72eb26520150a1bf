import GameCore
import Testing

/// Resizing the terminal mid-game: smaller cards, a message when nothing
/// fits, and the same game when it grows back.
@Suite("Resizing mid-game")
struct ResizeTests {
    @Test func shrinkingAndEnlargingMidGameKeepsTheGameWhereItWas() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--difficulty", "easy", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        let pair = deal.pairs[0]
        let matched = deal.animal(pair.0).name
        try tmux.type(String(pair.0))
        try tmux.type(String(pair.1))
        try await tmux.waitFor("Pairs: 1/4")

        // Smaller: smaller cards, same game.
        try tmux.resize(columns: 60, rows: 16)
        let small = try await tmux.waitFor("the game redrawn for 60×16") { screen in
            Self.isDrawn(screen, columns: 60, rows: 16) && screen.contains("Moves: 2")
        }
        #expect(Screen.grid(small).contains(matched), "the matched pair is not shown at 60×16:\n\(small)")
        #expect(small.contains("[h]"))

        // Too small: a message naming the board, the size it needs and the terminal's.
        try tmux.resize(columns: 30, rows: 8)
        let tiny = try await tmux.waitFor("the whole too-small message") {
            $0.contains("Terminal too small") && $0.contains("enlarge it to go on")
        }
        let needs = try #require(tiny.firstMatch(of: /this easy board needs (\d+)\D(\d+);/), "no size needed:\n\(tiny)")
        #expect(tiny.contains(/the terminal is 30\D8/))
        #expect(Int(needs.1)! > 30 || Int(needs.2)! > 8)

        // Back to 80×24: the game resumes where it was.
        try tmux.resize(columns: 80, rows: 24)
        let back = try await tmux.waitFor("the game redrawn for 80×24") { screen in
            !screen.contains("Terminal too small") && Self.isDrawn(screen, columns: 80, rows: 24)
        }
        #expect(back.contains("Moves: 2") && back.contains("Pairs: 1/4"))
        #expect(Screen.grid(back).contains(matched), "the matched pair is gone after the resize:\n\(back)")
        let next = deal.pairs[1]
        try tmux.type(String(next.0))
        try tmux.type(String(next.1))
        try await tmux.waitFor("Pairs: 2/4")
    }

    /// Whether the screen was drawn for `columns` × `rows`: no line wider,
    /// and the key hints on the last row.
    private static func isDrawn(_ screen: String, columns: Int, rows: Int) -> Bool {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count <= rows + 1 && lines.allSatisfy { $0.count <= columns }
            && lines.prefix(rows).last?.contains("q give up") == true
    }
}
