import Foundation
import Testing

/// `threeducks config` as a player runs it (issue 35): where the settings
/// file is, each setting and where it came from; a bad line on stderr in
/// one line with its number, exit 65; a file that is not a regular file is
/// one line, never read.
@Suite struct ConfigCommandTests {
    private static func home() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("threeducks-cfg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/.config/threeducks", withIntermediateDirectories: true)
        return path
    }

    @Test func itShowsTheFileAndWhereEachSettingCameFrom() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try Data("name = \"ann\"\nbell = \"loud\"\nascii = true\n".utf8)
            .write(to: URL(fileURLWithPath: home + "/.config/threeducks/config.toml"))
        let result = try Subprocess.threeducks(["config"], home: home)
        #expect(result.status == 65)
        #expect(result.stdout.hasPrefix("Settings file: \(home)/.config/threeducks/config.toml\n"))
        #expect(result.stdout.contains("  name           = \"ann\"  # config.toml line 1\n"))
        #expect(result.stdout.contains("  bell           = \"audible\"  # default\n"))
        #expect(result.stdout.contains("  ascii          = true  # config.toml line 3\n"))
        #expect(result.stderr == "threeducks: warning: config.toml line 2: bell must be audible, visual or off\n")
    }

    @Test func withoutAFileEverySettingIsItsDefaultAndTheStatusZero() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try Subprocess.threeducks(["config"], home: home, environment: ["XDG_CONFIG_HOME": home + "/elsewhere"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(
            "Settings file: \(home)/elsewhere/threeducks/config.toml (there is none: every setting is its default)\n"))
        #expect(result.stdout.contains("  name           = \"tester\"  # your login name\n"))
        #expect(result.stderr == "")
    }

    @Test func aFileThatIsNotARegularFileIsNotRead() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(mkfifo(home + "/.config/threeducks/config.toml", 0o600) == 0)
        let result = try Subprocess.threeducks(["config"], home: home)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("threeducks: warning: \(home)/.config/threeducks/config.toml: is a FIFO"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
