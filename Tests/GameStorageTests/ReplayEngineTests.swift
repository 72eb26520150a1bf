import GameCore
import GameStorage
import Testing

/// One fold, headless and on screen: the inspector, paced by real time,
/// applies what its timeline says is due and ends where `replay --headless` does.
@Suite struct ReplayEngineTests {
    @Test func pacedByRealTimeItEndsWhereTheHeadlessFoldEnds() throws {
        let (_, recording) = try RecordedSession.perfectGame(.medium, seed: 9)
        var headless = ActionFold(recording)
        headless.apply(recording.actions.map(\.action))
        var paced = ReplayInspector(recording, speed: 2)

        // Real time in uneven turns, as a run loop wakes.
        var turns = 0
        while !paced.cursor.isAtEnd {
            paced.advance(byRealTime: .milliseconds(turns % 3 == 0 ? 7 : 333))
            turns += 1
        }

        #expect(paced.state == headless.state)
        #expect(headless.summary(recordedDigest: recording.digest) == ActionFold.headless(recording))
        #expect(ActionFold.headless(recording).digestMatches)
    }

    @Test func eachPacedActionIsAppliedAtItsRecordedTime() throws {
        let (_, recording) = try RecordedSession.perfectGame(.easy, seed: 3)
        var inspector = ReplayInspector(recording)
        var real = Duration.zero
        for action in recording.actions {
            inspector.advance(byRealTime: action.offset - real)
            real = action.offset
            #expect(inspector.cursor.current?.offset == action.offset)
        }
        #expect(inspector.cursor.isAtEnd)
    }

    @Test func aPausedReplayAppliesNothingHoweverLongItWaits() throws {
        let (_, recording) = try RecordedSession.perfectGame(.easy, seed: 5)
        var inspector = ReplayInspector(recording)
        inspector.advance(byRealTime: .zero)
        let applied = inspector.cursor.position
        inspector.togglePlaying()

        inspector.advance(byRealTime: .seconds(3600))

        #expect(inspector.cursor.position == applied)
        #expect(inspector.realTimeUntilNextDue == nil)
        inspector.togglePlaying()
        inspector.advance(byRealTime: .seconds(3600))
        #expect(inspector.cursor.isAtEnd)
    }

    @Test func theSpeedIsHeldWithinTheTimelinesRange() {
        let recording = Recording(header: RecordingHeader(seed: 1, board: .easy), actions: [],
                                  end: .zero, digest: "")
        #expect(ReplayInspector(recording, speed: 1000).timeline.speed == 100)
        #expect(ReplayInspector(recording).timeline.speed == 1)
    }
}
