import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// A game played on a manual clock folds back to each recorded state, each
/// action at its recorded time.
@Suite struct ReplayManualClockTests {
    @Test func eachStepReachesTheRecordedStateAtTheRecordedTime() throws {
        let session = try RecordedSession(.medium, seed: 77)
        session.launchAndStart()
        session.flipMismatch()
        session.pause(for: .seconds(3))
        session.playPerfectly()
        let recording = try session.finishAndRead()
        var fold = ActionFold(recording)

        #expect(recording.actions.count == session.snapshots.count)
        for (step, (offset, state)) in zip(recording.actions, session.snapshots) {
            #expect(step.offset == offset)
            fold.apply(step.action)
            #expect(fold.state == state)
        }
        #expect(fold.applied == recording.actions.count)
    }

    @Test func theRecordingEndsWhereTheClockStopped() throws {
        let session = try RecordedSession(.easy, seed: 11)
        session.launchAndStart()
        session.playPerfectly()
        session.wait(.seconds(4))
        let end = session.scheduler.now
        let recording = try session.finishAndRead()

        #expect(recording.end == end)
        #expect(ActionFold.headless(recording).digestMatches)
    }

    @Test func theClocksMeasurementsAreReplayedAtTheirSeconds() throws {
        let session = try RecordedSession(.easy, seed: 21)
        session.launchAndStart()
        session.flip(0)
        session.wait(.seconds(3))
        let recording = try session.finishAndRead()

        let ticks = recording.actions.compactMap { timed -> (Duration, Duration)? in
            guard case .clockMeasured(let played) = timed.action else { return nil }
            return (timed.offset, played)
        }

        // First flip at 2.2 s: the clock measures each whole second of play after it.
        #expect(ticks.map(\.0) == [.milliseconds(3200), .milliseconds(4200), .milliseconds(5200)])
        #expect(ticks.map(\.1) == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(ActionFold.headless(recording).elapsedSeconds == 3)
    }
}
