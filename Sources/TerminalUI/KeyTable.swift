import GameCore

/// The keys that act, one table for every screen and the replay: the key
/// map looks events up here, and the help box, the hint lines, the title's
/// hints and the replay's status line are drawn from here. A key added to
/// the table is answered and shown; a key not in it does nothing.
enum KeyTable {
    /// The bindings of `screen`, in the order its hint line names them.
    static func bindings(on screen: Screen) -> [KeyBinding<KeyAction>] {
        switch screen {
        case .playing: playing
        case .paused: paused
        case .title: title
        case .won: won
        }
    }

    /// The binding on `screen` that `event` belongs to, if any.
    static func binding(for event: InputEvent, on screen: Screen) -> KeyBinding<KeyAction>? {
        bindings(on: screen).first { $0.matches(event) }
    }

    /// The replay's keys, in the order its status line names them.
    static let replay: [KeyBinding<ReplayKeyAction>] = [
        KeyBinding([.key(.character(" ")), .key(.character("p"))], .pauseToggled,
                   help: "pause or resume the replay", hint: "pause"),
        // + and = share a key on most keyboards; ] and [ sit side by side.
        KeyBinding([.key(.character("+")), .key(.character("=")), .key(.character("]"))], .faster,
                   help: "replay twice as fast (up to 100x)", hint: "faster"),
        KeyBinding([.key(.character("-")), .key(.character("["))], .slower,
                   help: "replay half as fast (down to 0.1x)", hint: "slower"),
        KeyBinding([.key(.character("q")), .key(.escape)], .quit, help: "leave the replay", hint: "quit"),
    ]

    /// The replay inspector's moves, in the order its info line names them
    /// (docs/inspector.md); the replay's own keys above still play and quit.
    static let inspector: [KeyBinding<ReplayKeyAction>] = [
        KeyBinding([.key(.left)], .stepBack, help: "one action back"),
        KeyBinding([.key(.right)], .stepForward, help: "one action on", hint: "step"),
        KeyBinding([.key(.pageUp)], .pageBack, help: "ten actions back"),
        KeyBinding([.key(.pageDown)], .pageForward, help: "ten actions on", hint: "10"),
        KeyBinding([.key(.home)], .toStart, help: "to the start: the title, before any action"),
        KeyBinding([.key(.end)], .toEnd, help: "to the last action", hint: "first/last"),
        KeyBinding([.key(.character("i"))], .panelToggled, help: "show or hide the actions panel",
                   hint: "panel"),
        KeyBinding([.click], .jump, help: "on the timeline: jump there"),
    ]

    /// The replay binding `event` belongs to, if any: its own keys, then the inspector's.
    static func replayBinding(for event: InputEvent) -> KeyBinding<ReplayKeyAction>? {
        replay.first { $0.matches(event) } ?? inspector.first { $0.matches(event) }
    }

    /// The keys that turn the key help's pages when it has several
    /// (`HelpPages`): on the last page the next-page keys close it, and any
    /// key not here closes it on any page.
    static let helpPaging: [KeyBinding<HelpKeyAction>] = [
        KeyBinding([.key(.character(" ")), .key(.down), .key(.pageDown)], .nextPage,
                   help: "the help's next page"),
        KeyBinding([.key(.up), .key(.pageUp)], .previousPage, help: "the help's page before"),
    ]

    /// The screen-reader mode's reading keys, in a game (playing or
    /// paused): none is a card's key (letters skip w, x, y and z), and
    /// none acts in the normal mode.
    static let reading: [KeyBinding<KeyAction>] = [
        KeyBinding([.key(.tab)], .read(.board), help: "screen reader: read the board, a row a press (the top 10 when won)"),
        KeyBinding([.key(.character("."))], .read(.row), help: "screen reader: read the highlighted card's row"),
        KeyBinding([.key(.character("w"))], .read(.score), help: "screen reader: pairs and whose turn"),
        KeyBinding([.key(.character(","))], .read(.time), help: "screen reader: the time played"),
    ]

    /// On the title (nothing asked over it, no name typed): the
    /// screen-reader mode on or off (the run loop keeps it).
    static let screenReaderToggle = KeyBinding<KeyAction>([.key(.character("s"))], .toggleScreenReader,
                                                          help: "screen-reader mode on or off, on the title")

    /// Keys no screen's map sees (the terminal turns them into a signal),
    /// listed in the help all the same.
    static let outside: [KeyBinding<KeyAction>] = [
        KeyBinding([.controlC], .none, help: "quit at once"),
    ]

    /// The order the help box lists the screens' bindings in; a row two
    /// screens share (same keys, same meaning) is listed once.
    static let helpOrder: [Screen] = [.playing, .paused, .title, .won]

    // MARK: Questions

    /// The one key that answers "Give up this game? y/N" with yes; any
    /// other key keeps playing.
    static let giveUpAnswer = KeyBinding<KeyAction>([.key(.character("y"))], .gaveUp, help: "give up: yes, after q")

