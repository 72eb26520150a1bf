#if canImport(Glibc)
import Glibc
#endif
import StoreCore

/// The host's side of a room: accepts connections on a thread of its own
/// (poll(2)), admits each peer by its uid (`AllowList`, from the kernel's
/// peer credentials), frames what each sends into lines, closes a
/// connection that sends an over-long line, bytes that are not UTF-8 or a
/// flood (with one line saying why), and hands everything on as `Event`s.
///
/// Events are given to `onEvent` on the listener's thread. A program with
/// a run loop posts them into an `EventInbox` (`onEvent: inbox.post`), polls
/// the inbox's `wakeDescriptor` beside its input and drains it on its own
/// thread. `send` and `close` may be called from any thread.
public final class HostListener: @unchecked Sendable {
    // Sendable by hand: `connections`, `nextID` and `stopping` are only touched with `lock` held.

    /// A connection's number, unique for the listener's life.
    public typealias ConnectionID = Int

    public enum Event: Equatable, Sendable {
        /// A peer the allow list admits connected; the account is the kernel's word, not the peer's.
        case opened(ConnectionID, PeerCredentials, account: String)
        /// One whole line from a connection, without its end.
        case line(ConnectionID, String)
        /// The connection is gone, and why, in a few words.
        case closed(ConnectionID, reason: String)
        /// A peer was turned away before it was a connection (the allow list, too many connections).
        case refused(PeerCredentials, account: String, reason: String)
    }

    public struct Configuration: Sendable {
        public var allow: AllowList
        public var flood: FloodLimit
        /// Bytes that may wait to be written to one peer before it counts as stalled.
        public var writeCapacity: Int
        /// Connections at once; more are refused.
        public var maximumConnections: Int
        /// Connections at once from one account: more from it are refused, so
        /// one account cannot fill the room and keep a dropped player out.
        public var maximumPerAccount: Int
        /// How long a new connection may take to send its first line (the
        /// protocol's hello); one that says nothing by then is closed.
        public var firstLineMilliseconds: Int
        /// How long a connection being closed may take to take its last line.
        public var lingerMilliseconds: Int
        /// The line sent before a connection is closed or refused, given the
        /// reason; nil sends none. By default `error REASON` (the protocol may spell its own).
        public var farewell: @Sendable (String) -> String?
        /// Monotonic nanoseconds, for the flood limit; a test may give its own.
        public var clock: @Sendable () -> UInt64
        /// The machine's accounts, for the names in events and refusals:
        /// `/etc/passwd` (`PasswdFile`), read when a uid the listener has not
        /// named yet connects; a test may give its own.
        public var accounts: @Sendable () -> PasswdFile

        public init(allow: AllowList, flood: FloodLimit = FloodLimit(), writeCapacity: Int = 64 * 1024,
                    maximumConnections: Int = 64, maximumPerAccount: Int = 8, firstLineMilliseconds: Int = 10_000,
                    lingerMilliseconds: Int = 500,
                    farewell: @escaping @Sendable (String) -> String? = { "error " + $0 },
                    clock: @escaping @Sendable () -> UInt64 = monotonicNow,
                    accounts: @escaping @Sendable () -> PasswdFile = { PasswdFile() }) {
            self.allow = allow
            self.flood = flood
            self.writeCapacity = writeCapacity
            self.maximumConnections = maximumConnections
            self.maximumPerAccount = maximumPerAccount
            self.firstLineMilliseconds = firstLineMilliseconds
            self.lingerMilliseconds = lingerMilliseconds
            self.farewell = farewell
            self.clock = clock
            self.accounts = accounts
        }
    }

    private final class Connection {
        let id: ConnectionID
        let fd: Int32
        var reader = LineReader()
        var writer: LineWriter
        var flood: FloodGuard
        /// Set once the connection is to be closed: the reason, and when to give up on the last line.
        var closing: (reason: String, deadline: UInt64)?
        /// The account that connected (the kernel's word).
        let uid: uid_t
        /// When it must have sent its first line; nil once it has.
        var firstLineDeadline: UInt64?

        init(id: ConnectionID, fd: Int32, uid: uid_t, firstLineDeadline: UInt64, writeCapacity: Int, flood: FloodGuard) {
            self.id = id
            self.fd = fd
            self.uid = uid
            self.firstLineDeadline = firstLineDeadline
            writer = LineWriter(capacity: writeCapacity)
            self.flood = flood
        }
    }

    public let room: OpenRoom
    public let configuration: Configuration
    private let onEvent: @Sendable (Event) -> Void
    private let lock = Lock()
    private let wake: WakePipe
    private var connections: [ConnectionID: Connection] = [:]
    private var nextID: ConnectionID = 1
    private var stopping = false
    private var thread: pthread_t?
    /// Each uid's name as `Accounts.label` gives it, once the uid has connected: a
    /// flood of connections (refused ones too) reads /etc/passwd (up to 4 MiB) once
    /// an account, not once a connection. The listener's thread only.
    private var labels: [uid_t: String] = [:]
    /// The most uids `labels` keeps; past it, it starts again (only root can connect as that many).
    private static let labelLimit = 1024

