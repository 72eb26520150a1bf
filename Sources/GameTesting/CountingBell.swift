import GameCore

/// A bell that makes no sound and counts its rings, keeping the style of
/// each: the quack's tests and the benchmark hear the game through it.
package final class CountingBell: Bell {
    /// The style of every ring, in order.
    package private(set) var styles: [BellStyle] = []
    /// How many times it rang.
    package var rings: Int { styles.count }

    package init() {}

    package func ring(_ style: BellStyle) { styles.append(style) }
}
