/// A small seeded random number generator (SplitMix64): the same seed gives
/// the same numbers on every machine and Swift version.
package struct SplitMix64: RandomNumberGenerator, Equatable, Sendable {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0..<bound`, without modulo bias (Lemire's method).
    /// Written out rather than `Int.random(in:using:)`, whose algorithm the
    /// standard library does not promise to keep.
    package mutating func uniform(below bound: UInt64) -> UInt64 {
        precondition(bound > 0)
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }
}
