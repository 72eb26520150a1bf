import Testing
@testable import GameNet

/// The commitment is SHA-256 of exactly the 60 bytes docs/protocol.md
/// states; the expected digests were computed with Python's hashlib.
@Suite struct CommitmentTests {
    @Test func theHashedMessageIsDomainSeedNonce() {
        let nonce = ProtocolSamples.nonce
        let message = Commitment.message(seed: 7, nonce: nonce)
        #expect(message.count == 60)
        #expect(Array(message.prefix(20)) == Array("threeducks-commit-1".utf8) + [0])
        #expect(Array(message[20..<28]) == [0, 0, 0, 0, 0, 0, 0, 7])
        #expect(Array(message.suffix(32)) == nonce)
        #expect(WireText.hex(Commitment.make(seed: 7, nonce: nonce))
            == "c4e11261c0cde6eb980368f5ab97d275e163ed985ce32385ab7205a2c8f4bdaa")
        #expect(WireText.hex(Commitment.make(seed: .max, nonce: [UInt8](repeating: 0, count: 32)))
            == "0c440a9832553e782d621005fb050cb70fcedd35dbed30f02e43c82db7bfd258")
    }

    @Test func holdsOnlyForTheSeedAndNonceCommittedTo() {
        let nonce = ProtocolSamples.nonce
        let commitment = Commitment.make(seed: 123_456_789, nonce: nonce)
        #expect(Commitment.holds(commitment, seed: 123_456_789, nonce: nonce))
        #expect(!Commitment.holds(commitment, seed: 123_456_788, nonce: nonce))
        var other = nonce
        other[31] ^= 1
        #expect(!Commitment.holds(commitment, seed: 123_456_789, nonce: other))
        #expect(!Commitment.holds(commitment, seed: 123_456_789, nonce: Array(nonce.prefix(31))))
    }
}
