import GameServer
import Glibc
import LocalPostgres
import ServerStorage
import Testing

/// The engines behind `ServerStore`: every store test runs on each
/// (`@Test(arguments: StoreEngine.allCases)`), so both keep one contract.
enum StoreEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }
}

/// A new empty database of one engine, for one test: a file in a temporary
/// directory (SQLite), or a database on the suite's PostgreSQL
/// (`.postgresServer`). `store()` opens one more store on it, as another
/// session or another server would. A test on PostgreSQL where it cannot
/// run is skipped, saying why.
final class StoreDatabase: @unchecked Sendable {
    let engine: StoreEngine
    /// The temporary directory of the file, for SQLite.
    private let directory: String?
    /// The database's URL, for PostgreSQL.
    let url: PostgresURL?
    /// The server it is on, for PostgreSQL.
    let server: LocalPostgres?

    private init(engine: StoreEngine, directory: String? = nil, url: PostgresURL? = nil, server: LocalPostgres? = nil) {
        (self.engine, self.directory, self.url, self.server) = (engine, directory, url, server)
    }

    convenience init(_ engine: StoreEngine) throws {
        switch engine {
        case .sqlite:
            var template = Array("/tmp/td-server-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) }
            self.init(engine: .sqlite, directory: try #require(made, "mkdtemp"))
        case .postgres:
            try self.init(postgresOn: PostgresServerTrait.server())
        }
    }

    /// A new database on `server`.
    convenience init(postgresOn server: LocalPostgres) throws {
        let name = "td_\(UInt64.random(in: 0...UInt64.max))"
        try server.createDatabase(name)
        self.init(engine: .postgres, url: try PostgresURL(parsing: server.url(database: name)), server: server)
    }

    deinit {
        if let directory { _ = system("rm -rf '\(directory)'") }
    }

    /// A store on this database.
    func store() throws -> any ServerStore {
        switch engine {
        case .sqlite: try SQLiteServerStore(path: directory! + "/server.sqlite")
        case .postgres: try PostgresServerStore(url: url!, defaultUser: "nobody")
        }
    }
}

/// One PostgreSQL server for a whole suite (`@Suite(.postgresServer)`):
/// started before its first test, stopped and removed after its last.
struct PostgresServerTrait: SuiteTrait, TestScoping {
    /// The suite's server, or why there is none.
    @TaskLocal static var current: Result<LocalPostgres, LocalPostgres.Unavailable>?

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let server: Result<LocalPostgres, LocalPostgres.Unavailable>
        do {
            server = .success(try LocalPostgres())
        } catch let unavailable as LocalPostgres.Unavailable {
            server = .failure(unavailable)
            // A cancelled test case is silent at the default verbosity: say it once, for the suite.
            let line = Array("➜ Suite \(test.name): its PostgreSQL cases are skipped: \(unavailable.reason)\n".utf8)
            _ = write(STDERR_FILENO, line, line.count)
        }
        defer { if case .success(let running) = server { running.stop() } }
        try await Self.$current.withValue(server) { try await function() }
    }

    /// The suite's server; the test is skipped, saying why, when PostgreSQL cannot run here.
    static func server() throws -> LocalPostgres {
        switch try #require(current, "the suite has no .postgresServer trait") {
        case .success(let server): return server
        case .failure(let unavailable): try Test.cancel(Comment(rawValue: "PostgreSQL: \(unavailable.reason)"))
        }
    }
}

extension Trait where Self == PostgresServerTrait {
    /// A PostgreSQL server of the suite's own (`LocalPostgres`), for `StoreEngine.postgres`.
    static var postgresServer: Self { .init() }
}
