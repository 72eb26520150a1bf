/// How many cards a game deals.
package enum Difficulty: String, CaseIterable, Codable, Sendable, Comparable {
    /// 8 cards, 4 pairs.
    case easy
    /// 12 cards: the classic six animals.
    case medium
    /// 20 cards, 10 pairs.
    case hard

    /// Pairs in a deal.
    package var pairCount: Int {
        switch self {
        case .easy: 4
        case .medium: 6
        case .hard: 10
        }
    }

    /// Cards in a deal.
    package var cardCount: Int { pairCount * 2 }

    /// The animals dealt (one pair each), always including the ducks.
    package var animals: [Animal] { Array(Animal.allCases.prefix(pairCount)) }

    /// Easier first, as on the title screen.
    package static func < (lhs: Difficulty, rhs: Difficulty) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
