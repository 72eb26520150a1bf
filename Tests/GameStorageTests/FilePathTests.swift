import GameCore
import GameStorage
import Testing

/// A path is the bytes the system gave, whatever they are: bytes that are
/// not UTF-8 survive the trip through a Swift string and back.
@Suite struct FilePathTests {
    static let paths: [[UInt8]] = [
        Array("/home/ann/.local/share/threeducks/scores.json".utf8),
        Array("/tmp/caf".utf8) + [0xE9] + Array(".json".utf8),  // Latin-1 é
        [0x2F, 0xFF, 0xFE, 0x80, 0xC0, 0xAF],  // never valid anywhere; an overlong slash
        [0x2F, 0xED, 0xA0, 0x80],  // an encoded surrogate
        [0x2F, 0xE2, 0x82],  // cut off mid-character
        Array("/tmp/\u{10FF41}".utf8),  // a real scalar from the stand-in range
        Array("/tmp/🦆 ducks/ü".utf8),
    ]

    @Test(arguments: paths)
    func aPathsBytesComeBackExactly(_ bytes: [UInt8]) {
        let path = String(pathBytes: bytes)
        #expect(path.pathBytes == bytes)
        let passed = path.withPathCString { pointer in
            (0..<bytes.count + 1).map { UInt8(bitPattern: pointer[$0]) }
        }
        #expect(passed == bytes + [0])
    }

    @Test func validUTF8ReadsAsItself() {
        #expect(String(pathBytes: Array("/tmp/🦆/ü".utf8)) == "/tmp/🦆/ü")
    }

    @Test func aByteThatIsNotUTF8PrintsAsAReplacementCharacter() {
        let path = String(pathBytes: Array("/tmp/caf".utf8) + [0xE9])
        #expect(path != "/tmp/caf\u{FFFD}", "the path itself keeps the byte")
        #expect(path.sanitizedForTerminal == "/tmp/caf\u{FFFD}")
    }

    @Test func twoPathsThatDifferOnlyInInvalidBytesStayDifferent() {
        #expect(String(pathBytes: [0x61, 0xE9]) != String(pathBytes: [0x61, 0xE8]))
    }
}
