/// A parser under attack: a name, for files and messages, and a check that
/// runs it on any bytes.
public struct FuzzTarget: Sendable {
    /// The target's name: `recording`, `scores` or `protocol`, also its corpus folder.
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
    public static let all: [FuzzTarget] = [.recording, .scores, .protocol]
}

extension String {
    /// True when the text would print as more than one line.
    var spansLines: Bool { contains(where: \.isNewline) }
}
