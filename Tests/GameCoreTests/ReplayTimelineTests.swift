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

    @Test func fasterAndSlowerStepThroughTheSpeedsAndStopAtTheEnds() {
        var timeline = ReplayTimeline(Self.recording)
        var faster: [Double] = []
        for _ in 0..<12 {
            timeline.faster()
            faster.append(timeline.speed)
        }
        #expect(faster == [2, 4, 8, 16, 32, 64, 100, 100, 100, 100, 100, 100])
        var slower: [Double] = []
        for _ in 0..<12 {
            timeline.slower()
            slower.append(timeline.speed)
        }
        #expect(slower == [64, 32, 16, 8, 4, 2, 1, 0.5, 0.25, 0.1, 0.1, 0.1])
        // A --speed between two steps goes to the next one either way.
        var three = ReplayTimeline(Self.recording, speed: 3)
        three.faster()
        #expect(three.speed == 4)
        three = ReplayTimeline(Self.recording, speed: 3)
        three.slower()
        #expect(three.speed == 2)
        #expect(ReplayTimeline.steps.allSatisfy(ReplayTimeline.isValidSpeed))
    }

    @Test func aSpeedChangedWhilePlayingScalesOnlyTheTimeFromThen() {
        var timeline = ReplayTimeline(Self.recording)
        _ = timeline.advance(byRealTime: .zero)
        #expect(timeline.advance(byRealTime: .milliseconds(500)) == [])
        timeline.faster()  // 2x: the 500 ms left of the recording take 250 ms
        #expect(timeline.position == .milliseconds(500), "the time played is kept")
        #expect(timeline.realTimeUntilNextDue == .milliseconds(250))
        #expect(timeline.advance(byRealTime: .milliseconds(249)) == [])
        #expect(timeline.advance(byRealTime: .milliseconds(1)) == [.startTapped, .helpToggled])
        timeline.slower()
        timeline.slower()  // 0.5x: the 2 s to the next action take 4 s
        #expect(timeline.realTimeUntilNextDue == .milliseconds(4000))
        #expect(timeline.advance(byRealTime: .milliseconds(3999)) == [])
        #expect(timeline.advance(byRealTime: .milliseconds(1)) == [.clockTicked])
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
