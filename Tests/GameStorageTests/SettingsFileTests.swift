import Foundation
import GameCore
@testable import GameStorage
import Glibc
import Testing

/// The strict TOML subset the settings files are read in: what it reads,
/// every other thing refused with its line number (the rest still read),
/// and the file itself untrusted (regular, bounded, UTF-8).
@Suite struct SettingsFileTests {
    private static func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("threeducks-settings-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func itReadsKeysStringsNumbersBooleansAndComments() {
        let text = """
            # my settings
            name = "ann \\"the duck\\" \\u00e9"

              bell='visual'   # no quack
            ascii = true
            color=false
            mismatch-delay = 0.5
            seats = 1_000\r
            """
        let (entries, problems) = SettingsFile.parse(text)
        #expect(problems == [])
        #expect(entries == [
            SettingsFile.Entry(line: 2, key: "name", value: .string("ann \"the duck\" é")),
            SettingsFile.Entry(line: 4, key: "bell", value: .string("visual")),
            SettingsFile.Entry(line: 5, key: "ascii", value: .boolean(true)),
            SettingsFile.Entry(line: 6, key: "color", value: .boolean(false)),
            SettingsFile.Entry(line: 7, key: "mismatch-delay", value: .number(0.5)),
            SettingsFile.Entry(line: 8, key: "seats", value: .integer(1000)),
        ])
    }

    @Test func everythingElseIsRefusedByItsLineAndTheRestIsRead() {
        let text = """
            [game]
            board = hard
            name = "ann
            a.b = 1
            list = [1, 2]
            day = 2026-11-27
            bell = "off" trailing
            theme = "default"
            theme = "high-contrast"
            = 3
            text = \"\"\"x\"\"\"
            esc = "\\q"
            """
        let (entries, problems) = SettingsFile.parse(text)
        #expect(entries == [SettingsFile.Entry(line: 8, key: "theme", value: .string("default"))])
        #expect(problems.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12])
        #expect(problems[1].description == "line 2: board: hard is not a value: quote text as \"…\"")
        #expect(problems[2].description == "line 3: name: the string is not closed")
        #expect(problems[7].description == "line 9: theme is set twice (first on line 8)")
    }

    @Test func whatItWritesItReadsBack() {
        let values: [(key: String, value: SettingsFile.Value)] = [
            ("name", .string("a \"b\" \\ c\u{1}")), ("on", .boolean(true)), ("n", .integer(-3)), ("x", .number(0.25)),
        ]
        let (entries, problems) = SettingsFile.parse(SettingsFile.render(values, comment: "kept"))
        #expect(problems == [])
        #expect(entries.map(\.key) == values.map(\.key))
        #expect(entries.map(\.value) == values.map(\.value))
    }

    @Test func theFileIsReadOnlyWhenRegularSmallAndText() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try SettingsFile.text(at: directory + "/none.toml") == nil)
        #expect(throws: KeptFileError.self) { try SettingsFile.text(at: directory) }
        let fifo = directory + "/fifo.toml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: KeptFileError.self) { try SettingsFile.text(at: fifo) }
        let large = directory + "/large.toml"
        _ = FileManager.default.createFile(atPath: large, contents: Data(repeating: 0x23, count: SettingsFile.sizeLimit + 1))
        let error = try #require(throws: KeptFileError.self) { try SettingsFile.text(at: large) }
        #expect(error.description.contains("larger than the limit"))
        let binary = directory + "/binary.toml"
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0xFF, 0xFE, 0x00]))
        #expect(throws: KeptFileError.self) { try SettingsFile.text(at: binary) }
    }

    @Test func theTitleLeftIsKeptAndReadBack() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = LastTitle.path(besideScores: directory + "/scores.json")
        #expect(path == directory + "/title.toml")
        #expect(LastTitle.read(path) == nil)
        let title = LastTitle(board: try #require(Board(name: "4x6")), mode: .players, players: ["ann", "bob"], level: .hard)
        try title.write(path)
        #expect(LastTitle.read(path) == title)
        // A value this program does not know: passed over, the defaults start.
        #expect(LastTitle(text: "board = \"9x9\"\nmode = \"solo\"\nlevel = \"easy\"\n") == nil)
        #expect(LastTitle(text: "board = \"hard\"\nmode = \"duel\"\nlevel = \"easy\"\n") == nil)
        // Names that could not sit together are dropped, the rest kept.
        #expect(LastTitle(text: "board = \"hard\"\nmode = \"solo\"\nplayers = \"a,a\"\nlevel = \"easy\"\n")?.players == [])
    }

    @Test func theTitleOfAStateIsItsBoardModeNamesAndLevel() {
        var lineups = TitleLineups(playerName: "ann", players: [])
        lineups.set([Player(name: "cy"), Player(name: "dee"), Player(name: "eve")])
        lineups.set([Player.person(named: "ann"), .computer(.hard)])
        let state = GameState(board: .hard, players: [Player.person(named: "ann"), .computer(.hard)], titleLineups: lineups)
        #expect(LastTitle(state) == LastTitle(board: .hard, mode: .computer, players: ["cy", "dee", "eve"], level: .hard))
    }

    /// Hostile text, seeded: mutations of a good file (bytes flipped, cut,
    /// repeated, control characters and quotes put in) never trap, every
    /// line is read or refused (never both), each refusal names a line the
    /// text has, and no refusal carries a control character to the terminal.
    @Test func hostileTextIsReadOrRefusedLineByLine() {
        let good = Array("# mine\nname = \"ann\"\nbell = 'visual'\nascii = true\nmismatch-delay = 0.5\nn = -3\n".utf8)
        let inserts: [[UInt8]] = [[0x1B, 0x5B, 0x32, 0x4A], [0x22], [0x27], [0x5C], [0x5B], [0x3D], [0x23], [0x0A], [0x00], [0xFF], [0x7F]]
        var generator = SplitMix64(seed: 35)
        for _ in 0..<3_000 {
            var bytes = good
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes.insert(contentsOf: inserts.randomElement(using: &generator)!, at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                case 2: bytes = Array(bytes.prefix(at))
                default: if at < bytes.count { bytes[at] = UInt8.random(in: .min ... .max, using: &generator) }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let (entries, problems) = SettingsFile.parse(text)
            #expect(Set(entries.map(\.line)).isDisjoint(with: problems.map(\.line)))
            #expect(problems.allSatisfy { (1...lines).contains($0.line) })
            #expect(problems.allSatisfy { !$0.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } },
                    "\(problems)")
            #expect(Set(entries.map(\.key)).count == entries.count, "a key read twice")
        }
    }
}
