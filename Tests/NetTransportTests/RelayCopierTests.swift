import Foundation
import Glibc
import NetTransport
import SysExits
import Testing

/// Which copier a relay test runs: the small C program `threeducks relay`
/// execs once connected (found beside the built program), or the Swift
/// copier it falls back on (forced with THREEDUCKS_RELAY_COPIER=swift).
enum Copier: CaseIterable, CustomStringConvertible, Sendable {
    case c, swift

    var environment: [String] { self == .swift ? ["THREEDUCKS_RELAY_COPIER=swift"] : [] }

    /// The program the relay's process runs while it copies.
    var program: String { self == .c ? Relay.copierName : "threeducks" }

    var description: String { self == .c ? "C" : "Swift" }

    /// The file name of the program process `pid` runs, from /proc.
    static func program(of pid: pid_t) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/\(pid)/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/").last.map(String.init)
    }
}

/// A relay run with standard input, output and error given by the test, so
/// it can be kept open, point at /dev/full or a directory.
struct RelayRun {
    let pid: pid_t

    /// Starts `arguments` with `input` as standard input (a descriptor of the
    /// test's, not closed here) and standard output and error opened from paths.
    init(_ arguments: [String], environment: [String], input: Int32, output: String, error: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        var result = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        // A program the test has just copied may still be open for writing in a child
        // another test is starting at that moment: the exec is then refused for a while.
        for _ in 0..<100 where result == ETXTBSY {
            usleep(10_000)
            result = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        }
        self.pid = result == 0 ? pid : -1
    }

    /// Its exit status (128 + N for signal N), or nil if it has not ended
    /// within `seconds` (then it is killed).
    func status(within seconds: Double = 10) -> Int32? {
        guard pid > 0 else { return nil }
        let deadline = monotonicNow() + UInt64(seconds * 1e9)
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F) }
            if done < 0 && errno != EINTR { return nil }
            if monotonicNow() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return nil
            }
            usleep(5_000)
        }
    }
}

/// A pipe the test writes a relay's standard input through, kept open until `close`.
final class InputPipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so no relay (this test's or another's) holds the write end open.
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    func write(_ text: String) {
        var text = text
        _ = text.withUTF8 { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
    }

    func close() {
        if writeEnd >= 0 { Glibc.close(writeEnd) }
        writeEnd = -1
    }

    deinit {
        close()
        Glibc.close(readEnd)
    }
}

extension BuiltProgram {
    /// The relay's C copier this build made, beside `threeducks`.
    static var copierPath: String { path.dropLast("threeducks".count) + Relay.copierName }

    /// Copies the file at `from` to `to`, mode 0755.
    static func copy(_ from: String, to: String) {
        let input = open(from, O_RDONLY | O_CLOEXEC), output = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        defer { close(input); close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Glibc.read(input, &buffer, buffer.count)
            if count <= 0 { break }
            _ = Glibc.write(output, buffer, count)
        }
    }
}

