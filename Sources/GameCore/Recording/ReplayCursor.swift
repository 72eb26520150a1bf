/// Any moment of a recording, reached as quickly backwards as forwards: the
/// state after the first `position` actions, and the state just before.
///
/// Opening the recording folds it once (`ActionFold`) and keeps a snapshot
/// of the state every `interval` actions; a seek starts from the nearest
/// snapshot at or before the target and folds at most `interval` actions,
/// whichever way it goes. The fold is the one every replay runs, so a state
/// reached here is the state `replay --headless` and `inspect` reach. The interval grows
/// with the recording so that at most `maximumSnapshots` are kept: memory
/// stays bounded however long the game.
package struct ReplayCursor: Sendable {
    /// The fewest actions between two snapshots.
    package static let minimumInterval = 64
    /// The most snapshots kept, whatever the recording's length.
    package static let maximumSnapshots = 4096

    /// The recorded actions.
    package let actions: [TimedAction]
    /// Actions between two snapshots.
    package let interval: Int
    /// How many actions have been applied: 0 (the start) to `actions.count`.
    package private(set) var position = 0
    /// The state before the last applied action (equal to `state` at 0).
    package private(set) var previous: GameState
    /// The fold at `position`.
    private var fold: ActionFold
    private let snapshots: [GameState]

    /// Replays `recording` once to take its snapshots; the cursor is at the start.
    package init(_ recording: Recording, interval: Int? = nil) {
        actions = recording.actions
        let count = recording.actions.count
        self.interval = max(interval ?? max(Self.minimumInterval, (count + Self.maximumSnapshots - 1) / Self.maximumSnapshots), 1)
        var fold = ActionFold(recording)
        var snapshots = [fold.state]
        snapshots.reserveCapacity(count / self.interval + 1)
        for timed in recording.actions {
            fold.apply(timed.action)
            if fold.applied % self.interval == 0 { snapshots.append(fold.state) }
        }
        self.snapshots = snapshots
        self.fold = ActionFold(recording)
        self.previous = recording.initialState
    }

    /// The state after `position` actions.
    package var state: GameState { fold.state }

    /// The action that led to `state`; nil at the start.
    package var current: TimedAction? { position > 0 ? actions[position - 1] : nil }

    /// At the start (nothing applied) or at the end (everything applied).
    package var isAtStart: Bool { position == 0 }
    package var isAtEnd: Bool { position == actions.count }

    /// Moves to `target`, held within 0 and the number of actions.
    package mutating func seek(to target: Int) {
        let target = min(max(target, 0), actions.count)
        if target == position + 1 {
            // One step on, the commonest move while playing: no snapshot needed.
            previous = fold.apply(actions[position].action)
        } else if target > 0 {
            fold = ActionFold(from: Self.state(from: snapshots, actions, interval, at: target - 1))
            previous = fold.apply(actions[target - 1].action)
        } else {
            fold = ActionFold(from: snapshots[0])
            previous = fold.state
        }
        position = target
    }

    /// Moves by `delta` actions, back when negative.
    package mutating func move(by delta: Int) {
        seek(to: position.addingReportingOverflow(delta).overflow ? (delta < 0 ? 0 : actions.count) : position + delta)
    }

    /// The state after `position` actions, without moving.
    package func state(at position: Int) -> GameState {
        Self.state(from: snapshots, actions, interval, at: min(max(position, 0), actions.count))
    }

    private static func state(from snapshots: [GameState], _ actions: [TimedAction], _ interval: Int,
                              at position: Int) -> GameState {
        let index = position / interval
        var fold = ActionFold(from: snapshots[index])
        fold.apply(actions[index * interval..<position].lazy.map(\.action))
        return fold.state
    }
}
