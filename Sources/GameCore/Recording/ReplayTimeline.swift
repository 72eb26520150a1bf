/// The pacing of a replay: which recorded actions are due after some real
/// time has passed, at a speed, with pauses, or simply which comes next.
///
/// A plain value that sends nothing: `ReplayInspector` owns one and moves
/// its cursor by what it hands out, so tests drive the pacing without a
/// clock or a store.
package struct ReplayTimeline: Sendable {
    /// The recorded actions, in order.
    package let actions: [TimedAction]
    /// How much faster than recorded: 2 plays twice as fast. Within
    /// `speeds`; `faster()` and `slower()` change it while it plays.
    package private(set) var speed: Double
    /// Recorded time reached so far.
    package private(set) var position: Duration = .zero
    /// How many actions have been handed out.
    package private(set) var sentCount = 0
    /// Paused: time does not move.
    package private(set) var isPaused = false

    /// The speeds a replay can be watched at: a tenth of the pace (a 10 s
    /// game takes under 2 minutes) to a hundred times (a long game in
    /// seconds). Beyond them nothing is gained, and the time arithmetic
    /// would reach the ends of `Duration`.
    package static let speeds: ClosedRange<Double> = 0.1...100

    /// The latest time the timeline deals in: later recorded times, and
    /// waits longer than this, are held here rather than overflowing.
    /// About 292 million years: far past any game, and far inside `Duration`.
    package static let ceiling = Duration.milliseconds(Int64.max)

    /// The speeds the replay's keys step through, each about twice the one
    /// before, from the slowest of `speeds` to the fastest.
    package static let steps: [Double] = [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 100]

    /// True for a speed in `speeds` (so not NaN or infinite). The command
    /// line checks `--speed` with it.
    package static func isValidSpeed(_ speed: Double) -> Bool { speeds.contains(speed) }

    /// Paces `recording` at `speed`, brought into `speeds` if it is outside
    /// (NaN plays at 1): a timeline never traps on its speed.
    package init(_ recording: Recording, speed: Double = 1) {
        self.actions = recording.actions
        self.speed = speed.isNaN ? 1 : min(max(speed, Self.speeds.lowerBound), Self.speeds.upperBound)
    }

    /// Every action has been handed out.
    package var isFinished: Bool { sentCount == actions.count }

    /// Real time until the next action is due; nil while paused or finished.
    package var realTimeUntilNextDue: Duration? {
        guard !isPaused, !isFinished else { return nil }
        return Self.scaled(max(dueTime(sentCount) - position, .zero), speed, dividing: true)
    }

    /// Lets `elapsed` real time pass (scaled by the speed; none while paused)
    /// and returns the actions now due, in recorded order.
    package mutating func advance(byRealTime elapsed: Duration) -> [GameAction] {
        due(afterRealTime: elapsed).map(\.action)
    }

    /// `advance(byRealTime:)` with each action's recorded time.
    package mutating func due(afterRealTime elapsed: Duration) -> [TimedAction] {
        guard !isPaused else { return [] }
        position = min(position + Self.scaled(max(elapsed, .zero), speed, dividing: false), Self.ceiling)
        var due: [TimedAction] = []
        while !isFinished, dueTime(sentCount) <= position {
            due.append(actions[sentCount])
            sentCount += 1
        }
        return due
    }

    /// Hands out the next action whatever its time, moving the position up
    /// to it (a step, or a headless run); nil when none is left.
    package mutating func next() -> TimedAction? {
        guard !isFinished else { return nil }
        let action = actions[sentCount]
        position = max(position, dueTime(sentCount))
        sentCount += 1
        return action
    }

    /// The recorded time of action `index`, within zero and `ceiling`, so
    /// every action comes due once `position` reaches the ceiling.
    private func dueTime(_ index: Int) -> Duration {
        min(max(actions[index].offset, .zero), Self.ceiling)
    }

    /// Plays at the next of `steps` above the speed (about twice as fast),
    /// or stays at the fastest. The recorded time reached is kept: only
    /// the time from now on is scaled anew.
    package mutating func faster() {
        speed = Self.steps.first { $0 > speed } ?? Self.speeds.upperBound
    }

    /// Plays at the next of `steps` below the speed (about half as fast),
    /// or stays at the slowest.
    package mutating func slower() {
        speed = Self.steps.last { $0 < speed } ?? Self.speeds.lowerBound
    }

    /// Pauses, or resumes where it paused.
    package mutating func togglePause() { isPaused.toggle() }

    /// Pauses (the inspector's steps and jumps stop the playing).
    package mutating func pause() { isPaused = true }

    /// Carries on from just after action `count` (held within the
    /// recording): the first `count` are handed out, the position is that
    /// last one's time. The inspector moves its cursor and its pacing together.
    package mutating func seek(toSent count: Int) {
        sentCount = min(max(count, 0), actions.count)
        position = sentCount > 0 ? dueTime(sentCount - 1) : .zero
    }

    /// `duration` (at least zero) times `speed`, or divided by it, held at
    /// `ceiling`: `Duration`'s own `*` and `/` trap when the result leaves
    /// its range, as a recorded time near 2^63 ms at a slow speed would.
    /// In range, it is that same arithmetic, so nothing is rounded otherwise.
    static func scaled(_ duration: Duration, _ speed: Double, dividing: Bool) -> Duration {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) * 1e-18
        let result = dividing ? value / speed : value * speed
        guard result < Double(ceiling.components.seconds) else { return ceiling }
        guard result > 0 else { return .zero }
        return dividing ? duration / speed : duration * speed
    }
}
