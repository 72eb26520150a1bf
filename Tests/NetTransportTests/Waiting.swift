import Glibc
import NetTransport
import StoreCore
import Testing

/// Ends the test as skipped, with the reason (Swift Testing's cancellation;
/// declared to return, as the code after a call to `Test.cancel` is
/// otherwise warned of as never run).
func skipTest(_ reason: String) throws {
    try Test.cancel(Comment(rawValue: reason))
}

/// Events as a test waits for them: everything posted to an inbox so far,
/// and bounded waits for the one it expects (a deadline, never a sleep).
final class Collected<Event: Sendable & Equatable>: @unchecked Sendable {
    let inbox: EventInbox<Event>
    private(set) var events: [Event] = []

    init() throws { inbox = try EventInbox<Event>.opened() }

    var post: @Sendable (Event) -> Void { { [inbox] in inbox.post($0) } }

    /// Waits up to `seconds` for an event that `matches`; it, or nil at the deadline.
    @discardableResult
    func wait(seconds: Double = 10, for matches: (Event) -> Bool) -> Event? {
        if let found = events.first(where: matches) { return found }
        let deadline = monotonicNow() + UInt64(seconds * 1e9)
        while monotonicNow() < deadline {
            let new = inbox.wait(milliseconds: 50)
            events += new
            if let found = new.first(where: matches) { return found }
        }
        return nil
    }
}

/// A raw connection to a room, for peers that misbehave on purpose.
struct RawPeer {
    let fd: Int32

    init(_ room: RoomName, in directory: RoomDirectory) throws {
        fd = try connectToRoom(room, in: directory)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    func write(_ text: String) { writeBytes(Array(text.utf8)) }

    func writeBytes(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Everything until the host closes (or 10 s pass), as text.
    func readToEnd() -> String {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            all += buffer[0..<count]
        }
        return String(decoding: all, as: UTF8.self)
    }

    func close() { Glibc.close(fd) }
}
