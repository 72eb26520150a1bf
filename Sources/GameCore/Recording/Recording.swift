/// A recording read back: its header, every action with its time, and the
/// digest of the state it ended in.
package struct Recording: Equatable, Sendable {
    /// How the game was set up.
    package var header: RecordingHeader
    /// The handled actions, in the order the store handled them.
    package var actions: [TimedAction]
    /// When the recording ended (the final line's time).
    package var end: Duration
    /// The digest of the final state, as recorded (`GameState.digest`).
    package var digest: String

    package init(header: RecordingHeader, actions: [TimedAction], end: Duration, digest: String) {
        self.header = header
        self.actions = actions
        self.end = end
        self.digest = digest
    }

    /// The state a replay starts from: the title screen at the header's
    /// board, as the recorded game started.
    package var initialState: GameState { GameState(board: header.board, players: header.lineup) }
}

/// One recorded action and when the store handled it.
package struct TimedAction: Equatable, Sendable {
    /// Time since the recording started.
    package var offset: Duration
    /// The action.
    package var action: GameAction

    package init(offset: Duration, action: GameAction) {
        self.offset = offset
        self.action = action
    }
}

extension Duration {
    /// Whole milliseconds, rounded down: the unit of a recording's times.
    package var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}

extension String {
    /// Zeros in front up to `width` characters.
    func zeroPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
