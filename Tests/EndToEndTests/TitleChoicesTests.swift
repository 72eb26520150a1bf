import Foundation
import GameCore
import GameStorage
import Testing

/// The title reaches every board: the presets and a size of the player's
/// own, by keys, and the size given by --board is kept while the presets
/// are tried.
@Suite("The title's choices")
struct TitleChoicesTests {
    @Test func aBoardFromTheCommandLineStaysOnTheRowWhileThePresetsAreTried() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--seed", "5", "--board", "6x8", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        let title = try await tmux.waitFor("Enter to play")
        #expect(title.contains("hard  [6x8]"), "6x8 not chosen:\n\(title)")
        try tmux.press("Left")
        try await tmux.waitFor("hard chosen, 6x8 still offered") { $0.contains("[hard]  6x8") }
        for key in ["1", "3", "2"] { try tmux.type(key) }
        try await tmux.waitFor("medium chosen, 6x8 still offered") { $0.contains("[medium]  hard   6x8") }
        try tmux.press("Right")
        try tmux.press("Right")
        try await tmux.waitFor("6x8 chosen again by →") { $0.contains("hard  [6x8]") }
        try tmux.type("1")
        try await tmux.waitFor("easy chosen") { $0.contains("[easy]") && $0.contains(" 6x8") }
        try tmux.type("4")
        try await tmux.waitFor("6x8 chosen again by 4") { $0.contains("hard  [6x8]") }
        try tmux.press("Enter")
        try await tmux.waitFor("Pairs: 0/24")
    }

    @Test func rAndCMakeASizeOfThePlayersOwnAndItIsDealt() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--seed", "5", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        let title = try await tmux.waitFor("Enter to play")
        #expect(title.contains("r or c size"), "the size keys are not named:\n\(title)")
        // From 4x4: two rows more, then a column: 6x5.
        try tmux.type("r")
        try await tmux.waitFor("[5x4]")
        try tmux.type("r")
        try await tmux.waitFor("[6x4]")
        try tmux.type("c")
        let sized = try await tmux.waitFor("[6x5]")
        // By the mouse: the r of "(r c)" adds a row; 7x5 would not pair up, so 8x5.
        let keys = try #require(Self.cell(of: "(r c)", onLineWith: "Board:", in: sized), "\(sized)")
        try tmux.click(row: keys.row, column: keys.column + 1)
        try await tmux.waitFor("[8x5]")
        try tmux.press("Left")
        try await tmux.waitFor("[hard]")
        try tmux.type("4")
        try await tmux.waitFor("[8x5]")
        try tmux.press("Enter")
        try await tmux.waitFor("Pairs: 0/20")
    }

    /// The first line of the screen: the header of a game.
    private static func header(_ screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// The 0-based cell of `text` on the first line holding `label`.
    private static func cell(of text: String, onLineWith label: String, in screen: String) -> (row: Int, column: Int)? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.contains(label) }),
              let range = lines[row].range(of: text) else { return nil }
        return (row, lines[row].distance(from: lines[row].startIndex, to: range.lowerBound))
    }

    @Test func peopleTheirNamesAndTheirNumberAreChosenByKeysAndDealt() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--name", "ann", "--seed", "5", "--board", "easy", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("ann plays alone")
        try tmux.press("Down")
        try await tmux.waitFor("Players: [2]")
        try tmux.type("+")
        try await tmux.waitFor("Player 1 · Player 2 · Player 3 take turns")
        try tmux.type("n")
        try await tmux.waitFor("Player 1's name: _")
        try tmux.type("Ann Lee")
        try await tmux.waitFor("Player 1's name: Ann Lee_")
        try tmux.press("Enter")
        try await tmux.waitFor("Player 2's name: _")
        try tmux.press("Escape")
        try await tmux.waitFor("Ann Lee · Player 2 · Player 3 take turns")
        try tmux.press("Enter")
        try await tmux.waitFor("three players dealt") {
            Self.header($0).hasPrefix(" ▶Ann Lee 0   Player 2 0   Player 3 0")
        }
    }

    @Test func theNumberANameAndTheComputersLevelAreChosenByTheMouse() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("game.jsonl")
        let tmux = try TmuxSession.threeducks(
            ["--name", "ann", "--seed", "5", "--board", "easy", "--scores-file", sandbox.scoresFile,
             "--record", recording], sandbox: sandbox)
        defer { tmux.kill() }
        var screen = try await tmux.waitFor("ann plays alone")
        var at = try #require(Self.cell(of: " players ", onLineWith: "Mode:", in: screen), "\(screen)")
        try tmux.click(row: at.row, column: at.column + 2)
        screen = try await tmux.waitFor("Players: [2]")
        at = try #require(Self.cell(of: " 4 ", onLineWith: "Players:", in: screen), "\(screen)")
        try tmux.click(row: at.row, column: at.column + 1)
        screen = try await tmux.waitFor("Player 1 · Player 2 · Player 3 · Player 4 take turns")
        at = try #require(Self.cell(of: "Player 2", onLineWith: "take turns", in: screen), "\(screen)")
        try tmux.click(row: at.row, column: at.column + 2)
        try await tmux.waitFor("Player 2's name: _")
        try tmux.type("B")
        try tmux.press("Enter")
        try await tmux.waitFor("Player 3's name: _")
        try tmux.click(row: 0, column: 0)  // a click elsewhere ends the typing
        screen = try await tmux.waitFor("Player 1 · B · Player 3 · Player 4 take turns")

        at = try #require(Self.cell(of: " vs computer", onLineWith: "Mode:", in: screen), "\(screen)")
        try tmux.click(row: at.row, column: at.column + 2)
        screen = try await tmux.waitFor("ann vs Computer (medium)")
        at = try #require(Self.cell(of: " hard ", onLineWith: "Level:", in: screen), "\(screen)")
        try tmux.click(row: at.row, column: at.column + 2)
        screen = try await tmux.waitFor("ann vs Computer (hard)")
        at = try #require(Self.cell(of: "[hard]", onLineWith: "Level:", in: screen), "\(screen)")
        try tmux.click(row: at.row, column: at.column + 2)  // the chosen one: play
        try await tmux.waitFor("the game against the computer") { Self.header($0).contains("Computer 0") }
        try tmux.type("q")
        try await tmux.waitFor("Give up this game? y/N")
        try tmux.type("y")
        try await tmux.waitFor("Enter to play")
        try tmux.press("Up")
        try await tmux.waitFor("the people kept for the session") {
            $0.contains("Player 1 · B · Player 3 · Player 4 take turns")
        }
        try tmux.type("q")
        #expect(try await tmux.waitForExit().status == 0)
        let played = try RecordingReader.read(path: recording)
        #expect(ActionFold.headless(played).players == [Player(name: "ann"), .computer(.hard)])
    }
}
