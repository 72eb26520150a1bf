import NetTransport
import Testing

/// However a stream is cut into reads, the reader gives the same lines and
/// the same problem: seeded random streams, each cut at random places.
@Suite struct LineReaderPropertyTests {
    /// xorshift64*: a small seeded generator, so every run sees the same streams.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    /// A stream of mostly good lines, with now and then a long one, a `\r`, or a byte that is not UTF-8.
    private func stream(_ random: inout Generator) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<2: bytes += [UInt8](repeating: 0x78, count: Int.random(in: 4090...4100, using: &random))
            case 2..<4: bytes += [0xFF]
            case 4..<10: bytes += Array("é🦆\r".utf8)
            default: bytes += Array("flip \(Int.random(in: 0..<144, using: &random))".utf8)
            }
            bytes += Int.random(in: 0..<5, using: &random) == 0 ? [0x0D, 0x0A] : [0x0A]
        }
        return bytes
    }

    @Test func cuttingTheStreamAnywhereChangesNothing() {
        var random = Generator(state: 0x5EED_D0C5)
        for _ in 0..<2000 {
            let bytes = stream(&random)
            var whole = LineReader()
            let expected = whole.feed(bytes)
            var cut = LineReader()
            var lines: [String] = []
            var problem: LineProblem?
            var start = 0
            while start < bytes.count && problem == nil {
                let end = min(bytes.count, start + Int.random(in: 1...600, using: &random))
                let output = cut.feed(bytes[start..<end])
                lines += output.lines
                problem = output.problem
                start = end
            }
            #expect(lines == expected.lines)
            // A too-long line is found as soon as it is too long, whatever the cut: the same problem.
            #expect(problem == expected.problem)
            #expect(cut.pendingByteCount <= NetLine.maximumBytes + 1)
            #expect(lines.allSatisfy { $0.utf8.count <= NetLine.maximumBytes && !$0.utf8.contains(0x0A) })
        }
    }
}
