/// The pacing of an on-screen replay: which recorded actions are due after
/// some real time has passed, at a speed, with pauses.
///
/// A plain value, so the terminal's run loop can own it and tests can drive
/// it without a clock: each turn, pass the real time since the last turn to
/// `advance(byRealTime:)`, send the actions it returns to the replay store,
/// and wait at most `realTimeUntilNextDue` for input.
public struct ReplayTimeline: Sendable {
    /// The recorded actions, in order.
    public let actions: [TimedAction]
    /// How much faster than recorded: 2 plays twice as fast. Finite, above 0.
    public let speed: Double
    /// Recorded time reached so far.
    public private(set) var position: Duration = .zero
    /// How many actions have been handed out.
    public private(set) var sentCount = 0
    /// Paused: time does not move.
    public private(set) var isPaused = false

    /// True for a speed a timeline accepts: finite and above 0. The command
    /// line checks `--speed` with it.
    public static func isValidSpeed(_ speed: Double) -> Bool { speed.isFinite && speed > 0 }

    /// Paces `recording` at `speed`, which must be valid (`isValidSpeed`).
    public init(_ recording: Recording, speed: Double = 1) {
        precondition(Self.isValidSpeed(speed), "replay speed must be a finite number above 0")
        self.actions = recording.actions
        self.speed = speed
    }

    /// Every action has been handed out.
    public var isFinished: Bool { sentCount == actions.count }

    /// Real time until the next action is due; nil while paused or finished.
    public var realTimeUntilNextDue: Duration? {
        guard !isPaused, !isFinished else { return nil }
        return max(actions[sentCount].offset - position, .zero) / speed
    }

    /// Lets `elapsed` real time pass (scaled by the speed; none while paused)
    /// and returns the actions now due, in recorded order.
    public mutating func advance(byRealTime elapsed: Duration) -> [GameAction] {
        guard !isPaused else { return [] }
        position += max(elapsed, .zero) * speed
        var due: [GameAction] = []
        while !isFinished, actions[sentCount].offset <= position {
            due.append(actions[sentCount].action)
            sentCount += 1
        }
        return due
    }

    /// Pauses, or resumes where it paused.
    public mutating func togglePause() { isPaused.toggle() }
}
