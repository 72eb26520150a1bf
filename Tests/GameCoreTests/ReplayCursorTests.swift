import GameCore
import GameTesting
import Testing

/// The inspector's cursor: any moment of a recording, backwards as well as
/// forwards, is the moment a plain forward replay reaches.
@Suite struct ReplayCursorTests {
    /// Every state of a forward replay through the reducer, from the start.
    static func forwardStates(_ recording: Recording) -> [GameState] {
        var state = recording.initialState
        var states = [state]
        for timed in recording.actions {
            GameReducer.reduce(&state, timed.action)
            states.append(state)
        }
        return states
    }

    @Test(arguments: 0..<24)
    func steppingBackThenForwardReachesExactlyTheStateForwardAloneReached(_ seed: Int) {
        let recording = RandomRecording.make(seed: UInt64(seed), actions: 400)
        let states = Self.forwardStates(recording)
        // A small interval, so that steps back cross many snapshots.
        var cursor = ReplayCursor(recording, interval: 7)
        cursor.seek(to: recording.actions.count)
        #expect(cursor.state == states.last)
        for position in stride(from: recording.actions.count, through: 1, by: -1) {
            cursor.move(by: -1)
            #expect(cursor.position == position - 1)
            #expect(cursor.state == states[position - 1], "back to \(position - 1), seed \(seed)")
            cursor.move(by: 1)
            #expect(cursor.state == states[position], "forward to \(position), seed \(seed)")
            #expect(cursor.previous == states[position - 1])
            cursor.move(by: -1)
        }
        #expect(cursor.isAtStart && cursor.state == recording.initialState)
    }

    @Test func aJumpAnywhereLandsOnTheForwardStateAndItsPredecessor() {
        let recording = RandomRecording.make(seed: 99, actions: 2_000)
        let states = Self.forwardStates(recording)
        var cursor = ReplayCursor(recording)
        var random = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let target = Int(random.uniform(below: UInt64(recording.actions.count + 1)))
            cursor.seek(to: target)
            #expect(cursor.state == states[target])
            #expect(cursor.previous == states[max(target - 1, 0)])
            #expect(cursor.state(at: target) == states[target])
        }
    }

    @Test func movesPastEitherEndStopAtTheEnd() {
        let recording = RandomRecording.make(seed: 3, actions: 50)
        var cursor = ReplayCursor(recording)
        cursor.move(by: -10)
        #expect(cursor.position == 0)
        cursor.move(by: Int.max)
        #expect(cursor.isAtEnd)
        cursor.seek(to: Int.min)
        #expect(cursor.isAtStart)
    }

    @Test func snapshotsStayFewForAVeryLongRecording() {
        let long = Recording(header: RecordingHeader(seed: 1, board: .easy),
                             actions: Array(repeating: TimedAction(offset: .zero, action: .helpToggled),
                                            count: ReplayCursor.maximumSnapshots * 100),
                             end: .zero, digest: "")
        let cursor = ReplayCursor(long)
        #expect(cursor.interval == 100, "at most maximumSnapshots snapshots")
        #expect(ReplayCursor(RandomRecording.make(seed: 1, actions: 10)).interval == ReplayCursor.minimumInterval)
    }
}
