/// A short fingerprint of a game's outcome, to check a replay against its
/// recording.
///
/// It covers what the game is, not how it was shown: board, screen, seed,
/// moves, seconds, the players and the turn when several play, and each card's animal, face and match. The score table and
/// warning come from the machine's scores file, and the focus, help and quack
/// cue are presentation; leaving them out keeps a digest equal across machines
/// and across versions that only change the screens.
extension GameState {
    /// FNV-1a 64-bit of `digestText`, as 16 lowercase hex digits.
    package var digest: String {
        let hash = FNV1a64.hash(digestText.utf8)
        return hash.hexDigits(16)
    }

    /// The canonical text the digest is taken of: one field a line, cards in
    /// grid order, e.g. `card 3 ducks up matched`.
    package var digestText: String {
        // On the title (no round) 1.0's state kept the last deal's seed and
        // reset the rest: its digest says so, and so does this one.
        let players = round?.players ?? players
        var lines = [
            "difficulty \(round?.board.name ?? board.name)",
            "screen \(screen.rawValue)",
            "seed \((round?.seed ?? lastSeed).map(String.init) ?? "none")",
            "moves \(round?.moves ?? 0)",
            "seconds \(round?.elapsedSeconds ?? 0)",
        ]
        // A solo game's digest is 1.0's: players are written only when
        // several take turns, so every earlier recording keeps its digest.
        if players.count > 1 {
            lines.append("turn \(round?.turn ?? 0)")
            for player in players {
                lines.append("player \(player.name) \(player.computer?.rawValue ?? "person") \(player.pairs)")
            }
        }
        for card in round?.cards ?? [] {
            lines.append("card \(card.id) \(card.animal.rawValue) \(card.isFaceUp ? "up" : "down")"
                + (card.isMatched ? " matched" : ""))
        }
        return lines.joined(separator: "\n")
    }
}

/// The 64-bit FNV-1a hash: tiny, stable by definition, and enough to tell
/// two game outcomes apart (this is a checksum, not a defence).
enum FNV1a64 {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }
}
