import Foundation
import GameCore
import GameStorage
import GameTesting

/// Costs that must stay flat as files grow (issue 24): a recording of
/// 100,000 actions, generated here deterministically (`RandomRecording`,
/// seed 2026, as `replay.seek`) and written in format 2 to a temporary
/// directory removed afterwards.
///
/// - `replay.open.100k`: in process, what `threeducks replay FILE` does
///   before its first frame: read and check the file (`RecordingReader`),
///   open the inspector on it (`ReplayInspector`, every snapshot) and take
///   the first frame's report.
/// - `replay.headless.100k`: the `threeducks` binary, `replay --headless FILE`,
///   exec to exit.
/// - `inspect.100k`: the binary, `inspect FILE` into /dev/null, exec to exit.
///
/// Each is the median of `runs` (the spread is on stderr), after one
/// untimed run: a figure a player meets, not the luckiest.
func largeFileBenchmarks() -> [Benchmark] {
    let file = Once { try LargeRecordingFile() }
    return [
        Benchmark("replay.open.100k", unit: "s") {
            let path = try file.value.path
            return try medianSeconds("replay.open.100k", runs: 5) {
                let recording = try RecordingReader.read(path: path)
                let inspector = ReplayInspector(recording, playing: false)
                blackHole(inspector.report)
                blackHole(inspector.state)
            }
        },
        Benchmark("replay.headless.100k", unit: "s") {
            let path = try file.value.path
            return try medianSeconds("replay.headless.100k", runs: 5) {
                try runGame(["replay", "--headless", path])
            }
        },
        Benchmark("inspect.100k", unit: "s") {
            let path = try file.value.path
            return try medianSeconds("inspect.100k", runs: 3) {
                try runGame(["inspect", path])
            }
        },
    ]
}

/// The generated recording's file, removed with its directory when the
/// program ends (`deinit` does not run at `exit`, so `atexit` does).
final class LargeRecordingFile {
    static let actions = 100_000
    let path: String

    init() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("threeducks-bench-large-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        Self.directory = directory
        atexit { if let directory = LargeRecordingFile.directory { try? FileManager.default.removeItem(atPath: directory) } }
        path = directory + "/100k.jsonl"
        try Self.text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The recording's file text: seed 2026, as `replay.seek`'s.
    static var text: String {
        RecordingWriter.text(of: RandomRecording.make(seed: 2026, actions: actions))
    }

    nonisolated(unsafe) static var directory: String?
}

/// The median wall time of `runs` runs of `body` after one untimed run, in
/// seconds; every run's time goes to stderr, so the spread is seen.
func medianSeconds(_ name: String, runs: Int, _ body: () throws -> Void) throws -> Double {
    try body()
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = try clock.measure(body)
        times.append(milliseconds(elapsed) / 1000)
    }
    times.sort()
    FileHandle.standardError.write(Data("\(name): runs \(times.map { String(format: "%.3f", $0) }.joined(separator: " ")) s\n".utf8))
    return times[times.count / 2]
}

/// Runs the game binary (`THREEDUCKS_BINARY`, else the one beside this
/// program) with `arguments`, its output thrown away; fails unless it exits 0.
func runGame(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.environment["THREEDUCKS_BINARY"]
        ?? siblingExecutable("threeducks"))
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchError("threeducks \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
}

/// `threeducks-bench --write-recording PATH`.
func writeLargeRecording(to path: String) {
    do {
        try LargeRecordingFile.text.write(toFile: path, atomically: false, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("threeducks-bench: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}
