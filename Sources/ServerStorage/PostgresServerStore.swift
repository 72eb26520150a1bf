import GameCore
import GameServer
import Glibc
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// The server's state in PostgreSQL through postgres-nio (docs/server.md),
/// for several servers behind one name: the same tables and rules as
/// `SQLiteServerStore`, and the same tests (ServerStoreTests).
///
/// The port is synchronous: the store owns one event loop (its own thread)
/// and one connection, and each call waits for its answer on the caller's
/// thread, one call at a time (a lock), bounded: connecting by the URL's
/// `connect_timeout`, each statement by `statementTimeout`. A connection
/// the server closed (a restarted PostgreSQL) is opened again by the next
/// call. Every statement is in `SQL` below, each method a few lines.
package final class PostgresServerStore: ServerStore, @unchecked Sendable {
    /// The store's own event loop: one thread, made once the URL is known to be usable.
    private let group: MultiThreadedEventLoopGroup
    private let configuration: PostgresConnection.Configuration
    /// The URL without its password, for messages.
    package let description: String
    private let connectSeconds: Int64
    /// The longest a statement may take (a lock held by another session included) before it is given up.
    package static let statementTimeout: Int64 = 30
    private let lock = NIOLock()
    /// The open connection; only under `lock`.
    private var connection: PostgresConnection?
    private static let logger = Logger(label: "threeducks-server.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Connects to `url` as `defaultUser` when it names no user, and brings
    /// the schema up to date. Throws `PostgresStoreError`, one line.
    package init(url: PostgresURL, defaultUser: String) throws {
        description = url.redacted
        connectSeconds = Int64(url.connectTimeout)
        do {
            configuration = try Self.configuration(url, defaultUser: defaultUser)
        } catch {
            throw PostgresStoreError(error)
        }
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        // From here a failure ends in deinit, which closes the connection and stops the thread.
        do {
            try lock.withLock {
                // Every session opens the store: an up-to-date schema is seen without a lock.
                guard try SQL.version(connected(), self) < SQL.migrations.count else { return }
                try transaction { connection in try SQL.migrate(connection, self) }
            }
        } catch {
            throw PostgresStoreError(error)
        }
    }

    deinit {
        if let connection {
            let closing: EventLoopFuture<Void> = connection.close()
            _ = try? bounded(closing, seconds: 2)
        }
        try? group.syncShutdownGracefully()
    }

    // MARK: - The port

    package func player(_ fingerprint: String) throws -> ServerPlayer? {
        try call { connection in
            try run(SQL.player(fingerprint), on: connection).first.map {
                ServerPlayer(fingerprint: fingerprint, name: try $0.decode(String.self))
            }
        }
    }

    package func setName(_ name: String, key: String, for fingerprint: String) throws {
        try call { _ in
            try transaction { connection in
                if let held = try run(SQL.nameHeld(key, by: fingerprint), on: connection).first {
                    throw NameTaken(held: try held.decode(String.self))
                }
                do {
                    try run(SQL.upsertPlayer(fingerprint, name: name, key: key), on: connection)
                } catch let error as PSQLError where error.serverInfo?[.sqlState] == SQL.uniqueViolation {
                    // Another session took it between the check and the write.
                    throw NameTaken(held: name)
                }
            }
        }
    }

    package func isBanned(_ fingerprint: String) throws -> Bool {
        try call { connection in try run(SQL.isBanned(fingerprint), on: connection).first?.decode(Bool.self) ?? false }
    }

    package func setBanned(_ fingerprint: String, _ banned: Bool) throws {
        try call { connection in try run(banned ? SQL.ban(fingerprint) : SQL.unban(fingerprint), on: connection) }
    }

    package func admit(_ fingerprint: String, _ kind: ServerLimit.Kind, at now: Int64, limit: Int, window: Int64) throws -> Bool {
        try call { _ in
            try transaction { connection in
                // One key's one kind at a time, across every server: the count and the insert cannot interleave.
                try run(SQL.lockAdmissions(fingerprint, kind.rawValue), on: connection)
                try run(SQL.forgetAdmissions(fingerprint, kind.rawValue, before: now - window), on: connection)
                let count = try run(SQL.countAdmissions(fingerprint, kind.rawValue), on: connection).first?.decode(Int64.self) ?? 0
                guard count < Int64(limit) else { return false }
                try run(SQL.admission(fingerprint, kind.rawValue, at: now), on: connection)
                return true
            }
        }
    }

    package func beginAttempt(_ fingerprint: String, _ daily: DailyBoard, server: String, at now: Int64) throws -> DailyAttempt {
        try call { _ in
            try transaction { connection in
                try run(SQL.beginAttempt(fingerprint, daily, server: server, at: now), on: connection)
                guard let attempt = try self.attempt(fingerprint, daily, on: connection) else {
                    throw ServerStoreFault("the attempt of \(fingerprint) was not kept")
                }
                return attempt
            }
        }
    }

    package func attempt(_ fingerprint: String, _ daily: DailyBoard) throws -> DailyAttempt? {
        try call { connection in try attempt(fingerprint, daily, on: connection) }
    }

    package func endAttempt(_ fingerprint: String, _ daily: DailyBoard, won: (moves: Int, milliseconds: Int)?, at now: Int64) throws {
        try call { _ in
            try transaction { connection in
                let ended = try run(SQL.endAttempt(fingerprint, daily, moves: won.map { Int32($0.moves) },
                                                   milliseconds: won.map { Int32(clamping: $0.milliseconds) }, at: now), on: connection)
                // Kept with the result, in its transaction: a tally of results by moves (`standing`).
                guard let won, try ended.first != nil else { return }
                try run(SQL.countResult(daily, moves: Int32(won.moves)), on: connection)
            }
        }
    }

    package func results(of daily: DailyBoard, limit: Int) throws -> [BoardResult] {
        try call { connection in
            try run(SQL.results(daily, limit: Int64(limit)), on: connection).enumerated().map { index, row in
                let (name, moves, milliseconds) = try row.decode((String, Int32, Int32).self)
                return BoardResult(name: name, date: daily.date, board: daily.board, moves: Int(moves),
                                   milliseconds: Int(milliseconds), rank: index + 1)
            }
        }
    }

    package func count(of daily: DailyBoard) throws -> Int {
        try call { connection in try count(daily, on: connection) }
    }

    package func standing(_ fingerprint: String, _ daily: DailyBoard) throws -> Standing? {
        try call { connection in try standing(fingerprint, daily, on: connection) }
    }

    package func bestResults(board: String, limit: Int) throws -> [BoardResult] {
        try call { connection in
            try run(SQL.bestResults(board: board, limit: Int64(limit)), on: connection).enumerated().map { index, row in
                let (name, date, moves, milliseconds) = try row.decode((String, String, Int32, Int32).self)
                return BoardResult(name: name, date: date, board: board, moves: Int(moves), milliseconds: Int(milliseconds),
                                   rank: index + 1)
            }
        }
    }

    package func attempts(of fingerprint: String, limit: Int) throws -> [BoardResult] {
        try call { connection in
            try run(SQL.attempts(of: fingerprint, limit: Int64(limit)), on: connection).map { row in
                let (name, date, board, moves, milliseconds) = try row.decode((String, String, String, Int32, Int32).self)
                let daily = DailyBoard(date: date, board: board)
                return BoardResult(name: name, date: date, board: board, moves: Int(moves), milliseconds: Int(milliseconds),
                                   rank: try standing(fingerprint, daily, on: connection)?.rank ?? 0)
            }
        }
    }

    package func openRooms() throws -> [ServerRoom] {
        try call { connection in
            try run(SQL.openRooms, on: connection).map { row in
                let (name, server, host) = try row.decode((String, String, String).self)
                return ServerRoom(name: name, server: server, host: host)
            }
        }
    }

    package func roomOpened(_ room: String, server: String, host: String, at now: Int64) throws {
        try call { connection in try run(SQL.roomOpened(room, server: server, host: host, at: now), on: connection) }
    }

    package func roomClosed(_ room: String, server: String) throws {
        try call { connection in try run(SQL.roomClosed(room, server: server), on: connection) }
    }

    /// `fingerprint`'s attempt at `daily`, with its result and place when it was won.
    private func attempt(_ fingerprint: String, _ daily: DailyBoard, on connection: PostgresConnection) throws -> DailyAttempt? {
        guard let row = try run(SQL.attempt(fingerprint, daily), on: connection).first else { return nil }
        let (began, startedOn, ended, moves, milliseconds, name) = try row.decode((Int64, String, Int64?, Int32?, Int32?, String).self)
        var attempt = DailyAttempt(began: began, server: startedOn, isOver: ended != nil)
        if let moves, let milliseconds {
            attempt.result = BoardResult(name: name, date: daily.date, board: daily.board, moves: Int(moves),
                                         milliseconds: Int(milliseconds), rank: try standing(fingerprint, daily, on: connection)?.rank ?? 0)
        }
        return attempt
    }

    /// The results of `daily`, from the tally.
    private func count(_ daily: DailyBoard, on connection: PostgresConnection) throws -> Int {
        Int(try run(SQL.count(daily), on: connection).first?.decode(Int64.self) ?? 0)
    }

    /// The place of `fingerprint`'s result: the results of fewer moves (the
    /// tally) and those of the same moves before it (the rank index).
    private func standing(_ fingerprint: String, _ daily: DailyBoard, on connection: PostgresConnection) throws -> Standing? {
        guard let row = try run(SQL.result(fingerprint, daily), on: connection).first else { return nil }
        let (moves, milliseconds, ended) = try row.decode((Int32, Int32, Int64).self)
        let fewer = try run(SQL.fewer(daily, moves: moves), on: connection).first?.decode(Int64.self) ?? 0
        let tied = try run(SQL.tiedBefore(fingerprint, daily, moves: moves, milliseconds: milliseconds, ended: ended),
                           on: connection).first?.decode(Int64.self) ?? 0
        return Standing(rank: Int(fewer + tied) + 1, of: try count(daily, on: connection))
    }

    // MARK: - Connecting and waiting

    /// `body` on an open connection, one call at a time; a connection the
    /// server closed is opened again once. Errors other than the port's own
    /// (`NameTaken`) come out as `PostgresStoreError`.
    private func call<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try lock.withLock {
            do {
                return try body(try connected())
            } catch let taken as NameTaken {
                throw taken
            } catch {
                // The server went away (restarted, or the connection dropped): once more on a new connection.
                guard connection?.isClosed ?? true else { throw PostgresStoreError(error) }
                connection = nil
                do {
                    return try body(try connected())
                } catch let taken as NameTaken {
                    throw taken
                } catch {
                    throw PostgresStoreError(error)
                }
            }
        }
    }

    /// The connection, opened when there is none or the server closed it. Under `lock`.
    private func connected() throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        let opening = PostgresConnection.connect(on: group.next(), configuration: configuration, id: 1, logger: Self.logger)
        let opened = try bounded(opening, seconds: connectSeconds) { late in let _: EventLoopFuture<Void> = late.close() }
        connection = opened
        return opened
    }

    /// `body` between BEGIN and COMMIT, rolled back when it throws. Under `lock`.
    private func transaction<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        let connection = try connected()
        try run("BEGIN", on: connection)
        do {
            let result = try body(connection)
            try run("COMMIT", on: connection)
            return result
        } catch {
            _ = try? run("ROLLBACK", on: connection)
            throw error
        }
    }

    /// One statement's rows, waited for at most `statementTimeout`; the
    /// connection is closed when it is given up (the next call opens another).
    @discardableResult
    fileprivate func run(_ query: PostgresQuery, on connection: PostgresConnection) throws -> PostgresQueryResult {
        do {
            return try bounded(connection.query(query, logger: Self.logger), seconds: Self.statementTimeout)
        } catch let timeout as PostgresStoreError {
            let _: EventLoopFuture<Void> = connection.close()
            throw timeout
        }
    }

    /// What `future` gives, or `PostgresStoreError` after `seconds`; what
    /// comes too late goes to `late`. Never on the store's own event loop.
    private func bounded<T: Sendable>(_ future: EventLoopFuture<T>, seconds: Int64,
                                      late: @escaping @Sendable (T) -> Void = { _ in }) throws -> T {
        let promise = future.eventLoop.makePromise(of: T.self)
        let what = description
        let timeout = future.eventLoop.scheduleTask(in: .seconds(seconds)) {
            promise.fail(PostgresStoreError(line: "\(what) did not answer within \(seconds) s"))
            // The promise ignores the answer when it comes (a promise is completed once): `late` has it.
            future.whenSuccess(late)
        }
        future.whenComplete { result in
            timeout.cancel()
            promise.completeWith(result)
        }
        return try promise.futureResult.wait()
    }

    /// postgres-nio's configuration for `url`.
    private static func configuration(_ url: PostgresURL, defaultUser: String) throws -> PostgresConnection.Configuration {
        let user = url.user ?? defaultUser
        var configuration: PostgresConnection.Configuration
        switch url.host {
        case .socket(let directory):
            configuration = .init(unixSocketPath: directory + "/.s.PGSQL.\(url.port)", username: user,
                                  password: url.password, database: url.database ?? user)
        case .tcp(let host):
            configuration = .init(host: host, port: url.port, username: user, password: url.password,
                                  database: url.database ?? user, tls: try tls(url))
        }
        configuration.options.connectTimeout = .seconds(Int64(url.connectTimeout))
        return configuration
    }

    /// libpq's sslmode as postgres-nio's TLS: prefer and require do not check the certificate, verify-ca
    /// checks it against the roots (`sslrootcert`, else the system's), verify-full the host name too.
    private static func tls(_ url: PostgresURL) throws -> PostgresConnection.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        if let roots = url.sslRootCertificate { tls.trustRoots = .file(roots) }
        switch url.sslMode {
        case .disable: return .disable
        case .allow, .prefer:
            tls.certificateVerification = .none
            return .prefer(try NIOSSLContext(configuration: tls))
        case .require:
            tls.certificateVerification = .none
            return .require(try NIOSSLContext(configuration: tls))
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
            return .require(try NIOSSLContext(configuration: tls))
        case .verifyFull:
            tls.certificateVerification = .fullVerification
            return .require(try NIOSSLContext(configuration: tls))
        }
    }
}

