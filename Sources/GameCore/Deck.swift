/// Dealing: one pair of each of the board's animals, shuffled.
package enum Deck {
    /// The deck for a board and seed, in grid order. Fisher–Yates with
    /// `SplitMix64`, so one seed gives one deck everywhere.
    package static func shuffled(_ board: Board, seed: UInt64) -> [Animal] {
        var cards = board.animals.flatMap { [$0, $0] }
        var generator = SplitMix64(seed: seed)
        var index = cards.count - 1
        while index > 0 {
            let other = Int(generator.uniform(below: UInt64(index + 1)))
            cards.swapAt(index, other)
            index -= 1
        }
        return cards
    }

    /// True when `animals` is a whole deck of `board`: each of its
    /// animals exactly twice.
    package static func isValid(_ animals: [Animal], for board: Board) -> Bool {
        animals.count == board.cardCount
            && board.animals.allSatisfy { animal in animals.lazy.filter { $0 == animal }.count == 2 }
    }
}
