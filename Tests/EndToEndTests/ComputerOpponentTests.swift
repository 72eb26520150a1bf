import Foundation
import GameCore
import Testing

/// A game against the computer, as a person at the terminal sees it.
@Suite("A game against the computer in a terminal")
struct ComputerOpponentTests {
    @Test func theComputersCardsTurnUpWithNoKeyPressedAndAFlipTypedInItsTurnIsIgnored() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--vs", "hard", "--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)

        // The person's mismatch passes the turn to the computer.
        let (first, second) = deal.mismatch
        try tmux.type(String(first))
        try await tmux.waitFor("Moves: 1")
        try tmux.type(String(second))
        try await tmux.waitFor("Moves: 2")

        // A letter typed in its turn flips nothing: the next move is the
        // computer's, once the mismatch has shown its second and a pace more.
        let clock = ContinuousClock()
        let typed = clock.now
        let other = deal.cardLetters.first { $0 != first && $0 != second }!
        try tmux.type(String(other))
        let faces = Set(deal.animals).map(\.name)
        let third = try await tmux.waitFor("the computer's first card up, no key pressed") { $0.contains("Moves: 3") }
        #expect(clock.now - typed >= .milliseconds(900), "not the typed key, which would count at once")
        #expect(faces.filter(Screen.grid(third).contains).count == 1,
                "the person's mismatch is down and one card, the computer's, is up:\n\(third)")
        try await tmux.waitFor("the computer's second card, still no key pressed") { $0.contains("Moves: 4") }

        // Giving up still works.
        try tmux.type("q")
        try await tmux.waitFor("Enter to play")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }
}
