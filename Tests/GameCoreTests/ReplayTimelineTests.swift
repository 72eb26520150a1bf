import GameCore
import Testing

/// The on-screen replay's pacing, driven by hand: no clock, no terminal.
@Suite struct ReplayTimelineTests {
    private static let recording = Recording(
        header: RecordingHeader(seed: 1, difficulty: .easy),
        actions: [
            TimedAction(offset: .zero, action: .launched),
            TimedAction(offset: .milliseconds(1000), action: .startTapped),
            TimedAction(offset: .milliseconds(1000), action: .helpToggled),
            TimedAction(offset: .milliseconds(3000), action: .clockTicked),
        ],
        end: .milliseconds(4000), digest: "")

    @Test func actionsAreDueAtTheirRecordedTimes() {
        var timeline = ReplayTimeline(Self.recording)

        #expect(timeline.advance(byRealTime: .zero) == [.launched])
        #expect(timeline.realTimeUntilNextDue == .milliseconds(1000))
        #expect(timeline.advance(byRealTime: .milliseconds(999)) == [])
        #expect(timeline.advance(byRealTime: .milliseconds(1)) == [.startTapped, .helpToggled])
        #expect(timeline.advance(byRealTime: .seconds(5)) == [.clockTicked])
        #expect(timeline.isFinished)
        #expect(timeline.realTimeUntilNextDue == nil)
    }

    @Test func speedScalesTheWaits() {
        var timeline = ReplayTimeline(Self.recording, speed: 4)
        _ = timeline.advance(byRealTime: .zero)

        #expect(timeline.realTimeUntilNextDue == .milliseconds(250))
        #expect(timeline.advance(byRealTime: .milliseconds(250)) == [.startTapped, .helpToggled])
        #expect(timeline.realTimeUntilNextDue == .milliseconds(500))
        #expect(timeline.position == .milliseconds(1000))
    }

    @Test func aSlowReplayWaitsLonger() {
        var timeline = ReplayTimeline(Self.recording, speed: 0.5)
        _ = timeline.advance(byRealTime: .zero)

        #expect(timeline.realTimeUntilNextDue == .milliseconds(2000))
        #expect(timeline.advance(byRealTime: .milliseconds(1999)) == [])
    }

    @Test func pausingStopsTimeAndResumingGoesOnWhereItStopped() {
        var timeline = ReplayTimeline(Self.recording)
        _ = timeline.advance(byRealTime: .milliseconds(500))
        timeline.togglePause()

        #expect(timeline.realTimeUntilNextDue == nil)
        #expect(timeline.advance(byRealTime: .seconds(60)) == [])
        #expect(timeline.position == .milliseconds(500))
        timeline.togglePause()
        #expect(timeline.realTimeUntilNextDue == .milliseconds(500))
        #expect(timeline.advance(byRealTime: .milliseconds(500)) == [.startTapped, .helpToggled])
    }

    @Test func onlyFinitePositiveSpeedsAreValid() {
        #expect(ReplayTimeline.isValidSpeed(0.25) && ReplayTimeline.isValidSpeed(8))
        #expect(!ReplayTimeline.isValidSpeed(0) && !ReplayTimeline.isValidSpeed(-1))
        #expect(!ReplayTimeline.isValidSpeed(.infinity) && !ReplayTimeline.isValidSpeed(.nan))
    }

    @Test func aClockThatStepsBackIsIgnored() {
        var timeline = ReplayTimeline(Self.recording)
        _ = timeline.advance(byRealTime: .milliseconds(800))

        #expect(timeline.advance(byRealTime: .milliseconds(-500)) == [])
        #expect(timeline.position == .milliseconds(800))
    }

    @Test func drivingARealReplayStoreWithTheTimelineEndsOnTheRecordedDigest() throws {
        let session = try RecordedSession(.medium, seed: 5)
        session.launchAndStart()
        session.flipMismatch()
        session.playPerfectly()
        let recording = try session.finishAndRead()
        let store = Replay.makeStore(for: recording, scheduler: session.scheduler)
        var timeline = ReplayTimeline(recording, speed: 3)

        while let wait = timeline.realTimeUntilNextDue ?? (timeline.isFinished ? nil : .zero) {
            for action in timeline.advance(byRealTime: wait) { store.send(action) }
        }

        #expect(store.state.digest == recording.digest)
    }
}
