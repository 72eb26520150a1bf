import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// Recording a game through the whole chain and replaying it headless gives
/// the same game back.
@Suite struct RecordingRoundTripTests {
    @Test(arguments: Board.presets)
    func aPerfectGameReplaysToTheRecordedDigest(board: Board) throws {
        let (session, recording) = try RecordedSession.perfectGame(board, seed: 42)
        let played = session.store.state

        let summary = Replay.headless(recording)

        #expect(played.screen == .won)
        #expect(recording.digest == played.digest)
        #expect(summary.digestMatches)
        #expect(summary.digest == played.digest)
        #expect(summary.board == board)
        #expect(summary.moves == board.cardCount)
        #expect(summary.elapsedSeconds == played.elapsedSeconds)
        #expect(summary.elapsedSeconds > 0)
        #expect(summary.won)
        #expect(summary.gamesDealt == 1)
        #expect(session.scores.recordCount == 1)
    }

    @Test func theReplayedStateEqualsThePlayedStateInEveryField() throws {
        let (session, recording) = try RecordedSession.perfectGame(.medium, seed: 7)
        let replayer = Replayer(recording)

        replayer.run()

        // Scores, focus and the quack cue are outside the digest but replay all the same.
        #expect(replayer.store.state == session.store.state)
        #expect(replayer.store.state.isScoreSaved)
    }

    @Test func aGameWithMismatchesAPauseAndAGiveUpReplaysExactly() throws {
        let session = try RecordedSession(.easy, seed: 1234)
        session.launchAndStart()
        session.flipMismatch()
        session.pause(for: .seconds(5))
        session.flipMismatch()
        session.send(.gaveUp)
        session.wait(.seconds(1))
        session.send(.boardChosen(.medium))
        session.send(.startTapped)
        session.flipMismatch()
        session.playPerfectly()
        let played = session.store.state
        let recording = try session.finishAndRead()

        let summary = Replay.headless(recording)

        #expect(played.screen == .won && played.board == .medium && played.seed == 1235)
        #expect(summary.digestMatches)
        #expect(summary.gamesDealt == 2)
        #expect(summary.board == .medium)
        #expect(summary.moves == played.moves && summary.moves == Board.medium.cardCount + 2)
        #expect(summary.elapsedSeconds == played.elapsedSeconds)
        #expect(recording.actions.filter { $0.action == .mismatchDelayElapsed }.count == 3)
    }

    @Test func aGivenUpGameIsSummedUpAsTheGameBeforeTheTitle() throws {
        let session = try RecordedSession(.hard, seed: 9)
        session.launchAndStart()
        session.flipMismatch()
        let beforeGivingUp = session.store.state
        session.send(.gaveUp)
        let recording = try session.finishAndRead()

        let summary = Replay.headless(recording)

        #expect(summary.digestMatches)
        #expect(!summary.won)
        #expect(summary.moves == 2)
        #expect(summary.elapsedSeconds == beforeGivingUp.elapsedSeconds)
        #expect(summary.board == .hard)
    }

    @Test func aReplayHasNoMiddlewareSoItCannotWriteAScore() throws {
        let (session, recording) = try RecordedSession.perfectGame(.easy, seed: 5)
        let replayer = Replayer(recording)

        replayer.run()

        #expect(replayer.store.middlewareNames.isEmpty)
        #expect(Replay.makeStore(for: recording, scheduler: ManualScheduler()).middlewareNames.isEmpty)
        // The recording carries the score result; the replay shows it without saving again.
        #expect(recording.actions.contains { if case .scoreRecorded = $0.action { true } else { false } })
        #expect(session.scores.recordCount == 1)
        #expect(replayer.scheduler.pendingCount == 0)
    }

    @Test func aReplayDoesNotSendTheMiddlewaresActionsTwice() throws {
        let (session, recording) = try RecordedSession.perfectGame(.easy, seed: 3)
        let replayer = Replayer(recording)
        var handled = 0
        let subscription = replayer.store.observe { _, _ in handled += 1 }

        replayer.run()

        #expect(handled == recording.actions.count)
        subscription.cancel()
    }
}
