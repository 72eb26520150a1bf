import GameCore
import Synchronization

/// A bell that makes no sound and counts its rings, keeping the style of
/// each: the quack's tests and the benchmark hear the game through it.
///
/// Its styles are behind a mutex, so that it is `Sendable` as `Bell` asks.
package final class CountingBell: Bell {
    private let rung = Mutex<[BellStyle]>([])

    /// The style of every ring, in order.
    package var styles: [BellStyle] { rung.withLock { $0 } }
    /// How many times it rang.
    package var rings: Int { styles.count }

    package init() {}

    package func ring(_ style: BellStyle) { rung.withLock { $0.append(style) } }
}
