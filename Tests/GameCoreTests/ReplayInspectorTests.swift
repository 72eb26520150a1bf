import GameCore
import GameTesting
import Testing

/// The inspector's moves and its playing, without a terminal.
@Suite struct ReplayInspectorTests {
    static let recording = RandomRecording.make(seed: 11, actions: 300)

    @Test func endThenOneBackShowsTheStateBeforeTheLastAction() {
        var inspector = ReplayInspector(Self.recording, playing: false)
        inspector.go(.end)
        #expect(inspector.cursor.isAtEnd)
        inspector.go(.by(-1))
        #expect(inspector.state == inspector.cursor.state(at: Self.recording.actions.count - 1))
        #expect(inspector.report?.index == Self.recording.actions.count - 1)
    }

    @Test func homeShowsTheTitleBeforeAnyAction() {
        var inspector = ReplayInspector(Self.recording, playing: false)
        inspector.go(.by(ReplayInspector.page))
        #expect(inspector.cursor.position == 10)
        inspector.go(.start)
        #expect(inspector.state == Self.recording.initialState)
        #expect(inspector.state.screen == .title)
        #expect(inspector.report == nil)
    }

    @Test func aClickOnTheTimelineJumpsToItsFraction() {
        var inspector = ReplayInspector(Self.recording, playing: false)
        inspector.go(.fraction(0.5))
        #expect(inspector.cursor.position == (Self.recording.actions.count + 1) / 2
                || inspector.cursor.position == Self.recording.actions.count / 2)
        inspector.go(.fraction(.nan))
        #expect(inspector.cursor.isAtStart)
        inspector.go(.fraction(7))
        #expect(inspector.cursor.isAtEnd)
    }

    @Test func playingAppliesTheActionsThatComeDueAndAStepPauses() {
        var inspector = ReplayInspector(Self.recording, speed: 1, playing: true)
        #expect(inspector.isPlaying)
        let due = Self.recording.actions.prefix { $0.offset <= .seconds(5) }.count
        inspector.advance(byRealTime: .seconds(5))
        #expect(inspector.cursor.position == due)
        inspector.go(.by(-1))
        #expect(!inspector.isPlaying)
        inspector.advance(byRealTime: .seconds(60))
        #expect(inspector.cursor.position == due - 1, "paused: time moves nothing")
    }

    @Test func aSpeedChangeKeepsThePlaceAndThePlaying() {
        var inspector = ReplayInspector(Self.recording, speed: 1, playing: true)
        inspector.advance(byRealTime: .seconds(5))
        let position = inspector.cursor.position
        inspector.changeSpeed(faster: true)
        #expect(inspector.timeline.speed == 2 && inspector.isPlaying && inspector.cursor.position == position)
        inspector.changeSpeed(faster: false)
        inspector.changeSpeed(faster: false)
        #expect(inspector.timeline.speed == 0.5 && inspector.cursor.position == position)
        inspector.togglePlaying()
        inspector.changeSpeed(faster: true)
        #expect(!inspector.isPlaying, "a paused replay stays paused")
    }

    @Test func spaceAtTheEndPlaysAgainFromTheStart() {
        var inspector = ReplayInspector(Self.recording, playing: false)
        inspector.go(.end)
        inspector.togglePlaying()
        #expect(inspector.cursor.isAtStart && inspector.isPlaying)
        inspector.togglePlaying()
        #expect(!inspector.isPlaying)
    }
}
