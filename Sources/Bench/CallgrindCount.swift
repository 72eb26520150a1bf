import Foundation

/// Instructions per action, counted by valgrind's callgrind in a second run
/// of this benchmark (`--dispatch MODE N`), so the figure does not move with
/// the machine's load. Two runs of different lengths are subtracted: start-up,
/// the store's set-up and the first allocations cancel, and what is left is
/// what each further action costs.
func instructionsPerAction(mode: String, short: Int = 20_000, long: Int = 220_000) throws -> Double {
    let few = try callgrindInstructions(["--dispatch", mode, String(short)])
    let many = try callgrindInstructions(["--dispatch", mode, String(long)])
    return Double(many - few) / Double(long - short)
}

/// The total instructions callgrind counted for one run of this program
/// with `arguments` (its `Collected :` line).
/// `options` go to valgrind (`--toggle-collect=…` counts inside one function only).
func callgrindInstructions(_ arguments: [String], options: [String] = []) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + options
        + [selfExecutable()] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch {
        throw BenchError("cannot start valgrind (make deps installs it): \(error)")
    }
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
          let count = Int(line.split(separator: " ").last ?? "")
    else {
        throw BenchError("callgrind failed (status \(process.terminationStatus)): \(output.suffix(300))")
    }
    return count
}

/// This benchmark's own binary.
private func selfExecutable() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}
