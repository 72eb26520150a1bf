import GameCore
import GameStorage
import Testing

/// The replay engines on recordings written and read back by storage, as
/// `threeducks replay` gets them.
@Suite struct RecordedReplayTests {
    @Test func aRecordingWithNoGameSumsUpTheTitle() throws {
        let session = try RecordedSession(.hard, seed: 2)
        session.send(.launched)
        let recording = try session.finishAndRead()

        let summary = ActionFold.headless(recording)

        #expect(summary == ReplaySummary(board: .hard, moves: 0, elapsedSeconds: 0, won: false, gamesDealt: 0,
                                         digest: GameState(board: .hard).digest,
                                         recordedDigest: GameState(board: .hard).digest))
    }

    @Test func foldingWhatTheTimelineHandsOutEndsOnTheRecordedDigest() throws {
        let session = try RecordedSession(.medium, seed: 5)
        session.launchAndStart()
        session.flipMismatch()
        session.playPerfectly()
        let recording = try session.finishAndRead()
        var fold = ActionFold(recording)
        var timeline = ReplayTimeline(recording, speed: 3)

        while let wait = timeline.realTimeUntilNextDue ?? (timeline.isFinished ? nil : .zero) {
            fold.apply(timeline.advance(byRealTime: wait))
        }

        #expect(fold.state.digest == recording.digest)
    }
}
