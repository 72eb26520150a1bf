/// Bytes in, as they come from a socket or a pipe; complete lines out.
///
/// A read may hold part of a line, many lines, or a line's end and the next
/// one's start: `feed` keeps the unfinished part and returns every line
/// completed so far, without its `\n` (or `\r\n`). It never holds more than
/// `NetLine.maximumBytes + 1` bytes: a longer line is a `LineProblem`, and so
/// are bytes that are not UTF-8. After a problem the reader is done: the
/// connection is to be closed, and every later `feed` returns the same problem.
public struct LineReader: Sendable {
    private var pending: [UInt8] = []
    /// The problem that ended the reader, if any.
    public private(set) var problem: LineProblem?

    public init() {}

    /// The bytes of an unfinished line held so far.
    public var pendingByteCount: Int { pending.count }

    /// What one `feed` gave: the lines completed, in order, and the problem
    /// met after them, if any (lines before a problem are good ones).
    public struct Output: Equatable, Sendable {
        public var lines: [String] = []
        public var problem: LineProblem?

        public init(lines: [String] = [], problem: LineProblem? = nil) {
            self.lines = lines
            self.problem = problem
        }
    }

    /// Takes the bytes of one read; returns the lines they complete.
    public mutating func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Output {
        var output = Output()
        if let problem {
            output.problem = problem
            return output
        }
        for byte in bytes {
            if byte == 0x0A {
                if pending.last == 0x0D { pending.removeLast() }
                guard let line = String(validating: pending, as: UTF8.self) else { return fail(.invalidUTF8, output) }
                output.lines.append(line)
                pending.removeAll(keepingCapacity: true)
            } else {
                // One byte past the limit may be the `\r` of a `\r\n`.
                if pending.count == NetLine.maximumBytes && byte != 0x0D || pending.count > NetLine.maximumBytes {
                    return fail(.tooLong(bytes: pending.count + 1), output)
                }
                pending.append(byte)
            }
        }
        return output
    }

    /// The unfinished line left when the other side closed: nothing to
    /// deliver, but worth saying (a peer that ended mid-line).
    public var endsMidLine: Bool { !pending.isEmpty }

    private mutating func fail(_ problem: LineProblem, _ output: Output) -> Output {
        self.problem = problem
        pending = []
        var output = output
        output.problem = problem
        return output
    }
}
