import Foundation
import GameCore
import GameStorage
import Testing

/// `threeducks scores` run as a subprocess on fixed files.
@Suite struct ScoresCommandTests {
    /// Two medium records and one easy, out of order, plus a hostile name.
    static let fixedFile = Scores.file(
        Scores.json(["name": "\"bo\"", "moves": "16", "seconds": "605", "date": "\"2027-01-16T20:30:00Z\""]),
        Scores.json(["name": "\"ann\"", "moves": "14", "seconds": "65"]),
        Scores.json(["name": "\"cy\"", "moves": "8", "seconds": "9", "difficulty": "\"easy\"", "seed": "7"]))

    private func run(_ arguments: [String], file: String?, stdin: String? = nil) throws -> (Subprocess.Result, TemporaryDirectory) {
        let home = try TemporaryDirectory()
        if let file { try home.write(file, to: "scores.json") }
        let result = try Subprocess.threeducks(["scores", "--scores-file", home.file("scores.json")] + arguments,
                                               home: home.path, stdin: stdin)
        return (result, home)
    }

    @Test func theTableShowsThePathThenEachDifficultyRankedWithTimeAndDate() throws {
        let (result, home) = try run([], file: Self.fixedFile)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Scores file: \(home.file("scores.json"))

            Easy
             #  Name  Moves   Time  Date
             1  cy        8   0:09  2027-01-15 08:00

            Medium
             #  Name  Moves   Time  Date
             1  ann      14   1:05  2027-01-15 08:00
             2  bo       16  10:05  2027-01-16 20:30

            Hard: no scores yet

            A move is one card turned: a game takes at least as many as its board has cards (easy 8, medium 12). Equal moves rank by time.

            """)
    }

    @Test func wideNamesKeepTheColumnsInLine() throws {
        let file = Scores.file(
            Scores.json(["name": "\"王小明\"", "moves": "14"]),
            Scores.json(["name": "\"さくら🦆\"", "moves": "15"]),
            Scores.json(["name": "\"Zoë\"", "moves": "16"]))
        let (result, home) = try run(["--difficulty", "medium"], file: file)
        defer { home.remove() }
        #expect(result.status == 0)
        // さくら🦆 takes 8 columns; each name is padded to 8 by columns, not characters.
        #expect(result.stdout.hasSuffix("""
            Medium
             #  Name      Moves   Time  Date
             1  王小明       14   1:05  2027-01-15 08:00
             2  さくら🦆     15   1:05  2027-01-15 08:00
             3  Zoë          16   1:05  2027-01-15 08:00

            A move is one card turned: a game takes at least as many as its board has cards (medium 12). Equal moves rank by time.

            """), "\(result.stdout)")
    }

    @Test func difficultyFiltersTheTable() throws {
        let (result, home) = try run(["--difficulty", "easy"], file: Self.fixedFile)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout.contains(" 1  cy "))
        #expect(!result.stdout.contains("Medium") && !result.stdout.contains("ann"))
    }

    @Test func jsonGivesScriptsTheRankedRecords() throws {
        let (result, home) = try run(["--json"], file: Self.fixedFile)
        defer { home.remove() }
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["path"] as? String == home.file("scores.json"))
        #expect((object["skipped"] as? [String]) == [])
        let records = try #require(object["records"] as? [[String: Any]])
        #expect(records.map { $0["name"] as? String } == ["cy", "ann", "bo"])
        #expect(records.map { $0["rank"] as? Int } == [1, 1, 2])
        #expect(records.map { $0["difficulty"] as? String } == ["easy", "medium", "medium"])
        #expect(records[2]["seconds"] as? Int == 605)
        #expect(records[2]["date"] as? String == "2027-01-16T20:30:00Z")
        #expect(records[0]["seed"] as? Int == 7)
    }

    @Test func jsonOfNoScoresIsEmptyListsWithoutABlankLine() throws {
        let (result, home) = try run(["--json"], file: nil)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout == """
            {
              "path" : "\(home.file("scores.json"))",
              "records" : [],
              "skipped" : []
            }

            """)
    }

    /// The fixed file plus scores on two custom boards, written out of order.
    static let fileWithCustomBoards = Scores.file(
        Scores.json(["name": "\"di\"", "moves": "60", "difficulty": "\"6x8\""]),
        Scores.json(["name": "\"bo\"", "moves": "16", "seconds": "605", "date": "\"2027-01-16T20:30:00Z\""]),
        Scores.json(["name": "\"ed\"", "moves": "4", "seconds": "3", "difficulty": "\"2x2\""]),
        Scores.json(["name": "\"cy\"", "moves": "50", "difficulty": "\"6x8\""]))

    @Test func customBoardsWithScoresFollowThePresetsSmallerFirst() throws {
        let (result, home) = try run([], file: Self.fileWithCustomBoards)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Scores file: \(home.file("scores.json"))

            Easy: no scores yet

            Medium
             #  Name  Moves   Time  Date
             1  bo       16  10:05  2027-01-16 20:30

            Hard: no scores yet

            2x2
             #  Name  Moves   Time  Date
             1  ed        4   0:03  2027-01-15 08:00

            6x8
             #  Name  Moves   Time  Date
             1  cy       50   1:05  2027-01-15 08:00
             2  di       60   1:05  2027-01-15 08:00

            A move is one card turned: a game takes at least as many as its board has cards (medium 12, 2x2 4, 6x8 48). Equal moves rank by time.

            """)
    }

    @Test func shortGamesShowTheirTenthAndRankByIt() throws {
        let file = Scores.file(
            Scores.json(["name": "\"cy\"", "moves": "8", "seconds": "9", "milliseconds": "9412", "difficulty": "\"easy\""]),
            Scores.json(["name": "\"di\"", "moves": "8", "seconds": "9", "milliseconds": "9105", "difficulty": "\"easy\""]),
            Scores.json(["name": "\"ed\"", "moves": "8", "seconds": "9", "difficulty": "\"easy\""]),
            Scores.json(["name": "\"fi\"", "moves": "8", "seconds": "75", "milliseconds": "75500", "difficulty": "\"easy\""]))
        let (result, home) = try run(["--board", "easy"], file: file)
        defer { home.remove() }
        #expect(result.status == 0)
        // ed's 9 s of an older file, no tenth known, count as 9.0 s.
        #expect(result.stdout.contains("""
            Easy
             #  Name  Moves    Time  Date
             1  ed        8    0:09  2027-01-15 08:00
             2  di        8  0:09.1  2027-01-15 08:00
             3  cy        8  0:09.4  2027-01-15 08:00
             4  fi        8    1:15  2027-01-15 08:00

            """), "\(result.stdout)")
        let (json, other) = try run(["--board", "easy", "--json"], file: file)
        defer { other.remove() }
        #expect(json.stdout.contains("\"milliseconds\" : 9105"), "\(json.stdout)")
    }

    @Test func boardPicksOneCustomBoard() throws {
        let (result, home) = try run(["--board", "6x8"], file: Self.fileWithCustomBoards)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\n\n6x8\n #  Name  Moves   Time  Date\n 1  cy       50   1:05  2027-01-15 08:00\n"
                                        + " 2  di       60   1:05  2027-01-15 08:00\n\nA move is one card turned: a game"
                                        + " takes at least as many as its board has cards (6x8 48). Equal moves rank by time.\n"),
                "\(result.stdout)")
        #expect(!result.stdout.contains("Medium") && !result.stdout.contains("2x2"))
    }

    @Test func boardWithoutScoresSaysSo() throws {
        let (result, home) = try run(["--board", "12x12"], file: Self.fileWithCustomBoards)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout == "Scores file: \(home.file("scores.json"))\nNo scores yet.\n")
    }

    @Test func jsonHoldsTheCustomBoardsAfterThePresets() throws {
        for (arguments, expected) in [([], ["medium", "2x2", "6x8", "6x8"]), (["--board", "6x8"], ["6x8", "6x8"])] {
            let (result, home) = try run(["--json"] + arguments, file: Self.fileWithCustomBoards)
            defer { home.remove() }
            #expect(result.status == 0)
            let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let records = try #require(object["records"] as? [[String: Any]])
            #expect(records.map { $0["difficulty"] as? String } == expected, "\(arguments)")
            #expect(records.map { $0["rank"] as? Int } == (arguments.isEmpty ? [1, 1, 1, 2] : [1, 2]))
        }
    }

    @Test func resetOfACustomBoardKeepsTheOthers() throws {
        let (result, home) = try run(["--reset", "--yes", "--board", "6x8"], file: Self.fileWithCustomBoards)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout == "Cleared the 6x8 scores in \(home.file("scores.json")).\n")
        #expect(FileScoreStore(path: home.file("scores.json")).load().table.allRecords.map(\.name) == ["bo", "ed"])
    }

    @Test func withNoFileYetItSaysSoAndCreatesNothing() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let path = home.file("data/threeducks/scores.json")
        let result = try Subprocess.threeducks(["scores"], home: home.path, environment: ["XDG_DATA_HOME": home.file("data")])
        #expect(result.status == 0)
        #expect(result.stdout == "Scores file: \(path)\nNo scores yet.\n", "the default path, under XDG_DATA_HOME")
        #expect(try home.names() == [])
    }

    @Test func withoutXDGDataHomeTheFileIsUnderHome() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["scores", "--json"], home: home.path, environment: ["XDG_DATA_HOME": "relative"])
        #expect(result.stdout.contains("\"path\" : \"\(home.file(".local/share/threeducks/scores.json"))\""))
    }

    @Test(arguments: ["ducks!", "", "{\"format\": 1, \"rec", "[]", "{\"format\": 9, \"records\": []}"])
    func aCorruptFileIsOneLineNamingItExit65AndLeftUntouched(_ corrupt: String) throws {
        for arguments in [[], ["--json"], ["--reset", "--yes"]] {
            let (result, home) = try run(arguments, file: corrupt)
            defer { home.remove() }
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("threeducks: \(home.file("scores.json")): "), "\(result.stderr)")
            #expect(result.stderr.filter(\.isNewline).count == 1)
            #expect(try home.read("scores.json") == corrupt)
            #expect(try home.names() == ["scores.json"], "not moved aside, no lock file")
        }
    }

    /// U+2028 and U+2029 are no control characters, so such a name is
    /// valid; printed raw, a terminal may break the table's line on them.
    @Test func aNameWithALineSeparatorIsPrintedOnOneLine() throws {
        let (result, home) = try run([], file: Scores.file(Scores.json(["name": "\"an\\u2028n\\u2029e\""])))
        defer { home.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("an n e"), "\(result.stdout)")
        #expect(!result.output.contains("\u{2028}") && !result.output.contains("\u{2029}"))
    }

    @Test func namesFromTheFileArePrintedWithoutControlsEscapesOrBidiOverrides() throws {
        let hostile = Scores.file(
            Scores.json(["name": "\"\\u202Eevil\\u202C\\u2066x\\u2069\""]),
            Scores.json(["name": "\"\\u001b]0;pwned\\u0007\\u001b[2J\""]),
            Scores.json(["name": "\"ok\\u0085\""]))
        for arguments in [[], ["--json"]] {
            let (result, home) = try run(arguments, file: hostile)
            defer { home.remove() }
            #expect(result.status == 0)
            #expect(result.stdout.contains("evilx"), "the name, its overrides gone")
            for hidden in ["\u{1B}", "\u{07}", "\u{85}", "\u{202E}", "\u{202C}", "\u{2066}", "\u{2069}", "pwned"] {
                #expect(!result.output.contains(hidden), "\(arguments) \(hidden.unicodeScalars.first!.value)")
            }
            #expect(result.stderr.contains("threeducks: warning: \(home.file("scores.json")): skipped 2 bad records"),
                    "records with control characters are skipped and reported")
        }
    }

    @Test func resetWithYesClearsEverything() throws {
        let (result, home) = try run(["--reset", "--yes"], file: Self.fixedFile)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout == "Cleared all scores in \(home.file("scores.json")).\n")
        #expect(FileScoreStore(path: home.file("scores.json")).load() == ScoreLoad(table: ScoreTable()))
    }

    @Test func resetOfOneDifficultyKeepsTheOthers() throws {
        let (result, home) = try run(["--reset", "--yes", "--difficulty", "medium"], file: Self.fixedFile)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Cleared the medium scores in "))
        #expect(FileScoreStore(path: home.file("scores.json")).load().table.allRecords.map(\.name) == ["cy"])
    }

    @Test func resetWithoutATerminalToAskClearsNothing() throws {
        let (result, home) = try run(["--reset"], file: Self.fixedFile, stdin: "y\n")
        defer { home.remove() }
        #expect(result.status == 1)
        #expect(result.stderr.contains("--reset: nothing cleared: stdin is not a terminal"))
        #expect(try home.read("scores.json") == Self.fixedFile)
    }

    @Test func resetWithNoFileSaysThereIsNothingAndCreatesNothing() throws {
        let (result, home) = try run(["--reset", "--yes"], file: nil)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("No scores yet.\n"))
        #expect(try home.names() == [])
    }

    @Test(arguments: [(["--yes"], "--yes"), (["--json", "--reset"], "--json"), (["--difficulty", "x"], "--difficulty"),
                      (["--board", "3x3"], "an even number of cards"), (["--board", "13x2"], "2 to 12 each"),
                      (["--scores-file", ""], "--scores-file")])
    func badCombinationsAreRefusedNamingTheOption(_ bad: ([String], String)) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["scores"] + bad.0, home: home.path)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threeducks: ") && result.stderr.contains(bad.1), "\(result.stderr)")
    }
}
