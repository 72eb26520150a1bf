import Foundation
import GameCore
import Testing

/// The daily deck is dealt once a day: played again the same day, in the
/// same run or the next, it is an ordinary game, said so, never scored as
/// the daily nor shared.
@Suite("The daily game, once a day, in a terminal")
struct DailyOnceTests {
    @Test func theDailyGamePlayedTwiceInADayIsScoredAndSharedOnce() async throws {
        let sandbox = try Sandbox()
        let today = DailyDeal.date(of: Date())
        let daily = Deal(.easy, seed: DailyDeal.seed(date: today, board: .easy))
        let said = "The daily easy game of \(today) was dealt already"

        let first = try TmuxSession.threeducks(["--daily", "--board", "easy", "--name", "e2e-daily",
                                                "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Enter")
        try await first.waitFor("the daily game") { $0.contains("Three Ducks · daily easy") }
        try await first.waitForBoard(daily)
        try await first.matchEveryPair(daily)
        let win = try await first.waitFor("the daily win with its share line") {
            $0.contains("You won") && $0.contains("Three Ducks daily \(today) · easy · 8 moves")
        }
        // A game this short is timed to a tenth of a second.
        #expect(win.range(of: #"Time: 0:\d\d\.\d"#, options: .regularExpression) != nil, "\(win)")
        // Play again: an ordinary game, and the screen says why.
        try first.press("Enter")
        let again = try await first.waitFor("an ordinary game") { $0.contains(said) && $0.contains("q give up") }
        #expect(!again.contains("Three Ducks · daily easy"), "\(again)")
        try first.type("q")
        let asked = try await first.waitFor("the title, or a question first") { $0.contains("Enter to play") || $0.contains("y/N") }
        if asked.contains("y/N") { try first.type("y") }
        try await first.waitFor("Enter to play")
        try first.type("q")
        #expect(try await first.waitForExit().status == 0)

        // A second run the same day: `d` deals an ordinary game (seed 5, given,
        // so the test knows its deck), won without a share line.
        let second = try TmuxSession.threeducks(["--seed", "5", "--board", "easy", "--name", "e2e-daily",
                                                 "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        try await second.waitFor("Enter to play")
        try second.type("d")
        let ordinary = Deal(.easy, seed: 5)
        let dealt = try await second.waitFor("the ordinary game, said") { $0.contains(said) && $0.contains("q give up") }
        #expect(!dealt.contains("Three Ducks · daily easy"), "\(dealt)")
        try await second.waitForBoard(ordinary)
        try await second.matchEveryPair(ordinary)
        let won = try await second.waitFor("the win") { $0.contains("You won") && $0.contains("play again") }
        #expect(!won.contains("Three Ducks daily"), "no share line: \(won)")
        try second.type("q")
        #expect(try await second.waitForExit().status == 0)

        // The daily deck was scored once: its record and the ordinary game's.
        let scores = try #require(sandbox.text((sandbox.scoresFile as NSString).lastPathComponent))
        let dailySeed = "\"seed\" : \(DailyDeal.seed(date: today, board: .easy))\n"
        #expect(scores.components(separatedBy: dailySeed).count - 1 == 1, "\(scores)")
        #expect(scores.contains("\"seed\" : 5\n"), "\(scores)")
    }
}