    /// Listens on `room` once `start()` is called.
    public init(room: OpenRoom, configuration: Configuration, onEvent: @escaping @Sendable (Event) -> Void) throws(SystemError) {
        self.room = room
        self.configuration = configuration
        self.onEvent = onEvent
        wake = try WakePipe.opened()
    }

    deinit { stop() }

    /// Starts the listener's thread. It holds the listener until `stop()`:
    /// call it when the room closes.
    public func start() throws(SystemError) {
        guard thread == nil else { return }
        thread = try startThread { [self] in run() }
    }

    /// Closes every connection (without events) and ends the thread. The room stays open.
    public func stop() {
        let started: pthread_t? = lock.withLock {
            stopping = true
            defer { thread = nil }
            return thread
        }
        guard let started else { return }
        wake.signal()
        // From the listener's own thread (an event handler), it ends by itself once this returns.
        if pthread_equal(started, pthread_self()) != 0 { pthread_detach(started) } else { pthread_join(started, nil) }
    }

    /// Queues `line` for connection `id`. Any thread. A line that is not
    /// one, or a peer that has stopped reading (its queue full), closes
    /// that connection with the reason; an unknown or closing id is ignored.
    public func send(_ line: String, to id: ConnectionID) {
        lock.withLock {
            guard let connection = connections[id], connection.closing == nil else { return }
            do {
                try connection.writer.enqueue(line)
            } catch {
                beginClosing(connection, reason: String(describing: error), sayWhy: true)
            }
        }
        wake.signal()
    }

    /// Closes connection `id` after sending it `farewell(reason)`. Any thread.
    public func close(_ id: ConnectionID, reason: String) {
        lock.withLock {
            if let connection = connections[id], connection.closing == nil {
                beginClosing(connection, reason: reason, sayWhy: true)
            }
        }
        wake.signal()
    }

    /// The ids of the connections open now.
    public var openConnections: [ConnectionID] {
        lock.withLock { connections.values.filter { $0.closing == nil }.map(\.id).sorted() }
    }

