import NetTransport
import Testing

/// Line framing: bytes as a socket gives them, lines as the protocol takes them.
@Suite struct LineReaderTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func manyLinesInOneRead() {
        var reader = LineReader()
        #expect(reader.feed(bytes("flip 3\nflip 4\nquit\n")) == .init(lines: ["flip 3", "flip 4", "quit"]))
        #expect(reader.pendingByteCount == 0)
    }

    @Test func aLineSplitOverReadsComesWhole() {
        var reader = LineReader()
        #expect(reader.feed(bytes("fl")).lines == [])
        #expect(reader.feed(bytes("ip 1")).lines == [])
        #expect(reader.pendingByteCount == 6)
        #expect(reader.feed(bytes("2\nhel")).lines == ["flip 12"])
        #expect(reader.feed(bytes("lo\n")).lines == ["hello"])
    }

    @Test func byteByByteIsTheSameAsAllAtOnce() {
        let text = "héllo, 🦆\r\n\nsecond line\n"
        var whole = LineReader()
        var single = LineReader()
        let expected = whole.feed(bytes(text)).lines
        #expect(expected == ["héllo, 🦆", "", "second line"])
        var lines: [String] = []
        for byte in bytes(text) { lines += single.feed([byte]).lines }
        #expect(lines == expected)
    }

    @Test func crLFIsALineEndAndALoneCRIsKept() {
        var reader = LineReader()
        #expect(reader.feed(bytes("a\r\nb\rc\n")).lines == ["a", "b\rc"])
        // The \r of a \r\n may come in one read and the \n in the next.
        #expect(reader.feed(bytes("d\r")).lines == [])
        #expect(reader.feed(bytes("\n")).lines == ["d"])
    }

    @Test func aLineOfExactlyTheLimitPassesWithEitherEnd() {
        let longest = String(repeating: "x", count: NetLine.maximumBytes)
        var reader = LineReader()
        #expect(reader.feed(bytes(longest + "\n" + longest + "\r\n")).lines == [longest, longest])
        #expect(reader.problem == nil)
    }

    @Test func aLineOverTheLimitIsAProblemAndNothingMoreIsBuffered() {
        var reader = LineReader()
        let output = reader.feed(bytes("ok\n" + String(repeating: "x", count: NetLine.maximumBytes + 1)))
        #expect(output.lines == ["ok"], "the good line before it is delivered")
        #expect(output.problem == .tooLong(bytes: NetLine.maximumBytes + 1))
        #expect(reader.pendingByteCount == 0)
        // Whatever comes after is refused too: the connection is to be closed.
        #expect(reader.feed(bytes("later\n")) == .init(lines: [], problem: .tooLong(bytes: NetLine.maximumBytes + 1)))
    }

    @Test func aHugeReadNeverHoldsMoreThanALine() {
        var reader = LineReader()
        for _ in 0..<3 {
            _ = reader.feed([UInt8](repeating: 0x41, count: 1000))
            #expect(reader.pendingByteCount <= NetLine.maximumBytes + 1)
        }
        let output = reader.feed([UInt8](repeating: 0x41, count: 1_000_000))
        #expect(output.problem != nil)
        #expect(reader.pendingByteCount == 0)
    }

    @Test func aCRAfterTheLimitIsAProblemWhenNoLineFeedFollows() {
        var reader = LineReader()
        let output = reader.feed(bytes(String(repeating: "x", count: NetLine.maximumBytes) + "\ry"))
        #expect(output.problem == .tooLong(bytes: NetLine.maximumBytes + 2))
    }

    @Test func invalidUTF8IsAProblem() {
        var reader = LineReader()
        let output = reader.feed(bytes("fine\n") + [0x66, 0xC3, 0x28, 0x0A] + bytes("never\n"))
        #expect(output == .init(lines: ["fine"], problem: .invalidUTF8))
        // An overlong encoding and a lone surrogate are not UTF-8 either.
        var overlong = LineReader()
        #expect(overlong.feed([0xC0, 0xAF, 0x0A]).problem == .invalidUTF8)
        var surrogate = LineReader()
        #expect(surrogate.feed([0xED, 0xA0, 0x80, 0x0A]).problem == .invalidUTF8)
    }

    @Test func aCharacterSplitOverReadsIsNotAProblem() {
        var reader = LineReader()
        let duck = bytes("🦆")
        #expect(reader.feed(duck.prefix(2)).problem == nil)
        #expect(reader.feed(duck.dropFirst(2) + [0x0A]).lines == ["🦆"])
    }

    @Test func endingMidLineIsVisible() {
        var reader = LineReader()
        _ = reader.feed(bytes("half"))
        #expect(reader.endsMidLine)
    }

    @Test func theProblemsSayWhatWasWrong() {
        #expect(LineProblem.tooLong(bytes: 5000).description == "a line of more than 4096 bytes (5000 or more)")
        #expect(LineProblem.invalidUTF8.description == "a line that is not UTF-8")
    }
}
