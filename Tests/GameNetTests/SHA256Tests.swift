import Testing
@testable import GameNet

/// SHA-256 against the test vectors of FIPS 180-4's examples (NIST's
/// "SHA256.pdf" and the Secure Hashing examples): the empty message,
/// "abc", the 448-bit two-block message and a million 'a'.
@Suite struct SHA256Tests {
    private func hex(_ text: String) -> String { WireText.hex(SHA256.hash(Array(text.utf8))) }

    @Test func emptyMessage() {
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlockMessageOf448Bits() {
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func the896BitMessage() {
        #expect(hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
            == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func aMillionAs() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(WireText.hex(hasher.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around a block's padding boundary hashes in one go as in pieces.
    @Test func piecesHashAsTheWhole() {
        for count in 50...130 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            var hasher = SHA256()
            hasher.update(bytes.prefix(count / 3))
            hasher.update(bytes.dropFirst(count / 3))
            #expect(hasher.finish() == SHA256.hash(bytes), "length \(count)")
        }
    }

    /// The lengths 55, 56 and 64 sit at the padding's edges: pinned against
    /// digests computed by `sha256sum`.
    @Test func paddingEdges() {
        #expect(hex(String(repeating: "a", count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(hex(String(repeating: "a", count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(hex(String(repeating: "a", count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
