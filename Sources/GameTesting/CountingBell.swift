import GameCore

/// A bell that makes no sound and counts its rings, keeping the style of
/// each: the quack's tests and the benchmark hear the game through it.
public final class CountingBell: Bell {
    /// The style of every ring, in order.
    public private(set) var styles: [BellStyle] = []
    /// How many times it rang.
    public var rings: Int { styles.count }

    public init() {}

    public func ring(_ style: BellStyle) { styles.append(style) }
}