/// The PostgreSQL store cannot do what was asked, in one line: the
/// server's own message when it gave one, else what failed (never the password).
package struct PostgresStoreError: Error, CustomStringConvertible {
    package let description: String

    init(line: String) { description = line }

    init(_ error: any Error) {
        if let already = error as? PostgresStoreError {
            description = already.description
        } else if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] {
                let state = error.serverInfo?[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
                description = message + state
            } else {
                let cause = error.underlying.map { ": " + Self.words($0) } ?? ""
                description = switch error.code {
                case .connectionError: "cannot connect" + cause
                case .serverClosedConnection: "the server closed the connection" + cause
                case .sslUnsupported: "the server does not offer TLS, and sslmode asks for it"
                case .authMechanismRequiresPassword: "the server asks for a password, and the URL gives none"
                case .unsupportedAuthMechanism: "the server asks for a kind of authentication this program does not speak"
                default: "\(error.code)" + cause
                }
            }
        } else {
            description = Self.words(error)
        }
    }

    /// A system error as the system says it (`Connection refused`), a
    /// failed connection as its last attempt's error, a name not resolved as such.
    private static func words(_ error: any Error) -> String {
        if let failure = error as? IOError {
            return String(cString: strerror(failure.errnoCode))
        }
        if let failure = error as? NIOConnectionError {
            if let last = failure.connectionErrors.last { return words(last.error) }
            if failure.dnsAError != nil || failure.dnsAAAAError != nil { return "the host name \(failure.host) is not known" }
        }
        return "\(error)"
    }
}

