import Foundation
import GameCore
import GameServer
import ServerStorage
import Testing

/// The verified daily's attempts and the boards they make, on each of the
/// server's real stores (SQLite through GRDB, and PostgreSQL through
/// postgres-nio on a server of the suite's own): one attempt a key a board
/// a day, ranked by moves, then time, then the earlier finish.
@Suite(.postgresServer) struct DailyBoardTests {
    static let day = DailyBoard(date: "2026-11-27", board: "medium")

    /// A store of `engine` with players named after `names`, their keys `key-NAME`.
    private func store(_ engine: StoreEngine, _ names: [String]) throws -> any ServerStore {
        let store = try StoreDatabase(engine).store()
        for name in names { try store.setName(name, key: ScoreRecord.nameKey(name), for: "key-\(name)") }
        return store
    }

    @Test(arguments: StoreEngine.allCases) func anAttemptIsBegunOnceAndEndsOnce(_ engine: StoreEngine) throws {
        let store = try store(engine, ["ann"])
        let first = try store.beginAttempt("key-ann", Self.day, server: "one", at: 100)
        #expect(first == DailyAttempt(began: 100, server: "one"))
        // A second session the same day finds the same attempt, where it began.
        #expect(try store.beginAttempt("key-ann", Self.day, server: "two", at: 200) == first)
        try store.endAttempt("key-ann", Self.day, won: (moves: 20, milliseconds: 41_500), at: 300)
        // Ended once: a later end (a second win, a give-up) changes nothing.
        try store.endAttempt("key-ann", Self.day, won: nil, at: 400)
        let ended = try store.beginAttempt("key-ann", Self.day, server: "one", at: 500)
        #expect(ended.isOver)
        #expect(ended.result == BoardResult(name: "ann", date: "2026-11-27", board: "medium", moves: 20, milliseconds: 41_500, rank: 1))
        // Another board, or another day, is another attempt.
        #expect(try store.beginAttempt("key-ann", DailyBoard(date: "2026-11-27", board: "easy"), server: "one", at: 600).isOver == false)
        #expect(try store.beginAttempt("key-ann", DailyBoard(date: "2026-11-28", board: "medium"), server: "one", at: 700).isOver == false)
    }

    @Test(arguments: StoreEngine.allCases) func anAttemptIsReadWithoutBeingBegun(_ engine: StoreEngine) throws {
        let store = try store(engine, ["ann", "bob"])
        // A read begins nothing: none before, none after, and the begin that follows is the first.
        #expect(try store.attempt("key-ann", Self.day) == nil)
        #expect(try store.attempt("key-ann", Self.day) == nil)
        let begun = try store.beginAttempt("key-ann", Self.day, server: "one", at: 100)
        #expect(begun == DailyAttempt(began: 100, server: "one"))
        #expect(try store.attempt("key-ann", Self.day) == begun)
        // Another key's, another board's and another day's are not this one.
        #expect(try store.attempt("key-bob", Self.day) == nil)
        #expect(try store.attempt("key-ann", DailyBoard(date: "2026-11-27", board: "easy")) == nil)
        #expect(try store.attempt("key-ann", DailyBoard(date: "2026-11-28", board: "medium")) == nil)
        // Won: the read has the result and its place; a key that never played still has none.
        _ = try store.beginAttempt("key-bob", Self.day, server: "two", at: 110)
        try store.endAttempt("key-bob", Self.day, won: (moves: 18, milliseconds: 30_000), at: 200)
        try store.endAttempt("key-ann", Self.day, won: (moves: 20, milliseconds: 41_500), at: 300)
        let won = try #require(try store.attempt("key-ann", Self.day))
        #expect(won.isOver && won.began == 100 && won.server == "one")
        #expect(won.result == BoardResult(name: "ann", date: "2026-11-27", board: "medium", moves: 20, milliseconds: 41_500, rank: 2))
        #expect(try store.attempt("key-bob", Self.day)?.result?.rank == 1)
        // Given up: over, no result.
        let easy = DailyBoard(date: "2026-11-27", board: "easy")
        _ = try store.beginAttempt("key-ann", easy, server: "one", at: 400)
        try store.endAttempt("key-ann", easy, won: nil, at: 500)
        #expect(try store.attempt("key-ann", easy) == DailyAttempt(began: 400, server: "one", isOver: true))
        #expect(try store.attempt("key-cy", Self.day) == nil, "a key never named")
    }

