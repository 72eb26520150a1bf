#if canImport(Glibc)
import Glibc
#endif
import StoreCore

extension WakePipe {
    /// StoreCore's wake pipe, or the failed pipe(2) as an error: a thread of
    /// the transport waits on it in poll(2), and cannot do without.
    static func opened() throws(SystemError) -> WakePipe {
        let pipe = WakePipe()
        guard pipe.readEnd >= 0 else { throw SystemError("pipe") }
        return pipe
    }
}

extension EventInbox {
    /// StoreCore's inbox, or the failed pipe(2) as an error: a run loop waits
    /// on it for the transport's events, and cannot do without.
    package static func opened() throws(SystemError) -> EventInbox {
        let inbox = EventInbox()
        guard inbox.wakeDescriptor >= 0 else { throw SystemError("pipe") }
        return inbox
    }
}

/// A failed system call: its name and errno, as one line.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let call: String
    public let code: Int32

    public init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    public var description: String { "\(call): \(String(cString: strerror(code)))" }
}

/// Monotonic time in nanoseconds.
public func monotonicNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Sets O_NONBLOCK and FD_CLOEXEC on `fd`.
func makeNonBlocking(_ fd: Int32) {
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
}

/// Starts `body` on a new thread; join it with pthread_join.
func startThread(_ body: @escaping @Sendable () -> Void) throws(SystemError) -> pthread_t {
    final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(&thread, nil, { argument in
        let box = Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue()
        box.body()
        return nil
    }, box)
    guard result == 0 else {
        Unmanaged<Box>.fromOpaque(box).release()
        throw SystemError("pthread_create", code: result)
    }
    return thread
}

/// Reads what `fd` has now into `buffer`: the byte count, 0 at the end, or -1 with errno (EINTR retried).
func readSome(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count >= 0 || errno != EINTR { return count }
    }
}