/// Every statement the PostgreSQL store runs, and its schema: one place, one small function each.
private enum SQL {
    /// SQLSTATE unique_violation.
    static let uniqueViolation = "23505"

    /// The schema, one migration a change, never edited once released: the
    /// same tables as SQLite's (`SQLiteServerStore.migrator`). `schema_version`
    /// lists those applied, so a newer server brings an older database up
    /// to date; servers starting at once take turns (an advisory lock).
    static let migrations: [(name: String, statements: [PostgresQuery])] = [
        ("v1: players and bans", [
            """
            CREATE TABLE player (
                fingerprint text PRIMARY KEY,
                name text NOT NULL,
                namekey text NOT NULL UNIQUE,
                joined timestamptz NOT NULL DEFAULT now())
            """,
            "CREATE TABLE ban (fingerprint text PRIMARY KEY, since timestamptz NOT NULL DEFAULT now())",
        ]),
        ("v2: what each key did, for its limits", [
            "CREATE TABLE admission (fingerprint text NOT NULL, kind text NOT NULL, at bigint NOT NULL)",
            "CREATE INDEX admission_by_key ON admission (fingerprint, kind, at)",
        ]),
        ("v3: daily attempts and their results", [
            """
            CREATE TABLE attempt (
                fingerprint text NOT NULL REFERENCES player ON DELETE CASCADE,
                date text NOT NULL,
                board text NOT NULL,
                began bigint NOT NULL,
                server text NOT NULL,
                ended bigint,
                moves integer,
                milliseconds integer,
                PRIMARY KEY (fingerprint, date, board))
            """,
            "CREATE INDEX attempt_rank ON attempt (date, board, moves, milliseconds, ended, fingerprint) WHERE moves IS NOT NULL",
            "CREATE INDEX attempt_by_board ON attempt (board, moves, milliseconds) WHERE moves IS NOT NULL",
            """
            CREATE TABLE tally (
                date text NOT NULL, board text NOT NULL, moves integer NOT NULL, results bigint NOT NULL,
                PRIMARY KEY (date, board, moves))
            """,
            """
            CREATE TABLE room (
                server text NOT NULL, name text NOT NULL, host text NOT NULL, opened bigint NOT NULL,
                PRIMARY KEY (server, name))
            """,
        ]),
    ]

