import Foundation
import GameCore
import Testing

/// The largest board, 144 cards, on an 80×24 terminal: every card is
/// named by two keys, its row's and its column's, and the game is won
/// through them, with a click and the arrows on the way.
@Suite("A 12×12 board at 80×24")
struct BigBoardTests {
    @Test func aTwelveByTwelveGameIsWonThroughItsTwoKeyLabels() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.largest, seed: 12)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "12", "--board", "12x12", "--name", "e2e-big", "--scores-file", sandbox.scoresFile],
            sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        // Every label, aa to ll, on one 80×24 screen, and the hint naming them.
        let board = try await tmux.waitFor("every card's two-key label and the hint line") { screen in
            deal.twoKeyLabels.allSatisfy { screen.contains("\($0) ") } && screen.contains("row a–l, column a–l flip")
        }
        #expect(board.contains("Pairs: 0/72"))

        // A row key waits, named on the hint line; Esc forgets it and flips nothing.
        try tmux.type("c")
        try await tmux.waitFor("row c · a–l column")
        try tmux.press("Escape")
        try await tmux.waitFor("the row key forgotten") { $0.contains("row a–l, column a–l flip") && !$0.contains("row c") }
        // A key naming no column forgets it too.
        try tmux.type("c")
        try await tmux.waitFor("row c · a–l column")
        try tmux.type("z")
        let forgotten = try await tmux.waitFor("the row key forgotten after z") {
            $0.contains("row a–l, column a–l flip") && !$0.contains("row c")
        }
        #expect(forgotten.contains("Moves: 0"))

        // The first pair's first card by a click, the second's by the arrows and Enter.
        let pairs = deal.twoKeyPairs, ids = deal.twoKeyPairIDs
        let spot = try #require(Screen.cell(of: " \(pairs[0].0) ", in: board), "no \(pairs[0].0) on screen")
        try tmux.click(row: spot.row, column: spot.column + 1)
        try await tmux.waitFor("Moves: 1")
        try tmux.type(pairs[0].1)
        try await tmux.waitFor("Pairs: 1/72")
        let (from, to) = (ids[0].1, ids[1].0)  // the highlight is on the card flipped last
        let rowSteps = to / 12 - from / 12, columnSteps = to % 12 - from % 12
        for _ in 0..<abs(rowSteps) { try tmux.press(rowSteps > 0 ? "Down" : "Up") }
        for _ in 0..<abs(columnSteps) { try tmux.press(columnSteps > 0 ? "Right" : "Left") }
        try tmux.press("Enter")
        try await tmux.waitFor("Moves: 3")
        try tmux.type(pairs[1].1)
        try await tmux.waitFor("Pairs: 2/72")

        for (index, pair) in pairs.enumerated().dropFirst(2) {
            try tmux.type(pair.0 + pair.1)
            let found = index + 1
            if found < 72 {
                try await tmux.waitFor("Pairs: \(found)/72")
            }
        }
        let won = try await tmux.waitFor("the win screen") { $0.contains("You won") && $0.contains("play again") }
        #expect(won.contains("Moves: 144"))
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
    }
}

extension Deal {
    /// Each card's label on a board of two-key labels: its row key, then
    /// its column key, each from a to l.
    var twoKeyLabels: [String] {
        let keys = Array("abcdefghijkl")
        return animals.indices.map { String([keys[$0 / board.columns], keys[$0 % board.columns]]) }
    }

    /// Every pair as the ids of its two cards, in order of first card.
    var twoKeyPairIDs: [(Int, Int)] {
        animals.indices.compactMap { index in
            animals.indices.first { $0 > index && animals[$0] == animals[index] }.map { (index, $0) }
        }
    }

    /// Every pair as the two labels that flip it, in order of first card.
    var twoKeyPairs: [(String, String)] {
        let labels = twoKeyLabels
        return twoKeyPairIDs.map { (labels[$0.0], labels[$0.1]) }
    }
}
