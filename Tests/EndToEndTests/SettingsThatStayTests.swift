import Foundation
import Testing

/// Settings that stay (issue 35): `config.toml` under `XDG_CONFIG_HOME`
/// sets the name and the rest, a bad line is named with its number on the
/// title and on stderr while the game starts anyway, and the title starts
/// on the board and mode it was left on.
@Suite("Settings that stay")
struct SettingsThatStayTests {
    @Test func theConfigFileSetsTheNameAndABadLineIsNamedWhileTheGameStarts() async throws {
        let sandbox = try Sandbox()
        let directory = sandbox.path("config/threeducks")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("# mine\nname = \"ann\"\nbell = \"loud\"\n".utf8).write(to: URL(fileURLWithPath: directory + "/config.toml"))
        let tmux = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile], sandbox: sandbox,
                                              environment: ["XDG_CONFIG_HOME": sandbox.path("config")])
        defer { tmux.kill() }
        let title = try await tmux.waitFor("Enter to play")
        #expect(title.contains("ann plays alone"), "\(title)")
        #expect(title.contains("config.toml line 3: bell must be audible, visual or off"), "\(title)")
        try tmux.type("q")
        let exit = try await tmux.waitForExit()
        #expect(exit.status == 0)
        // Said on stderr too, where it stays once the game has gone.
        #expect(exit.screen.contains("threeducks: warning: config.toml line 3: bell must be audible, visual or off"))
    }

    @Test func theTitleStartsOnTheBoardAndModeLeftLastAndTheCommandLineWins() async throws {
        let sandbox = try Sandbox()
        let first = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { first.kill() }
        try await first.waitFor("Enter to play")
        try first.press("Right")
        try first.type("m")
        try await first.waitFor("hard and players chosen") { $0.contains("[hard]") && $0.contains("[players]") }
        try first.type("q")
        #expect(try await first.waitForExit().status == 0)
        #expect(sandbox.text("title.toml")?.contains("board = \"hard\"") == true)

        let second = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { second.kill() }
        let title = try await second.waitFor("Enter to play")
        #expect(title.contains("[hard]") && title.contains("[players]"), "\(title)")
        second.kill()

        let third = try TmuxSession.threeducks(["--board", "easy", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { third.kill() }
        let chosen = try await third.waitFor("Enter to play")
        #expect(chosen.contains("[easy]") && chosen.contains("[players]"), "\(chosen)")
    }
}
