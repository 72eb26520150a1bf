import Glibc

/// Whether the terminal behind standard input is gone, from what poll(2)
/// says of it.
///
/// A terminal that goes away (a pty's master closed: a window shut under
/// `su`, an ssh client killed) may say so through poll alone, with no SIGHUP
/// (the process ignores it, or the terminal is not its controlling one):
/// `POLLHUP`, `POLLERR` or `POLLNVAL`, most often beside `POLLIN`, and every
/// read then returns 0 or EIO at once. Waiting on it again would spin, so
/// the run loop ends as for a hang-up. As a backstop for a terminal that
/// reports only `POLLIN` with nothing behind it (end of file), a few such
/// polls in a row count as gone too: a live terminal readable has bytes
/// waiting, and the next poll after they are read sleeps.
package struct HangUpWatch {
    /// Readable polls in a row with nothing to read before the terminal
    /// counts as gone. A dead one reaches it in microseconds.
    package static let emptyLimit = 8

    private var emptyInARow = 0

    package init() {}

    /// `revents`: what poll said of the terminal's descriptor (0 when poll
    /// timed out or failed); `waiting`: how many bytes it holds, nil when the
    /// terminal will not say (EIO once hung up). Asked once per poll.
    package mutating func isGone(revents: Int16, waiting: () -> Int?) -> Bool {
        if revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        guard revents & Int16(POLLIN) != 0 else {
            emptyInARow = 0
            return false
        }
        if let count = waiting(), count > 0 {
            emptyInARow = 0
            return false
        }
        emptyInARow += 1
        return emptyInARow >= Self.emptyLimit
    }

    /// The bytes waiting on `descriptor` (FIONREAD); nil when it fails.
    package static func waiting(on descriptor: Int32) -> Int? {
        var count: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
    }
}
