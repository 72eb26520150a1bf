import Foundation
import GameCore
import Testing

/// The largest board on a large terminal: the cards grow to fill it, and a
/// face shows inside its card's border, never on it.
@Suite("A 12×12 board at 200×60")
struct LargeTerminalTests {
    @Test func theCardsFillTheScreenAndEveryFaceIsInsideItsBorder() async throws {
        let sandbox = try Sandbox()
        let deal = Deal(.largest, seed: 12)
        let tmux = try TmuxSession.threeducks(
            ["--seed", "12", "--board", "12x12", "--scores-file", sandbox.scoresFile, "--mismatch-delay", "10"],
            sandbox: sandbox, columns: 200, rows: 60)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitFor("Pairs: 0/72")
        // A pair matched, then two cards of different animals left face up.
        let pair = deal.twoKeyPairs[0]
        try tmux.type(pair.0 + pair.1)
        try await tmux.waitFor("Pairs: 1/72")
        let labels = deal.twoKeyLabels
        let first = labels.firstIndex { $0 != pair.0 && $0 != pair.1 }!
        let second = labels.indices.first { deal.animals[$0] != deal.animals[first] && labels[$0] != pair.0
            && labels[$0] != pair.1 && $0 != first }!
        try tmux.type(labels[first] + labels[second])
        let names = [deal.animals[first].name, deal.animals[second].name]
        let screen = try await tmux.waitFor("two cards face up") { screen in
            screen.contains("Moves: 4") && names.allSatisfy(Screen.grid(screen).contains)
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        // Twelve rows of 15×4 cards: 12 × 4 of the 57 rows under the chrome, 12 × 16 − 1 of 200 columns.
        let tops = lines.indices.filter { lines[$0].contains("┌[") }
        #expect(tops.count == 12, "\(screen)")
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 - $0 == 4 }, "cards 4 rows tall:\n\(screen)")
        let aa = try #require(Screen.cell(of: "┌[aa]", in: screen)), ab = try #require(Screen.cell(of: "┌[ab]", in: screen))
        let al = try #require(Screen.cell(of: "┌[al]", in: screen))
        #expect(ab.column - aa.column == 16, "cards 15 columns wide:\n\(screen)")
        #expect(al.column + 15 - aa.column >= 190, "the grid spans the screen:\n\(screen)")

        // No border line carries a face: borders hold only box glyphs, labels and checks.
        for line in lines where line.contains("└") || line.contains("┌") {
            #expect(!Screen.hasEmoji(line), "a face on a border:\n\(line)")
        }
        // Every face-up card shows its emoji and its name inside, between │ and │.
        for id in [first, second] + deal.twoKeyPairIDs[0...0].flatMap({ [$0.0, $0.1] }) {
            let top = try #require(Screen.cell(of: "┌[\(labels[id])]", in: screen))
            let inside = lines[(top.row + 1)...(top.row + 2)].map { line in
                Self.cells(line, from: top.column, count: 15)
            }
            let animal = deal.animals[id]
            #expect(inside.allSatisfy { $0.hasPrefix("│") && $0.hasSuffix("│") }, "\(inside)")
            #expect(inside.joined().contains(animal.name), "\(animal) not inside:\n\(inside.joined(separator: "\n"))")
            #expect(Screen.hasEmoji(inside[0]), "no face above \(animal):\n\(inside.joined(separator: "\n"))")
        }
    }

    /// `count` screen columns of `line` from `column`, counting an emoji as two.
    static func cells(_ line: String, from column: Int, count: Int) -> String {
        var x = 0, result = ""
        for character in line {
            let width = character.unicodeScalars.contains { $0.properties.isEmojiPresentation } ? 2 : 1
            if x >= column && x + width <= column + count { result.append(character) }
            x += width
        }
        return result
    }
}
