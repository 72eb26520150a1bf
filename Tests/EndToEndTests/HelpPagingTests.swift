import Foundation
import GameCore
import Testing

/// The key help on the smallest screen the game plays at, 44×12: it shows
/// its keys a page at a time, Space turns to the next, ↑ back, and any
/// other key closes it with the game as it was.
@Suite("The key help at 44×12")
struct HelpPagingTests {
    @Test func everyPageIsReadAndAnyOtherKeyCloses() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--difficulty", "easy", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox, columns: 44, rows: 12)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitFor("Moves: 0")
        try tmux.type("?")
        let first = try await tmux.waitFor("the first page") { $0.contains("Keys") && $0.contains("· Space more") }
        let count = try #require(first.firstMatch(of: /1\/(\d+) · Space more/).flatMap { Int($0.1) },
                                 "no page count:\n\(first)")
        #expect(count >= 2)
        #expect(first.contains("flip that card") && first.contains("move the highlight"))
        // Every row of the box is inside the 12 rows, every meaning whole on some page.
        var read = first
        for page in 2...count {
            try tmux.press(page == 2 ? "Space" : "Down")
            let marker = page < count ? "\(page)/\(count) · Space more" : "\(page)/\(count) · any key closes"
            read += try await tmux.waitFor(marker)
        }
        for meaning in ["flip that card", "pause or resume", "the daily game, on the", "board, on the title",
                        "resume the unfinished game", "quit at once"] {
            #expect(read.contains(meaning), "\(meaning) on no page")
        }
        // ↑ goes back a page; then any other key closes the help and does nothing else.
        try tmux.press("Up")
        try await tmux.waitFor("\(count - 1)/\(count) · Space more")
        try tmux.type("a")
        let closed = try await tmux.waitFor("the help closed") { !$0.contains("Keys") && $0.contains("Moves: 0") }
        #expect(!closed.contains("Space more"))
        // Opened again, it starts on its first page.
        try tmux.type("?")
        try await tmux.waitFor("1/\(count) · Space more")
        // Space on the last page closes it.
        for _ in 1..<count { try tmux.press("Space") }
        try await tmux.waitFor("\(count)/\(count) · any key closes")
        try tmux.press("Space")
        try await tmux.waitFor("the help closed by Space") { !$0.contains("Keys") && $0.contains("Moves: 0") }
    }
}
