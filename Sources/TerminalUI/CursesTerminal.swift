import CNcurses
import Glibc
import GameCore

/// The terminal, through curses: the one file that imports `CNcurses`.
///
/// It owns set-up and teardown, turns curses' return codes into a thrown
/// `TerminalError`, draws what the renderer writes, and turns curses' keys
/// into `InputEvent`s. Everything else in the module is curses-free.
final class CursesTerminal: TerminalSurface {
    /// The locale is UTF-8: box drawing and emoji can be shown.
    let unicode: Bool
    /// The terminal type, `TERM`.
    let name: String
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let colors: Bool
    /// The colour and theme the player chose, applied to every cell.
    private let look: Look
    private var isEnded = false

    /// Takes over the terminal on standard input and output. Throws, having
    /// written nothing, when they are not a terminal or `TERM` is unusable.
    init(look: Look) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError("standard input and output must be a terminal")
        }
        unicode = TerminalLocale.adopt()
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        self.name = name
        guard !name.isEmpty else { throw TerminalError("TERM is not set; cannot tell what terminal this is") }
        guard let output = fdopen(dup(STDOUT_FILENO), "w"), let input = fdopen(dup(STDIN_FILENO), "r") else {
            throw TerminalError("cannot open the terminal: \(String(cString: strerror(errno)))")
        }
        // newterm, unlike initscr, reports an unknown terminal instead of exiting.
        guard let screen = newterm(nil, output, input) else {
            fclose(output)
            fclose(input)
            throw TerminalError("unknown terminal type \"\(name.sanitizedForTerminal)\" (TERM); try TERM=xterm-256color")
        }
        self.screen = screen
        self.output = output
        self.input = input
        // Before anything is written: no ESC ( B in any attribute change.
        cn_drop_ascii_designation()
        window = cn_stdscr()
        guard Self.capability("cup") != nil else {
            endwin()
            delscreen(screen)
            throw TerminalError("the terminal \"\(name.sanitizedForTerminal)\" (TERM) cannot move the cursor")
        }
        self.look = look
        colors = look.usesColor && has_colors()
        configure()
    }

    private func configure() {
        // One frame, one write(2). ncurses 6.4 writes out what it has
        // buffered at every cursor move of a refresh until the screen has
        // once been left and taken back (its `_endwin` is still "initial"
        // until then), so a frame went out in a piece a run of cells and a
        // screen reader between two pieces found the cursor on a card row
        // (issue 34). Leaving and taking it back before anything is drawn
        // costs a few bytes, once.
        endwin()
        doupdate()
        // Never shift a line sideways by inserting or deleting characters:
        // a line is written whole, so a reader that speaks what is written hears it.
        idcok(window, false)
        cbreak()  // Ctrl-C and Ctrl-Z still raise their signals
        noecho()
        nonl()
        intrflush(window, false)
        // One frame, one write(2): without this, doupdate looks for typed
        // keys before each line it draws and writes out what it has so far
        // each time, so a frame went out in a piece a line, and a screen
        // reader between two pieces found the cursor on a card row.
        typeahead(-1)
        keypad(window, true)
        nodelay(window, true)  // the run loop waits in poll(2), then drains keys
        set_escdelay(25)
        curs_set(0)
        mouseinterval(0)
        // Every button event, though only a press is used: with a mask of
        // the press alone, ncurses 6.4 blocks in read(2) after the release
        // report, nodelay or not, and the run loop stalls until a key comes.
        mousemask(cn_all_mouse_events(), nil)
        defineNavigationKeys()
        if colors {
            start_color()
            use_default_colors()
            for color in TerminalColor.allCases where color != .standard {
                init_pair(Self.pair(color), Int16(color.rawValue), -1)
            }
        }
        SignalTrap.setRestoreSequence(restoreSequence)
    }

    /// What puts the terminal back as the shell had it, for the crash handler,
    /// which cannot call curses: normal attributes, a visible cursor, keypad
    /// and mouse reporting off, the main screen.
    private var restoreSequence: [UInt8] {
        let parts = ["sgr0", "cnorm", "rmkx"].compactMap(Self.capability)
            + ["\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l"]
            + ["rmcup"].compactMap(Self.capability)
        // Byte by byte rather than `joined()`, whose generic code looks up
        // a conformance at run time, searching every one in the binary.
        var bytes: [UInt8] = []
        for part in parts { bytes.append(contentsOf: part.utf8) }
        return bytes
    }

    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    private static func pair(_ color: TerminalColor) -> Int16 { Int16(color.rawValue + 1) }

    /// Rows and columns now.
    var size: (rows: Int, columns: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        cn_getmaxyx(window, &rows, &columns)
        return (Int(rows), Int(columns))
    }

    // MARK: Output

    func clear() { wclear(window) }

    func write(_ text: String, row: Int, column: Int, style: CellStyle) {
        let style = look.shown(style)
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        if style.underline { attributes |= cn_a_underline() }
        let pair = colors && style.color != .standard ? Self.pair(style.color) : 0
        wattr_set(window, attributes, pair, nil)
        _ = text.withCString { mvwaddstr(window, Int32(row), Int32(column), $0) }
    }

    /// Where the cursor goes at the next flush (nil: hidden), and whether
    /// it shows now, so that `curs_set` is called only when that changes.
    private var cursor: Frame.Position?
    private var isCursorShown = false

    func place(cursor position: Frame.Position?) { cursor = position }

    func flush() {
        if let cursor { wmove(window, Int32(cursor.row), Int32(cursor.column)) }
        if (cursor != nil) != isCursorShown {
            isCursorShown = cursor != nil
            curs_set(isCursorShown ? 1 : 0)
        }
        wnoutrefresh(window)
        doupdate()
    }

    func ring(_ style: BellStyle) {
        switch style {
        case .audible: beep()
        case .visual: flash()
        case .off: break
        }
    }

    // MARK: Input

    /// Home, End, Page Up and Page Down as terminals actually send them: a
    /// terminal description names one spelling, but xterm, tmux, screen and
    /// the Linux console each have their own, and an unknown one would
    /// reach the inspector as Escape (quit) and three letters.
    private func defineNavigationKeys() {
        let spellings: [(String, Int32)] = [
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
            ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
            ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
        ]
        for (sequence, key) in spellings { _ = define_key(sequence, key) }
    }

    /// The next key, click or resize waiting, or nil when none is.
    func readEvent() -> InputEvent? {
        while true {
            var key: wint_t = 0
            switch wget_wch(window, &key) {
            case OK:
                if let event = Self.event(character: key) { return event }
            case KEY_CODE_YES:
                if let event = event(key: Int32(key)) { return event }
            default:
                return nil
            }
        }
    }

    private static func event(character: wint_t) -> InputEvent? {
        switch character {
        case 0x0D, 0x0A: return .enter
        case 0x1B: return .escape
        case 0x03: return .character("\u{03}")
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        default:
            // As typed: the key map folds capitals (`InputEvent.folded`), a typed name keeps them.
            guard let scalar = Unicode.Scalar(UInt32(character)), character >= 0x20 else { return nil }
            return .character(Character(scalar))
        }
    }

    private func event(key: Int32) -> InputEvent? {
        switch key {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE, KEY_DC: return .backspace
        case KEY_RESIZE:
            // Curses has marked every line changed; the next wget_wch would
            // repaint the old picture at the new size, just before the
            // renderer clears and draws the new one: two frames a resize.
            wtouchln(window, 0, Int32(size.rows), 0)
            return .resize
        case KEY_MOUSE:
            var mouse = MEVENT()
            // A press; or, when press and release arrived in one read (a busy
            // machine, ssh), the click ncurses made of them.
            guard getmouse(&mouse) == OK, mouse.bstate & cn_button1_any_click() != 0 else { return nil }
            return .click(row: Int(mouse.y), column: Int(mouse.x))
        default: return nil
        }
    }

    // MARK: Teardown

    /// Gives the terminal back as it was found: cursor, echo, the main screen.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }

    deinit { end() }
}
