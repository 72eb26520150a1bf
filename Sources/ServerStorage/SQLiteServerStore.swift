import GameCore
import GameServer
import GRDB

/// The server's state in one SQLite file through GRDB (docs/server.md):
/// WAL, so sessions read while one writes; the schema made by migrations,
/// so a newer server opens an older file; every write in a transaction.
package final class SQLiteServerStore: ServerStore {
    private let database: DatabaseQueue

    /// Opens (creating when missing) the database at `path`, and brings its
    /// schema up to date. `path` ":memory:" is a database of its own in memory.
    package init(path: String) throws {
        var configuration = Configuration()
        // Sessions on one server write at once: wait for the lock rather than fail.
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        if path == ":memory:" {
            database = try DatabaseQueue(configuration: configuration)
        } else {
            database = try DatabaseQueue(path: path, configuration: configuration)
            try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        try Self.migrate(database)
    }

    /// Brings the schema up to date. Servers starting at once on a new file
    /// race: GRDB reads which migrations are applied before it takes the
    /// write lock, so the later one's migration fails (its table already
    /// made) once the earlier one's is committed. Each such failure means
    /// another server applied a migration, so trying again at most once a
    /// migration ends with the schema whole (ServerStoreTests races them).
    private static func migrate(_ database: DatabaseQueue) throws {
        let migrator = Self.migrator
        for _ in 0..<migrator.migrations.count {
            do {
                return try migrator.migrate(database)
            } catch {
                if try database.read(migrator.hasCompletedMigrations) { return }
            }
        }
        try migrator.migrate(database)
    }

    /// The schema, one migration a change, never edited once released.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players and bans") { db in
            try db.create(table: "player") { table in
                table.primaryKey("fingerprint", .text)
                table.column("name", .text).notNull()
                // ScoreRecord.nameKey(name): two keys' names never read the same.
                table.column("nameKey", .text).notNull().unique()
                table.column("joined", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            }
            try db.create(table: "ban") { table in
                table.primaryKey("fingerprint", .text)
                table.column("since", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            }
        }
        migrator.registerMigration("v2: what each key did, for its limits") { db in
            try db.create(table: "admission") { table in
                table.column("fingerprint", .text).notNull()
                table.column("kind", .text).notNull()
                table.column("at", .integer).notNull()
            }
            try db.create(index: "admission_by_key", on: "admission", columns: ["fingerprint", "kind", "at"])
        }
        migrator.registerMigration("v3: daily attempts and their results") { db in
            try db.create(table: "attempt") { table in
                table.column("fingerprint", .text).notNull().references("player", onDelete: .cascade)
                table.column("date", .text).notNull()
                table.column("board", .text).notNull()
                table.column("began", .integer).notNull()
                table.column("server", .text).notNull()
                // Set when the attempt is over; moves and milliseconds only when it was won.
                table.column("ended", .integer)
                table.column("moves", .integer)
                table.column("milliseconds", .integer)
                table.primaryKey(["fingerprint", "date", "board"])
            }
            // A day's board in rank order, and the ranks counted from it.
            try db.execute(sql: """
                CREATE INDEX attempt_rank ON attempt (date, board, moves, milliseconds, ended, fingerprint)
                WHERE moves IS NOT NULL
                """)
            try db.execute(sql: "CREATE INDEX attempt_by_board ON attempt (board, moves, milliseconds) WHERE moves IS NOT NULL")
            // How many results each day's board has of each number of moves, kept with each result:
            // a place is the results of fewer moves (a few rows here) and those of the same moves
            // before it (a short range of the rank index), not a count over the whole day.
            try db.create(table: "tally") { table in
                table.column("date", .text).notNull()
                table.column("board", .text).notNull()
                table.column("moves", .integer).notNull()
                table.column("results", .integer).notNull()
                table.primaryKey(["date", "board", "moves"])
            }
            // The rooms open on the servers sharing the database: the title lists them, and a
            // join on the wrong server is told where the room is.
            try db.create(table: "room") { table in
                table.column("server", .text).notNull()
                table.column("name", .text).notNull()
                table.column("host", .text).notNull()
                table.column("opened", .integer).notNull()
                table.primaryKey(["server", "name"])
            }
        }
        return migrator
    }

    package func player(_ fingerprint: String) throws -> ServerPlayer? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT name FROM player WHERE fingerprint = ?", arguments: [fingerprint])
                .map { ServerPlayer(fingerprint: fingerprint, name: $0["name"]) }
        }
    }

    package func setName(_ name: String, key: String, for fingerprint: String) throws {
        try database.write { db in
            if let held = try String.fetchOne(db, sql: "SELECT name FROM player WHERE nameKey = ? AND fingerprint <> ?",
                                              arguments: [key, fingerprint]) {
                throw NameTaken(held: held)
            }
            do {
                try db.execute(sql: """
                    INSERT INTO player (fingerprint, name, nameKey) VALUES (?, ?, ?)
                    ON CONFLICT(fingerprint) DO UPDATE SET name = excluded.name, nameKey = excluded.nameKey
                    """, arguments: [fingerprint, name, key])
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                // Another session took it between the check and the write.
                throw NameTaken(held: name)
            }
        }
    }

    package func isBanned(_ fingerprint: String) throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM ban WHERE fingerprint = ?)", arguments: [fingerprint]) ?? false
        }
    }

    package func admit(_ fingerprint: String, _ kind: ServerLimit.Kind, at now: Int64, limit: Int, window: Int64) throws -> Bool {
        try database.write { db in
            // What is older than the window counts no more: the table stays as small as the limits.
            try db.execute(sql: "DELETE FROM admission WHERE fingerprint = ? AND kind = ? AND at <= ?",
                           arguments: [fingerprint, kind.rawValue, now - window])
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM admission WHERE fingerprint = ? AND kind = ?",
                                         arguments: [fingerprint, kind.rawValue]) ?? 0
            guard count < limit else { return false }
            try db.execute(sql: "INSERT INTO admission (fingerprint, kind, at) VALUES (?, ?, ?)",
                           arguments: [fingerprint, kind.rawValue, now])
            return true
        }
    }

    package func setBanned(_ fingerprint: String, _ banned: Bool) throws {
        try database.write { db in
            if banned {
                try db.execute(sql: "INSERT OR IGNORE INTO ban (fingerprint) VALUES (?)", arguments: [fingerprint])
            } else {
                try db.execute(sql: "DELETE FROM ban WHERE fingerprint = ?", arguments: [fingerprint])
            }
        }
    }

    package func beginAttempt(_ fingerprint: String, _ daily: DailyBoard, server: String, at now: Int64) throws -> DailyAttempt {
        try database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO attempt (fingerprint, date, board, began, server) VALUES (?, ?, ?, ?, ?)",
                           arguments: [fingerprint, daily.date, daily.board, now, server])
            guard let attempt = try Self.attempt(db, fingerprint, daily) else {
                throw ServerStoreFault("the attempt of \(fingerprint) was not kept")
            }
            return attempt
        }
    }

    package func attempt(_ fingerprint: String, _ daily: DailyBoard) throws -> DailyAttempt? {
        try database.read { db in try Self.attempt(db, fingerprint, daily) }
    }

    /// `fingerprint`'s attempt at `daily`, with its result and place when it was won.
    private static func attempt(_ db: Database, _ fingerprint: String, _ daily: DailyBoard) throws -> DailyAttempt? {
        let row = try Row.fetchOne(db, sql: """
            SELECT a.began, a.server, a.ended, a.moves, a.milliseconds, p.name FROM attempt a JOIN player p USING (fingerprint)
            WHERE a.fingerprint = ? AND a.date = ? AND a.board = ?
            """, arguments: [fingerprint, daily.date, daily.board])
        guard let row else { return nil }
        let ended: Int64? = row["ended"]
        var attempt = DailyAttempt(began: row["began"], server: row["server"], isOver: ended != nil)
        if let moves: Int = row["moves"], let milliseconds: Int = row["milliseconds"] {
            let rank = try standing(db, fingerprint, daily)?.rank ?? 0
            attempt.result = BoardResult(name: row["name"], date: daily.date, board: daily.board,
                                         moves: moves, milliseconds: milliseconds, rank: rank)
        }
        return attempt
    }

    package func endAttempt(_ fingerprint: String, _ daily: DailyBoard, won: (moves: Int, milliseconds: Int)?, at now: Int64) throws {
        try database.write { db in
            try db.execute(sql: """
                UPDATE attempt SET ended = ?, moves = ?, milliseconds = ?
                WHERE fingerprint = ? AND date = ? AND board = ? AND ended IS NULL
                """, arguments: [now, won?.moves, won?.milliseconds, fingerprint, daily.date, daily.board])
            guard let won, db.changesCount > 0 else { return }
            try db.execute(sql: """
                INSERT INTO tally (date, board, moves, results) VALUES (?, ?, ?, 1)
                ON CONFLICT (date, board, moves) DO UPDATE SET results = results + 1
                """, arguments: [daily.date, daily.board, won.moves])
        }
    }

    package func results(of daily: DailyBoard, limit: Int) throws -> [BoardResult] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.name, a.moves, a.milliseconds FROM attempt a JOIN player p USING (fingerprint)
                WHERE a.date = ? AND a.board = ? AND a.moves IS NOT NULL
                ORDER BY a.moves, a.milliseconds, a.ended, a.fingerprint LIMIT ?
                """, arguments: [daily.date, daily.board, limit])
            .enumerated().map { index, row in
                BoardResult(name: row["name"], date: daily.date, board: daily.board, moves: row["moves"],
                            milliseconds: row["milliseconds"], rank: index + 1)
            }
        }
    }

    package func standing(_ fingerprint: String, _ daily: DailyBoard) throws -> Standing? {
        try database.read { db in try Self.standing(db, fingerprint, daily) }
    }

    /// The place of `fingerprint`'s result on its day's board: the results
    /// before it counted on the rank index, and all of that board's.
    private static func standing(_ db: Database, _ fingerprint: String, _ daily: DailyBoard) throws -> Standing? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT moves, milliseconds, ended FROM attempt
            WHERE fingerprint = ? AND date = ? AND board = ? AND moves IS NOT NULL
            """, arguments: [fingerprint, daily.date, daily.board]) else { return nil }
        let moves: Int = row["moves"], milliseconds: Int = row["milliseconds"], ended: Int64 = row["ended"]
        let fewer = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(results), 0) FROM tally WHERE date = ? AND board = ? AND moves < ?",
                                     arguments: [daily.date, daily.board, moves]) ?? 0
        let tied = try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM attempt WHERE date = ? AND board = ? AND moves = ?
            AND (milliseconds, ended, fingerprint) < (?, ?, ?)
            """, arguments: [daily.date, daily.board, moves, milliseconds, ended, fingerprint]) ?? 0
        let before = fewer + tied
        return Standing(rank: before + 1, of: try count(db, daily))
    }

    package func count(of daily: DailyBoard) throws -> Int {
        try database.read { db in try Self.count(db, daily) }
    }

    private static func count(_ db: Database, _ daily: DailyBoard) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(results), 0) FROM tally WHERE date = ? AND board = ?",
                         arguments: [daily.date, daily.board]) ?? 0
    }

    package func bestResults(board: String, limit: Int) throws -> [BoardResult] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.name, b.date, b.moves, b.milliseconds FROM (
                    SELECT fingerprint, date, moves, milliseconds, ended,
                           ROW_NUMBER() OVER (PARTITION BY fingerprint ORDER BY moves, milliseconds, ended) AS n
                    FROM attempt WHERE board = ? AND moves IS NOT NULL
                ) b JOIN player p USING (fingerprint)
                WHERE b.n = 1 ORDER BY b.moves, b.milliseconds, b.ended, b.fingerprint LIMIT ?
                """, arguments: [board, limit])
            .enumerated().map { index, row in
                BoardResult(name: row["name"], date: row["date"], board: board, moves: row["moves"],
                            milliseconds: row["milliseconds"], rank: index + 1)
            }
        }
    }

    package func attempts(of fingerprint: String, limit: Int) throws -> [BoardResult] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.name, a.date, a.board, a.moves, a.milliseconds FROM attempt a JOIN player p USING (fingerprint)
                WHERE a.fingerprint = ? AND a.moves IS NOT NULL ORDER BY a.date DESC, a.board LIMIT ?
                """, arguments: [fingerprint, limit])
            .map { row in
                let daily = DailyBoard(date: row["date"], board: row["board"])
                return BoardResult(name: row["name"], date: daily.date, board: daily.board, moves: row["moves"],
                                   milliseconds: row["milliseconds"], rank: try Self.standing(db, fingerprint, daily)?.rank ?? 0)
            }
        }
    }

    package func openRooms() throws -> [ServerRoom] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, server, host FROM room ORDER BY name, server")
                .map { ServerRoom(name: $0["name"], server: $0["server"], host: $0["host"]) }
        }
    }

    package func roomOpened(_ room: String, server: String, host: String, at now: Int64) throws {
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO room (server, name, host, opened) VALUES (?, ?, ?, ?)
                ON CONFLICT (server, name) DO UPDATE SET host = excluded.host, opened = excluded.opened
                """, arguments: [server, room, host, now])
        }
    }

    package func roomClosed(_ room: String, server: String) throws {
        try database.write { db in try db.execute(sql: "DELETE FROM room WHERE server = ? AND name = ?", arguments: [server, room]) }
    }
}
