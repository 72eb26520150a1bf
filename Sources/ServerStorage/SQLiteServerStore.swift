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
        try Self.migrator.migrate(database)
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
