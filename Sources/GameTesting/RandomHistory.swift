#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// Histories of games a seeded random player might have ended, each record
/// one a game could leave (it passes `validationProblem`): every board
/// from the presets to a few sizes, solo, hot-seat and computer games, won
/// (by a person, or lost and drawn to the computer), given up and
/// abandoned, daily games with several a day, seeds above 2^53 now and then.
/// For the stats summary's tests and the `stats.1m` benchmark.
package enum RandomHistory {
    /// The boards played.
    package static let boards: [Board] = Board.presets + ["2x3", "4x4", "6x6", "4x6", "12x12"].compactMap { Board(name: $0) }

    /// `count` games, oldest first, from `seed`, one every `secondsApart`.
    package static func make(seed: UInt64, games count: Int, secondsApart: Int = 86_400 / 7) -> [HistoryRecord] {
        var games = Games(seed: seed, secondsApart: secondsApart)
        return (0..<count).map { _ in games.next() }
    }

    /// The games one at a time, for a history too long to hold (the benchmark's million).
    package struct Games {
        private var random: SplitMix64
        private let secondsApart: Int
        private var index = 0

        package init(seed: UInt64, secondsApart: Int = 86_400 / 7) {
            random = SplitMix64(seed: seed)
            self.secondsApart = secondsApart
        }

        package mutating func next() -> HistoryRecord {
            defer { index += 1 }
            return RandomHistory.game(index, secondsApart: secondsApart, random: &random)
        }
    }

    private static func game(_ index: Int, secondsApart: Int, random: inout SplitMix64) -> HistoryRecord {
        func below(_ bound: Int) -> Int { Int(random.uniform(below: UInt64(bound))) }
        let start = 1_800_000_000
        let board = boards[below(boards.count)]
        let result: GameResult = [.won, .won, .won, .gaveUp, .abandoned][below(5)]
        var players: [Player]
        switch below(10) {
        case 0..<6: players = [Player(name: ["ann", "bo", "Zoë"][below(3)])]
        case 6..<8: players = (0..<(2 + below(3))).map { Player(name: "p\($0)") }
        default:
            players = (0..<(1 + below(2))).map { Player(name: "p\($0)") }
            players.insert(Player(name: Player.computerName, computer: ComputerLevel.allCases[below(3)]),
                           at: below(players.count + 1))
        }
        // The pairs: all of them shared out in a won game, some in another.
        var left = result == .won ? board.pairCount : below(board.pairCount)
        let order = players.indices.shuffled(using: &random)
        for (turn, seat) in order.enumerated() {
            let pairs = turn == order.count - 1 && result == .won ? left : below(left + 1)
            players[seat].pairs = pairs
            left -= pairs
        }
        let moves = result == .won ? board.cardCount + below(3 * board.cardCount) : below(2 * board.cardCount)
        let date = start + index * secondsApart
        // A daily game now and then, a few on some days (only the first counts).
        let daily = below(4) == 0 ? DailyDeal.text(day: date / 86_400 - below(3)) : nil
        let seed = below(20) == 0 ? UInt64.max - random.uniform(below: 1_000) : random.uniform(below: JSONSeed.exactLimit)
        return HistoryRecord(date: Date(timeIntervalSince1970: TimeInterval(date)), board: board, players: players,
                             moves: moves, seconds: below(2_000), result: result, seed: seed, daily: daily)
    }
}
