import Foundation
import GameCore
import GameStorage
import Testing

/// `threeducks stats` and `threeducks scores --daily`, run as subprocesses
/// on a history written through the store.
@Suite struct StatsCommandTests {
    /// Today's UTC date, as the program reads it: the streak runs up to it.
    static var today: String { DailyDeal.date(of: Date()) }
    static var yesterday: String { DailyDeal.date(of: Date().addingTimeInterval(-86_400)) }

    static func game(_ moves: Int, _ result: GameResult = .won, board: Board = .medium, seed: UInt64 = 7,
                     daily: String? = nil) -> HistoryRecord {
        HistoryRecord(date: Scores.date, board: board, players: [Player(name: "ann", pairs: 0)], moves: moves,
                      seconds: 42, result: result, seed: seed, daily: daily)
    }

    private func run(_ arguments: [String], games: [HistoryRecord]?, environment: [String: String] = [:]) throws
        -> (Subprocess.Result, TemporaryDirectory) {
        let home = try TemporaryDirectory()
        let scores = home.file("scores.json")
        if let games {
            let store = FileHistoryStore(besideScores: scores)
            for game in games { try store.append(game) }
        }
        let result = try Subprocess.threeducks(arguments + ["--scores-file", scores], home: home.path,
                                               environment: environment)
        return (result, home)
    }

    /// `stats` over `games` succeeds, says nothing on stderr, and prints
    /// `expected`, given the history file's path.
    private func expectStats(_ games: [HistoryRecord]?, _ expected: (String) -> String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (result, home) = try run(["stats"], games: games)
        defer { home.remove() }
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(result.stderr == "", sourceLocation: sourceLocation)
        #expect(result.stdout == expected(home.file("history.jsonl")), sourceLocation: sourceLocation)
    }

    @Test func noHistoryYetIsNoGamesYetAndSuccess() throws {
        try expectStats(nil) { "History: \($0)\nNo games yet.\n" }
    }

    @Test func eachBoardShowsItsFiguresStreaksAndAChartOfMoves() throws {
        let games = [Self.game(16), Self.game(12, daily: Self.yesterday), Self.game(5, .gaveUp), Self.game(14, daily: Self.today),
                     Self.game(8, board: .easy)]
        try expectStats(games) { """
            History: \($0)

            Easy: 1 game
              Solo: 1 played · 1 won · 0 given up · win rate 100%
                Moves: best 8 · median 8 (a move is one card turned; 8 at the fewest)
              Moves of the last 1 solo game (oldest first):
              8 ┤█
                ┤█
                ┤█
                ┤█
              0 ┤█

            Medium: 4 games
              Solo: 4 played · 3 won · 1 given up · win rate 75%
                Moves: best 12 · median 14 (a move is one card turned; 12 at the fewest)
              Daily streak: current 2 days · longest 2 days
              Moves of the last 4 solo games (oldest first; × not won):
              16 ┤█  ▃
                 ┤█▆ █
                 ┤██ █
                 ┤██ █
               0 ┤██×█

            """ }
    }

    @Test func recentGamesNoneWonAreSaidInWordsNotAnEmptyChart() throws {
        try expectStats([Self.game(1, .gaveUp, board: .easy), Self.game(3, .gaveUp), Self.game(6, .abandoned)]) { """
            History: \($0)

            Easy: 1 game
              Solo: 1 played · 0 won · 1 given up · win rate 0%
              The last solo game was not won: no moves to chart yet.

            Medium: 2 games
              Solo: 2 played · 0 won · 1 given up · 1 abandoned · win rate 0%
              The last 2 solo games were not won: no moves to chart yet.

            """ }
    }

    static func versus(_ people: [Int], computer: Int?, _ result: GameResult = .won, moves: Int = 20)
        -> HistoryRecord {
        var players = people.enumerated().map { Player(name: "p\($0.offset)", pairs: $0.element) }
        if let computer { players.append(.init(name: Player.computerName, computer: .hard, pairs: computer)) }
        return HistoryRecord(date: Scores.date, board: .medium, players: players, moves: moves, seconds: 42,
                             result: result, seed: 7)
    }

