import GameCore
import GameStorage
import StoreCore
import Testing

/// One replay engine, headless and on screen: `Replayer` sends what its
/// timeline says is due, at the recorded time, on the manual clock it drives.
@Suite struct ReplayEngineTests {
    @Test func pacedByRealTimeItEndsWhereTheHeadlessRunEnds() throws {
        let (_, recording) = try RecordedSession.perfectGame(.medium, seed: 9)
        let headless = Replayer(recording)
        headless.run()
        let paced = Replayer(recording, speed: 2)

        // Real time in uneven turns, as a run loop wakes.
        var turns = 0
        while !paced.isFinished {
            paced.advance(byRealTime: .milliseconds(turns % 3 == 0 ? 7 : 333))
            turns += 1
        }

        #expect(paced.store.state == headless.store.state)
        #expect(paced.summary == headless.summary)
        #expect(paced.summary.digestMatches)
    }

    @Test func eachPacedActionIsSentAtItsRecordedTimeOnTheEnginesOwnClock() throws {
        let (_, recording) = try RecordedSession.perfectGame(.easy, seed: 3)
        let replayer = Replayer(recording)
        var real = Duration.zero
        for action in recording.actions {
            replayer.advance(byRealTime: action.offset - real)
            real = action.offset
            #expect(replayer.scheduler.now == action.offset, "the store's scheduler is driven, not left idle")
        }
        #expect(replayer.isFinished)
    }

    @Test func aPausedReplaySendsNothingHoweverLongItWaits() throws {
        let (_, recording) = try RecordedSession.perfectGame(.easy, seed: 5)
        let replayer = Replayer(recording)
        replayer.advance(byRealTime: .zero)
        let sent = replayer.sentCount
        replayer.togglePause()

        replayer.advance(byRealTime: .seconds(3600))

        #expect(replayer.sentCount == sent)
        #expect(replayer.timeline.realTimeUntilNextDue == nil)
        replayer.togglePause()
        replayer.advance(byRealTime: .seconds(3600))
        #expect(replayer.isFinished)
    }

    @Test func theSpeedIsHeldWithinTheTimelinesRange() {
        let recording = Recording(header: RecordingHeader(seed: 1, board: .easy), actions: [],
                                  end: .zero, digest: "")
        #expect(Replayer(recording, speed: 1000).timeline.speed == 100)
        #expect(Replayer(recording).timeline.speed == 1)
    }
}
