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

        let summary = ActionFold.headless(recording)

        #expect(played.screen == .won)
        #expect(recording.digest == played.digest)
        #expect(summary.digestMatches)
        #expect(summary.digest == played.digest)
        #expect(summary.board == board)
        #expect(summary.moves == board.cardCount)
        #expect(summary.elapsedSeconds == played.round?.elapsedSeconds)
        #expect(summary.elapsedSeconds > 0)
        #expect(summary.won)
        #expect(summary.gamesDealt == 1)
        #expect(session.scores.recordCount == 1)
    }

    @Test func theReplayedStateEqualsThePlayedStateInEveryField() throws {
        let (session, recording) = try RecordedSession.perfectGame(.medium, seed: 7)
        var fold = ActionFold(recording)

        fold.apply(recording.actions.map(\.action))

        // Scores, focus and the quack cue are outside the digest but replay all the same.
        #expect(fold.state == session.store.state)
        #expect(fold.state.round?.isScoreSaved == true)
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

        let summary = ActionFold.headless(recording)

        #expect(played.screen == .won && played.board == .medium && played.round?.seed == 1235)
        #expect(summary.digestMatches)
        #expect(summary.gamesDealt == 2)
        #expect(summary.board == .medium)
        #expect(summary.moves == played.round?.moves && summary.moves == Board.medium.cardCount + 2)
        #expect(summary.elapsedSeconds == played.round?.elapsedSeconds)
        #expect(recording.actions.filter { $0.action == .mismatchDelayElapsed }.count == 3)
    }

    @Test func aGivenUpGameIsSummedUpAsTheGameBeforeTheTitle() throws {
        let session = try RecordedSession(.hard, seed: 9)
        session.launchAndStart()
        session.flipMismatch()
        let beforeGivingUp = session.store.state
        session.send(.gaveUp)
        let recording = try session.finishAndRead()

        let summary = ActionFold.headless(recording)

        #expect(summary.digestMatches)
        #expect(!summary.won)
        #expect(summary.moves == 2)
        #expect(summary.elapsedSeconds == beforeGivingUp.round?.elapsedSeconds)
        #expect(summary.board == .hard)
    }

    @Test func aReplayHasNoMiddlewareSoItCannotWriteAScore() throws {
        let (session, recording) = try RecordedSession.perfectGame(.easy, seed: 5)

        let summary = ActionFold.headless(recording)

        // The recording carries the score result; the replay shows it without saving again.
        #expect(summary.won && summary.digestMatches)
        #expect(recording.actions.contains { if case .scoreRecorded = $0.action { true } else { false } })
        #expect(session.scores.recordCount == 1)
    }

    @Test func aReplayAppliesEachRecordedActionOnceAndNothingElse() throws {
        let (session, recording) = try RecordedSession.perfectGame(.easy, seed: 3)
        var fold = ActionFold(recording)

        fold.apply(recording.actions.map(\.action))

        #expect(fold.applied == recording.actions.count)
        #expect(fold.state == session.store.state)
    }
}

/// The status line's actions in a recording: written, read back, replayed.
@Suite struct StatusActionsRoundTripTests {
    @Test func aGameWithRefusedKeysAndAMismatchsCardFlippedAgainReplaysExactly() throws {
        let session = try RecordedSession(.easy, seed: 77)
        session.launchAndStart()
        let cards = try #require(session.store.state.round).cards
        let second = try #require(cards.first { $0.animal != cards[0].animal }).id
        session.send(.cardFlipped(id: 0))
        session.send(.cardFlipped(id: second))
        session.send(.keyRefused(.noCard))
        session.send(.cardFlipped(id: 0))  // face up: refused, and recorded as sent
        session.send(.mismatchedCardFlipped(id: second))
        #expect(session.store.state.round?.selected == [second])
        let partner = try #require(cards.first { $0.animal == cards[second].animal && $0.id != second }).id
        session.flip(partner)
        session.playPerfectly()
        let played = session.store.state
        let recording = try session.finishAndRead()

        let actions = recording.actions.map(\.action)
        #expect(actions.contains(.keyRefused(.noCard)))
        #expect(actions.contains(.mismatchedCardFlipped(id: second)))
        let summary = ActionFold.headless(recording)
        #expect(played.screen == .won)
        #expect(summary.digestMatches)
        #expect(summary.moves == played.round?.moves && summary.moves == Board.easy.cardCount + 2, "one mismatch, one of its cards turned again")
        var fold = ActionFold(recording)
        fold.apply(actions)
        #expect(fold.state == played)
    }
}
