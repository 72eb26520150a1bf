import Foundation
import Testing

/// The README is the game first, short (issue 35: what the game is
/// appeared at line 33 of 271, after build steps and packaging): under 120
/// lines, the screen and `make run` on its first screenful, and the
/// sections a newcomer reads to play, alone and together.
@Suite struct ReadmeTests {
    static let lines: [Substring] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md").path
        // Lines as wc -l counts them: the newline ends a line, so none follows the last.
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0))
    }()

    @Test func itIsUnder120LinesAndStartsWithTheGame() throws {
        let lines = Self.lines
        #expect(lines.count > 1 && lines.count < 120, "README.md has \(lines.count) lines; build details, packaging and formats go in docs/")
        #expect(lines.first == "# Three Ducks")
        let firstScreen = lines.prefix(30).joined(separator: "\n")
        #expect(firstScreen.contains("memory game"), "what it is, first")
        #expect(firstScreen.contains("Pairs: "), "a picture of the screen")
        #expect(firstScreen.contains("make run"))
        for heading in ["## How to play", "## Settings that stay", "## Play together"] {
            #expect(lines.contains { $0 == heading }, "\(heading)")
        }
    }
}
