import GameCore

/// What a seed deals, worked out with the game's own `Deck`, so a test knows
/// which letters make pairs before it types them.
struct Deal {
    /// The key letters, in grid order, as the issue specifies them.
    static let letters = Array("abcdefghijklmnorstuv")

    let board: Board
    let animals: [Animal]

    init(_ board: Board, seed: UInt64) {
        self.board = board
        animals = Deck.shuffled(board, seed: seed)
    }

    /// The letter of each card, in grid order.
    var cardLetters: [Character] { Array(Self.letters.prefix(animals.count)) }

    /// Every pair as the two letters that flip it, in order of first card.
    var pairs: [(Character, Character)] {
        var result: [(Character, Character)] = []
        for (index, animal) in animals.enumerated() {
            guard let other = animals.indices.first(where: { $0 > index && animals[$0] == animal }) else { continue }
            result.append((Self.letters[index], Self.letters[other]))
        }
        return result
    }

    /// Two letters whose cards do not match: the first card and the first
    /// card of another animal.
    var mismatch: (Character, Character) {
        let other = animals.firstIndex { $0 != animals[0] }!
        return (Self.letters[0], Self.letters[other])
    }

    /// The animal under a letter.
    func animal(_ letter: Character) -> Animal {
        animals[Self.letters.firstIndex(of: letter)!]
    }
}