    /// The last migration applied: 0 for a new database.
    static func version(_ connection: PostgresConnection, _ store: PostgresServerStore) throws -> Int {
        guard try store.run("SELECT to_regclass('schema_version') IS NOT NULL", on: connection).first?.decode(Bool.self) == true
        else { return 0 }
        return Int(try store.run("SELECT coalesce(max(version), 0) FROM schema_version", on: connection).first?.decode(Int32.self) ?? 0)
    }

    /// Applies the migrations `schema_version` does not list, in a transaction.
    static func migrate(_ connection: PostgresConnection, _ store: PostgresServerStore) throws {
        // Servers at once take turns, on a key of this program's own (admissions lock on hashtext, 32 bits).
        try store.run("SELECT pg_advisory_xact_lock(7235400224478750579)", on: connection)
        try store.run("""
            CREATE TABLE IF NOT EXISTS schema_version (
                version integer PRIMARY KEY, name text NOT NULL, applied timestamptz NOT NULL DEFAULT now())
            """, on: connection)
        let applied = try version(connection, store)
        for (index, migration) in migrations.enumerated() where index + 1 > applied {
            for statement in migration.statements { try store.run(statement, on: connection) }
            let version = Int32(index + 1)
            try store.run("INSERT INTO schema_version (version, name) VALUES (\(version), \(migration.name))", on: connection)
        }
    }