    @Test func soloGamesAreShownApartFromHotSeatAndComputerGamesAndALossToTheComputerIsALoss() throws {
        let games = [Self.game(16), Self.versus([0], computer: 6, moves: 30), Self.versus([4], computer: 2),
                     Self.versus([3], computer: 3), Self.versus([2, 4], computer: nil, moves: 40),
                     Self.versus([1], computer: 0, .gaveUp, moves: 6), Self.game(5, .gaveUp)]
        try expectStats(games) { """
            History: \($0)

            Medium: 7 games
              Solo: 2 played · 1 won · 1 given up · win rate 50%
                Moves: best 16 · median 16 (a move is one card turned; 12 at the fewest)
              Hot seat: 1 played · 1 won · 0 given up · win rate 100%
              Against the computer: 4 played · 1 won · 1 lost · 1 drawn · 1 given up · win rate 25%
              Moves of the last 2 solo games (oldest first; × not won):
              16 ┤█\u{20}
                 ┤█\u{20}
                 ┤█\u{20}
                 ┤█\u{20}
               0 ┤█×

            """ }
        let (json, other) = try run(["stats", "--json"], games: games)
        defer { other.remove() }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let board = try #require((object["boards"] as? [[String: Any]])?.first)
        #expect((board["played"] as? Int, board["won"] as? Int, board["lost"] as? Int, board["drawn"] as? Int) == (7, 3, 1, 1))
        let computer = try #require(board["againstComputer"] as? [String: Any])
        #expect((computer["played"] as? Int, computer["won"] as? Int, computer["lost"] as? Int) == (4, 1, 1))
        let solo = try #require(board["solo"] as? [String: Any])
        #expect((solo["played"] as? Int, solo["won"] as? Int, solo["winRate"] as? Double) == (2, 1, 0.5))
        #expect((board["hotSeat"] as? [String: Any])?["won"] as? Int == 1)
        #expect(board["bestMoves"] as? Int == 16)
        #expect((board["lastGames"] as? [[String: Any]])?.map { $0["moves"] as? Int } == [16, 5])
    }

    @Test func scoresDailySaysADailyGameLostToTheComputerWasLost() throws {
        var lost = Self.versus([1], computer: 5)
        lost.daily = "2026-11-22"
        let (result, home) = try run(["scores", "--daily"], games: [lost])
        defer { home.remove() }
        #expect(result.stdout.hasSuffix("2026-11-22  medium  lost        20 moves   0:42\n"), "\(result.stdout)")
        let (json, other) = try run(["scores", "--daily", "--json"], games: [lost])
        defer { other.remove() }
        #expect(json.stdout.contains("\"outcome\" : \"lost\""), "\(json.stdout)")
        #expect(json.stdout.contains("\"result\" : \"won\""), "the result as the history keeps it")
    }

    @Test func asciiDrawsTheChartWithHashesAsOutsideAUTF8Locale() throws {
        let games = [Self.game(16), Self.game(5, .gaveUp), Self.game(12)]
        let (flag, home) = try run(["stats", "--ascii"], games: games)
        defer { home.remove() }
        let (locale, other) = try run(["stats"], games: games, environment: ["LANG": "C", "LC_ALL": "C"])
        defer { other.remove() }
        #expect(flag.stdout.contains("Solo: 3 played - 2 won - 1 given up - win rate 67%"))
        #expect(flag.stdout.contains("  16 |#  \n"))
        #expect(flag.stdout.contains("   0 |#x#\n"))
        #expect(locale.stdout.replacingOccurrences(of: other.path, with: home.path) == flag.stdout)
    }

