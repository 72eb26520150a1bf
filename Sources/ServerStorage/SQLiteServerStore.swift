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
}