    /// The title's keys while it offers a game an earlier run left
    /// unfinished: starting a new one is asked first, by this offer.
    static let resumeOffer: [KeyBinding<KeyAction>] = [
        KeyBinding([.key(.character("r"))], .resume, help: "resume the unfinished game", hint: "resume"),
        KeyBinding([.key(.character("n"))], .newGame, help: "a new game instead of it", hint: "new game"),
        // The offer's highlighted choice: Enter takes it, as it takes the one chosen anywhere.
        // Named with Tab in the help, in one row.
        KeyBinding([.key(.enter)], .takeOfferChoice, help: nil),
        KeyBinding([.key(.tab)], .moveOfferChoice, help: "the offer: move the highlight; Enter takes it"),
        KeyBinding([.key(.character("q"))], .quit, help: nil),
        quietKeysHelp,
        KeyBinding([.leftRight, .boardDigits], .chooseBoard, help: nil),
    ]

    /// The resume offer's binding `event` belongs to, if any.
    static func resumeOfferBinding(for event: InputEvent) -> KeyBinding<KeyAction>? {
        resumeOffer.first { $0.matches(event) }
    }

    // MARK: The screens

    private static let keysHelp = KeyBinding<KeyAction>([.key(.character("?"))], .helpToggled,
                                             help: "this help; any key closes it", hint: "keys")
    private static let quietKeysHelp = KeyBinding<KeyAction>([.key(.character("?"))], .helpToggled,
                                                  help: "this help; any key closes it")
    private static let giveUp = KeyBinding<KeyAction>([.key(.character("q"))], .askToGiveUp,
                                           help: "give up, asked first (on the title: quit)", hint: "give up")
    private static let pause = KeyBinding<KeyAction>([.key(.character("p"))], .pauseToggled, help: "pause or resume")
    private static let play = KeyBinding<KeyAction>([.key(.enter), .key(.character(" "))], .play,
                                         help: "play, or play again", hint: "to play")
    private static let click = KeyBinding<KeyAction>([.click], .click, help: "flip a card, choose, play")
    /// Off the hint line: the line that names it is the one shown while a row key waits.
    static let cancelRowKey = KeyBinding<KeyAction>([.key(.escape)], .cancelRowKey,
                                         help: "forget a typed row key", hint: "cancel")

    private static let playing: [KeyBinding<KeyAction>] = [
        KeyBinding([.cardLetters], .flipByLetter, help: "flip that card", hint: "flip", hintPriority: 1),
        KeyBinding([.arrows], .moveHighlight, help: "move the highlight", hint: "move", hintPriority: 2),
        KeyBinding([.key(.enter), .key(.character(" "))], .flipHighlighted, help: "flip the highlighted card",
                   hint: "flip", hintPriority: 2),
        click,
        pause.hinted("pause"),
        keysHelp,
        giveUp,
        cancelRowKey,
    ]

    private static let paused: [KeyBinding<KeyAction>] = [
        pause.hinted("resume"),
        // Not in the help box of their own: Enter and Space are named there already.
        KeyBinding([.key(.enter), .key(.character(" "))], .pauseToggled, help: nil),
        keysHelp,
        giveUp,
    ]

    private static let title: [KeyBinding<KeyAction>] = [
        play,
        KeyBinding([.key(.character("d"))], .playDaily, help: "the daily game, on the title", hint: "daily"),
        KeyBinding([.key(.character("q"))], .quit, help: giveUp.help, hint: "to quit"),
        keysHelp,
        KeyBinding([.leftRight, .boardDigits], .chooseBoard, help: "board, on the title (4: own size)",
                   hint: "board"),
        KeyBinding([.key(.character("r")), .key(.character("c"))], .chooseSize,
                   help: "own size: a row, a column more", hint: "size"),
        KeyBinding([.upDown, .key(.character("m"))], .chooseMode,
                   help: "mode, on the title", hint: "mode"),
        KeyBinding([.key(.character("+")), .key(.character("-"))], .chooseDetail,
                   help: "players or level (n: names), on the title", hint: "players/level"),
        // Named in the row above: the help box has no room for a row of its own at 80×24.
        KeyBinding([.key(.character("n"))], .editName, help: nil, hint: "names"),
        screenReaderToggle,
        click,
    ]

    private static let won: [KeyBinding<KeyAction>] = [
        KeyBinding(play.keys, .playAgain, help: play.help, hint: "to play again"),
        KeyBinding([.key(.character("t")), .key(.escape)], .backToTitle, help: "win screen: to the title",
                   hint: "title"),
        KeyBinding([.key(.character("q"))], .quit, help: giveUp.help, hint: "to quit"),
        quietKeysHelp,
        KeyBinding([.click], .playAgain, help: click.help),
    ]
}
