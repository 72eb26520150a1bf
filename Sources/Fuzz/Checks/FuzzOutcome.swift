/// What a parser did with one input: took it or refused it with its own error.
///
/// A trap is neither: the fuzzer and the mutation test exist to find one.
public enum FuzzOutcome: Equatable, Sendable {
    /// The parser returned a value, and every property checked of it held.
    case parsed
    /// The parser threw its own error type, with a one-line description.
    case refused
}
