import Foundation
import GameCore
import GameStorage
import GameTesting
import StoreCore

/// A real recording, made with GameCore's API on a manual clock: an easy
/// game played perfectly to the win screen, then the session ends.
enum RecordingFixture {
    /// The recording's lines, each ending in a newline.
    static func perfectEasyGame(seed: UInt64 = 42) throws -> String {
        var lines: [String] = []
        let scheduler = ManualScheduler()
        var configuration = Game.Configuration()
        configuration.board = .easy
        configuration.seed = seed
        configuration.scoreStore = InMemoryScoreStore()
        // The fixture's order is the inline one the goldens were made with.
        configuration.savesInBackground = false
        configuration.now = { Date(timeIntervalSince1970: 1_800_000_000) }
        let recorder = try GameRecorder(header: RecordingHeader(configuration: configuration)) { lines.append($0) }
        let store = Game.makeStore(configuration, scheduler: scheduler,
                                   extra: [recorder.middleware(scheduler: scheduler)])
        store.send(.launched)
        scheduler.advance(by: .milliseconds(900))
        store.send(.startTapped)
        for animal in Board.easy.animals {
            for card in store.state.round?.cards ?? [] where card.animal == animal {
                scheduler.advance(by: .milliseconds(450))
                store.send(.cardFlipped(id: card.id))
            }
        }
        scheduler.advance(by: .seconds(2))
        try recorder.finish()
        return lines.map { $0 + "\n" }.joined()
    }

    /// The recording with its final digest replaced by a wrong one.
    static func withWrongDigest(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // the empty piece after the last newline
        lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(
            of: #""digest":"[0-9a-f]{16}""#, with: #""digest":"0000000000000000""#, options: .regularExpression)
        return lines.map { $0 + "\n" }.joined()
    }
}
