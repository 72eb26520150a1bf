/// What a parser did with one input: took it or refused it with its own error.
///
/// A trap is neither: the fuzzer and the mutation test exist to find one.
public enum FuzzOutcome: Equatable, Sendable {
    /// The parser returned a value, and every property checked of it held.
    case parsed
    /// The parser threw its own error type, with a one-line description.
    case refused
}

/// A property that did not hold for an input the parser accepted or refused:
/// a finding as real as a trap, but one a test can report without dying.
public struct FuzzViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// What did not hold, in a sentence.
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// A parser under attack: a name, for files and messages, and a check that
/// runs it on any bytes.
public struct FuzzTarget: Sendable {
    /// The target's name: `recording` or `scores`, also its corpus folder.
    public let name: String
    /// Runs the parser on `data`, and checks what it returns; throws when a
    /// property breaks.
    public let check: @Sendable (_ data: [UInt8]) throws(FuzzViolation) -> FuzzOutcome

    public init(name: String,
                check: @escaping @Sendable (_ data: [UInt8]) throws(FuzzViolation) -> FuzzOutcome) {
        self.name = name
        self.check = check
    }

    /// Every target, in the order `make fuzz` runs them.
    public static let all: [FuzzTarget] = [.recording, .scores]
}

extension String {
    /// True when the text would print as more than one line.
    var spansLines: Bool { contains(where: \.isNewline) }
}
