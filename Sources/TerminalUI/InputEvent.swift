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
    /// Backspace (or Delete as many terminals send it): only a name being
    /// typed on the title takes it.
    case backspace
    /// Tab: moves the resume offer's highlight.
    case tab
    /// The first mouse button went down at this screen cell.
    case click(row: Int, column: Int)
    /// The terminal changed size.
    case resize

    /// A typed character as the key tables read it: a capital ASCII letter
    /// as its small one, so every key works with Caps Lock on or Shift held
    /// (`A` flips card a, `Q` asks to give up, `Y` answers yes). No binding
    /// is a capital; a name typed on the title takes the character as
    /// typed (the terminal reports it so, `KeyMap` folds it).
    package static func typed(_ character: Character) -> InputEvent {
        guard character.isASCII, character.isUppercase else { return .character(character) }
        return .character(Character(character.lowercased()))
    }

    /// The event as the key tables read it: a typed character `typed`.
    package var folded: InputEvent {
        if case .character(let character) = self { return .typed(character) }
        return self
    }
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
    /// The key help's page to show (0 the first). The run loop keeps it,
    /// as `ViewContext.helpPage`, and forgets it once the help closes.
    case helpPaged(Int)
    /// A name being typed on the title, as it stands, or nil when it is
    /// kept or given up. The run loop keeps it, as `ViewContext.nameEdit`.
    case nameEdited(NameEdit?)
    /// The resume offer's highlighted choice moved: 0 resume, 1 a new game.
    /// The run loop keeps it, as `ViewContext.offerChoice`.
    case offerChoiceMoved(Int)
    /// In the screen-reader mode, a key asked to hear part of the game
    /// (`Announcer.read`); the run loop puts it on the line.
    case read(Reading)
    /// On the title, `s`: the screen-reader mode on or off. The run loop
    /// keeps it, as `ViewContext.screenReader`.
    case screenReaderToggled

    /// This is a `rowKeyTyped`.
    var isRowKey: Bool {
        if case .rowKeyTyped = self { true } else { false }
    }
}

/// What a reading key of the screen-reader mode reads (`KeyTable.reading`).
package enum Reading: Equatable, Sendable {
    /// Every row of the board, what is known of each card.
    case board
    /// The highlighted card's row.
    case row
    /// The pairs found, each player's, whose turn.
    case score
    /// The time played.
    case time
}
