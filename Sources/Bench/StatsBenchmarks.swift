import Foundation
import GameCore
import GameStorage
import CPty
import GameTesting
import Glibc

/// `threeducks stats` over a history of 1,000,000 games (issue 24: every
/// game counts, and the answer stays quick and small however long the
/// history grows). The history is generated here deterministically
/// (`RandomHistory`, seed 2026, a game every five minutes: some nine and a
/// half years of every board and company, daily games included), written
/// as the game writes it to a temporary directory removed afterwards.
///
/// - `stats.1m.cold`: the first `stats` over it, with no summary yet: the
///   whole file read, once, and the summary written. Median of 3, the
///   summary removed before each.
/// - `stats.1m`: every `stats` after that one: the summary and the lines
///   added since (none). Median of 5.
/// - `.memory`: the peak resident set of the `stats` process (its `VmHWM`
///   as it exits, `cpeak_run`), the largest of the runs; `stats.1game.memory` is the
///   same over a history of one game, what `stats` costs before any file.
///
/// The binary is `THREEDUCKS_BINARY` (the installed one in `make bench`),
/// else the one beside this program.
func statsBenchmarks() -> [Benchmark] {
    let history = Once { try LargeHistory() }
    let cold = Once { try history.value.measure("stats.1m.cold", runs: 3, cold: true) }
    let warm = Once { try history.value.measure("stats.1m", runs: 5, cold: false) }
    let small = Once { try LargeHistory.measureOneGame() }
    return [
        Benchmark("stats.1m.cold", unit: "s") { try cold.value.seconds },
        Benchmark("stats.1m.cold.memory", unit: "MiB") { try cold.value.mebibytes },
        Benchmark("stats.1m", unit: "s") { try warm.value.seconds },
        Benchmark("stats.1m.memory", unit: "MiB") { try warm.value.mebibytes },
        Benchmark("stats.1game.memory", unit: "MiB") { try small.value.mebibytes },
    ]
}

/// The generated history, in a directory removed when the program ends
/// (`atexit`: `deinit` does not run at `exit`).
final class LargeHistory {
    static let games = 1_000_000
    let directory: String

    init() throws {
        directory = try Self.makeDirectory("1m")
        let path = directory + "/history.jsonl"
        try Self.write(games: Self.games, to: path)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        FileHandle.standardError.write(Data("stats.1m: a history of \(Self.games) games, \(bytes / 1_000_000) MB\n".utf8))
    }

    /// A directory `name` in this run's own, which is removed at exit.
    static func makeDirectory(_ name: String) throws -> String {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("threeducks-bench-history-\(getpid())").path
        if directory == nil {
            directory = base
            atexit { if let directory = LargeHistory.directory { try? FileManager.default.removeItem(atPath: directory) } }
        }
        let path = base + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `games` games as `history.jsonl` at `path`, a megabyte at a time.
    static func write(games: Int, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { throw BenchError("cannot create \(path)") }
        defer { try? handle.close() }
        var chunk = HistoryFile.header
        var random = RandomHistory.Games(seed: 2026, secondsApart: 300)
        for _ in 0..<games {
            chunk.append(try HistoryFile.line(random.next()))
            if chunk.count >= 1 << 20 {
                try handle.write(contentsOf: chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: chunk)
    }

    nonisolated(unsafe) static var directory: String?

    struct Figures {
        let seconds: Double
        let mebibytes: Double
    }

    /// The median time and the largest peak of `runs` runs of `stats` over
    /// the history, after one untimed run; `cold`: the summary removed before each.
    func measure(_ name: String, runs: Int, cold: Bool) throws -> Figures {
        let summary = directory + "/history.jsonl.summary"
        var times: [Double] = [], peaks: [Int] = []
        let scores = directory + "/scores.json"
        for run in 0...runs {
            if cold { try? FileManager.default.removeItem(atPath: summary) }
            let seconds = try timeStats(scoresFile: scores)
            guard FileManager.default.fileExists(atPath: summary) else {
                throw BenchError("stats wrote no summary beside the history")
            }
            if cold { try? FileManager.default.removeItem(atPath: summary) }
            let peak = try peakOfStats(scoresFile: scores)
            if run > 0 {
                times.append(seconds)
                peaks.append(peak)
            }
        }
        times.sort()
        FileHandle.standardError.write(Data("\(name): runs \(times.map { String(format: "%.3f", $0) }.joined(separator: " ")) s, peaks \(peaks.map { String(format: "%.1f", Double($0) / 1024) }.joined(separator: " ")) MiB\n".utf8))
        return Figures(seconds: times[times.count / 2], mebibytes: Double(peaks.max() ?? 0) / 1024)
    }

    /// `stats` over a history of one game: the process's own floor.
    static func measureOneGame() throws -> Figures {
        let small = try makeDirectory("one")
        try Self.write(games: 1, to: small + "/history.jsonl")
        var peaks: [Int] = []
        for _ in 0..<3 { peaks.append(try peakOfStats(scoresFile: small + "/scores.json")) }
        return Figures(seconds: 0, mebibytes: Double(peaks.max() ?? 0) / 1024)
    }
}

/// Runs `threeducks stats --scores-file PATH`, its output thrown away, as
/// a shell would (`posix_spawn`); returns its wall time, exec to exit.
/// Fails unless it exits 0.
func timeStats(scoresFile: String) throws -> Double {
    let binary = statsBinary
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = statsCStrings([binary, "stats", "--scores-file", scoresFile]) { cArgv in
        statsCStrings(statsEnvironment) { cEnv in posix_spawn(&pid, binary, &actions, nil, cArgv, cEnv) }
    }
    guard spawned == 0 else { throw BenchError("cannot start \(binary): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw BenchError("waitpid: \(String(cString: strerror(errno)))") }
    }
    let seconds = milliseconds(clock.now - start) / 1000
    guard status == 0 else { throw BenchError("threeducks stats exited with status \(status)") }
    return seconds
}

/// The peak resident set of one `threeducks stats --scores-file PATH`, in
/// KiB: its `VmHWM` as it exits (`cpeak_run`; `wait4`'s `ru_maxrss` of a
/// spawned program counts the spawner's own pages too). Fails unless it exits 0.
func peakOfStats(scoresFile: String) throws -> Int {
    let binary = statsBinary
    var peak = -1
    let status = statsCStrings([binary, "stats", "--scores-file", scoresFile]) { cArgv in
        statsCStrings(statsEnvironment) { cEnv in cpeak_run(binary, cArgv, cEnv, &peak) }
    }
    guard status == 0, peak > 0 else {
        throw BenchError("threeducks stats under ptrace: status \(status), peak \(peak) KiB: \(String(cString: strerror(errno)))")
    }
    return peak
}

private var statsBinary: String {
    ProcessInfo.processInfo.environment["THREEDUCKS_BINARY"] ?? siblingExecutable("threeducks")
}

private let statsEnvironment = ["LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PATH=/usr/bin:/bin"]

/// `strings` as the NULL-ended C array `posix_spawn` takes.
private func statsCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
