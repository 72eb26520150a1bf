import Foundation
import GameCore
import Testing

/// Whole games played through the real binary's keys, to the win screen and
/// into the scores file.
@Suite("A whole game in a terminal")
struct WholeGameTests {
    @Test func anEasyGameWithOneMismatchIsWonAndItsScoreIsSaved() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 7)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--difficulty", "easy", "--name", "e2e-duck", "--scores-file", sandbox.scoresFile,
             // Long enough that a screen read on a loaded machine still
             // catches both faces up; the wait for them to turn down allows it.
             "--mismatch-delay", "8"], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)

        // A mismatch: both cards show their faces, then both turn back down by themselves.
        let (first, second) = deal.mismatch
        let names = [deal.animal(first).name, deal.animal(second).name]
        try tmux.type(String(first))
        try await tmux.waitFor("Moves: 1")
        try tmux.type(String(second))
        try await tmux.waitFor("both mismatched cards face up (\(names))") { screen in
            screen.contains("Moves: 2") && names.allSatisfy(Screen.grid(screen).contains)
        }
        try await tmux.waitFor("both mismatched cards face down again", deadline: .seconds(30)) { screen in
            !names.contains(where: Screen.grid(screen).contains)
        }

        try await play(deal, in: tmux)
        try await waitForWin(in: tmux)
        // The save runs off the run loop: "New best!" comes with its result.
        let won = try await tmux.waitFor("New best!")
        let moves = deal.animals.count + 2
        #expect(won.contains("Moves: \(moves)"))
        // The board's top 10 below it, as `scores` shows it, this game's row
        // marked without colour: ▶ and reverse video.
        // A game this short is timed to a tenth: the time column widens for it.
        let table = try await tmux.waitFor("the win screen's table") { $0.contains("Name      Moves    Time  Date") }
        let row = try #require(table.firstMatch(of: /▶  1  e2e-duck\s+(\d+)\s+\d+:\d\d\.\d  \d{4}-\d\d-\d\d \d\d:\d\d/),
                               "\(table)")
        #expect(Int(row.1) == moves)
        let attributed = try tmux.screenWithAttributes()
        let marked = try #require(attributed.firstMatch(of: /\x1B\[([0-9;]*)m▶  1  e2e-duck/), "\(attributed.debugDescription)")
        #expect(marked.1.split(separator: ";").contains("7"), "\(attributed.debugDescription)")

        let record = try await savedRecord(named: "e2e-duck", in: sandbox)
        #expect(record["moves"] as? Int == moves)
        #expect(record["difficulty"] as? String == "easy")

        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }

    @Test func aHardGameShowsEveryCardLetterAt80x24AndIsWon() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.hard, seed: 2024)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "2024", "--difficulty", "hard", "--name", "e2e-hard", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        // Every letter a to v but p and q, on one 80×24 screen.
        let board = try await tmux.waitForBoard(deal)
        #expect(deal.cardLetters.count == 20 && board.contains("Moves: 0"))

        try await play(deal, in: tmux)
        let won = try await waitForWin(in: tmux)
        #expect(won.contains("Moves: 20"))
        let record = try await savedRecord(named: "e2e-hard", in: sandbox)
        #expect(record["moves"] as? Int == 20)
        #expect(record["difficulty"] as? String == "hard")
    }

    @Test func qPressedRightAfterTheLastMatchDoesNotThrowTheWinAway() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.easy, seed: 11)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "11", "--difficulty", "easy", "--name", "e2e-hasty", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitForBoard(deal)
        // q follows the last pair at once: inside the pause before the win screen.
        try await play(deal, in: tmux)
        try tmux.type("q")
        let won = try await waitForWin(in: tmux)
        #expect(won.contains("Moves: \(deal.animals.count)"))
        let record = try await savedRecord(named: "e2e-hasty", in: sandbox)
        #expect(record["moves"] as? Int == deal.animals.count)
    }

    /// The win screen, once its last line is drawn.
    @discardableResult
    private func waitForWin(in tmux: TmuxSession) async throws -> String {
        try await tmux.waitFor("the win screen") { $0.contains("You won") && $0.contains("play again") }
    }

    /// Flips every pair of `deal`, waiting for each to count.
    private func play(_ deal: Deal, in tmux: TmuxSession) async throws {
        for (index, pair) in deal.pairs.enumerated() {
            try tmux.type(String(pair.0))
            try tmux.type(String(pair.1))
            let found = index + 1
            if found < deal.pairs.count {
                try await tmux.waitFor("Pairs: \(found)/\(deal.pairs.count)")
            }
        }
    }

    /// The record saved under `name`, read from the scores file as plain
    /// JSON: any object with that name, wherever the format keeps it.
    private func savedRecord(named name: String, in sandbox: Sandbox) async throws -> [String: Any] {
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while true {
            let expired = clock.now >= end  // before the look: the last look comes after the deadline
            if let data = sandbox.contents(of: "scores.json"),
               let json = try? JSONSerialization.jsonObject(with: data),
               let record = Self.objects(in: json).first(where: { $0["name"] as? String == name }) {
                return record
            }
            if expired { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let text = sandbox.contents(of: "scores.json").map { String(decoding: $0, as: UTF8.self) } ?? "(no file)"
        throw EndToEndFailure("no record named \(name) in \(sandbox.scoresFile):\n\(text)")
    }

    private static func objects(in json: Any) -> [[String: Any]] {
        switch json {
        case let object as [String: Any]: [object] + object.values.flatMap(objects)
        case let array as [Any]: array.flatMap(objects)
        default: []
        }
    }
}