    static func player(_ fingerprint: String) -> PostgresQuery {
        "SELECT name FROM player WHERE fingerprint = \(fingerprint)"
    }

    static func nameHeld(_ key: String, by fingerprint: String) -> PostgresQuery {
        "SELECT name FROM player WHERE namekey = \(key) AND fingerprint <> \(fingerprint)"
    }

    static func upsertPlayer(_ fingerprint: String, name: String, key: String) -> PostgresQuery {
        """
        INSERT INTO player (fingerprint, name, namekey) VALUES (\(fingerprint), \(name), \(key))
        ON CONFLICT (fingerprint) DO UPDATE SET name = excluded.name, namekey = excluded.namekey
        """
    }

    static func isBanned(_ fingerprint: String) -> PostgresQuery {
        "SELECT EXISTS (SELECT 1 FROM ban WHERE fingerprint = \(fingerprint))"
    }

    static func ban(_ fingerprint: String) -> PostgresQuery {
        "INSERT INTO ban (fingerprint) VALUES (\(fingerprint)) ON CONFLICT DO NOTHING"
    }

    static func unban(_ fingerprint: String) -> PostgresQuery {
        "DELETE FROM ban WHERE fingerprint = \(fingerprint)"
    }

    static func lockAdmissions(_ fingerprint: String, _ kind: String) -> PostgresQuery {
        "SELECT pg_advisory_xact_lock(hashtext(\(fingerprint) || ' ' || \(kind)))"
    }

    static func forgetAdmissions(_ fingerprint: String, _ kind: String, before: Int64) -> PostgresQuery {
        "DELETE FROM admission WHERE fingerprint = \(fingerprint) AND kind = \(kind) AND at <= \(before)"
    }

    static func countAdmissions(_ fingerprint: String, _ kind: String) -> PostgresQuery {
        "SELECT count(*) FROM admission WHERE fingerprint = \(fingerprint) AND kind = \(kind)"
    }

    static func admission(_ fingerprint: String, _ kind: String, at now: Int64) -> PostgresQuery {
        "INSERT INTO admission (fingerprint, kind, at) VALUES (\(fingerprint), \(kind), \(now))"
    }

    static func beginAttempt(_ fingerprint: String, _ daily: DailyBoard, server: String, at now: Int64) -> PostgresQuery {
        """
        INSERT INTO attempt (fingerprint, date, board, began, server) VALUES (\(fingerprint), \(daily.date), \(daily.board), \(now), \(server))
        ON CONFLICT DO NOTHING
        """
    }

