import Foundation
import Glibc
import NetTransport

/// `memory.relay`: what one remote player's `threeducks relay` costs the
/// host's machine (issue 24's goal: at most 3 MiB). The installed binary
/// (`THREEDUCKS_BINARY`) relays to a room this benchmark hosts with
/// NetTransport's `HostListener` in a temporary `THREEDUCKS_ROOMS`; a game's
/// worth of lines crosses it both ways; then the relay's VmHWM is read while
/// it still runs. `memory.relay.swift` is the same with the copy kept in the
/// Swift process (THREEDUCKS_RELAY_COPIER=swift), for the record.
func relayBenchmarks() -> [Benchmark] {
    [
        Benchmark("memory.relay", unit: "MiB") { try relayPeakMiB(swiftCopier: false) },
        Benchmark("memory.relay.swift", unit: "MiB") { try relayPeakMiB(swiftCopier: true) },
    ]
}

/// Lines each way, and about how long each is: a game of 12×12 is some 200 messages.
private let relayLines = 200
private let relayLineBytes = 100

/// Peak resident memory, in MiB, of a relay that carried `relayLines`
/// lines each way: the host echoes each line the player sends.
func relayPeakMiB(swiftCopier: Bool) throws -> Double {
    let binary = ProcessInfo.processInfo.environment["THREEDUCKS_BINARY"] ?? siblingExecutable("threeducks")
    // Short: a socket's path must fit in 108 bytes.
    var template = Array("/tmp/threeducks-bench-relay-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        throw BenchError("mkdtemp: \(String(cString: strerror(errno)))")
    }
    let temp = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: temp) }
    let rooms = RoomDirectory(path: temp + "/rooms")
    let room = try OpenRoom.open(RoomName("bench"), in: rooms)
    defer { room.close() }

    final class Echo: @unchecked Sendable {
        weak var listener: HostListener?
    }
    let echo = Echo()
    let configuration = HostListener.Configuration(allow: AllowList(host: geteuid()), flood: .none)
    let listener = try HostListener(room: room, configuration: configuration) { event in
        if case .line(let id, let text) = event { echo.listener?.send(text, to: id) }
    }
    echo.listener = listener
    try listener.start()
    defer { listener.stop() }

    var environment = ["PATH=/usr/bin:/bin", "THREEDUCKS_ROOMS=\(rooms.path)"]
    if swiftCopier { environment.append("THREEDUCKS_RELAY_COPIER=swift") }
    let relay = try RelayProcess(binary: binary, room: "bench", environment: environment, errors: temp + "/relay.err")
    defer { relay.end() }

    // The player's side: a line, then its echo back, as a game goes.
    for index in 0..<relayLines {
        let line = "\(index) " + String(repeating: "q", count: relayLineBytes - 1 - String(index).count - 1)
        try relay.send(line)
        let back = try relay.receiveLine()
        guard back == line else {
            throw BenchError("line \(index) came back as \(back.prefix(40)) (\(relay.errors))")
        }
    }
    let program = relay.program
    guard swiftCopier || program == Relay.copierName else {
        throw BenchError("the relay runs \(program ?? "nothing"), not its copier \(Relay.copierName): "
                         + "is it installed beside \(binary) or in ../lib/threeducks?")
    }
    let kib = relay.peakResidentKiB
    guard kib > 0 else { throw BenchError("no VmHWM for the relay (\(relay.errors))") }
    return Double(kib) / 1024
}

/// `threeducks relay ROOM` with its standard input and output on pipes.
private final class RelayProcess {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errorsPath: String
    private var pending: [UInt8] = []

    init(binary: String, room: String, environment: [String], errors: String) throws {
        var toRelay: [Int32] = [-1, -1], fromRelay: [Int32] = [-1, -1]
        guard pipe(&toRelay) == 0, pipe(&fromRelay) == 0 else { throw BenchError("pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toRelay[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromRelay[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for fd in toRelay + fromRelay { posix_spawn_file_actions_addclose(&actions, fd) }
        let words: [String] = [binary, "relay", room]
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        close(toRelay[0])
        close(fromRelay[1])
        guard result == 0 else {
            close(toRelay[1])
            close(fromRelay[0])
            throw BenchError("cannot start \(binary): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        input = toRelay[1]
        output = fromRelay[0]
        errorsPath = errors
    }

    /// What the relay said on standard error, for a failure's message.
    var errors: String { (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "" }

    func send(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            guard written > 0 else { throw BenchError("writing to the relay: \(String(cString: strerror(errno))) (\(errors))") }
            offset += written
        }
    }

    /// The next line the relay gives, waiting up to 10 s.
    func receiveLine() throws -> String {
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            guard ContinuousClock.now < deadline else { throw BenchError("the relay gave no line within 10 s (\(errors))") }
            var entry = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 100)
            guard entry.revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 8192)
            let count = read(output, &buffer, buffer.count)
            guard count > 0 else { throw BenchError("the relay ended (\(errors))") }
            pending += buffer[..<count]
        }
    }

    /// The file name of the program the process runs now.
    var program: String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")).map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    /// Peak resident memory (VmHWM) in KiB.
    var peakResidentKiB: Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Closes its input (the player leaves: it exits) and reaps it; SIGKILL after 2 s.
    func end() {
        close(input)
        let deadline = ContinuousClock.now + .seconds(2)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
        close(output)
    }
}