/// Where the relay finds its C copier, and what each copier does when a side fails.
@Suite struct RelayCopierTests {
    @Test func theCopierIsLookedForBesideTheProgramThenInItsPrefixsLib() {
        #expect(Relay.copierCandidates(executable: "/usr/games/threeducks")
                == ["/usr/games/threeducks-relay-copy", "/usr/lib/threeducks/threeducks-relay-copy"])
        #expect(Relay.copierCandidates(executable: "/usr/local/bin/threeducks")
                == ["/usr/local/bin/threeducks-relay-copy", "/usr/local/lib/threeducks/threeducks-relay-copy"])
        #expect(Relay.copierCandidates(executable: "/work/.build/x86_64-unknown-linux-gnu/debug/threeducks").first
                == "/work/.build/x86_64-unknown-linux-gnu/debug/threeducks-relay-copy")
        #expect(Relay.copierCandidates(executable: "/bin/threeducks")
                == ["/bin/threeducks-relay-copy", "/lib/threeducks/threeducks-relay-copy"])
        #expect(Relay.copierCandidates(executable: "/threeducks") == ["/threeducks-relay-copy"])
        #expect(Relay.copierCandidates(executable: "threeducks").isEmpty, "never a relative path: never PATH")
        #expect(Relay.copierCandidates(executable: "").isEmpty)
    }

    @Test func onlyAnExecutableFileIsTaken() throws {
        let temp = TestDirectory()
        for directory in ["usr", "usr/games", "usr/lib", "usr/lib/threeducks"] { mkdir(temp.file(directory), 0o755) }
        let program = temp.file("usr/games/threeducks")
        let installed = temp.file("usr/lib/threeducks/threeducks-relay-copy")
        #expect(Relay.findCopier(executable: program) == nil, "none there")
        mkdir(installed, 0o755)
        #expect(Relay.findCopier(executable: program) == nil, "a directory of that name is not it")
        rmdir(installed)
        close(open(installed, O_WRONLY | O_CREAT, 0o644))
        #expect(Relay.findCopier(executable: program) == nil, "not executable")
        chmod(installed, 0o755)
        #expect(Relay.findCopier(executable: program) == installed)
        let beside = temp.file("usr/games/threeducks-relay-copy")
        close(open(beside, O_WRONLY | O_CREAT, 0o755))
        #expect(Relay.findCopier(executable: program) == beside, "beside the program first")
        #expect(Relay.currentExecutable()?.hasPrefix("/") == true)
    }

    /// The C copier's statuses (`exit_status.h`) are the table's: each
    /// `STATUS_NAME = N` is `ExitStatus.name`'s number, and the copier uses no other.
    @Test func theCopiersHeaderSpellsTheTablesStatuses() throws {
        let header = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RelayCopy/exit_status.h")
        let text = try String(contentsOf: header, encoding: .utf8)
        var spelled: [String: Int32] = [:]
        for line in text.split(separator: "\n") where line.contains("STATUS_") && line.contains("=") {
            let parts = line.split(whereSeparator: { " =,".contains($0) })
            spelled[String(parts[0])] = Int32(parts[1])
        }
        #expect(spelled == ["STATUS_SUCCESS": ExitStatus.success, "STATUS_USAGE": ExitStatus.usage,
                            "STATUS_OS_ERROR": ExitStatus.osError, "STATUS_IO_ERROR": ExitStatus.ioError])
    }

    @Test func theCopierRunByHandRefusesInOneLine() throws {
        let temp = TestDirectory()
        let result = BuiltProgram.run([BuiltProgram.copierPath], environment: [], stdin: "hello\n", in: temp)
        #expect(result.status == 64)
        #expect(result.stderr == "threeducks: relay: threeducks-relay-copy is run by `threeducks relay ROOM`, "
                + "with the room's socket on descriptor 3\n")
        #expect(result.stdout == "")
    }

    @Test(arguments: Copier.allCases)
    func theHostClosingEndsTheCopyWithStatusZero(copier: Copier) throws {
        let host = try RelayProgramTests.Host()
        let input = InputPipe()
        let run = RelayRun([BuiltProgram.path, "relay", "ann"], environment: host.environment + copier.environment,
                           input: input.readEnd, output: host.temp.file("out"), error: host.temp.file("err"))
        guard case .opened(let id, let peer, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected")
            return
        }
        input.write("ready\n")
        #expect(host.events.wait { $0 == .line(id, "ready") } != nil)
        #expect(Copier.program(of: peer.pid) == copier.program)
        host.listener.close(id, reason: "game over")
        // The player's side stays open: only the socket's end stops the copy.
        #expect(run.status() == 0)
        #expect(BuiltProgram.read(host.temp.file("out")) == "error game over\n")
        #expect(BuiltProgram.read(host.temp.file("err")) == "")
    }

    @Test(arguments: Copier.allCases)
    func anOutputThatFailsIsAnIOError(copier: Copier) throws {
        let host = try RelayProgramTests.Host()
        let input = InputPipe()
        let run = RelayRun([BuiltProgram.path, "relay", "ann"], environment: host.environment + copier.environment,
                           input: input.readEnd, output: "/dev/full", error: host.temp.file("err"))
        guard case .opened(let id, _, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected")
            return
        }
        host.listener.send("a line the player cannot take", to: id)
        #expect(run.status() == 74)
        #expect(BuiltProgram.read(host.temp.file("err")) == "threeducks: relay: writing standard output: No space left on device\n")
    }

    @Test(arguments: Copier.allCases)
    func anInputThatFailsIsAnIOError(copier: Copier) throws {
        let host = try RelayProgramTests.Host()
        let directory = open(host.temp.path, O_RDONLY | O_DIRECTORY)
        defer { close(directory) }
        let run = RelayRun([BuiltProgram.path, "relay", "ann"], environment: host.environment + copier.environment,
                           input: directory, output: host.temp.file("out"), error: host.temp.file("err"))
        #expect(run.status() == 74)
        #expect(BuiltProgram.read(host.temp.file("err")) == "threeducks: relay: reading standard input: Is a directory\n")
    }

    /// The program where a package puts it (`PREFIX/games`), with or
    /// without the copier in `PREFIX/lib/threeducks`: an install without it
    /// (an older package, a hand-copied binary) still relays, in Swift.
    @Test(arguments: [true, false])
    func anInstalledRelayUsesTheCopierWhenItIsThere(installed: Bool) throws {
        let host = try RelayProgramTests.Host()
        for directory in ["usr", "usr/games", "usr/lib", "usr/lib/threeducks"] { mkdir(host.temp.file(directory), 0o755) }
        let program = host.temp.file("usr/games/threeducks")
        BuiltProgram.copy(BuiltProgram.path, to: program)
        if installed { BuiltProgram.copy(BuiltProgram.copierPath, to: host.temp.file("usr/lib/threeducks/threeducks-relay-copy")) }
        let input = InputPipe()
        let run = RelayRun([program, "relay", "ann"], environment: host.environment,
                           input: input.readEnd, output: host.temp.file("out"), error: host.temp.file("err"))
        guard case .opened(let id, let peer, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected")
            return
        }
        input.write("from an installed relay\n")
        #expect(host.events.wait { $0 == .line(id, "from an installed relay") } != nil)
        #expect(Copier.program(of: peer.pid) == (installed ? Relay.copierName : "threeducks"))
        input.close()
        #expect(run.status() == 0)
        #expect(BuiltProgram.read(host.temp.file("err")) == "")
    }
}

