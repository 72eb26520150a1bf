import Foundation
import GameCore

// `threeducks-bench [WORD…]`: prints one `name: value unit` line per
// benchmark whose name contains one of the words (all of them without words).
// A figure that cannot be taken prints `name: error …` on stderr and the
// program exits non-zero after running the rest.

// The replay seek benchmark measures in a process of its own (ReplayBenchmarks.swift).
if CommandLine.arguments.dropFirst().first == ReplaySeekRun.childArgument { ReplaySeekRun.measureInThisProcess() }

/// Every benchmark, in printing order. A new group is one line here.
let benchmarks: [Benchmark] =
    storeBenchmarks()
    + gameBenchmarks()
    + opponentBenchmarks()
    + renderBenchmarks()
    + replayBenchmarks()
    + largeFileBenchmarks()
    + statsBenchmarks()
    + processBenchmarks()
    + relayBenchmarks()
    + netBenchmarks()
    + serverBenchmarks()

// `threeducks-bench --dispatch MODE N`: only N store actions, for callgrind
// to count (CallgrindCount.swift); prints nothing.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--dispatch",
   let actions = Int(CommandLine.arguments[3]) {
    dispatchOnly(mode: CommandLine.arguments[2], actions: actions)
    exit(0)
}

// `threeducks-bench --games N [RxC]`: only N headless games (medium, or
// on the board named), for callgrind.
if (3...4).contains(CommandLine.arguments.count), CommandLine.arguments[1] == "--games",
   let games = Int(CommandLine.arguments[2]) {
    guard let board = CommandLine.arguments.count == 4 ? Board(name: CommandLine.arguments[3]) : .medium else {
        FileHandle.standardError.write(Data("threeducks-bench: \(CommandLine.arguments[3]) is not a board: \(Board.allowed)\n".utf8))
        exit(2)
    }
    headlessGamesOnly(games: games, board: board)
    exit(0)
}

// `threeducks-bench --write-recording PATH`: only writes the 100,000-action
// recording the large-file figures read, for profiling `replay` and `inspect` by hand.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-recording" {
    writeLargeRecording(to: CommandLine.arguments[2])
    exit(0)
}

let filters = Array(CommandLine.arguments.dropFirst())
var failed = false
for benchmark in benchmarks where benchmark.isSelected(by: filters) {
    do {
        for line in benchmark.lines(try benchmark.measure()) { print(line) }
    } catch {
        failed = true
        FileHandle.standardError.write(Data("\(benchmark.name): error \(error)\n".utf8))
    }
}
exit(failed ? 1 : 0)
