import Foundation
import GameCore
import Glibc
import Testing

/// A terminal that goes away without a signal (issue 36): the game runs on
/// a pseudo-terminal of the test's own, in a session of its own with no
/// controlling terminal and SIGHUP blocked, so closing the master reaches it
/// only through poll (POLLIN|POLLERR|POLLHUP, reads returning at once). It
/// ends as on a hang-up, 129, within a bounded wait, and keeps its journal
/// (play, the title, the replay inspector); a joiner's end drops its
/// connection, and the host says it is away.
@Suite("A closed terminal")
struct ClosedTerminalTests {
    @Test func aGameWhoseTerminalClosesEndsAsOnAHangUpAndKeepsItsJournal() async throws {
        let sandbox = try Sandbox()
        let recording = sandbox.path("game.jsonl")
        let game = try PtyGame(["--seed", "7", "--board", "easy", "--scores-file", sandbox.scoresFile,
                                "--record", recording], sandbox: sandbox)
        defer { game.kill() }
        try await game.waitForOutput("Enter")
        try game.type("\r")
        let journal = sandbox.path("journal.jsonl")
        try await game.waitFor("the deal in the journal") { Self.size(journal) > 0 }
        let dealt = Self.size(journal)
        try game.type("a")
        try await game.waitFor("the flip in the journal") { Self.size(journal) > dealt }
        let kept = Self.size(journal)

        game.closeTerminal()
        #expect(try await game.waitForExit() == 129, "a hang-up's status")
        #expect(Self.size(journal) >= kept, "the journal kept, with the flip")

        // The replay inspector, on the recording that hang-up finished, ends the same way.
        let replay = try PtyGame(["replay", recording], sandbox: sandbox)
        defer { replay.kill() }
        try await replay.waitForOutput("action")
        replay.closeTerminal()
        #expect(try await replay.waitForExit() == 129)
    }