    @Test(arguments: StoreEngine.allCases) func theBoardRanksByMovesThenTimeThenTheEarlierFinish(_ engine: StoreEngine) throws {
        let store = try store(engine, ["ann", "bob", "cy", "dee", "eve"])
        let finishes: [(String, Int, Int, Int64)] = [("ann", 24, 50_000, 10), ("bob", 20, 60_000, 11), ("cy", 20, 45_000, 12),
                                                     ("dee", 24, 50_000, 9)]
        for (name, moves, milliseconds, at) in finishes {
            _ = try store.beginAttempt("key-\(name)", Self.day, server: "one", at: 1)
            try store.endAttempt("key-\(name)", Self.day, won: (moves: moves, milliseconds: milliseconds), at: at)
        }
        // eve gave up: over, on no board.
        _ = try store.beginAttempt("key-eve", Self.day, server: "one", at: 1)
        try store.endAttempt("key-eve", Self.day, won: nil, at: 5)
        let ranked = try store.results(of: Self.day, limit: 10)
        #expect(ranked.map(\.name) == ["cy", "bob", "dee", "ann"], "dee ties ann and finished first")
        #expect(ranked.map(\.rank) == [1, 2, 3, 4])
        #expect(try store.results(of: Self.day, limit: 2).map(\.name) == ["cy", "bob"])
        #expect(try store.count(of: Self.day) == 4)
        #expect(try store.standing("key-ann", Self.day) == Standing(rank: 4, of: 4))
        #expect(try store.standing("key-cy", Self.day) == Standing(rank: 1, of: 4))
        #expect(try store.standing("key-eve", Self.day) == nil)
    }

    @Test(arguments: StoreEngine.allCases) func theBestOfAllTimeIsEachKeysBestAndAPlayersResultsAreTheirs(_ engine: StoreEngine) throws {
        let store = try store(engine, ["ann", "bob"])
        let days = [DailyBoard(date: "2026-11-26", board: "medium"), Self.day]
        let wins: [(String, DailyBoard, Int)] = [("ann", days[0], 18), ("ann", days[1], 22), ("bob", days[0], 20), ("bob", days[1], 19)]
        for (name, day, moves) in wins {
            _ = try store.beginAttempt("key-\(name)", day, server: "one", at: 1)
            try store.endAttempt("key-\(name)", day, won: (moves: moves, milliseconds: 30_000), at: 2)
        }
        let best = try store.bestResults(board: "medium", limit: 10)
        #expect(best.map { "\($0.name) \($0.moves) \($0.date) #\($0.rank)" } == ["ann 18 2026-11-26 #1", "bob 19 2026-11-27 #2"])
        #expect(try store.bestResults(board: "easy", limit: 10).isEmpty)
        let anns = try store.attempts(of: "key-ann", limit: 10)
        #expect(anns.map { "\($0.date) \($0.moves) #\($0.rank)" } == ["2026-11-27 22 #2", "2026-11-26 18 #1"], "newest first, each day's place")
    }

