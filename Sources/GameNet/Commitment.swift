/// The host's promise, made at the deal, that the seed was fixed before
/// the first card turned: SHA-256 of the message
///
///     "threeducks-commit-1" 0x00, the seed as 8 bytes big-endian, the 32-byte nonce
///
/// (60 bytes). The nonce, fresh and random for each game, keeps a seed of a
/// few bits from being found by trying them all; the reveal at the end
/// gives seed and nonce, and anyone hashes them again.
package enum Commitment {
    /// The length of a nonce.
    package static let nonceBytes = 32
    /// What the hashed message starts with: the protocol's, and this use's.
    package static let domain = Array("threeducks-commit-1".utf8) + [0]

    /// The message hashed: domain, seed, nonce.
    package static func message(seed: UInt64, nonce: [UInt8]) -> [UInt8] {
        var bytes = domain
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: seed >> UInt64(shift))) }
        return bytes + nonce
    }

    /// The commitment to `seed` with `nonce`.
    package static func make(seed: UInt64, nonce: [UInt8]) -> [UInt8] {
        SHA256.hash(message(seed: seed, nonce: nonce))
    }

    /// `seed` and `nonce` are what `commitment` promised.
    package static func holds(_ commitment: [UInt8], seed: UInt64, nonce: [UInt8]) -> Bool {
        nonce.count == nonceBytes && make(seed: seed, nonce: nonce) == commitment
    }
}
