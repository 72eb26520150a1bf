#if canImport(Glibc)
import Glibc
#endif
import StoreCore

/// The joining side: one connection to a host, as lines. Either a room's
/// Unix socket on this machine (`toRoom`), or a command whose standard
/// input and output carry the lines (`spawning`: `ssh HOST threeducks relay
/// ROOM`, or a `--via` command line); the command's standard error goes to
/// the user (ssh's password prompt, its errors) and its exit is the
/// connection's closing reason.
///
/// A thread of its own reads and writes (poll(2)); `onEvent` is called on
/// it (post into an `EventInbox` to hand events to a run loop). `send` and
/// `close` may be called from any thread.
public final class ClientConnection: @unchecked Sendable {
    // Sendable by hand: `reader`, `writer`, `closing`, `stopped` and `child` are only touched with `lock` held.
    public enum Event: Equatable, Sendable {
        case line(String)
        /// The connection is over, and why, in one line; nothing follows.
        /// `exitStatus`: the spawned command's, when it exited with one but 0.
        case closed(reason: String, exitStatus: Int32? = nil)
    }

    /// The spawned command: its pid and the name to give it in messages.
    private struct Child {
        let pid: pid_t
        let label: String
    }

    private let readFD: Int32
    private let writeFD: Int32
    private let onEvent: @Sendable (Event) -> Void
    private let lock = Lock()
    private let wake: WakePipe
    private var reader = LineReader()
    private var writer: LineWriter
    private var closing: String?
    private var finished = false
    private var child: Child?
    /// The host's credentials, for a room on this machine (who really hosts it).
    public let host: PeerCredentials?

    private init(readFD: Int32, writeFD: Int32, child: Child?, host: PeerCredentials?, writeCapacity: Int,
                 onEvent: @escaping @Sendable (Event) -> Void) throws(SystemError) {
        self.readFD = readFD
        self.writeFD = writeFD
        self.child = child
        self.host = host
        self.onEvent = onEvent
        writer = LineWriter(capacity: writeCapacity)
        wake = try WakePipe.opened()
    }

    deinit { close() }

    /// Connects to room `name` on this machine and starts reading.
    public static func toRoom(_ name: RoomName, in directory: RoomDirectory, writeCapacity: Int = 64 * 1024,
                              onEvent: @escaping @Sendable (Event) -> Void) throws(RoomError) -> ClientConnection {
        let fd = try connectToRoom(name, in: directory)
        makeNonBlocking(fd)
        let host = try? PeerCredentials.of(socket: fd)
        do {
            let connection = try ClientConnection(readFD: fd, writeFD: fd, child: nil, host: host,
                                                  writeCapacity: writeCapacity, onEvent: onEvent)
            try connection.start()
            return connection
        } catch {
            Glibc.close(fd)
            throw .system(error.description)
        }
    }

    /// Starts `arguments` (found on PATH, no shell) with pipes for its
    /// standard input and output, `standardError` as its standard error
    /// (the program's own by default), and starts reading. `label` names
    /// it in the closing reason (`ssh exited with status 255`). `environment`
    /// (`NAME=value` entries) replaces the program's own when given.
    public static func spawning(_ arguments: [String], label: String? = nil, standardError: Int32 = 2,
                                environment: [String]? = nil, writeCapacity: Int = 64 * 1024,
                                onEvent: @escaping @Sendable (Event) -> Void) throws(SystemError) -> ClientConnection {
        guard let program = arguments.first else { throw SystemError("spawn", code: EINVAL) }
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw SystemError("pipe") }
        guard pipe(&fromChild) == 0 else {
            Glibc.close(toChild[0]); Glibc.close(toChild[1])
            throw SystemError("pipe")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        if standardError != 2 { posix_spawn_file_actions_adddup2(&actions, standardError, 2) }
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        // Every other descriptor of ours has FD_CLOEXEC where this module made it;
        // the caller's are theirs to mark.

        // The caller's threads may block signals, and a child inherits the mask: start it clean.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = envp == nil ? posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
            : posix_spawnp(&pid, program, &actions, &attributes, argv, envp!)
        Glibc.close(toChild[0])
        Glibc.close(fromChild[1])
        guard spawned == 0 else {
            Glibc.close(toChild[1]); Glibc.close(fromChild[0])
            throw SystemError("cannot run \(program)", code: spawned)
        }
        makeNonBlocking(toChild[1])
        makeNonBlocking(fromChild[0])
        let child = Child(pid: pid, label: label ?? String(program.split(separator: "/").last ?? Substring(program)))
        do {
            let connection = try ClientConnection(readFD: fromChild[0], writeFD: toChild[1], child: child, host: nil,
                                                  writeCapacity: writeCapacity, onEvent: onEvent)
            try connection.start()
            return connection
        } catch {
            Glibc.close(toChild[1]); Glibc.close(fromChild[0])
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            throw error
        }
    }