    @Test func theTitleWhoseTerminalClosesEndsAsOnAHangUp() async throws {
        let sandbox = try Sandbox()
        let game = try PtyGame(["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { game.kill() }
        try await game.waitForOutput("Enter")
        game.closeTerminal()
        #expect(try await game.waitForExit() == 129)
    }

    @Test func aJoinerWhoseTerminalClosesLeavesAndTheHostSaysItIsAway() async throws {
        let deal = Deal(Board(rows: 2, columns: 2)!, seed: 7)
        let sandbox = try Sandbox()
        let host = try await NetPlayEndToEndTests.hostAnn(sandbox, board: "2x2", mismatchDelay: "0.5")
        defer { host.kill() }
        let joiner = try PtyGame(["join", "t", "--name", "bob"], sandbox: sandbox,
                                 environment: NetPlayEndToEndTests.rooms(sandbox))
        defer { joiner.kill() }
        try await host.waitFor("2. bob")
        try host.press("Enter")
        try await host.waitFor("Your turn")
        try host.type(String(deal.mismatch.0))
        try await host.waitFor("Moves: 1")
        try host.type(String(deal.mismatch.1))
        try await host.waitFor("bob's turn") { $0.contains("bob's turn") && !$0.contains("No match") }

        joiner.closeTerminal()
        #expect(try await joiner.waitForExit() == 129, "a hang-up's status")
        try await host.waitFor("bob is away")
    }

    @Test func aHostWhoseTerminalClosesInTheLobbyEndsAsOnAHangUp() async throws {
        let sandbox = try Sandbox()
        func host(_ room: String, blockingHangUp: Bool) throws -> PtyGame {
            try PtyGame(["host", "--board", "2x2", "--room", room, "--name", "ann"], sandbox: sandbox,
                        environment: NetPlayEndToEndTests.rooms(sandbox), blockingHangUp: blockingHangUp)
        }
        let signalled = try host("s", blockingHangUp: false)
        defer { signalled.kill() }
        try await signalled.waitForOutput("join s")
        #expect(signalled.signal(SIGHUP))
        let hungUp = try await signalled.waitForExit()

        let closed = try host("c", blockingHangUp: true)
        defer { closed.kill() }
        try await closed.waitForOutput("join c")
        closed.closeTerminal()
        #expect(try await closed.waitForExit() == hungUp, "the same status as SIGHUP's")
    }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}

/// `threeducks` on a pseudo-terminal the test opened: a new session
/// (`POSIX_SPAWN_SETSID`) whose standard streams are the terminal, opened
/// with O_NOCTTY so it is no controlling terminal and no hang-up signal
/// comes, and SIGHUP blocked besides. The test holds the master: it reads
/// what the game writes, types into it, and closes it.
final class PtyGame: @unchecked Sendable {
    private var master: Int32
    private let pid: pid_t
    private var output: [UInt8] = []
    private var status: Int32?
    static let deadline: Duration = .seconds(10)

    /// `blockingHangUp` false: SIGHUP as the test sends it (`signal`) is the game's to handle.
    init(_ arguments: [String], sandbox: Sandbox, environment: [String: String] = [:], blockingHangUp: Bool = true) throws {
        try Binary.checkBuilt()
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard master >= 0 else { throw EndToEndFailure("cannot open /dev/ptmx") }
        var unlock: Int32 = 0, number: UInt32 = 0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0,  // TIOCSPTLCK
              ioctl(master, UInt(0x8004_5430), &number) == 0,  // TIOCGPTN
              ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            close(master)
            throw EndToEndFailure("cannot set up the pseudo-terminal")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/pts/\(number)", O_RDWR | O_NOCTTY, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var blocked = sigset_t(), defaults = sigset_t()
        sigemptyset(&blocked)
        if blockingHangUp { sigaddset(&blocked, SIGHUP) }
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &blocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80))  // 0x80: SETSID

        var variables = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
                         "HOME": sandbox.home, "USER": "e2e", "TZ": "UTC"]
        variables.merge(environment) { $1 }
        let argv = ([Binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        // The master is close-on-exec: the game must not hold it, or closing it here would close nothing.
        let spawned = posix_spawn(&child, Binary.path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            throw EndToEndFailure("cannot start threeducks: \(String(cString: strerror(spawned)))")
        }
        pid = child
    }

    /// Types `text` into the terminal.
    func type(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard write(master, bytes, bytes.count) == bytes.count else { throw EndToEndFailure("cannot type \(text)") }
    }

    /// Waits, reading what the game writes, until `condition` holds.
    func waitFor(_ what: String, _ condition: () -> Bool) async throws {
        let clock = ContinuousClock(), end = clock.now + Self.deadline
        while !condition() {
            drain()
            guard clock.now < end else { throw EndToEndFailure("waited \(Self.deadline) for \(what)") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits until the game has written `text` (a run of plain characters of its screen).
    func waitForOutput(_ text: String) async throws {
        let wanted = Array(text.utf8)
        try await waitFor("\"\(text)\" written") {
            drain()
            return output.count >= wanted.count
                && (0...(output.count - wanted.count)).contains { output[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        }
    }

    /// Closes the master: the game's terminal is gone, with no signal.
    func closeTerminal() {
        if master >= 0 { close(master) }
        master = -1
    }

    /// The game's exit status (128 + a signal that killed it), within the deadline.
    func waitForExit() async throws -> Int32 {
        try await waitFor("the game to exit") { reap() != nil }
        return status!
    }

    /// Sends the game a signal.
    func signal(_ number: Int32) -> Bool { Glibc.kill(pid, number) == 0 }

    /// Ends a game the test left running.
    func kill() {
        closeTerminal()
        if reap() == nil {
            Glibc.kill(pid, SIGKILL)
            var raw: Int32 = 0
            _ = waitpid(pid, &raw, 0)
        }
    }

    private func reap() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return status
    }

    private func drain() {
        guard master >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output += buffer[0..<count]
        }
    }
}
