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
}