    /// Starts the connection's thread, detached: it holds the connection
    /// until its `closed` event, so a connection lives until it is over.
    private func start() throws(SystemError) {
        pthread_detach(try startThread { [self] in run() })
    }

    /// Queues `line` for the host. Any thread. A line that is not one, or a
    /// host that has stopped reading, ends the connection with the reason.
    public func send(_ line: String) {
        lock.withLock {
            guard closing == nil else { return }
            do {
                try writer.enqueue(line)
            } catch {
                closing = String(describing: error)
            }
        }
        wake.signal()
    }

    /// Ends the connection: the host sees it closed, a spawned command is
    /// given its end of input, then time to exit, then SIGTERM. `closed`
    /// follows, with `reason`. Any thread.
    public func close(reason: String = "closed") {
        lock.withLock { if closing == nil { closing = reason } }
        wake.signal()
    }

    /// Whether the connection is over (its `closed` event given).
    public var isFinished: Bool { lock.withLock { finished } }

    // MARK: The connection's thread

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var reason: String?
        var drainedOnClose = false
        while reason == nil {
            let (wantsWrite, asked) = lock.withLock { (writer.hasWaitingBytes, closing) }
            if let asked {
                // Our own close: what was queued before it still goes out, briefly.
                if wantsWrite && !drainedOnClose {
                    drainedOnClose = true
                    var entry = pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&entry, 1, 200)
                    _ = lock.withLock { writer.flush(to: writeFD) }
                }
                reason = asked
                break
            }
            var entries = [pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)]
            if wantsWrite {
                if writeFD == readFD { entries[1].events |= Int16(POLLOUT) }
                else { entries.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
            }
            if poll(&entries, nfds_t(entries.count), -1) < 0 && errno != EINTR { reason = "poll failed"; break }
            if entries[0].revents != 0 { wake.drain() }
            if entries[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = readSome(readFD, into: &buffer)
                if count == 0 {
                    reason = child == nil ? "the host closed the connection" : ""
                } else if count < 0 {
                    if errno != EAGAIN && errno != EWOULDBLOCK { reason = "connection lost: \(String(cString: strerror(errno)))" }
                } else {
                    var output = LineReader.Output()
                    lock.withLock { output = reader.feed(buffer[0..<count]) }
                    output.lines.forEach { onEvent(.line($0)) }
                    if let problem = output.problem { reason = "the host sent \(problem)" }
                }
            }
            if reason == nil {
                let flushed = lock.withLock { writer.hasWaitingBytes ? writer.flush(to: writeFD) : .done }
                if case .failed(let error) = flushed {
                    reason = child == nil ? "connection lost: \(String(cString: strerror(error)))" : ""
                }
            }
        }
        Glibc.close(readFD)
        if writeFD != readFD { Glibc.close(writeFD) }
        var final = reason ?? "closed", exitStatus: Int32?
        if let child = lock.withLock({ child }) {
            let ended = Self.reap(child.pid)
            // The command's own end says most: `ssh exited with status 255`.
            if final.isEmpty || final == "closed" {
                (final, exitStatus) = (Self.describe(ended, label: child.label), Self.failure(ended))
            }
        }
        lock.withLock {
            finished = true
            child = nil
        }
        onEvent(.closed(reason: final, exitStatus: exitStatus))
    }

    /// Waits for the child a while (it has lost its pipes, so it should end
    /// soon), then asks it to end, then ends it. Its wait status.
    private static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        for (milliseconds, signal) in [(2000, SIGTERM), (1000, SIGKILL), (-1, 0)] {
            let deadline = monotonicNow() + UInt64(max(milliseconds, 0)) * 1_000_000
            while true {
                let result = waitpid(pid, &status, milliseconds < 0 ? 0 : WNOHANG)
                if result == pid { return status }
                if result < 0 && errno != EINTR { return status }
                if milliseconds >= 0 && monotonicNow() >= deadline { break }
                if result == 0 { usleep(5_000) }
            }
            kill(pid, signal)
        }
        return status
    }

    /// A wait status in words: `ssh exited with status 255`, `ssh was killed by signal 9`.
    public static func describe(_ status: Int32, label: String) -> String {
        if let code = failure(status) { return "\(label) exited with status \(code)" }
        return status & 0x7F == 0 ? "\(label) ended" : "\(label) was killed by signal \(status & 0x7F)"
    }

    /// The exit status in a wait status; nil for 0 or an end by a signal.
    static func failure(_ status: Int32) -> Int32? {
        (status & 0x7F) == 0 && (status >> 8) & 0xFF != 0 ? (status >> 8) & 0xFF : nil
    }
}

