/// One card of the grid.
public struct Card: Equatable, Codable, Sendable, Identifiable {
    /// The card's position in grid order, 0 first; also its id.
    public let id: Int
    /// The face.
    public let animal: Animal
    /// Showing its face (matched cards stay face up).
    public var isFaceUp: Bool
    /// Part of a found pair.
    public var isMatched: Bool

    /// A face-down, unmatched card.
    public init(id: Int, animal: Animal, isFaceUp: Bool = false, isMatched: Bool = false) {
        self.id = id
        self.animal = animal
        self.isFaceUp = isFaceUp
        self.isMatched = isMatched
    }
}
