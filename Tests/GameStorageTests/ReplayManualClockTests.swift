import Foundation
import GameCore
import GameStorage
import StoreCore
import Testing

/// Replaying on a manual clock reaches each recorded state at its recorded time.
@Suite struct ReplayManualClockTests {
    @Test func eachStepReachesTheRecordedStateAtTheRecordedTime() throws {
        let session = try RecordedSession(.medium, seed: 77)
        session.launchAndStart()
        session.flipMismatch()
        session.pause(for: .seconds(3))
        session.playPerfectly()
        let recording = try session.finishAndRead()
        let replayer = Replayer(recording)

        #expect(recording.actions.count == session.snapshots.count)
        for (offset, state) in session.snapshots {
            let step = try #require(replayer.step())
            #expect(step.offset == offset)
            #expect(replayer.scheduler.now == offset)
            #expect(replayer.store.state == state)
        }
        #expect(replayer.step() == nil)
        #expect(replayer.isFinished)
    }

    @Test func runningToTheEndLeavesTheClockAtTheRecordingsEnd() throws {
        let session = try RecordedSession(.easy, seed: 11)
        session.launchAndStart()
        session.playPerfectly()
        session.wait(.seconds(4))
        let end = session.scheduler.now
        let recording = try session.finishAndRead()
        let replayer = Replayer(recording)

        replayer.run()

        #expect(recording.end == end)
        #expect(replayer.scheduler.now == end)
    }

    @Test func theClockTicksAreReplayedAtTheirSeconds() throws {
        let session = try RecordedSession(.easy, seed: 21)
        session.launchAndStart()
        session.wait(.seconds(3))
        let recording = try session.finishAndRead()

        let ticks = recording.actions.filter { $0.action == .clockTicked }.map(\.offset)

        // Dealt at 1.5 s, the clock ticks a second later and every second after.
        #expect(ticks == [.milliseconds(2500), .milliseconds(3500), .milliseconds(4500)])
        #expect(Replay.headless(recording).elapsedSeconds == 3)
    }
}
