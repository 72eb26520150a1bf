import GameCore
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
        try await tmux.waitFor("[6x5]")
        try tmux.press("Left")
        try await tmux.waitFor("[hard]")
        try tmux.type("4")
        try await tmux.waitFor("[6x5]")
        try tmux.press("Enter")
        try await tmux.waitFor("Pairs: 0/15")
    }
}
