#if canImport(Glibc)
import Glibc
#endif

/// Lines out, as bytes, through a bounded queue: a peer that stops reading
/// fills it, and the next line that would not fit is refused
/// (`.queueFull`): the connection is to be closed, so a slow or stalled
/// reader never blocks the sender nor makes it hold unbounded memory.
public struct LineWriter: Sendable {
    /// The most bytes waiting to be written, line ends included.
    public let capacity: Int
    private var queue: [UInt8] = []
    private var start = 0

    /// 64 KiB by default: sixteen lines of the longest kind, hundreds of
    /// ordinary ones.
    public init(capacity: Int = 64 * 1024) {
        self.capacity = max(capacity, NetLine.maximumBytes + 1)
    }

    /// Why a line was not queued.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case line(LineProblem)
        /// The peer has not read what was sent before: this many bytes wait.
        case queueFull(waiting: Int)

        public var description: String {
            switch self {
            case .line(let problem): "cannot send \(problem)"
            case .queueFull(let waiting): "the other side stopped reading (\(waiting) bytes waiting)"
            }
        }
    }

    /// Bytes queued and not yet written.
    public var waitingByteCount: Int { queue.count - start }

    /// Whether anything waits to be written.
    public var hasWaitingBytes: Bool { start < queue.count }

    /// Queues `line` and its `\n`, or refuses it; a refused line leaves the queue as it was.
    public mutating func enqueue(_ line: String) throws(Refusal) {
        if let problem = NetLine.problem(with: line) { throw .line(problem) }
        let size = line.utf8.count + 1
        guard waitingByteCount + size <= capacity else { throw .queueFull(waiting: waitingByteCount) }
        if start > 0 && start >= queue.count / 2 {
            queue.removeFirst(start)
            start = 0
        }
        queue.append(contentsOf: line.utf8)
        queue.append(0x0A)
    }

    /// What a `flush` came to.
    public enum Flush: Equatable, Sendable {
        /// Everything queued was written.
        case done
        /// The peer takes no more for now: wait until it can (POLLOUT).
        case wouldBlock
        /// Writing failed for good, with this errno (EPIPE: the peer is gone).
        case failed(Int32)
    }

    /// Writes as much as `write` takes. `write` is given the waiting bytes
    /// and returns how many it wrote, or -1 with `errno` set, as write(2) does.
    public mutating func flush(_ write: (UnsafeRawBufferPointer) -> Int) -> Flush {
        while start < queue.count {
            let written = queue.withUnsafeBytes { bytes in write(UnsafeRawBufferPointer(rebasing: bytes[start...])) }
            if written < 0 {
                let error = errno
                if error == EINTR { continue }
                return error == EAGAIN || error == EWOULDBLOCK ? .wouldBlock : .failed(error)
            }
            if written == 0 { return .wouldBlock }
            start += written
        }
        queue.removeAll(keepingCapacity: queue.capacity <= capacity)
        start = 0
        return .done
    }

    /// Writes as much as the non-blocking descriptor `fd` takes now.
    public mutating func flush(to fd: Int32) -> Flush {
        flush { bytes in
            #if canImport(Glibc)
            // send(2) with MSG_NOSIGNAL on sockets: a gone peer is EPIPE, not SIGPIPE.
            let sent = Glibc.send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if sent < 0 && errno == ENOTSOCK { return Self.writeWithoutSIGPIPE(fd, bytes) }
            return sent
            #endif
        }
    }

    #if canImport(Glibc)
    /// write(2) to a pipe, where there is no MSG_NOSIGNAL: SIGPIPE is blocked
    /// on this thread for the call, and one it raised is taken back before
    /// the mask is restored, so a gone reader is EPIPE and never kills the
    /// process, whatever the process does with SIGPIPE.
    private static func writeWithoutSIGPIPE(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var pendingBefore = sigset_t()
        sigpending(&pendingBefore)
        let written = Glibc.write(fd, bytes.baseAddress, bytes.count)
        let error = errno
        if written < 0 && error == EPIPE && sigismember(&pendingBefore, SIGPIPE) == 0 {
            var now = timespec()
            while sigtimedwait(&pipeSignal, nil, &now) < 0 && errno == EINTR {}
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        errno = error
        return written
    }
    #endif
}
