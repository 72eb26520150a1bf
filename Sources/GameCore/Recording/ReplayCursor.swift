import StoreCore

/// Any moment of a recording, reached as quickly backwards as forwards: the
/// state after the first `position` actions, and the state just before.
///
/// Opening the recording replays it once through the game's reducer and
/// keeps a snapshot of the state every `interval` actions; a seek starts
/// from the nearest snapshot at or before the target and replays at most
/// `interval` actions, whichever way it goes. The reducer alone is what a
/// replay store runs (`Replay.makeStore` has no middleware), so a state
/// reached here is the state the replay store reaches. The interval grows
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
    /// The state after `position` actions.
    package private(set) var state: GameState
    /// The state before the last applied action (equal to `state` at 0).
    package private(set) var previous: GameState
    private let snapshots: [GameState]

    /// Replays `recording` once to take its snapshots; the cursor is at the start.
    package init(_ recording: Recording, interval: Int? = nil) {
        actions = recording.actions
        let count = recording.actions.count
        self.interval = max(interval ?? max(Self.minimumInterval, (count + Self.maximumSnapshots - 1) / Self.maximumSnapshots), 1)
        var state = recording.initialState
        var snapshots = [state]
        snapshots.reserveCapacity(count / self.interval + 1)
        for (index, timed) in recording.actions.enumerated() {
            GameReducer.reduce(&state, timed.action)
            if (index + 1) % self.interval == 0 { snapshots.append(state) }
        }
        self.snapshots = snapshots
        self.state = recording.initialState
        self.previous = recording.initialState
    }

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
            previous = state
            GameReducer.reduce(&state, actions[position].action)
        } else if target > 0 {
            previous = Self.state(from: snapshots, actions, interval, at: target - 1)
            state = previous
            GameReducer.reduce(&state, actions[target - 1].action)
        } else {
            state = snapshots[0]
            previous = state
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
        var state = snapshots[index]
        for timed in actions[index * interval..<position] {
            GameReducer.reduce(&state, timed.action)
        }
        return state
    }
}
