import Dispatch
import GameServer
import Glibc
import LocalPostgres
import ServerStorage
import Testing

/// The store's own contract on each engine (docs/server.md): sessions at
/// once on one database, as several processes and several servers are —
/// one name per key through a race, no key past its limit through a race;
/// and PostgreSQL's own faults: restarted, older, unreachable.
@Suite(.postgresServer) struct ServerStoreTests {
    static let ann = PlayerKey(type: "ssh-ed25519", base64: PlayerKeyTests.ed25519[...])!

    /// `count` stores opened at once on a new database (servers starting
    /// together: the schema is made once), each then running `body` at once.
    private func race<T: Sendable>(_ engine: StoreEngine, _ count: Int,
                                   _ body: @Sendable @escaping (Int, any ServerStore) throws -> T) throws -> [Result<T, any Error>] {
        let database = try StoreDatabase(engine)
        let opened = Outcomes<any ServerStore>(count)
        DispatchQueue.concurrentPerform(iterations: count) { index in opened.set(index, Result { try database.store() }) }
        let stores = try opened.all.map { try $0.get() }
        let outcomes = Outcomes<T>(count)
        DispatchQueue.concurrentPerform(iterations: count) { index in outcomes.set(index, Result { try body(index, stores[index]) }) }
        return outcomes.all
    }

    @Test(arguments: StoreEngine.allCases) func keysRacingForOneNameLeaveItWithOne(_ engine: StoreEngine) throws {
        let outcomes = try race(engine, 6) { index, store in
            try store.setName(index % 2 == 0 ? "Ann" : "ann", key: "ann", for: "SHA256:key\(index)")
        }
        let won = outcomes.indices.filter { (try? outcomes[$0].get()) != nil }
        #expect(won.count == 1, "\(engine): \(outcomes)")
        for outcome in outcomes {
            if case .failure(let error) = outcome {
                #expect(error is NameTaken, "\(engine): a loser is told the name is taken, not \(error)")
            }
        }
    }

    @Test(arguments: StoreEngine.allCases) func sessionsRacingPastALimitLetInNoMoreThanIt(_ engine: StoreEngine) throws {
        let outcomes = try race(engine, 4) { _, store in
            try (0..<25).map { _ in try store.admit(Self.ann.fingerprint, .session, at: 1_800_000_000, limit: 50, window: 60) }
        }
        let admitted = try outcomes.map { try $0.get().filter { $0 }.count }.reduce(0, +)
        #expect(admitted == 50, "\(engine): 100 sessions at once under a limit of 50")
    }

    /// Issue 33 item 8: a PostgreSQL restarted (stopped as a crash stops it)
    /// loses no name taken before, and the store carries on, connecting
    /// again. A server of the test's own: the suite's other tests go on.
    @Test func aRestartedPostgreSQLLosesNoNameAndTheStoreCarriesOn() throws {
        _ = try PostgresServerTrait.server()  // skipped, saying why, where PostgreSQL cannot run
        let database = try StoreDatabase(postgresOn: LocalPostgres())
        let store = try database.store()
        try store.setName("ann", key: "ann", for: Self.ann.fingerprint)
        try #require(database.server).restart()
        #expect(try store.player(Self.ann.fingerprint)?.name == "ann", "the same store, connected again")
        #expect(try database.store().player(Self.ann.fingerprint)?.name == "ann", "a new store")
        try store.setName("bob", key: "bob", for: "SHA256:bob")
        #expect(throws: NameTaken(held: "bob")) { try database.store().setName("Bob", key: "bob", for: "SHA256:other") }
    }

    /// A newer server on a database an older one made (its first migration
    /// only, and a player): brought up to date, nothing lost.
    @Test func aNewerServerOpensAnOlderDatabase() throws {
        let database = try StoreDatabase(.postgres)
        let server = try #require(database.server), name = try #require(database.url?.database)
        try server.psql("""
            CREATE TABLE schema_version (version integer PRIMARY KEY, name text NOT NULL, applied timestamptz NOT NULL DEFAULT now());
            CREATE TABLE player (fingerprint text PRIMARY KEY, name text NOT NULL, namekey text NOT NULL UNIQUE,
                                 joined timestamptz NOT NULL DEFAULT now());
            CREATE TABLE ban (fingerprint text PRIMARY KEY, since timestamptz NOT NULL DEFAULT now());
            INSERT INTO schema_version (version, name) VALUES (1, 'v1: players and bans');
            INSERT INTO player (fingerprint, name, namekey) VALUES ('\(Self.ann.fingerprint)', 'ann', 'ann');
            """, database: name)
        let store = try database.store()
        #expect(try store.player(Self.ann.fingerprint)?.name == "ann")
        #expect(try store.admit(Self.ann.fingerprint, .name, at: 1_800_000_000, limit: 1, window: 60), "v2's table is there")
        #expect(try !store.admit(Self.ann.fingerprint, .name, at: 1_800_000_001, limit: 1, window: 60))
        #expect(throws: NameTaken(held: "ann")) { try store.setName("ANN", key: "ann", for: "SHA256:other") }
    }

    /// A database that cannot be reached is refused in one line, soon: no
    /// socket, nothing listening, and a server that never answers.
    @Test func anUnreachableDatabaseIsRefusedInOneLineAndSoon() throws {
        let silent = try SilentListener()
        for (text, says) in [
            ("postgres://ann@/db?host=/nonexistent/td-pg", "No such file"),
            ("postgres://ann@127.0.0.1:\(silent.closedPort)/db?sslmode=disable", "refused"),
            ("postgres://ann:secret@127.0.0.1:\(silent.port)/db?sslmode=disable&connect_timeout=1", "did not answer within 1 s"),
        ] {
            let url = try PostgresURL(parsing: text)
            let start = monotonicSeconds()
            #expect {
                _ = try PostgresServerStore(url: url, defaultUser: "nobody")
            } throws: { error in
                let line = "\(error)"
                return line.contains(says) && !line.contains("\n") && !line.contains("secret")
            }
            #expect(monotonicSeconds() - start < 5, "\(text) took \(monotonicSeconds() - start) s")
        }
    }

    private func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// What each of a race's threads came to, in its own slot.
private final class Outcomes<T>: @unchecked Sendable {
    private var slots: [Result<T, any Error>?]
    private var lock = pthread_mutex_t()

    init(_ count: Int) {
        slots = Array(repeating: nil, count: count)
        pthread_mutex_init(&lock, nil)
    }

    func set(_ index: Int, _ outcome: Result<T, any Error>) {
        pthread_mutex_lock(&lock)
        slots[index] = outcome
        pthread_mutex_unlock(&lock)
    }

    var all: [Result<T, any Error>] { slots.map { $0! } }
}

/// A TCP socket on 127.0.0.1 that takes connections and never answers
/// (a server hung before its first word), and a port nothing listens on.
private final class SilentListener {
    let descriptor: Int32
    let port: UInt16
    let closedPort: UInt16

    init() throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        port = try Self.bind(descriptor)
        #expect(listen(descriptor, 8) == 0)
        let closing = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        closedPort = try Self.bind(closing)
        close(closing)
    }

    deinit { close(descriptor) }

    private static func bind(_ descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                Glibc.bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        try #require(bound, "bind 127.0.0.1")
        return UInt16(bigEndian: address.sin_port)
    }
}
