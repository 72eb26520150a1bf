import Glibc
import Testing
@testable import TerminalUI

/// A terminal that goes away without a signal ends the run loop: poll's
/// hang-up bits, with POLLIN or without, and a terminal readable with
/// nothing to read, again and again.
@Suite struct HangUpWatchTests {
    private static let hangUp = Int16(POLLIN | POLLERR | POLLHUP)  // a pty whose master closed

    @Test func pollsHangUpBitsEndItEvenBesideInput() {
        for revents in [Self.hangUp, Int16(POLLHUP), Int16(POLLERR), Int16(POLLNVAL), Int16(POLLIN | POLLHUP)] {
            var watch = HangUpWatch()
            let gone = watch.isGone(revents: revents, waiting: { 3 })
            #expect(gone, "revents \(revents)")
        }
    }

    @Test func aKeyOrATimeoutIsNoHangUp() {
        var watch = HangUpWatch()
        let key = watch.isGone(revents: Int16(POLLIN), waiting: { 1 })
        let timeout = watch.isGone(revents: 0, waiting: { nil })
        #expect(!key && !timeout)
    }

    @Test func readableWithNothingToReadAgainAndAgainIsAHangUp() {
        var watch = HangUpWatch()
        for _ in 1..<HangUpWatch.emptyLimit {
            let gone = watch.isGone(revents: Int16(POLLIN), waiting: { 0 })
            #expect(!gone)
        }
        let gone = watch.isGone(revents: Int16(POLLIN), waiting: { nil })
        #expect(gone)
    }

    @Test func aKeyOrASleepBetweenEmptyPollsStartsTheCountAgain() {
        var watch = HangUpWatch()
        for step in 0..<(3 * HangUpWatch.emptyLimit) {
            // Every few empty polls a key, or a poll that slept to its timeout: a live terminal.
            let revents = step % 5 == 4 ? 0 : Int16(POLLIN)
            let waiting = step % 7 == 6 ? 2 : 0
            let gone = watch.isGone(revents: revents, waiting: { waiting })
            #expect(!gone, "step \(step)")
        }
    }

    /// A real pseudo-terminal: readable with a line waiting is live; once its
    /// master is closed, poll on the other end says POLLIN|POLLERR|POLLHUP
    /// at once, every time, and the watch says gone.
    @Test func aPtyWhoseMasterIsClosedIsGone() throws {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(master >= 0)
        var unlock: Int32 = 0, number: UInt32 = 0
        try #require(ioctl(master, UInt(0x4004_5431), &unlock) == 0)  // TIOCSPTLCK
        try #require(ioctl(master, UInt(0x8004_5430), &number) == 0)  // TIOCGPTN
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(slave >= 0)
        defer { close(slave) }
        var watch = HangUpWatch()
        func pollSlave(_ milliseconds: Int32) -> (Int32, Int16, Bool) {
            var entry = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
            let result = poll(&entry, 1, milliseconds)
            let gone = watch.isGone(revents: result > 0 ? entry.revents : 0, waiting: { HangUpWatch.waiting(on: slave) })
            return (result, entry.revents, gone)
        }

        let idle = pollSlave(0)
        #expect(idle.0 == 0 && !idle.2, "nothing typed: not readable, not gone")
        let line: [UInt8] = Array("q\n".utf8)
        #expect(write(master, line, line.count) == line.count)
        let typed = pollSlave(5_000)  // a bounded wait: the pty hands the line on in a moment
        #expect(typed.0 == 1 && typed.1 == Int16(POLLIN) && !typed.2, "a line typed: live")

        close(master)
        for _ in 0..<3 {
            let closed = pollSlave(5_000)
            #expect(closed.0 == 1 && closed.1 & Self.hangUp == Self.hangUp, "revents \(closed.1)")
            #expect(closed.2)
        }
        #expect(HangUpWatch.waiting(on: slave) == nil, "FIONREAD fails once hung up (EIO)")
        var byte: UInt8 = 0
        #expect(read(slave, &byte, 1) <= 0, "and a read returns at once")
    }
}
