import Foundation
import GameCore
import Testing

/// A game against the computer, as a person at the terminal sees it.
@Suite("A game against the computer in a terminal")
struct ComputerOpponentTests {
    @Test func theComputersCardsTurnUpWithNoKeyPressedAndAFlipTypedInItsTurnIsIgnoredAndTheHelpHoldsIt() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--vs", "hard", "--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)

        // The person's mismatch passes the turn to the computer; a letter
        // typed then flips nothing, and the help opened right after keeps the
        // computer from playing. All in one go: the computer waits a second
        // and more, the terminal takes the keys in order at once.
        let (first, second) = deal.mismatch
        let other = deal.cardLetters.first { $0 != first && $0 != second }!
        try tmux.type("\(first)\(second)\(other)?")
        try await tmux.waitFor("any key closes it")
        // Longer than the mismatch delay and a pace: no flip while the help is open.
        try await Task.sleep(for: .seconds(2))
        let held = try tmux.screen()
        #expect(Self.moves(held) == 2, "the typed letter was ignored, and the computer waits for the help:\n\(held)")

        // The help closed (by any key, which does nothing else), its cards
        // turn up with no key pressed.
        try tmux.type("x")
        let played = try await tmux.waitFor("the computer's flips, no key pressed") { (Self.moves($0) ?? 0) >= 4 }
        #expect(!played.contains("any key closes it"))

        // q asks and y gives up (or, should the computer have won every pair
        // by now, q quits from the win screen); on the title q quits.
        try tmux.type("q")
        var after = try await tmux.waitFor("the question, or the shell") { $0.contains("y/N") || $0.contains("EXIT=") }
        if after.contains("y/N") {
            try tmux.type("y")
            after = try await tmux.waitFor("the title") { $0.contains("Enter to play") }
        }
        if after.contains("Enter to play") { try tmux.type("q") }
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }

    /// The moves the header shows.
    private static func moves(_ screen: String) -> Int? {
        screen.firstMatch(of: /Moves: (\d+)/).flatMap { Int($0.1) }
    }
}