    // MARK: The listener's thread

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var entries: [pollfd] = []
        var order: [Connection] = []
        while true {
            let now = configuration.clock()
            var timeout: Int32 = -1
            let shouldStop: Bool = lock.withLock {
                if stopping { return true }
                entries = [pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: room.listener, events: Int16(POLLIN), revents: 0)]
                order = connections.values.sorted { $0.id < $1.id }
                for connection in order {
                    var events: Int16 = connection.closing == nil ? Int16(POLLIN) : 0
                    if connection.writer.hasWaitingBytes { events |= Int16(POLLOUT) }
                    entries.append(pollfd(fd: connection.fd, events: events, revents: 0))
                    if let deadline = connection.closing?.deadline ?? connection.firstLineDeadline {
                        let wait = deadline > now ? Int32(clamping: (deadline - now) / 1_000_000 + 1) : 0
                        timeout = timeout < 0 ? wait : min(timeout, wait)
                    }
                }
                return false
            }
            if shouldStop { break }
            let ready = poll(&entries, nfds_t(entries.count), timeout)
            if ready < 0 && errno != EINTR { break }
            if entries[0].revents != 0 { wake.drain() }
            if entries[1].revents & Int16(POLLIN) != 0 { acceptAll() }
            var events: [Event] = []
            lock.withLock {
                for (index, connection) in order.enumerated() where connections[connection.id] === connection {
                    let revents = entries[index + 2].revents
                    if connection.closing == nil && revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                        events += readFrom(connection, buffer: &buffer)
                    }
                    flushAndMaybeClose(connection, events: &events)
                }
                // Connections that said nothing in time, whose closing began on
                // another thread, and whose deadlines passed.
                let now = configuration.clock()
                for connection in connections.values where connection.closing == nil {
                    if let deadline = connection.firstLineDeadline, now >= deadline {
                        let limit = configuration.firstLineMilliseconds
                        let seconds = limit % 1000 == 0 ? "\(limit / 1000)" : "\(Double(limit) / 1000)"
                        beginClosing(connection, reason: "sent no line within \(seconds) s of connecting", sayWhy: true)
                    }
                }
                for connection in connections.values.sorted(by: { $0.id < $1.id }) where connection.closing != nil {
                    flushAndMaybeClose(connection, events: &events)
                }
            }
            events.forEach(onEvent)
        }
        lock.withLock {
            for connection in connections.values { Glibc.close(connection.fd) }
            connections = [:]
        }
    }

    /// Accepts every waiting connection: admitted ones become `Connection`s.
    private func acceptAll() {
        while true {
            let fd = accept(room.listener, nil, nil)
            if fd < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return  // EAGAIN, or out of descriptors: try again on the next readiness.
            }
            makeNonBlocking(fd)
            guard let peer = try? PeerCredentials.of(socket: fd) else {
                Glibc.close(fd)
                continue
            }
            let account = accountLabels([peer.uid])[0]
            var refusal: String?
            if !configuration.allow.admits(peer.uid) {
                refusal = "account \(account) may not join room \(room.name) (the host allows \(allowedText)); "
                    + "to let it in, the host runs threeducks host --allow \(account)"
            }
            let event: Event = lock.withLock {
                if refusal == nil && connections.count >= configuration.maximumConnections {
                    refusal = "room \(room.name) has too many connections (\(configuration.maximumConnections))"
                }
                if refusal == nil, connections.values.count(where: { $0.uid == peer.uid && $0.closing == nil })
                    >= configuration.maximumPerAccount {
                    refusal = "account \(account) has too many connections to room \(room.name) (\(configuration.maximumPerAccount))"
                }
                if let refusal {
                    // One short line into an empty socket buffer: it fits, and we do not wait.
                    if let line = configuration.farewell(refusal), NetLine.problem(with: line) == nil {
                        let bytes = Array((line + "\n").utf8)
                        _ = Glibc.send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL))
                    }
                    Glibc.close(fd)
                    return .refused(peer, account: account, reason: refusal)
                }
                let id = nextID
                nextID += 1
                let now = configuration.clock()
                connections[id] = Connection(id: id, fd: fd, uid: peer.uid,
                                             firstLineDeadline: now + UInt64(max(configuration.firstLineMilliseconds, 0)) * 1_000_000,
                                             writeCapacity: configuration.writeCapacity,
                                             flood: FloodGuard(configuration.flood, now: now))
                return .opened(id, peer, account: account)
            }
            onEvent(event)
        }
    }

    private var allowedText: String {
        guard let others = configuration.allow.others else { return "every account" }
        let names = accountLabels([configuration.allow.host] + others.sorted())
        return names.count == 1 ? "only \(names[0])" : names.joined(separator: ", ")
    }

    /// The names of `uids` (`labels`), the accounts read at most once, and only for a uid not named yet.
    private func accountLabels(_ uids: [uid_t]) -> [String] {
        var passwd: PasswdFile?
        return uids.map { uid in
            if let known = labels[uid] { return known }
            let read = passwd ?? configuration.accounts()
            passwd = read
            let label = Accounts.label(of: uid, in: read)
            if labels.count >= Self.labelLimit { labels.removeAll() }
            labels[uid] = label
            return label
        }
    }

    /// Reads what the peer sent; the lines, or the closing. `lock` held.
    private func readFrom(_ connection: Connection, buffer: inout [UInt8]) -> [Event] {
        var events: [Event] = []
        let count = readSome(connection.fd, into: &buffer)
        if count == 0 {
            let reason = connection.reader.endsMidLine ? "closed the connection mid-line" : "closed the connection"
            beginClosing(connection, reason: reason, sayWhy: false)
            return events
        }
        if count < 0 {
            if errno != EAGAIN && errno != EWOULDBLOCK {
                beginClosing(connection, reason: "connection lost: \(String(cString: strerror(errno)))", sayWhy: false)
            }
            return events
        }
        let now = configuration.clock()
        if let flood = connection.flood.admitBytes(count, now: now) {
            beginClosing(connection, reason: flood, sayWhy: true)
            return events
        }
        let output = connection.reader.feed(buffer[0..<count])
        if !output.lines.isEmpty { connection.firstLineDeadline = nil }
        for line in output.lines {
            if let flood = connection.flood.admitLine(now: now) {
                beginClosing(connection, reason: flood, sayWhy: true)
                return events
            }
            events.append(.line(connection.id, line))
        }
        if let problem = output.problem { beginClosing(connection, reason: "sent \(problem)", sayWhy: true) }
        return events
    }

    /// Marks `connection` closing and queues the farewell. `lock` held.
    private func beginClosing(_ connection: Connection, reason: String, sayWhy: Bool) {
        guard connection.closing == nil else { return }
        let linger = sayWhy ? UInt64(max(configuration.lingerMilliseconds, 0)) * 1_000_000 : 0
        connection.closing = (reason, configuration.clock() + linger)
        if sayWhy, let line = configuration.farewell(reason) {
            // Past a full queue the farewell does not fit: the peer was not reading anyway.
            try? connection.writer.enqueue(line)
        }
        // A peer that no longer counts gets nothing more than the farewell.
        shutdown(connection.fd, Int32(SHUT_RD))
    }

    /// Writes what waits; closes a connection whose closing is done or overdue. `lock` held.
    private func flushAndMaybeClose(_ connection: Connection, events: inout [Event]) {
        guard connections[connection.id] === connection else { return }
        if connection.writer.hasWaitingBytes {
            if case .failed(let error) = connection.writer.flush(to: connection.fd) {
                // A peer that is gone takes no farewell: close now.
                if connection.closing == nil {
                    beginClosing(connection, reason: "connection lost: \(String(cString: strerror(error)))", sayWhy: false)
                } else {
                    connection.closing?.deadline = 0
                }
            }
        }
        guard let closing = connection.closing else { return }
        if !connection.writer.hasWaitingBytes || configuration.clock() >= closing.deadline {
            Glibc.close(connection.fd)
            connections[connection.id] = nil
            events.append(.closed(connection.id, reason: closing.reason))
        }
    }
}