    @Test func boardNamesOneBoardEvenWithoutGames() throws {
        let (result, home) = try run(["stats", "--board", "hard"], games: [Self.game(16)])
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout == "History: \(home.file("history.jsonl"))\nHard: no games yet.\n")
    }

    @Test func jsonGivesScriptsEveryFigureAndSeedsAboveTwoToThe53AsStrings() throws {
        let games = [Self.game(16, seed: UInt64.max), Self.game(12, daily: Self.today)]
        let (result, home) = try run(["stats", "--json"], games: games)
        defer { home.remove() }
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let boards = try #require(object["boards"] as? [[String: Any]])
        #expect(boards.count == 1)
        // Every key docs/history.md names, the board's counts beside the others (not under a key of their own).
        #expect(Set(boards[0].keys) == ["board", "played", "won", "lost", "drawn", "gaveUp", "abandoned", "winRate",
                                        "solo", "hotSeat", "againstComputer", "bestMoves", "medianMoves",
                                        "currentDailyStreak", "longestDailyStreak", "lastGames"])
        #expect(boards[0]["board"] as? String == "medium")
        #expect(boards[0]["played"] as? Int == 2)
        #expect(boards[0]["won"] as? Int == 2)
        #expect(boards[0]["winRate"] as? Double == 1)
        #expect(boards[0]["bestMoves"] as? Int == 12)
        #expect(boards[0]["medianMoves"] as? Double == 14)
        #expect(boards[0]["currentDailyStreak"] as? Int == 1)
        let last = try #require(boards[0]["lastGames"] as? [[String: Any]])
        #expect(last.map { $0["seed"] as? String } == ["18446744073709551615", nil])
        #expect(last.map { $0["seed"] as? Int } == [nil, 7])
    }

    @Test func aFileThatIsNotAHistoryIsOneLineAndADataError() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write("{\"format\": 1, \"records\": []}\n", to: "history.jsonl")
        let result = try Subprocess.threeducks(["stats", "--scores-file", home.file("scores.json")], home: home.path)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == "threeducks: \(home.file("history.jsonl")): not a threeducks history file (its first line is not the history header)\n")
    }

    @Test func aHistoryThatIsADirectoryIsOneLineAndNoInput() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.file("history.jsonl"), withIntermediateDirectories: false)
        let result = try Subprocess.threeducks(["stats", "--scores-file", home.file("scores.json")], home: home.path)
        #expect(result.status == 66)
        #expect(result.stderr.hasSuffix("history.jsonl: is a directory, not a regular file; the history is kept only in a regular file\n"))
    }

    @Test func aDamagedRecordIsAWarningAndTheRestIsShown() throws {
        let (_, home) = try run(["stats"], games: [Self.game(16)])
        defer { home.remove() }
        let path = home.file("history.jsonl")
        try home.write(try home.read("history.jsonl") + "{\"cut\n", to: "history.jsonl")
        let result = try Subprocess.threeducks(["stats", "--scores-file", home.file("scores.json")], home: home.path)
        #expect(result.status == 0)
        #expect(result.stderr == "threeducks: warning: \(path): 1 damaged record skipped (line 3)\n")
        #expect(result.stdout.contains("Medium: 1 game\n  Solo: 1 played"))
    }

    /// A history of `first` (whole lines), then won medium games past
    /// 9 MiB: more than the 8 MiB once read from its end. Its text and how
    /// many medium games it holds.
    static func historyOverNineMiB(startingWith first: String) -> (text: String, count: Int) {
        let game = "{\"board\":\"medium\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":14,\"players\":[{\"name\":\"ann\",\"pairs\":6}],\"result\":\"won\",\"seconds\":42,\"seed\":7}\n"
        let count = 9 * 1024 * 1024 / game.utf8.count
        var text = "{\"format\":1,\"threeducks\":\"history\"}\n" + first
        text.reserveCapacity(text.utf8.count + count * game.utf8.count)
        for _ in 0..<count { text += game }
        return (text, count)
    }

    /// Once only the last 8 MiB were read (some 55,000 games): the oldest
    /// games stopped counting, and the warning said so. Every game counts now.
    @Test func aHistoryOverEightMiBCountsItsOldestGame() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let oldest = "{\"board\":\"easy\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":9,\"players\":[{\"name\":\"ann\",\"pairs\":4}],\"result\":\"won\",\"seconds\":30,\"seed\":1}\n"
        let (text, count) = Self.historyOverNineMiB(startingWith: oldest)
        try home.write(text, to: "history.jsonl")
        #expect(text.utf8.count > 9 * 1024 * 1024)
        for run in ["first", "with the summary"] {
            let result = try Subprocess.threeducks(["stats", "--scores-file", home.file("scores.json")], home: home.path)
            #expect(result.status == 0, "\(run)")
            #expect(result.stderr == "", "no warning: \(run)")
            #expect(result.stdout.contains("Easy: 1 game\n  Solo: 1 played · 1 won · 0 given up · win rate 100%\n    Moves: best 9 · median 9"), "\(run)")
            #expect(result.stdout.contains("Medium: \(count) games\n"), "\(run)")
        }
        #expect(FileManager.default.fileExists(atPath: home.file("history.jsonl.summary")))
    }

    /// `scores --daily` once read only the last 8 MiB too: a daily game
    /// older than that was not listed. Every daily game is now, however
    /// long the history, and a damaged daily line is said as one.
    @Test func scoresDailyOverAHistoryOverEightMiBListsItsOldestDailyGame() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let oldest = "{\"board\":\"easy\",\"daily\":\"2027-01-14\",\"date\":\"2027-01-14T08:00:00Z\",\"moves\":9,\"players\":[{\"name\":\"ann\",\"pairs\":4}],\"result\":\"won\",\"seconds\":30,\"seed\":1}\n"
        // Not in the form this program writes (a space after a colon): the decoder reads it.
        let spaced = "{\"board\": \"easy\",\"daily\":\"2027-01-15\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":11,\"players\":[{\"name\":\"ann\",\"pairs\":4}],\"result\":\"won\",\"seconds\":31,\"seed\":2}\n"
        let again = oldest.replacingOccurrences(of: "\"moves\":9", with: "\"moves\":20")  // the same day's second: not counted
        let damaged = "{\"board\":\"easy\",\"daily\":\"2027-01-16\",\"moves\":\n"
        try home.write(Self.historyOverNineMiB(startingWith: oldest + spaced + again + damaged).text, to: "history.jsonl")
        let result = try Subprocess.threeducks(["scores", "--daily", "--scores-file", home.file("scores.json")], home: home.path)
        #expect(result.status == 0)
        #expect(result.stdout == """
            History: \(home.file("history.jsonl"))
            2027-01-15  easy  won         11 moves   0:31
            2027-01-14  easy  won          9 moves   0:30

            """)
        #expect(result.stderr == "threeducks: warning: \(home.file("history.jsonl")): 1 damaged record skipped (line 5)\n")
    }

    @Test func scoresDailyListsTheDailyGamesThatCountNewestFirst() throws {
        let games = [Self.game(12, daily: "2026-11-21"), Self.game(5, .gaveUp, daily: "2026-11-22"),
                     Self.game(13, daily: "2026-11-22"), Self.game(16), Self.game(9, board: .easy, daily: "2026-11-22")]
        let (result, home) = try run(["scores", "--daily"], games: games)
        defer { home.remove() }
        #expect(result.status == 0)
        #expect(result.stdout == """
            History: \(home.file("history.jsonl"))
            2026-11-22  easy    won          9 moves   0:42
            2026-11-22  medium  given up     5 moves   0:42
            2026-11-21  medium  won         12 moves   0:42

            """)
        let (json, other) = try run(["scores", "--daily", "--json", "--board", "easy"], games: games)
        defer { other.remove() }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["daily"] as? [[String: Any]])?.map { $0["date"] as? String } == ["2026-11-22"])
    }

    @Test func dailyAndSeedDoNotGoTogether() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try Subprocess.threeducks(["--daily", "--seed", "3"], home: home.path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--daily and --seed do not go together"))
    }
}
