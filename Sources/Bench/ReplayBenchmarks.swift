import Foundation
import GameCore
import GameTesting

/// The replay inspector on a very long recording: how long the dearest jump
/// between two random moments takes (goal < 5 ms), and the peak resident
/// memory of the run (goal < 50 MiB). Measured in a child process of this
/// program, so that the memory figure is the inspector's and not that of
/// the benchmarks run before it.
func replayBenchmarks() -> [Benchmark] {
    let run = Once { try ReplaySeekRun.inChild() }
    return [
        Benchmark("replay.seek", unit: "ms") { try run.value.seekMilliseconds },
        Benchmark("replay.seek.memory", unit: "MiB") { try run.value.peakMiB },
    ]
}

/// One run of the seek benchmark and its two figures.
struct ReplaySeekRun {
    /// The argument that makes this program the child that measures.
    static let childArgument = "--replay-seek-child"
    /// Actions in the generated recording.
    static let actions = 100_000
    /// Random jumps, and the times each is timed.
    static let jumps = 1_000
    static let tries = 5

    var seekMilliseconds: Double
    var peakMiB: Double

    /// Runs `childArgument` in a new process of this program and reads its one line back.
    static func inChild() throws -> ReplaySeekRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = [childArgument]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, numbers.count == 2 else {
            throw BenchError("the seek child said \(text.debugDescription), status \(process.terminationStatus)")
        }
        return ReplaySeekRun(seekMilliseconds: numbers[0], peakMiB: numbers[1])
    }

    /// In the child: generates the recording, opens it in the inspector,
    /// jumps between random moments as clicks on the timeline would (the
    /// jump and the diff the panel shows), and prints `MS MIB`. Each jump
    /// is timed as the best of `tries`: on a shared machine a jump that was
    /// preempted is not dear, only slowed; the dearest of those bests is
    /// what the inspector itself can cost.
    static func measureInThisProcess() -> Never {
        let recording = RandomRecording.make(seed: 2026, actions: actions)
        var inspector = ReplayInspector(recording, playing: false)
        var random = SplitMix64(seed: 17)
        let clock = ContinuousClock()
        var dearest = Duration.zero
        func fraction() -> Double { Double(random.uniform(below: 1_000_001)) / 1_000_000 }
        for _ in 0..<jumps {
            let from = fraction(), to = fraction()
            var best = Duration.seconds(1_000)
            for _ in 0..<tries {
                inspector.go(.fraction(from))
                let elapsed = clock.measure {
                    inspector.go(.fraction(to))
                    blackHole(inspector.report)
                }
                best = min(best, elapsed)
            }
            dearest = max(dearest, best)
        }
        blackHole(inspector.state)
        print(milliseconds(dearest), Double(peakResidentKiB()) / 1024)
        exit(0)
    }

    /// This process's peak resident set (VmHWM), in KiB.
    private static func peakResidentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
}
