import Foundation
import GameCore
import Glibc
import Testing

/// The terminal's cursor on what the player attends to, in a real terminal
/// (issue 26): screen readers and braille displays follow tmux's cursor as
/// they follow any terminal's, so the test reads it as they do.
@Suite("The cursor follows the player's attention")
struct CursorEndToEndTests {
    @Test func soloTheTitleTheArrowsAFlipAndTheGiveUpQuestion() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(["--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
                                              sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try await tmux.waitForCursor(on: "[easy]", "the title's chosen board")
        try tmux.press("Right")
        try await tmux.waitForCursor(on: "[medium]", "the board chosen by →")
        try tmux.press("Left")
        try await tmux.waitForCursor(on: "[easy]", "the board chosen by ←")
        // ↓ changes the mode: the cursor goes to the mode's row; + to the players' count.
        try tmux.press("Down")
        try await tmux.waitForCursor(on: "[players]", "the mode chosen by ↓")
        try tmux.type("+")
        try await tmux.waitForCursor(on: "[3]", "the count chosen by +")
        try tmux.press("Up")
        try await tmux.waitForCursor(on: "[solo]", "solo again, by ↑")
        try tmux.press("Right")
        try await tmux.waitForCursor(on: "[medium]", "back on the board's row after →")
        try tmux.press("Left")
        try await tmux.waitForCursor(on: "[easy]", "easy again")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        try await tmux.waitForCursor(on: "[a]", "the first card, highlighted")
        try tmux.press("Right")
        try await tmux.waitForCursor(on: "[b]", "the card → highlights")
        try tmux.press("Down")
        try await tmux.waitForCursor(on: "[f]", "the card ↓ highlights")
        try tmux.type("c")
        try await tmux.waitForCursor(on: "[c]", "the card flipped by its letter")
        try tmux.type("q")
        try await tmux.waitForCursor(on: "Give up this game? y/N", "the question asked")
        try tmux.type("n")
        try await tmux.waitForCursor(on: "[c]", "back on the card once answered")
    }

    @Test func hotSeatTheArrowsAndAFlip() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.medium, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--players", "ann,bob", "--seed", "7", "--board", "medium", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        try await tmux.waitForCursor(on: "[a]", "the first card")
        try tmux.press("Down")
        try await tmux.waitForCursor(on: "[e]", "the card ↓ highlights")
        let (first, second) = deal.mismatch
        try tmux.type("\(first)")
        try await tmux.waitForCursor(on: "[\(first)]", "ann's first flip")
        try tmux.type("\(second)")
        try await tmux.waitForCursor(on: "[\(second)]", "ann's second flip")
    }

    @Test func theComputersFlipsTakeTheCursor() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--vs", "hard", "--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        let (first, second) = deal.mismatch
        try tmux.type("\(first)\(second)")
        // The computer's first flip is a card it has not seen: neither of
        // the two just turned. The cursor goes there with no key pressed.
        let others = deal.cardLetters.filter { $0 != first && $0 != second }.map { "[\($0)]" }
        let at = try await tmux.waitForCursor("a card the computer turned") { text, screen in
            (moves(screen) ?? 0) >= 3 && others.contains { text.hasPrefix($0) }
        }
        #expect(at.screen.contains("Moves: 3") || at.screen.contains("Moves: 4"), "\(at.screen)")
    }

    @Test func aTwelveByTwelveBoardsTwoKeyLabels() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.largest, seed: 12)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "12", "--board", "12x12", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitFor("the hint line") { $0.contains("row a–l, column a–l flip") }
        try await tmux.waitForCursor(on: "aa", "the first card's label")
        try tmux.press("Right")
        try await tmux.waitForCursor(on: "ab", "the card → highlights")
        try tmux.press("Down")
        try await tmux.waitForCursor(on: "bb", "the card ↓ highlights")
        try tmux.type("ld")
        try await tmux.waitForCursor(on: "ld", "the card flipped by its two keys")
        #expect(deal.twoKeyLabels.contains("ld"))
    }

    @Test func theResumeOffersChoiceAndANameBeingTyped() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let arguments = ["--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile]
        let first = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try first.type("a")
        try await first.waitFor("Moves: 1")
        #expect(Glibc.kill(try first.gameProcessID(), SIGHUP) == 0)
        #expect(try await first.waitForExit().status == 129)

        let second = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { second.kill() }
        try await second.waitForCursor(on: "[r resume]", "the offer's highlighted choice")
        try second.press("Tab")
        try await second.waitForCursor(on: "[n new game]", "the choice Tab highlights")
        // n goes to the title; Enter deals a new game, the cursor on its first card; given up, the title.
        try second.type("n")
        try await second.waitFor("Enter to play")
        try second.press("Enter")
        try await second.waitForBoard(deal)
        try await second.waitForCursor(on: "[a]", "the new game's first card")
        try second.type("qy")
        try await second.waitFor("Enter to play")
        try await second.waitForCursor(on: "[easy]", "the title's board")
        // Two players, then the second's name typed: the cursor at the typing point.
        try second.press("Down")
        try await second.waitForCursor(on: "[players]", "the mode")
        try second.type("n")
        try await second.waitFor("name: ")
        try second.type("zed")
        let typed = try await second.waitForCursor("the typing point after zed") { text, screen in
            text.hasPrefix("_") && screen.contains("zed_")
        }
        #expect(typed.text.hasPrefix("_"))
    }

    private func moves(_ screen: String) -> Int? {
        screen.firstMatch(of: /Moves: (\d+)/).flatMap { Int($0.1) }
    }
}

extension TmuxSession {
    /// The text of the screen from the cursor to the end of its row, when
    /// the cursor shows; tmux counts an emoji as two columns.
    func textAtCursor(_ screen: String, _ cursor: (row: Int, column: Int, isShown: Bool)) -> String? {
        guard cursor.isShown else { return nil }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(cursor.row) else { return nil }
        var column = 0
        var text = Substring(lines[cursor.row])
        while column < cursor.column, let scalar = text.unicodeScalars.first {
            column += scalar.properties.isEmojiPresentation ? 2 : 1
            text = text.dropFirst()
        }
        return column == cursor.column ? String(text) : nil
    }

    /// Waits until the cursor shows on text starting with `text`.
    @discardableResult
    func waitForCursor(on text: String, _ what: String) async throws -> (text: String, screen: String) {
        try await waitForCursor("the cursor on \(what), \"\(text)\"") { at, _ in at.hasPrefix(text) }
    }

    /// Waits until the text at the cursor and the screen satisfy `condition`.
    @discardableResult
    func waitForCursor(_ what: String, deadline: Duration = TmuxSession.deadline,
                       _ condition: (String, String) -> Bool) async throws -> (text: String, screen: String) {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        var last = ""
        while true {
            let expired = clock.now >= end
            // The screen, then the cursor, then the screen again: a frame
            // half drawn between the two looks does not count.
            let before = try screen()
            let cursor = try self.cursor()
            let after = try screen()
            if before == after, let at = textAtCursor(after, cursor), condition(at, after) { return (at, after) }
            last = "cursor at row \(cursor.row), column \(cursor.column), shown \(cursor.isShown):\n\(after)"
            if expired { break }
            try await Task.sleep(for: .milliseconds(40))
        }
        throw EndToEndFailure("waited \(deadline) for \(what); \(last)")
    }
}
