/// One card of the grid.
package struct Card: Equatable, Sendable, Identifiable {
    /// The card's position in grid order, 0 first; also its id.
    package let id: Int
    /// The face.
    package let animal: Animal
    /// Showing its face (matched cards stay face up).
    package var isFaceUp: Bool
    /// Part of a found pair.
    package var isMatched: Bool

    /// A face-down, unmatched card.
    package init(id: Int, animal: Animal, isFaceUp: Bool = false, isMatched: Bool = false) {
        self.id = id
        self.animal = animal
        self.isFaceUp = isFaceUp
        self.isMatched = isMatched
    }
}
