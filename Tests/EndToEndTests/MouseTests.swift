import GameCore
import Testing

/// Clicks arrive as an xterm reports them in SGR mouse mode, the mode
/// ncurses asks xterm-256color for: a press, then a release.
@Suite("The mouse")
struct MouseTests {
    @Test func clickingCardsFlipsThemAndTheGameRunsOnWithoutAKey() async throws {
        let deal = Deal(.easy, seed: 7)
        let (tmux, board) = try await startGame(deal)
        defer { tmux.kill() }
        #expect(try tmux.display("#{mouse_sgr_flag}") == "1", "the game did not ask for SGR mouse reports")

        // A mismatch by mouse: both faces show, then both turn back down by
        // themselves, so the run loop is not stuck after a release.
        let (first, second) = deal.mismatch
        let names = [deal.animal(first).name, deal.animal(second).name]
        try await clickSlowly(first, on: board, in: tmux, movesAfter: 1, faceUp: [names[0]])
        try await clickSlowly(second, on: board, in: tmux, movesAfter: 2, faceUp: names)
        // The 8 s delay lets a loaded machine's screen reads catch both faces up.
        try await tmux.waitFor("both clicked cards face down again, with no key pressed", deadline: .seconds(30)) { screen in
            !names.contains(where: Screen.grid(screen).contains)
        }

        let pair = deal.pairs[0]
        try await clickSlowly(pair.0, on: board, in: tmux, movesAfter: 3, faceUp: [deal.animal(pair.0).name])
        try await clickSlowly(pair.1, on: board, in: tmux, movesAfter: 4, faceUp: [deal.animal(pair.1).name])
        try await tmux.waitFor("Pairs: 1/4")
    }

    @Test func aClickWhosePressAndReleaseArriveTogetherStillFlipsTheCard() async throws {
        let deal = Deal(.easy, seed: 7)
        let (tmux, board) = try await startGame(deal)
        defer { tmux.kill() }
        let letter = deal.cardLetters[2]
        let cell = try labelCell(letter, on: board)
        try tmux.click(row: cell.row + 1, column: cell.column + 1)
        try await tmux.waitFor("card \(letter) face up") { screen in
            screen.contains("Moves: 1") && Screen.grid(screen).contains(deal.animal(letter).name)
        }
    }

    @Test func aClickOnADifficultyChoosesItAndASecondClickOnItPlays() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--seed", "3", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        let title = try await tmux.waitFor("Enter to play")
        #expect(title.contains("[medium]"))
        let hard = try #require(Screen.cell(of: "hard", in: title), "no hard on the title:\n\(title)")
        try tmux.click(row: hard.row, column: hard.column + 1)
        try await tmux.waitFor("hard chosen") { $0.contains("[hard]") && !$0.contains("[medium]") }
        try tmux.click(row: hard.row, column: hard.column + 1)
        try await tmux.waitForBoard(Deal(.hard, seed: 3))
    }

    @Test func aClickOnTheWinScreenDealsTheNextGame() async throws {
        let deal = Deal(.easy, seed: 7)
        let (tmux, _) = try await startGame(deal, extra: ["--seed-sequence"])
        defer { tmux.kill() }
        for pair in deal.pairs {
            try tmux.type(String(pair.0))
            try tmux.type(String(pair.1))
        }
        try await tmux.waitFor("the win screen") { $0.contains("You won") && $0.contains("t title") }
        try tmux.click(row: 3, column: 5)
        let next = try await tmux.waitForBoard(Deal(.easy, seed: 8))
        #expect(next.contains("Moves: 0") && !next.contains("You won"))
    }

    private func startGame(_ deal: Deal, extra: [String] = []) async throws -> (TmuxSession, String) {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--difficulty", "easy", "--scores-file", sandbox.scoresFile, "--mismatch-delay", "8"] + extra,
            sandbox: sandbox)
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        return (tmux, try await tmux.waitForBoard(deal))
    }

    /// Presses inside the card labelled `letter`, waits for the flip (the
    /// move counted, the `faceUp` animals shown), then releases: a person's
    /// click, the release read on its own.
    private func clickSlowly(_ letter: Character, on board: String, in tmux: TmuxSession,
                             movesAfter moves: Int, faceUp names: [String]) async throws {
        let cell = try labelCell(letter, on: board)
        try tmux.mouseDown(row: cell.row + 1, column: cell.column + 1)
        try await tmux.waitFor("card \(letter) flipped: Moves: \(moves), \(names) face up") { screen in
            screen.contains("Moves: \(moves)") && names.allSatisfy(Screen.grid(screen).contains)
        }
        try tmux.mouseUp(row: cell.row + 1, column: cell.column + 1)
    }

    /// Where the `[x]` label of card `letter` is.
    private func labelCell(_ letter: Character, on board: String) throws -> (row: Int, column: Int) {
        try #require(Screen.cell(of: "[\(letter)]", in: board), "no card \(letter):\n\(board)")
    }
}
