import Foundation
import GameCore
import Testing

/// The status line under the header, through the real binary: whose turn it
/// is, how a try went, why a key did nothing; and a key for a card of the
/// mismatch that shows starts the next try with it.
@Suite("The status line in a terminal")
struct StatusLineTests {
    @Test func aHotSeatGameSaysTheTurnTheTryAndWhyAKeyDidNothing() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        // A long mismatch delay: the keys typed while the mismatch shows land in it.
        let tmux = try TmuxSession.threeducks(
            ["--players", "ann,bob", "--seed", "7", "--board", "easy", "--mismatch-delay", "10",
             "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        try await waitForStatus("ann's turn", in: tmux)

        // ann misses: the status says so, and that the turn passed.
        let pairs = deal.pairs
        try tmux.type("\(pairs[0].0)\(pairs[1].0)")
        try await waitForStatus("No match · bob's turn", in: tmux)

        // bob takes a card of the showing mismatch: the pair turns down and
        // that card is the first of his try.
        try tmux.type(String(pairs[0].0))
        let again = try await waitForStatus("bob's turn", in: tmux) { !$0.contains("No match") }
        #expect(Self.moves(again) == 3, "\(again)")

        // The same card again: already face up, and nothing else changes.
        try tmux.type(String(pairs[0].0))
        let faceUp = try await waitForStatus("That card is already face up · bob's turn", in: tmux)
        #expect(Self.moves(faceUp) == 3)

        // Its partner: a pair, and bob goes on.
        try tmux.type(String(pairs[0].1))
        let pair = try await waitForStatus("Pair! · bob's turn again", in: tmux)
        #expect(Self.line(pair, 0).hasPrefix("  ann 0  ▶bob 1"), "\(Self.line(pair, 0))")

        // A matched card, and a letter no card of this board has.
        try tmux.type(String(pairs[0].0))
        try await waitForStatus("That card is already matched · bob's turn", in: tmux)
        try tmux.type("i")
        let none = try await waitForStatus("No card has that key · bob's turn", in: tmux)
        #expect(Self.moves(none) == 4)
    }

    @Test func aGameAgainstTheComputerSaysItIsThinkingAndToWaitForIt() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        // The computer waits out the mismatch delay before it flips: time to type.
        let tmux = try TmuxSession.threeducks(
            ["--vs", "hard", "--seed", "7", "--board", "easy", "--mismatch-delay", "5",
             "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        try await waitForStatus("Your turn", in: tmux)

        let (first, second) = deal.mismatch
        try tmux.type("\(first)\(second)")
        try await waitForStatus("No match · The computer is thinking…", in: tmux)
        let other = deal.cardLetters.first { $0 != first && $0 != second }!
        try tmux.type(String(other))
        let refused = try await waitForStatus("Wait for the computer · The computer is thinking…", in: tmux)
        #expect(Self.moves(refused) == 2, "the letter flipped nothing")
    }

    @Test func soloSaysNoMatchThenPairAndAShowingCardStartsTheNextTry() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--mismatch-delay", "10", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        let pairs = deal.pairs
        try tmux.type("\(pairs[1].0)\(pairs[0].0)")
        try await waitForStatus("No match", in: tmux)
        // The second card of the mismatch, then its partner: a pair at once,
        // with no wait for the delay.
        try tmux.type("\(pairs[0].0)\(pairs[0].1)")
        let pair = try await waitForStatus("Pair!", in: tmux)
        #expect(Self.moves(pair) == 4, "\(pair)")
        #expect(pair.contains("Pairs: 1/4"))
        #expect(!Self.line(pair, 1).contains("turn"), "solo says no turn: \(Self.line(pair, 1))")
    }

    @Test func aClickOnACardOfTheShowingMismatchStartsTheNextTryWithIt() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--board", "easy", "--mismatch-delay", "10", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        let board = try await tmux.waitForBoard(deal)
        let (first, second) = deal.mismatch
        try tmux.type("\(first)\(second)")
        try await waitForStatus("No match", in: tmux)
        let cell = try #require(Screen.cell(of: "[\(second)]", in: board), "no card \(second):\n\(board)")
        try tmux.click(row: cell.row + 1, column: cell.column + 1)
        let after = try await tmux.waitFor("the click's flip: Moves: 3, no mismatch") { screen in
            screen.contains("Moves: 3") && !Self.line(screen, 1).contains("No match")
        }
        #expect(Screen.grid(after).contains(deal.animal(second).name), "the clicked card is up:\n\(after)")
        #expect(!Screen.grid(after).contains(deal.animal(first).name), "its partner turned down:\n\(after)")
    }

    /// Waits for the status row (the second) to hold `text` and meet `also`.
    @discardableResult
    private func waitForStatus(_ text: String, in tmux: TmuxSession,
                               also: @escaping (String) -> Bool = { _ in true }) async throws -> String {
        try await tmux.waitFor("the status line to say \"\(text)\"") {
            let row = Self.line($0, 1)
            return row.contains(text) && also(row)
        }
    }

    private static func line(_ screen: String, _ index: Int) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(index) ? String(lines[index]) : ""
    }

    /// The moves the header shows.
    private static func moves(_ screen: String) -> Int? {
        screen.firstMatch(of: /Moves: (\d+)/).flatMap { Int($0.1) }
    }
}