extension RelayCopierTests {
    /// A copier that is there but cannot be run (not a program: exec fails
    /// with ENOEXEC) leaves the copy to the Swift process, socket and all.
    @Test func aCopierThatCannotRunLeavesTheCopyToSwift() throws {
        let host = try RelayProgramTests.Host(echo: true)
        let program = host.temp.file("threeducks")
        BuiltProgram.copy(BuiltProgram.path, to: program)
        let broken = host.temp.file(Relay.copierName)
        let fd = open(broken, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        _ = "not a program\n".withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let input = InputPipe()
        let run = RelayRun([program, "relay", "ann"], environment: host.environment,
                           input: input.readEnd, output: host.temp.file("out"), error: host.temp.file("err"))
        guard case .opened(let id, let peer, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected: \(BuiltProgram.read(host.temp.file("err")))")
            return
        }
        input.write("still carried\n")
        #expect(host.events.wait { $0 == .line(id, "still carried") } != nil)
        #expect(Copier.program(of: peer.pid) == "threeducks")
        // The host's echo comes back through the same socket.
        let deadline = monotonicNow() + 10_000_000_000
        while BuiltProgram.read(host.temp.file("out")) != "still carried\n" && monotonicNow() < deadline { usleep(5_000) }
        #expect(BuiltProgram.read(host.temp.file("out")) == "still carried\n", "the host's echo came back")
        input.close()
        #expect(run.status() == 0)
        #expect(BuiltProgram.read(host.temp.file("err")) == "")
    }
}
