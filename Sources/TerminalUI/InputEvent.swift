import GameCore

/// A key, a click or a resize, as the terminal reported it: the input side's
/// counterpart of a frame, free of curses so the key map can be tested.
package enum InputEvent: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    /// Page Up, Page Down, Home and End: the replay inspector's long steps.
    case pageUp, pageDown, home, end
    case enter
    case escape
    /// The first mouse button went down at this screen cell.
    case click(row: Int, column: Int)
    /// The terminal changed size.
    case resize
}

/// What the program does with an input event.
package enum Command: Equatable, Sendable {
    /// Send this action to the store.
    case send(GameAction)
    /// Leave the program.
    case quit
    /// On a board of two-key labels, the row key typed (the next key names
    /// the column), or nil when it is used or forgotten. The run loop keeps
    /// it, as `ViewContext.typedRow`, for the next key and the view.
    case rowKeyTyped(Int?)

    /// This is a `rowKeyTyped`.
    var isRowKey: Bool {
        if case .rowKeyTyped = self { true } else { false }
    }
}