    static func attempt(_ fingerprint: String, _ daily: DailyBoard) -> PostgresQuery {
        """
        SELECT a.began, a.server, a.ended, a.moves, a.milliseconds, p.name FROM attempt a JOIN player p USING (fingerprint)
        WHERE a.fingerprint = \(fingerprint) AND a.date = \(daily.date) AND a.board = \(daily.board)
        """
    }

    static func endAttempt(_ fingerprint: String, _ daily: DailyBoard, moves: Int32?, milliseconds: Int32?, at now: Int64) -> PostgresQuery {
        """
        UPDATE attempt SET ended = \(now), moves = \(moves), milliseconds = \(milliseconds)
        WHERE fingerprint = \(fingerprint) AND date = \(daily.date) AND board = \(daily.board) AND ended IS NULL
        RETURNING 1
        """
    }

    static func countResult(_ daily: DailyBoard, moves: Int32) -> PostgresQuery {
        """
        INSERT INTO tally (date, board, moves, results) VALUES (\(daily.date), \(daily.board), \(moves), 1)
        ON CONFLICT (date, board, moves) DO UPDATE SET results = tally.results + 1
        """
    }

    static func results(_ daily: DailyBoard, limit: Int64) -> PostgresQuery {
        """
        SELECT p.name, a.moves, a.milliseconds FROM attempt a JOIN player p USING (fingerprint)
        WHERE a.date = \(daily.date) AND a.board = \(daily.board) AND a.moves IS NOT NULL
        ORDER BY a.moves, a.milliseconds, a.ended, a.fingerprint LIMIT \(limit)
        """
    }

    static func count(_ daily: DailyBoard) -> PostgresQuery {
        "SELECT coalesce(sum(results), 0)::bigint FROM tally WHERE date = \(daily.date) AND board = \(daily.board)"
    }

    static func result(_ fingerprint: String, _ daily: DailyBoard) -> PostgresQuery {
        """
        SELECT moves, milliseconds, ended FROM attempt
        WHERE fingerprint = \(fingerprint) AND date = \(daily.date) AND board = \(daily.board) AND moves IS NOT NULL
        """
    }

    static func fewer(_ daily: DailyBoard, moves: Int32) -> PostgresQuery {
        "SELECT coalesce(sum(results), 0)::bigint FROM tally WHERE date = \(daily.date) AND board = \(daily.board) AND moves < \(moves)"
    }

    static func tiedBefore(_ fingerprint: String, _ daily: DailyBoard, moves: Int32, milliseconds: Int32, ended: Int64) -> PostgresQuery {
        """
        SELECT count(*) FROM attempt WHERE date = \(daily.date) AND board = \(daily.board) AND moves = \(moves)
        AND (milliseconds, ended, fingerprint) < (\(milliseconds), \(ended), \(fingerprint))
        """
    }

    static func bestResults(board: String, limit: Int64) -> PostgresQuery {
        """
        SELECT p.name, b.date, b.moves, b.milliseconds FROM (
            SELECT DISTINCT ON (fingerprint) fingerprint, date, moves, milliseconds, ended FROM attempt
            WHERE board = \(board) AND moves IS NOT NULL ORDER BY fingerprint, moves, milliseconds, ended
        ) b JOIN player p USING (fingerprint)
        ORDER BY b.moves, b.milliseconds, b.ended, b.fingerprint LIMIT \(limit)
        """
    }

    static func attempts(of fingerprint: String, limit: Int64) -> PostgresQuery {
        """
        SELECT p.name, a.date, a.board, a.moves, a.milliseconds FROM attempt a JOIN player p USING (fingerprint)
        WHERE a.fingerprint = \(fingerprint) AND a.moves IS NOT NULL ORDER BY a.date DESC, a.board LIMIT \(limit)
        """
    }

    static let openRooms: PostgresQuery = "SELECT name, server, host FROM room ORDER BY name, server"

    static func roomOpened(_ room: String, server: String, host: String, at now: Int64) -> PostgresQuery {
        """
        INSERT INTO room (server, name, host, opened) VALUES (\(server), \(room), \(host), \(now))
        ON CONFLICT (server, name) DO UPDATE SET host = excluded.host, opened = excluded.opened
        """
    }

    static func roomClosed(_ room: String, server: String) -> PostgresQuery {
        "DELETE FROM room WHERE server = \(server) AND name = \(room)"
    }
}
