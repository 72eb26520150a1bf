import CPty
import Foundation
import Glibc

/// Figures taken from outside the process: the real `threeducks` binary on a
/// pseudo-terminal, watched through /proc. This is what a player's machine
/// pays: start-up time, CPU while nobody presses a key, resident memory.
struct GameProcess {
    let pid: pid_t
    let master: Int32
    let started: ContinuousClock.Instant
    /// The temporary directory made for this run (HOME, the scores file),
    /// removed by `stop()` or `reap()`.
    let home: URL
    private(set) var screen = [UInt8]()
    /// Every byte read from the terminal since launch.
    private(set) var bytesRead = 0

    /// Starts the game binary on an 80×24 pseudo-terminal, with a scores
    /// file in a fresh temporary directory: `THREEDUCKS_BINARY` when set
    /// (`make bench` sets the installed one: stripped, Swift linked
    /// statically), else the one next to this benchmark.
    static func launch(_ arguments: [String]) throws -> GameProcess {
        let binary = gameBinary
        return try launch(executable: binary) { home in
            [binary, "--scores-file", home.appendingPathComponent("scores.json").path] + arguments
        }
    }

    /// The game binary the process figures measure.
    static var gameBinary: String {
        ProcessInfo.processInfo.environment["THREEDUCKS_BINARY"] ?? siblingExecutable("threeducks")
    }

    /// Starts `executable` on an 80×24 pseudo-terminal with the argument
    /// vector `argv` makes from a fresh temporary home directory.
    static func launch(executable binary: String, argv makeArgv: (URL) -> [String]) throws -> GameProcess {
        let home = try makeBenchDirectory()
        let argv = makeArgv(home)
        let env = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=\(home.path)",
                   "PATH=/usr/bin:/bin"]
        var pid: pid_t = 0
        let started = ContinuousClock.now
        let master = withCStrings(argv) { cArgv in
            withCStrings(env) { cEnv in cpty_spawn(binary, cArgv, cEnv, 24, 80, &pid) }
        }
        guard master >= 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: home)
            throw BenchError("cannot start \(binary): \(reason)")
        }
        return GameProcess(pid: pid, master: master, started: started, home: home)
    }

    /// Reads what the program wrote until `text` appears; returns when it did.
    mutating func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> ContinuousClock.Instant {
        let needle = Array(text.utf8)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if screen.count >= needle.count,
               screen.indices.dropLast(needle.count - 1).contains(where: { screen[$0..<$0 + needle.count].elementsEqual(needle) }) {
                return ContinuousClock.now
            }
            drain(waitingUpTo: 50)
        }
        throw BenchError("timed out waiting for \"\(text)\" from threeducks")
    }

    /// Keeps reading (so the program never blocks on a full terminal) for `duration`.
    mutating func idle(for duration: Duration) {
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline { drain(waitingUpTo: 100) }
    }

    mutating func drain(waitingUpTo milliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        if count > 0 {
            bytesRead += count
            screen.append(contentsOf: buffer[0..<count])
            if screen.count > 1 << 20 { screen.removeFirst(screen.count - (1 << 16)) }
        }
    }

    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// CPU time the process has used (all threads), from /proc/PID/task/*/schedstat in ns.
    var cpuNanoseconds: UInt64 {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return total + (UInt64(text.split(separator: " ").first ?? "0") ?? 0)
        }
    }

    /// Peak resident memory (VmHWM) in KiB.
    var peakResidentKiB: Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Ms of CPU per second of wall time over `duration`.
    mutating func cpuMillisecondsPerSecond(over duration: Duration) -> Double {
        let cpuBefore = cpuNanoseconds, wallBefore = ContinuousClock.now
        idle(for: duration)
        let cpu = Double(cpuNanoseconds - cpuBefore) / 1e6
        let wall = Double((ContinuousClock.now - wallBefore).components.seconds)
            + Double((ContinuousClock.now - wallBefore).components.attoseconds) / 1e18
        return cpu / wall
    }

    /// Ends the program and reaps it.
    func stop() {
        kill(pid, SIGTERM)
        _ = reap()
    }

    /// Waits for the program to end by itself (reading what it writes
    /// meanwhile), then closes the terminal and removes the temporary home;
    /// returns its wait status.
    @discardableResult
    mutating func waitForExit(timeout: Duration = .seconds(60)) -> Int32 {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                close(master)
                try? FileManager.default.removeItem(at: home)
                return status
            }
            drain(waitingUpTo: 20)
        }
        kill(pid, SIGKILL)
        return reap()
    }

    private func reap() -> Int32 {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
        try? FileManager.default.removeItem(at: home)
        return status
    }
}

/// A fresh `threeducks-bench-PID-N` directory in the temporary directory;
/// whoever makes one removes it.
func makeBenchDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("threeducks-bench-\(getpid())-\(UInt32.random(in: 0 ... .max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// CPU per wall second on the title, and in a game with its clock running.
func idleCPU(seconds: Int = 5) throws -> (title: Double, game: Double, peakMiB: Double) {
    var game = try GameProcess.launch(["--seed", "7", "--board", "hard"])
    defer { game.stop() }
    _ = try game.waitFor("Enter")
    game.idle(for: .milliseconds(300))
    let title = game.cpuMillisecondsPerSecond(over: .seconds(seconds))
    game.type("\r")
    _ = try game.waitFor("Moves")
    for letter in "abcdefghij" {
        game.type(String(letter))
        game.idle(for: .milliseconds(150))
    }
    game.idle(for: .milliseconds(1500))
    let playing = game.cpuMillisecondsPerSecond(over: .seconds(seconds))
    return (title, playing, Double(game.peakResidentKiB) / 1024)
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The executable named `name` in this benchmark's own directory.
func siblingExecutable(_ name: String) -> String {
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
