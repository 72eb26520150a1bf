import Foundation
import GameCore
import GameStorage
import Testing
@testable import threeducks

/// `config.toml`: where it is, each setting read through the options' own
/// table, each bad line named with its number while the rest still count,
/// the command line over it both ways (the fast path and argument-parser),
/// and `threeducks config`'s report of where each value came from.
@Suite struct ConfigFileTests {
    private static func file(_ text: String) throws -> (ConfigFile, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threeducks-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/config.toml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (ConfigFile(path: path), directory)
    }

    @Test func itIsUnderXDGConfigHomeElseHome() {
        #expect(ConfigFile.path(environment: ["XDG_CONFIG_HOME": "/x/cfg/", "HOME": "/h"]) == "/x/cfg/threeducks/config.toml")
        #expect(ConfigFile.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/threeducks/config.toml")
        #expect(ConfigFile.path(environment: [:], home: { "/p" }) == "/p/.config/threeducks/config.toml")
        #expect(ConfigFile.path(environment: [:], home: { nil }) == nil)
    }

    @Test func everySettingIsRead() throws {
        let (config, directory) = try Self.file("""
            name = "ann"
            bell = "visual"
            theme = "high-contrast"
            ascii = true
            color = false
            screen-reader = true
            mismatch-delay = 0.5
            board = "4x6"
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(config.problems == [])
        #expect(config.settings == PlaySettings(chosenBoard: Board(name: "4x6"), name: "ann", bell: .visual, ascii: true,
                                                noColor: true, theme: .highContrast, screenReader: true, mismatchDelay: 0.5))
        #expect(config.lines == ["name": 1, "bell": 2, "theme": 3, "ascii": 4, "color": 5, "screen-reader": 6,
                                 "mismatch-delay": 7, "board": 8])
        // The file has every setting, each to a value other than its default.
        #expect(Set(config.lines.keys) == Set(PlaySettings.fileSettings.map(\.key)))
    }

    @Test func aBadValueIsNamedByItsLineAndTheRestStillCount() throws {
        let (config, directory) = try Self.file("""
            # mine
            name = "ann"
            bell = "loud"
            ascii = "yes"
            mismatch-delay = 30
            board = "3x3"
            colour = true
            name2 = 1
            [table]
            theme = "high-contrast"
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(config.problems == [
            "config.toml line 3: bell must be audible, visual or off",
            "config.toml line 4: ascii must be true or false",
            "config.toml line 5: mismatch-delay must be a number of seconds from 0.05 to 10",
            "config.toml line 6: board must be easy, medium, hard or RxC such as \"4x6\"",
            "config.toml line 7: colour is not a setting (the settings are name, bell, theme, ascii, color, screen-reader, mismatch-delay, board)",
            "config.toml line 8: name2 is not a setting (the settings are name, bell, theme, ascii, color, screen-reader, mismatch-delay, board)",
            "config.toml line 9: tables ([…]) are not read: write each setting as key = value at the top",
        ])
        var expected = PlaySettings()
        (expected.name, expected.theme) = ("ann", .highContrast)
        #expect(config.settings == expected)
        #expect(config.lines == ["name": 2, "theme": 10])
        #expect(config.titleWarning == "config.toml line 3: bell must be audible, visual or off (and 6 more: run threeducks config)")
    }

    @Test func aNameTheGameWouldRefuseIsRefused() throws {
        let (config, directory) = try Self.file("name = \"a\\u001b[2Jb\"\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(config.settings.name == nil)
        #expect(config.problems.count == 1)
        #expect(config.problems[0].hasPrefix("config.toml line 1: name: "))
        #expect(!config.problems[0].contains("\u{1B}"))
    }

    @Test func aFileThatIsNoRegularFileIsOneLineAndTheDefaults() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threeducks-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/config.toml", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = ConfigFile(path: directory + "/config.toml")
        #expect(config.settings == PlaySettings())
        #expect(config.problems.count == 1)
        #expect(config.problems[0].contains("not a regular file"))
    }

    /// The command line wins over the file, the same way whichever reads it.
    @Test(arguments: [
        [], ["--board", "hard"], ["--name", "bob"], ["--bell", "off", "--theme", "default"], ["--mismatch-delay", "2"],
        ["--ascii"], ["--no-color", "--screen-reader"], ["--vs", "easy", "--seed", "3"],
    ])
    func theCommandLineWinsOverTheFileBothWays(_ arguments: [String]) throws {
        let (config, directory) = try Self.file("""
            name = "ann"
            bell = "visual"
            theme = "high-contrast"
            mismatch-delay = 0.5
            board = "easy"
            ascii = false
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fast = try #require(PlayArguments.settings(arguments, over: config.settings))
        let parsed = try #require(try ThreeDucks.parseAsRoot(arguments) as? PlayCommand).settings(over: config.settings)
        #expect(fast == parsed)
        let alone = try #require(PlayArguments.settings(arguments))
        #expect(fast.chosenBoard == (arguments.contains("--board") ? alone.chosenBoard : Board.easy))
        #expect(fast.name == (arguments.contains("--name") ? "bob" : "ann"))
        #expect(fast.bell == (arguments.contains("--bell") ? .off : .visual))
        #expect(fast.theme == (arguments.contains("--theme") ? .standard : .highContrast))
        #expect(fast.mismatchDelay == (arguments.contains("--mismatch-delay") ? 2 : 0.5))
        #expect(fast.ascii == arguments.contains("--ascii"))
        #expect(fast.vs == alone.vs && fast.seed == alone.seed)
    }

    @Test func theReportSaysWhereEachValueCameFrom() throws {
        let (config, directory) = try Self.file("bell = \"off\"\nascii = true\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = ConfigCommand.report(config, last: LastTitle(board: .hard, mode: .solo), loginName: "cy")
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Settings file: \(directory)/config.toml")
        #expect(lines.contains("  bell           = \"off\"  # config.toml line 1"))
        #expect(lines.contains("  ascii          = true  # config.toml line 2"))
        #expect(lines.contains("  theme          = \"default\"  # default"))
        #expect(lines.contains("  board          = \"hard\"  # the board chosen last"))
        #expect(lines.contains("  name           = \"cy\"  # your login name"))
        let none = ConfigCommand.report(ConfigFile(path: directory + "/none.toml"), last: nil)
        #expect(none.hasPrefix("Settings file: \(directory)/none.toml (there is none: every setting is its default)\n"))
        #expect(none.contains("  board          = \"medium\"  # default"))
    }

    /// The title left: its board and mode, unless the command line or the file chose.
    @Test func theTitleStartsWhereItWasLeftForWhatNothingChose() throws {
        let last = LastTitle(board: .hard, mode: .players, players: ["cy", "dee", "eve"], level: .easy)
        var configuration = Game.Configuration()
        configuration.playerName = "ann"
        PlaySettings().start(&configuration, at: last)
        #expect(configuration.board == .hard)
        #expect(configuration.players.map(\.name) == ["cy", "dee", "eve"])
        #expect(configuration.titleLineups.computer == [Player.person(named: "ann"), .computer(.easy)])

        var chosen = Game.Configuration()
        chosen.board = .easy
        PlaySettings(chosenBoard: .easy, vs: .hard).start(&chosen, at: last)
        #expect(chosen.board == .easy)
        #expect(chosen.players.isEmpty)
        #expect(chosen.titleLineups.players.map(\.name) == ["cy", "dee", "eve"])
    }
}
