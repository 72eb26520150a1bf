/// What the replay inspector shows and how its keys move it: a cursor on
/// the recording (`ReplayCursor`) and a pacing for playing (`ReplayTimeline`),
/// kept at the same action. A plain value; the terminal feeds it keys and
/// real time, tests feed it commands.
package struct ReplayInspector: Sendable {
    /// Where the inspector can be told to go.
    package enum Move: Equatable, Sendable {
        /// By this many actions (← is -1, PgDn is +10).
        case by(Int)
        /// To the start (the title, before any action) or the end.
        case start, end
        /// To the action at this fraction of the recording (a click on the timeline).
        case fraction(Double)
    }

    /// The actions a PgUp or PgDn moves by.
    package static let page = 10

    /// The recording's moments.
    package private(set) var cursor: ReplayCursor
    /// The pacing of Space's playing.
    package private(set) var timeline: ReplayTimeline

    /// At the start of `recording`, playing at `speed` when `playing`.
    package init(_ recording: Recording, speed: Double = 1, playing: Bool = true) {
        cursor = ReplayCursor(recording)
        timeline = ReplayTimeline(recording, speed: speed)
        if !playing { timeline.pause() }
    }

    /// The state shown.
    package var state: GameState { cursor.state }

    /// The number of actions in the recording.
    package var count: Int { cursor.actions.count }

    /// Playing as real time passes (not paused, not at the end).
    package var isPlaying: Bool { !timeline.isPaused && !cursor.isAtEnd }

    /// Moves the cursor, and stops the playing: a step is for looking.
    package mutating func go(_ move: Move) {
        switch move {
        case .by(let delta): cursor.move(by: delta)
        case .start: cursor.seek(to: 0)
        case .end: cursor.seek(to: count)
        case .fraction(let fraction):
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            cursor.seek(to: Int((clamped * Double(count)).rounded()))
        }
        timeline.pause()
        timeline.seek(toSent: cursor.position)
    }

    /// Plays from here, or pauses; at the end, plays again from the start.
    package mutating func togglePlaying() {
        if isPlaying {
            timeline.pause()
            return
        }
        if cursor.isAtEnd {
            cursor.seek(to: 0)
            timeline.seek(toSent: 0)
        }
        if timeline.isPaused { timeline.togglePause() }
    }

    /// Plays about twice as fast (`ReplayTimeline.faster`), or about half
    /// as fast; where it stands and whether it plays are unchanged.
    package mutating func changeSpeed(faster: Bool) {
        if faster { timeline.faster() } else { timeline.slower() }
    }

    /// Lets `elapsed` real time pass while playing: the actions that came due are applied.
    package mutating func advance(byRealTime elapsed: Duration) {
        let due = timeline.due(afterRealTime: elapsed).count
        if due > 0 { cursor.seek(to: cursor.position + due) }
    }

    /// Real time until the next action is due while playing; nil otherwise.
    package var realTimeUntilNextDue: Duration? { timeline.realTimeUntilNextDue }

    /// What the current action changed; nil at the start.
    package var report: ActionReport? {
        guard let current = cursor.current else { return nil }
        return ActionReport(index: cursor.position, offset: current.offset, action: current.action,
                            before: cursor.previous, after: cursor.state)
    }
}
