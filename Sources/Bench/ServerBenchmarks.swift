import Foundation
import GameServer
import GRDB
import LocalPostgres
import ServerStorage

/// The server's database (issue 33, docs/server.md): how fast a day of
/// 100,000 results is ranked, and how many results a second it keeps, on
/// the engine the server runs, in a file as the server keeps it (WAL).
func serverBenchmarks() -> [Benchmark] {
    [
        Benchmark("serve.sessions", unit: "sessions") { Double(try ServeSessionsRun.shared.value.sessions) },
        Benchmark("serve.flip.p99", unit: "ms") { try ServeSessionsRun.shared.value.p99 },
        Benchmark("serve.memory.session", unit: "MiB") { try ServeSessionsRun.shared.value.kibPerSession / 1024 },
        Benchmark("serve.rank.100k.sqlite", unit: "ms", figure: { try RankedDay.sqlite().rankMilliseconds() }),
        Benchmark("serve.write.sqlite", unit: "results/s", figure: { try RankedDay.writes(try SQLiteServerStore(path: RankedDay.file("write"))) }),
        Benchmark("serve.rank.100k.postgres", unit: "ms", figure: { try RankedDay.postgres().rankMilliseconds() }),
        Benchmark("serve.write.postgres", unit: "results/s", figure: { try RankedDay.writes(try BenchPostgres.shared.value.store("write")) }),
    ]
}

/// A day of `results` won attempts on medium, one a key, in a fresh store.
struct RankedDay {
    static let results = 100_000
    static let day = DailyBoard(date: "2026-11-27", board: "medium")
    let store: any ServerStore

    /// A database file of this run's own.
    static func file(_ name: String) throws -> String {
        try LargeHistory.makeDirectory("server") + "/\(name)-\(UUID().uuidString).sqlite"
    }

    /// SQLite: the day written in one transaction (what a day of sessions
    /// writes one by one), then opened as the server opens it.
    static func sqlite() throws -> RankedDay {
        let path = try file("rank")
        _ = try SQLiteServerStore(path: path)  // the schema
        let queue = try DatabaseQueue(path: path)
        var generator = SystemRandomNumberGenerator()
        try queue.write { db in
            var tally: [Int: Int] = [:]
            for index in 0..<results {
                let moves = Int.random(in: 12...80, using: &generator)
                tally[moves, default: 0] += 1
                let key = "SHA256:bench-\(index)"
                try db.execute(sql: "INSERT INTO player (fingerprint, name, nameKey) VALUES (?, ?, ?)",
                               arguments: [key, "p\(index)", "p\(index)"])
                try db.execute(sql: """
                    INSERT INTO attempt (fingerprint, date, board, began, server, ended, moves, milliseconds)
                    VALUES (?, ?, ?, 0, 'bench', ?, ?, ?)
                    """, arguments: [key, day.date, day.board, index, moves, Int.random(in: 10_000...600_000, using: &generator)])
            }
            for (moves, count) in tally {
                try db.execute(sql: "INSERT INTO tally (date, board, moves, results) VALUES (?, ?, ?, ?)",
                               arguments: [day.date, day.board, moves, count])
            }
        }
        return RankedDay(store: try SQLiteServerStore(path: path))
    }

    /// PostgreSQL (a server of the bench's own, LocalPostgres, on its Unix
    /// socket): the day written by one statement each table, then opened as
    /// the server opens it.
    static func postgres() throws -> RankedDay {
        let store = try BenchPostgres.shared.value.store("rank")
        try BenchPostgres.shared.value.server.psql("""
            INSERT INTO player (fingerprint, name, namekey)
                SELECT 'SHA256:bench-' || i, 'p' || i, 'p' || i FROM generate_series(0, \(results - 1)) i;
            INSERT INTO attempt (fingerprint, date, board, began, server, ended, moves, milliseconds)
                SELECT 'SHA256:bench-' || i, '\(day.date)', '\(day.board)', 0, 'bench', i,
                       12 + floor(random() * 69)::int, 10000 + floor(random() * 590001)::int
                FROM generate_series(0, \(results - 1)) i;
            INSERT INTO tally (date, board, moves, results)
                SELECT date, board, moves, count(*) FROM attempt WHERE moves IS NOT NULL GROUP BY date, board, moves;
            ANALYZE;
            """, database: BenchPostgres.shared.value.databases["rank"]!)
        return RankedDay(store: store)
    }

    /// The median time, over 101 keys spread over the day, to rank one
    /// result (its place and the board's count, `standing`) and read the
    /// day's top ten: what a win screen asks.
    func rankMilliseconds() throws -> Figure {
        let clock = ContinuousClock()
        var times: [Double] = []
        for step in 0...100 {
            let key = "SHA256:bench-\(step * (Self.results - 1) / 100)"
            let elapsed = try clock.measure {
                blackHole(try store.standing(key, Self.day))
                blackHole(try store.results(of: Self.day, limit: 10))
            }
            times.append(milliseconds(elapsed))
        }
        times.sort()
        let median = times[times.count / 2]
        return Figure(median, spread: median > 0 ? (times.last! - times.first!) / median * 100 : nil)
    }

    /// Results kept a second: a session's whole write, the attempt begun
    /// and then ended with its result, one transaction each, for 2,000 keys.
    static func writes(_ store: any ServerStore) throws -> Figure {
        let keys = 2_000
        for index in 0..<keys { try store.setName("w\(index)", key: "w\(index)", for: "SHA256:w-\(index)") }
        var failure: (any Error)?
        var round = 0
        let figure = medianRate(operations: keys, repetitions: 5, warmUp: 0) {
            round += 1
            let day = DailyBoard(date: "2026-11-\(10 + round)", board: "medium")
            do {
                for index in 0..<keys {
                    _ = try store.beginAttempt("SHA256:w-\(index)", day, server: "bench", at: 1)
                    try store.endAttempt("SHA256:w-\(index)", day, won: (moves: 20 + index % 30, milliseconds: 30_000 + index), at: 2)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return figure
    }
}

/// The bench's own PostgreSQL, started once, and a database a figure.
final class BenchPostgres {
    nonisolated(unsafe) static let shared = Once { try BenchPostgres() }
    let server: LocalPostgres
    var databases: [String: String] = [:]

    init() throws {
        do {
            server = try LocalPostgres()
        } catch let unavailable as LocalPostgres.Unavailable {
            throw BenchError("PostgreSQL cannot run here: \(unavailable.reason)")
        }
        atexit { BenchPostgres.stopAtExit?() }
        BenchPostgres.stopAtExit = { [server] in server.stop() }
    }

    nonisolated(unsafe) static var stopAtExit: (() -> Void)?

    /// A store on a new database for `figure`.
    func store(_ figure: String) throws -> any ServerStore {
        let name = "bench_\(figure)_\(UInt32.random(in: 0...UInt32.max))"
        try server.createDatabase(name)
        databases[figure] = name
        return try PostgresServerStore(url: try PostgresURL(parsing: server.url(database: name)), defaultUser: "nobody")
    }
}
