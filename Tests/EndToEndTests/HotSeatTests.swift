import Foundation
import GameCore
import Testing

/// Two people at one keyboard, through the real binary: the header shows
/// whose turn it is after each mismatch, and the end screen names the winner.
@Suite("Players taking turns in a terminal")
struct HotSeatTests {
    @Test func aHotSeatGameShowsTheTurnAfterEachMismatchAndNamesTheWinner() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--players", "ann,bob", "--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        let title = try await tmux.waitFor("Enter to play")
        #expect(title.contains("[players]") && title.contains("ann · bob take turns"), "\(title)")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        try await tmux.waitFor("ann to move first") { Self.header($0).hasPrefix(" ▶ann 0   bob 0") }

        // ann misses; bob finds a pair and misses; ann finds one and misses; bob finds the last two.
        let pairs = deal.pairs
        try await mismatch(pairs[0].0, pairs[1].0, in: tmux, then: "  ann 0  ▶bob 0")
        try await flip(pairs[0], in: tmux, then: "  ann 0  ▶bob 1")
        try await mismatch(pairs[1].0, pairs[2].0, in: tmux, then: " ▶ann 0   bob 1")
        try await flip(pairs[1], in: tmux, then: " ▶ann 1   bob 1")
        try await mismatch(pairs[2].0, pairs[3].0, in: tmux, then: "  ann 1  ▶bob 1")
        try await flip(pairs[2], in: tmux, then: "  ann 1  ▶bob 2")
        try tmux.type(String(pairs[3].0))
        try tmux.type(String(pairs[3].1))

        let end = try await tmux.waitFor("the end screen") { $0.contains("play again") }
        #expect(end.contains("bob wins, 3 pairs to 1"), "\(end)")
        #expect(end.contains("Moves: \(deal.animals.count + 6)"))
        #expect(!end.contains("New best"))
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
    }

    @Test func theTitleChoosesTheModeByKeysAndByTheMouseAndTheGameSeatsItsLineup() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--name", "ann", "--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("ann plays alone")
        try tmux.type("m")
        try await tmux.waitFor("Player 1 · Player 2 take turns")
        try tmux.press("Down")
        let versus = try await tmux.waitFor("ann vs Computer (medium)")
        #expect(versus.contains("[vs computer]"))
        // The mouse: a click on solo.
        let lines = versus.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains(" solo ") })
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: " solo ")!.lowerBound)
        try tmux.click(row: row, column: column + 2)
        try await tmux.waitFor("ann plays alone")
        try tmux.press("Down")
        try await tmux.waitFor("Player 1 · Player 2 take turns")
        try tmux.press("Enter")
        try await tmux.waitFor("Player 1 to move") { Self.header($0).hasPrefix(" ▶Player 1 0   Player 2 0") }
    }

    /// Issue 35: names typed for the players mode were forgotten on a
    /// switch to "vs computer"; they carry, and come back with the mode.
    @Test func namesTypedSurviveAChangeOfMode() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Down")
        try await tmux.waitFor("[players]")
        try tmux.type("n")
        try await tmux.waitFor("Player 1's name: _")
        try tmux.type("ann")
        try tmux.press("Enter")
        try await tmux.waitFor("Player 2's name: _")
        try tmux.type("bob")
        try tmux.press("Enter")
        try await tmux.waitFor("ann and bob") { $0.contains("ann") && $0.contains("bob") && !$0.contains("name: ") }
        try tmux.press("Down")
        let versus = try await tmux.waitFor("[vs computer]")
        #expect(versus.contains("ann") && !versus.contains("e2e"), "the name typed is the computer's opponent:\n\(versus)")
        try tmux.press("Up")
        let back = try await tmux.waitFor("the players again") { $0.contains("[players]") }
        #expect(back.contains("ann") && back.contains("bob"), "\(back)")
    }

    @Test func fourLongNamesShareTheHeaderInAsciiWithoutColourAndTheTurnStillShows() async throws {
        let sandbox = try Sandbox()
        let names = ["a", "b", "c", "d"].map { $0 + String(repeating: "x", count: ScoreRecord.nameLimit - 1) }
        let deal = Deal(.easy, seed: 7)
        // LANG=C: no UTF-8, so ASCII borders and marks as well as --ascii faces.
        let tmux = try TmuxSession.threeducks(
            ["--players", names.joined(separator: ","), "--seed", "7", "--board", "easy", "--ascii", "--no-color",
             "--scores-file", sandbox.scoresFile], sandbox: sandbox, environment: ["LANG": "C"])
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        let expected = " >axxxxxxx. 0   bxxxxxxx. 0   cxxxxxxx. 0   dxxxxxxx. 0"
        let screen = try await tmux.waitFor("four clipped names, a to move") { Self.header($0).hasPrefix(expected) }
        #expect(Self.header(screen).hasSuffix("Pairs: 0/4  Time: 0:00"), "\(Self.header(screen))")
        // Without colour the player to move is in reverse video (SGR 7), the others are not.
        let attributed = Self.header(try tmux.screenWithAttributes())
        let marked = try #require(attributed.firstMatch(of: /\x1B\[([0-9;]*)m>axxxxxxx\. 0/),
                                  "\(attributed.debugDescription)")
        #expect(marked.1.split(separator: ";").contains("7"), "\(attributed.debugDescription)")
        #expect(attributed.firstMatch(of: /\x1B\[[0-9;]*7[0-9;]*m   bx/) == nil)
        #expect(Screen.colourCodes(attributed).isEmpty)
        let (first, second) = deal.mismatch
        try tmux.type(String(first))
        try tmux.type(String(second))
        try await tmux.waitFor("b to move") { Self.header($0).hasPrefix("  axxxxxxx. 0  >bxxxxxxx. 0") }
    }

    /// The first line of the screen: the header.
    private static func header(_ screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// Flips two cards that differ (face down: neither is in the last
    /// mismatch) and waits for the header to read `header`.
    private func mismatch(_ first: Character, _ second: Character, in tmux: TmuxSession,
                          then header: String) async throws {
        try tmux.type(String(first))
        try tmux.type(String(second))
        try await tmux.waitFor("the turn to pass: \(header)") { Self.header($0).hasPrefix(header) }
    }

    /// Flips a pair and waits for the header to read `header`. Its second
    /// card first: the first may still be up in the mismatch just made, and
    /// a face-up card does not flip; the second turns that mismatch down.
    private func flip(_ pair: (Character, Character), in tmux: TmuxSession, then header: String) async throws {
        try tmux.type(String(pair.1))
        try tmux.type(String(pair.0))
        try await tmux.waitFor("a pair: \(header)") { Self.header($0).hasPrefix(header) }
    }
}
