/// What the computer opponent remembers of the cards it has seen, and the
/// card it turns next: a value with its own seeded generator, so its tests
/// need no store and a game is the same from the same deal seed.
///
/// It is part of the game (`Round.computerMemory`): the reducer has it see
/// each card turned and forget as the turn passes, so a recording, a
/// journal and a host's resume fold it back as it was, and a test store
/// asserts it. The link (`ComputerOpponent`) only reads it to choose.
package struct ComputerMemory: Equatable, Sendable, CustomStringConvertible {
    /// The animal seen on each card, by card id; nil for a card never seen,
    /// forgotten, or matched. An array, not a dictionary: forgetting walks
    /// the cards in id order, so the draws do not follow a hash seed.
    package private(set) var seen: [Animal?]
    private var generator: SplitMix64

    /// Nothing known of a fresh deal of `cardCount` cards. The generator
    /// is derived from the deal's seed but is not the shuffle's stream, so
    /// the computer's choices do not repeat the draws that laid the cards.
    package init(cardCount: Int, dealSeed: UInt64) {
        seen = Array(repeating: nil, count: cardCount)
        var mixer = SplitMix64(seed: dealSeed ^ Self.salt)
        generator = SplitMix64(seed: mixer.next())
    }

    /// "opponent" in ASCII: sets the computer's stream apart from the deal's.
    private static let salt: UInt64 = 0x6F70_706F_6E65_6E74

    /// The ids of the cards remembered, in id order.
    package var known: [Int] { seen.indices.filter { seen[$0] != nil } }

    /// A card turned face up, by anyone: its face is remembered; a matched
    /// pair is nothing to remember any more.
    package mutating func saw(_ card: Card) {
        guard seen.indices.contains(card.id) else { return }
        if card.isMatched {
            for id in seen.indices where seen[id] == card.animal { seen[id] = nil }
        } else {
            seen[card.id] = card.animal
        }
    }

    /// The turn passed: each card remembered is forgotten with a chance of
    /// `forgetting` thousandths (its level's), drawn in id order.
    package mutating func turnPassed(forgetting: UInt64) {
        for id in seen.indices where seen[id] != nil {
            if generator.uniform(below: 1000) < forgetting { seen[id] = nil }
        }
    }

    /// The card to turn next in `round`, or nil when no card can be turned:
    /// a function of the memory and the round. Its draws come from a
    /// generator of their own, derived from the memory's and the move, so
    /// choosing changes nothing in the game: only the flip it leads to does.
    ///
    /// With its own first card up, the partner it remembers, if any; else
    /// a card of a pair it knows both faces of; else a card it has not seen
    /// (it learns most there), chosen by the generator; else any card that
    /// can be turned. Only cards `state.acceptsFlip(of:)`: never a matched
    /// card, never one face up.
    package func nextFlip(in round: Round) -> Int? {
        let turnable = round.cards.indices.filter(round.acceptsFlip(of:))
        guard !turnable.isEmpty else { return nil }
        if round.selected.count == 1 {
            let open = round.cards[round.selected[0]].animal
            if let partner = turnable.first(where: { remembered($0) == open }) { return partner }
        } else if let half = turnable.first(where: { id in
            remembered(id).map { animal in turnable.contains { $0 != id && remembered($0) == animal } } ?? false
        }) {
            return half
        }
        let unseen = turnable.filter { remembered($0) == nil }
        let pool = unseen.isEmpty ? turnable : unseen
        var mixer = generator
        var draws = SplitMix64(seed: mixer.next() ^ UInt64(truncatingIfNeeded: round.moves) &* 0x9E37_79B9_7F4A_7C15)
        return pool[Int(draws.uniform(below: UInt64(pool.count)))]
    }

    /// What a diff shows of it: the cards remembered, `0 bat, 5 ducks`.
    package var description: String {
        let known = seen.indices.compactMap { id in seen[id].map { "\(id) \($0.name)" } }
        return known.isEmpty ? "nothing known" : known.joined(separator: ", ")
    }

    private func remembered(_ id: Int) -> Animal? {
        seen.indices.contains(id) ? seen[id] : nil
    }
}

extension ComputerLevel {
    /// The chance, in thousandths, that the computer forgets a card it
    /// remembers each time the turn passes: how the levels differ. Whole
    /// numbers, so a draw is the same on every machine. Tuned with
    /// `make bench` (performance.md, *The computer opponent*).
    package var forgettingPerMille: UInt64 {
        switch self {
        case .easy: 500
        case .medium: 200
        case .hard: 20
        }
    }
}
