import Foundation
import GameCore
import Glibc
import Testing

/// A game cut off by a hang-up comes back at the next launch, as it was.
@Suite("Resume")
struct ResumeTests {
    private static let arguments = ["--seed", "7", "--board", "easy"]

    @Test func aGameHungUpMidwayIsOfferedAndResumedWithTheSameMovesAndCards() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let (pair, next) = (deal.pairs[0], deal.pairs[1])
        let first = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try first.type(String(pair.0))
        try first.type(String(pair.1))
        try first.type(String(next.0))
        let left = try await first.waitFor("a pair matched and a card up") { screen in
            screen.contains("Moves: 3") && screen.contains("Pairs: 1/4")
                && Screen.grid(screen).contains(deal.animal(next.0).name)
        }
        #expect(Glibc.kill(try first.gameProcessID(), SIGHUP) == 0)
        #expect(try await first.waitForExit().status == 129)

        let second = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        let title = try await second.waitFor("the offer") { $0.contains("Resume your easy game (3 moves, 0:") }
        #expect(title.contains("[r resume] · n new game"))
        #expect(!title.contains("Enter to play"))
        try second.type("r")
        let resumed = try await second.waitFor("the game back") { $0.contains("Moves: 3") && $0.contains("q give up") }
        #expect(resumed.contains("Pairs: 1/4"))
        #expect(Screen.grid(resumed) == Screen.grid(left), "the same cards matched and up")
        // And it plays on: the open card's partner makes the second pair.
        try second.type(String(next.1))
        try await second.waitFor("Pairs: 2/4")
    }

    @Test func aDailyGameHungUpComesBackAsTheDailyGame() async throws {
        let sandbox = try Sandbox()
        let first = try TmuxSession.threeducks(["--daily", "--board", "easy", "--scores-file", sandbox.scoresFile],
                                               sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitFor("the daily game") { $0.contains("Three Ducks · daily easy") && $0.contains("q give up") }
        try first.type("a")
        // The daily deal is the date's: when card a is ducks, its "Quack!"
        // cue shows for a moment, and a resumed game shows none.
        let left = try await first.waitFor("Moves: 1, no cue") { $0.contains("Moves: 1") && !$0.contains("Quack!") }
        #expect(Glibc.kill(try first.gameProcessID(), SIGHUP) == 0)
        #expect(try await first.waitForExit().status == 129)

        // Launched without --daily, it is still that day's daily game.
        let second = try TmuxSession.threeducks(["--board", "easy", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        try await second.waitFor("the offer") { $0.contains("Resume your daily easy game (1 move, 0:") }
        try second.type("r")
        let resumed = try await second.waitFor("the daily game back") {
            $0.contains("Three Ducks · daily easy") && $0.contains("Moves: 1")
        }
        #expect(Screen.grid(resumed) == Screen.grid(left), "the same card up")
    }

    @Test func enterOnTheOfferTakesItsHighlightedChoiceAndResumes() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let first = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try first.type("a")
        try await first.waitFor("Moves: 1")
        try first.press("C-c")
        #expect(try await first.waitForExit().status == 130)

        let second = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        try await second.waitFor("[r resume] · n new game")
        // The highlighted choice is drawn in reverse video (SGR 7) on the offer's line.
        let attributed = try second.screenWithAttributes()
        let line = try #require(attributed.split(separator: "\n").first { $0.contains("resume]") })
        #expect(line.matches(of: /\x1B\[([0-9;:]*)m/).contains { $0.1.split(separator: ";").contains("7") },
                "no highlighted choice on the offer: \(line)")
        try second.press("Enter")
        let resumed = try await second.waitFor("the game back") { $0.contains("Moves: 1") && $0.contains("q give up") }
        #expect(Screen.grid(resumed).contains(deal.animal("a").name), "the same card up")
    }

    @Test func tabMovesTheOffersHighlightToANewGameAndEnterGoesToTheTitle() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let first = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try first.type("a")
        try await first.waitFor("Moves: 1")
        try first.press("C-c")
        #expect(try await first.waitForExit().status == 130)

        let second = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        try await second.waitFor("[r resume] · n new game")
        try second.press("Tab")
        try await second.waitFor("r resume · [n new game]")
        try second.press("Enter")
        try await second.waitFor("the title, no offer") { $0.contains("Enter to play") && !$0.contains("Resume your") }
        try second.press("Enter")
        let fresh = try await second.waitFor("a new board") { $0.contains("Moves: 0") && $0.contains("q give up") }
        #expect(!Screen.grid(fresh).contains(deal.animal("a").name), "the old game's card is not up")
    }

    /// Issue 35: the offer showed `[medium]` above "Resume your easy game",
    /// and `n` dealt a medium game at once. The title shows the board it
    /// offers; `n` goes to the title, where the board is the player's to choose.
    @Test func theOfferShowsItsBoardAndNGoesToTheTitleAndTheOldGameIsGone() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let first = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try first.type("a")
        try await first.waitFor("Moves: 1")
        try first.press("C-c")
        #expect(try await first.waitForExit().status == 130)

        let second = try TmuxSession.threeducks(["--board", "hard", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        let offer = try await second.waitFor("Resume your easy game (1 move,")
        #expect(offer.contains("[easy]") && !offer.contains("[hard]"), "the board offered is the one chosen:\n\(offer)")
        try second.type("n")
        let title = try await second.waitFor("the title, no offer") { $0.contains("Enter to play") && !$0.contains("Resume your") }
        #expect(title.contains("[easy]") && !title.contains("Moves:"), "no game dealt:\n\(title)")
        try second.press("Enter")
        let fresh = try await second.waitFor("a new board") { $0.contains("Moves: 0") && $0.contains("q give up") }
        #expect(!Screen.grid(fresh).contains(deal.animal("a").name))
        try second.type("q")
        try await second.waitFor("Give up this game? y/N")
        try second.type("y")
        try await second.waitFor("Enter to play")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("journal.jsonl")), "given up: nothing kept")
    }

    @Test func aJournalThatCannotBeReadIsMovedAsideWithOneLineOnTheTitle() async throws {
        let sandbox = try Sandbox()
        try Data("{\"threeducks\":\"1.0.0\",\"format\":2}\n\u{1b}[2J garbage\n".utf8)
            .write(to: URL(fileURLWithPath: sandbox.path("journal.jsonl")))
        let tmux = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        let title = try await tmux.waitFor("The unfinished game could not be read")
        #expect(title.contains("Enter to play") && !title.contains("Resume your"))
        #expect(title.contains("moved aside to"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory)
            .filter { $0.hasPrefix("journal.jsonl.corrupt-") }
        #expect(aside.count == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("journal.jsonl")))
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
    }

    /// Issue 25, 1: a game paused when it was cut off, resumed and played
    /// on, comes back with what was played after the resume.
    @Test func aGamePausedWhenCutOffThenResumedKeepsWhatWasPlayedAfter() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let arguments = Self.arguments + ["--scores-file", sandbox.scoresFile]
        let first = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try first.type(String(deal.pairs[0].0))
        try first.type(String(deal.pairs[0].1))
        try await first.waitFor("Pairs: 1/4")
        try first.type("p")
        try await first.waitFor("Paused")
        try first.press("C-c")
        #expect(try await first.waitForExit().status == 130)

        let second = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { second.kill() }
        try await second.waitFor("Resume your easy game (2 moves")
        try second.type("r")
        try await second.waitFor("the game back") { $0.contains("Moves: 2") && $0.contains("q give up") }
        try second.type(String(deal.pairs[1].0))
        try second.type(String(deal.pairs[1].1))
        try await second.waitFor("two pairs") { $0.contains("Moves: 4") && $0.contains("Pairs: 2/4") }
        try second.press("C-c")
        #expect(try await second.waitForExit().status == 130)

        let third = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { third.kill() }
        try await third.waitFor("Resume your easy game (4 moves")
    }

    /// Issue 25, 6: Ctrl-C in the pause between the last match and the win
    /// screen: the next launch shows the win and keeps its score.
    @Test func ctrlCInTheWinPauseKeepsTheWin() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let arguments = Self.arguments + ["--name", "e2e-cut", "--scores-file", sandbox.scoresFile]
        let first = try TmuxSession.threeducks(arguments, sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitForBoard(deal)
        try await first.matchEveryPair(deal)
        // At once after the last match shows: inside the 0.6 s before the win
        // screen. Not before it shows: Ctrl-C is a signal, which ends the
        // program before it reads a key still waiting in the terminal.
        let clock = ContinuousClock(), end = clock.now + .seconds(10)
        while clock.now < end, try !first.screen().contains("Pairs: 4/4") { try await Task.sleep(for: .milliseconds(2)) }
        try first.press("C-c")
        #expect(try await first.waitForExit().status == 130)

        // Launched again without --name: the win is still e2e-cut's.
        let second = try TmuxSession.threeducks(Self.arguments + ["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        let won = try await second.waitFor("the win screen") { $0.contains("You won") && $0.contains("play again") }
        #expect(won.contains("Moves: 8"))
        #expect(!won.contains("Resume your"))
        try await second.waitFor("the score kept") { _ in sandbox.text("scores.json")?.contains("e2e-cut") == true }
        #expect(sandbox.text("history.jsonl")?.contains(#""won""#) == true)
        #expect(sandbox.text("history.jsonl")?.contains("e2e-cut") == true, "the history's line is the player's too")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("journal.jsonl")), "the win ended the journal")
    }
}
