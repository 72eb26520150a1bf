import Glibc
import NetTransport
import Testing

/// The outgoing queue: lines become bytes, partial writes resume, and a
/// peer that stops reading fills a bounded queue instead of the sender's memory.
@Suite struct LineWriterTests {
    @Test func linesGoOutWithTheirEnds() {
        var writer = LineWriter()
        try? writer.enqueue("flip 3")
        try? writer.enqueue("")
        var out: [UInt8] = []
        #expect(writer.flush { out += $0; return $0.count } == .done)
        #expect(out == Array("flip 3\n\n".utf8))
        #expect(!writer.hasWaitingBytes)
    }

    @Test func aPartialWriteResumesWhereItStopped() {
        var writer = LineWriter()
        try? writer.enqueue("abcdef")
        var out: [UInt8] = []
        // A peer that takes two bytes, then nothing for now.
        var budget = 2
        let partial = writer.flush { bytes in
            guard budget > 0 else { errno = EAGAIN; return -1 }
            let taken = min(budget, bytes.count)
            budget -= taken
            out += bytes.prefix(taken)
            return taken
        }
        #expect(partial == .wouldBlock)
        #expect(writer.waitingByteCount == 5)
        #expect(writer.flush { out += $0; return $0.count } == .done)
        #expect(out == Array("abcdef\n".utf8))
    }

    @Test func aFullQueueRefusesTheNextLineAndKeepsWhatItHad() throws {
        var writer = LineWriter(capacity: 10_000)
        let line = String(repeating: "y", count: 999)
        for _ in 0..<10 { try writer.enqueue(line) }
        #expect(writer.waitingByteCount == 10_000)
        #expect(throws: LineWriter.Refusal.queueFull(waiting: 10_000)) { try writer.enqueue("z") }
        #expect(writer.waitingByteCount == 10_000)
        // Once the peer reads, there is room again.
        _ = writer.flush { $0.count }
        try writer.enqueue("z")
    }

    @Test func aLineThatIsNotALineIsRefused() {
        var writer = LineWriter()
        #expect(throws: LineWriter.Refusal.line(.containsNewline)) { try writer.enqueue("a\nb") }
        #expect(throws: LineWriter.Refusal.line(.containsNewline)) { try writer.enqueue("a\r") }
        #expect(throws: LineWriter.Refusal.line(.tooLong(bytes: NetLine.maximumBytes + 1))) {
            try writer.enqueue(String(repeating: "é", count: NetLine.maximumBytes / 2) + "x")
        }
        #expect(!writer.hasWaitingBytes)
    }

    @Test func aGonePeerIsAFailureNotAWait() {
        var writer = LineWriter()
        try? writer.enqueue("hello")
        #expect(writer.flush { _ in errno = EPIPE; return -1 } == .failed(EPIPE))
    }

    @Test func theQueueIsReusedAfterManyRounds() throws {
        var writer = LineWriter(capacity: 8192)
        var total = 0
        for round in 0..<1000 {
            try writer.enqueue("line \(round)")
            var budget = 3
            _ = writer.flush { bytes in
                let taken = min(budget, bytes.count)
                budget -= taken
                if taken == 0 { errno = EAGAIN; return -1 }
                total += taken
                return taken
            }
        }
        _ = writer.flush { total += $0.count; return $0.count }
        #expect(total == (0..<1000).map { "line \($0)\n".utf8.count }.reduce(0, +))
    }

    /// A pipe has no MSG_NOSIGNAL: a reader gone is EPIPE, and the SIGPIPE the
    /// write raises is taken back, so a process that keeps SIGPIPE's default
    /// is not killed. Before, the relay tests killed this test process.
    ///
    /// SIGPIPE is at its default here until SwiftNIO opens a socket in this
    /// process (the server's PostgreSQL store, in GameServerTests), which
    /// ignores it for the whole process. Either way the check below holds
    /// and means the same: the writer blocks SIGPIPE for its write, and
    /// Linux keeps a blocked signal pending even when it is ignored, so a
    /// signal not taken back would be found pending.
    @Test func aPipeWhoseReaderIsGoneIsEPIPEAndNoSignal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var writer = LineWriter()
        try writer.enqueue("nobody reads this")
        #expect(writer.flush(to: ends[1]) == .failed(EPIPE))
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0, "no SIGPIPE left pending")
    }
}
