/// A property that did not hold for an input the parser accepted or refused:
/// a finding as real as a trap, but one a test can report without dying.
public struct FuzzViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// What did not hold, in a sentence.
    public let description: String

    public init(_ description: String) { self.description = description }
}
