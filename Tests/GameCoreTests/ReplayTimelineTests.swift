import GameCore
import Testing

/// The on-screen replay's pacing, driven by hand: no clock, no terminal.
@Suite struct ReplayTimelineTests {
    private static let recording = Recording(
        header: RecordingHeader(seed: 1, board: .easy),
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

    @Test func nextHandsOutEachActionInTurnWhateverItsTimeAndMovesThePositionToIt() {
        var timeline = ReplayTimeline(Self.recording)

        #expect(timeline.next()?.action == .launched)
        #expect(timeline.next()?.action == .startTapped)
        #expect(timeline.position == .milliseconds(1000))
        #expect(timeline.advance(byRealTime: .zero) == [.helpToggled], "the rest of that moment is due at once")
        #expect(timeline.next()?.offset == .milliseconds(3000))
        #expect(timeline.next() == nil)
        #expect(timeline.isFinished)
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

    @Test func onlySpeedsFromATenthToAHundredAreValid() {
        #expect(ReplayTimeline.isValidSpeed(0.1) && ReplayTimeline.isValidSpeed(0.25))
        #expect(ReplayTimeline.isValidSpeed(8) && ReplayTimeline.isValidSpeed(100))
        #expect(!ReplayTimeline.isValidSpeed(0) && !ReplayTimeline.isValidSpeed(-1))
        #expect(!ReplayTimeline.isValidSpeed(0.09) && !ReplayTimeline.isValidSpeed(100.5))
        #expect(!ReplayTimeline.isValidSpeed(1e-18) && !ReplayTimeline.isValidSpeed(9.3e18))
        #expect(!ReplayTimeline.isValidSpeed(.infinity) && !ReplayTimeline.isValidSpeed(.nan))
    }

    @Test(arguments: [(1e-18, 0.1), (0, 0.1), (-3, 0.1), (9.3e18, 100), (.infinity, 100), (.nan, 1)])
    func aSpeedOutsideTheRangeIsBroughtIntoItRatherThanTrapping(_ given: Double, _ used: Double) {
        #expect(ReplayTimeline(Self.recording, speed: given).speed == used)
    }

    /// Recorded times at the very end of what a recording can say, in milliseconds.
    private static let farRecording = Recording(
        header: RecordingHeader(seed: 1, board: .easy),
        actions: [
            TimedAction(offset: .zero, action: .launched),
            TimedAction(offset: .milliseconds(Int64.max - 1), action: .startTapped),
            TimedAction(offset: .milliseconds(Int64.max), action: .helpToggled),
            TimedAction(offset: .seconds(Int64.max), action: .clockTicked),
        ],
        end: .milliseconds(Int64.max), digest: "")

    @Test(arguments: [1e-18, 0.1, 1, 100, 9.3e18])
    func recordedTimesNearTwoToTheSixtyThreeMillisecondsWaitWithoutOverflow(_ speed: Double) {
        var timeline = ReplayTimeline(Self.farRecording, speed: speed)
        #expect(timeline.advance(byRealTime: .zero) == [.launched])
        let wait = timeline.realTimeUntilNextDue
        #expect(wait != nil && wait! > .seconds(1_000_000), "centuries away, not a wrapped-round number")
        #expect(timeline.advance(byRealTime: .seconds(3600)) == [])
        // The longest real time there is: every action comes due, the last one
        // (beyond what milliseconds can say) held at the ceiling.
        #expect(timeline.advance(byRealTime: .seconds(Int64.max))
                == [.startTapped, .helpToggled, .clockTicked])
        #expect(timeline.isFinished && timeline.position == ReplayTimeline.ceiling)
        #expect(timeline.advance(byRealTime: .seconds(Int64.max)) == [])
    }

    @Test func aLongRealTimeAtTheHighestSpeedHoldsThePositionAtTheCeiling() {
        var timeline = ReplayTimeline(Self.farRecording, speed: 100)
        _ = timeline.advance(byRealTime: .seconds(Int64.max / 2))
        _ = timeline.advance(byRealTime: .seconds(Int64.max / 2))
        #expect(timeline.position == ReplayTimeline.ceiling)
        #expect(timeline.isFinished)
    }

    @Test func aClockThatStepsBackIsIgnored() {
        var timeline = ReplayTimeline(Self.recording)
        _ = timeline.advance(byRealTime: .milliseconds(800))

        #expect(timeline.advance(byRealTime: .milliseconds(-500)) == [])
        #expect(timeline.position == .milliseconds(800))
    }
}
