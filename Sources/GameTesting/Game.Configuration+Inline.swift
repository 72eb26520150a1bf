#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

extension Game.Configuration {
    /// A game for a test on a manual clock: `board`, `seed` and `players`,
    /// the clock reading `now`, a counting bell, and saves done inline, so
    /// their results come back in a fixed order (the recording's order, not
    /// a save's thread, is what such a test pins).
    package static func inline(_ board: Board, seed: UInt64?, players: [Player] = [], now: Date,
                               bell: CountingBell = CountingBell()) -> Game.Configuration {
        var configuration = Game.Configuration()
        configuration.board = board
        configuration.seed = seed
        // A session of games is a test's to know: seed, seed+1, … (`--seed-sequence`).
        configuration.seedSequence = true
        configuration.players = players
        configuration.now = { now }
        configuration.bell = bell
        configuration.savesInBackground = false
        return configuration
    }
}