    @Test(arguments: StoreEngine.allCases) func theRoomsOpenOnEveryServerAreListedUntilClosed(_ engine: StoreEngine) throws {
        let store = try store(engine, [])
        try store.roomOpened("pond", server: "a.test", host: "ann", at: 1)
        try store.roomOpened("lake", server: "b.test", host: "bob", at: 2)
        try store.roomOpened("pond", server: "b.test", host: "cy", at: 3)
        #expect(try store.openRooms() == [ServerRoom(name: "lake", server: "b.test", host: "bob"),
                                          ServerRoom(name: "pond", server: "a.test", host: "ann"),
                                          ServerRoom(name: "pond", server: "b.test", host: "cy")])
        // Opened again (its session was killed and the name taken anew): one entry, the new host's.
        try store.roomOpened("pond", server: "a.test", host: "dee", at: 4)
        try store.roomClosed("pond", server: "b.test")
        #expect(try store.openRooms().map { "\($0.name) \($0.server) \($0.host)" } == ["lake b.test bob", "pond a.test dee"])
    }

    @Test(arguments: StoreEngine.allCases) func theBoardsAsJSONAreTheDocumentedOnes(_ engine: StoreEngine) throws {
        let store = try store(engine, ["ann", "bob"])
        for (name, moves, milliseconds) in [("ann", 14, 42_250), ("bob", 16, 38_000)] {
            _ = try store.beginAttempt("key-\(name)", Self.day, server: "ducks.test", at: 1)
            try store.endAttempt("key-\(name)", Self.day, won: (moves: moves, milliseconds: milliseconds), at: 2)
        }
        let ann = try #require(try store.player("key-ann"))
        let boards = try ServerBoards.read(from: store, server: "ducks.test", date: "2026-11-27", boards: ["medium"],
                                           dailyOnly: false, player: ann)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Server/board.json")
        #expect(boards.json == (try String(contentsOf: golden, encoding: .utf8)), "docs/server.md documents this JSON:\n\(boards.json)")
        #expect(boards.text == """
            Three Ducks on ducks.test, 2026-11-27 (UTC)

            Today's medium daily: 2 results
                1  ann    14 moves   0:42
                2  bob    16 moves   0:38
            Best of all time, medium:
                1  ann    14 moves   0:42  2026-11-27
                2  bob    16 moves   0:38  2026-11-27

            Your results (ann):
              2026-11-27  medium    14 moves   0:42  #1

            """)
        let daily = try ServerBoards.read(from: store, server: "ducks.test", date: "2026-11-27", boards: ["medium"],
                                          dailyOnly: true, player: ann)
        #expect(daily.you == nil && daily.boards.first?.best == nil, "--daily: the day's board alone")
    }

    @Test(arguments: StoreEngine.allCases) func theBoardsLineUpNamesOfWideCharacters(_ engine: StoreEngine) throws {
        // 鴨の池 is three characters in six columns, 🦆x three columns: padded by characters, their rows would run long.
        let names = ["ann", "鴨の池", "🦆x"]
        let store = try store(engine, names)
        for (name, moves, milliseconds) in [("ann", 14, 42_250), ("鴨の池", 16, 38_000), ("🦆x", 18, 51_000)] {
            _ = try store.beginAttempt("key-\(name)", Self.day, server: "ducks.test", at: 1)
            try store.endAttempt("key-\(name)", Self.day, won: (moves: moves, milliseconds: milliseconds), at: 2)
        }
        let boards = try ServerBoards.read(from: store, server: "ducks.test", date: "2026-11-27", boards: ["medium"],
                                           dailyOnly: false, player: try store.player("key-鴨の池"))
        #expect(boards.text == """
            Three Ducks on ducks.test, 2026-11-27 (UTC)

            Today's medium daily: 3 results
                1  ann       14 moves   0:42
                2  鴨の池    16 moves   0:38
                3  🦆x       18 moves   0:51
            Best of all time, medium:
                1  ann       14 moves   0:42  2026-11-27
                2  鴨の池    16 moves   0:38  2026-11-27
                3  🦆x       18 moves   0:51  2026-11-27

            Your results (鴨の池):
              2026-11-27  medium    16 moves   0:38  #2

            """)
        // Every result's moves and time start at one terminal column.
        let rows = boards.text.split(separator: "\n").map(String.init).filter { $0.contains(" moves") && !$0.contains("#") }
        #expect(rows.count == 6)
        let columns = Set(rows.map { row in DisplayWidth.of(String(row[..<row.range(of: " moves")!.lowerBound])) })
        #expect(columns == [19], "\(rows)")
    }
}

/// The server's title at `ssh -t`: what it says, and what a typed line chooses.
@Suite struct ServerTitleTests {
    @Test func theTitleSaysTodaysDailiesAndTheRooms() {
        let result = BoardResult(name: "ann", date: "2026-11-27", board: "easy", moves: 8, milliseconds: 4_200, rank: 1)
        var title = ServerTitle(server: "ducks.test", account: "ducks", name: "ann", date: "2026-11-27", today: [result],
                                counts: ["easy": 2, "medium": 1], rooms: [])
        #expect(title.lines.contains("  e  easy: yours, 8 moves, 0:04, #1 of 2"))
        #expect(title.lines.contains("  m  medium (1 result so far)"))
        #expect(title.lines.contains("  h  hard (0 results so far)"))
        #expect(title.lines.contains("No room is open: o opens yours, o NAME one of that name."))
        title.rooms = ["pond", "lake"]
        #expect(title.lines.contains("Open rooms: pond, lake"))
        title.name = "evil\u{1B}[2J"
        #expect(!title.lines.joined().contains("\u{1B}"), "a name reaches the terminal made safe")
    }

    @Test func aTypedLineChooses() {
        #expect(ServerTitle.choice("m") == .daily(.medium))
        #expect(ServerTitle.choice(" H ") == .daily(.hard))
        #expect(ServerTitle.choice("d") == .daily(.medium))
        #expect(ServerTitle.choice("b") == .boards)
        #expect(ServerTitle.choice("j pond") == .join("pond"))
        #expect(ServerTitle.choice("w pond") == .watch("pond"))
        #expect(ServerTitle.choice("o") == .host(nil))
        #expect(ServerTitle.choice("o lake") == .host("lake"))
        #expect(ServerTitle.choice("q") == .quit)
        guard case .unknown(let said) = ServerTitle.choice("j") else { Issue.record("j alone was taken"); return }
        #expect(said == "j takes the room's name: j pond")
        guard case .unknown(let other) = ServerTitle.choice("zap\u{1B}") else { Issue.record("zap was taken"); return }
        #expect(!other.contains("\u{1B}"))
    }
}
