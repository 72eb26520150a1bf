#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Events left by one thread for another that polls: a list behind a lock,
/// and a pipe whose read end the taker polls, so that an event wakes it.
/// The one inbox: `RunLoopScheduler` takes finished operations' results from
/// one, and the network's listener and connections (NetTransport) leave
/// their events in one that the run loop polls beside the keyboard.
package final class EventInbox<Event: Sendable>: @unchecked Sendable {
    // Sendable by hand: `events` is only touched with `lock` held, and the
    // pipe's ends are constants.
    let wake = WakePipe()
    /// Off the dispatch path: no bench figure is at stake.
    private let lock = Lock()
    private var events: [Event] = []

    package init() {}

    /// Readable while events wait (-1 without a pipe: see `WakePipe.init`).
    package var wakeDescriptor: Int32 { wake.readEnd }

    /// Leaves an event and wakes the taker. Any thread.
    package func post(_ event: Event) {
        lock.withLock { events.append(event) }
        wake.signal()
    }

    /// Whether an event waits.
    package var hasEvents: Bool { lock.withLock { !events.isEmpty } }

    /// Takes every waiting event, oldest first, and empties the pipe.
    package func drain() -> [Event] {
        wake.drain()
        return lock.withLock {
            let taken = events
            events = []
            return taken
        }
    }

    /// Waits up to `milliseconds` for an event (for tests and simple loops);
    /// returns what waits then, possibly nothing.
    package func wait(milliseconds: Int32) -> [Event] {
        if !hasEvents {
            var entry = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, milliseconds)
        }
        return drain()
    }
}

/// A non-blocking pipe: a byte written to one end makes the other readable.
/// How another thread wakes a thread waiting in poll(2): the run loop's
/// (the inbox's), and the network's threads' (NetTransport's). The one
/// copy, here, because StoreCore is the module every other sees.
package final class WakePipe: Sendable {
    /// Poll this end for POLLIN.
    package let readEnd: Int32
    let writeEnd: Int32

    /// Without a pipe the ends stay -1, which poll(2) ignores: the run loop
    /// still sees results on its next timer or key. (The transport's threads
    /// cannot do without, and throw: `WakePipe.opened()`, `EventInbox.opened()`.)
    package init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Makes the read end readable. A full pipe is already readable.
    package func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads whatever is waiting, so the read end stops being readable.
    package func drain() {
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &buffer, { read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }
}
