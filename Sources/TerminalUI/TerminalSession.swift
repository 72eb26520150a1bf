import GameCore
import Glibc

/// The terminal, taken over, and its run loop: one thread, asleep in poll(2)
/// until a key, a signal or the next due effect. Nothing runs, and nothing is
/// drawn, while nothing happens.
///
/// The command line opens it first, takes its bell for the game, builds the
/// store, and hands the store to `TerminalApp` to draw and feed.
///
/// Each turn: draw the frame (the renderer writes only what changed), wait
/// for input or the caller's timeout, hand each event to the caller, then let
/// the caller run what fell due.
package final class TerminalSession {
    /// What the caller plugs in.
    package struct Turn {
        /// The frame for a screen of this size and look.
        package var draw: (ViewContext) -> Frame
        /// How long to wait at most; nil waits for input alone.
        package var timeout: () -> Duration?
        /// Handles one event; false ends the session.
        package var handle: (InputEvent, ViewContext) -> Bool
        /// Runs whatever fell due (timers, a replay's next actions).
        package var runDue: () -> Void
        /// A descriptor that becomes readable when `runDue` has work from
        /// another thread (`RunLoopScheduler.wakeDescriptor`); -1 for none.
        package var wake: Int32
        /// A second such descriptor: the network's inbox (`EventInbox`),
        /// whose events `runDue` drains on this thread; -1 for none.
        package var network: Int32
        /// Asked after each `runDue`: true ends the session (exit status 0),
        /// as when the host went away.
        package var isFinished: () -> Bool

        package init(draw: @escaping (ViewContext) -> Frame, timeout: @escaping () -> Duration?,
                     handle: @escaping (InputEvent, ViewContext) -> Bool, runDue: @escaping () -> Void,
                     wake: Int32 = -1, network: Int32 = -1, isFinished: @escaping () -> Bool = { false }) {
            (self.draw, self.timeout, self.handle, self.runDue) = (draw, timeout, handle, runDue)
            (self.wake, self.network, self.isFinished) = (wake, network, isFinished)
        }
    }

    private let terminal: CursesTerminal
    private let renderer: Renderer
    private let signals: Int32
    private var hangUp = HangUpWatch()
    package private(set) var context: ViewContext

    /// Takes over the terminal. Throws before writing anything when it cannot.
    package init(options: TerminalOptions) throws(TerminalError) {
        signals = SignalTrap.install()
        do {
            terminal = try CursesTerminal(look: Look(color: options.color, theme: options.theme))
        } catch {
            SignalTrap.uninstall()
            throw error
        }
        renderer = Renderer(surface: terminal)
        let size = terminal.size
        context = ViewContext(rows: size.rows, columns: size.columns,
                              emoji: !options.ascii && ViewContext.drawsEmoji(terminal: terminal.name),
                              unicode: terminal.unicode, screenReader: options.screenReader)
    }

    /// The bell, for the quack.
    package var bell: any Bell { TerminalBell(terminal) }

    /// Keeps a row key typed on a board of two-key labels for the next key
    /// and the next frame (nil forgets it).
    package func setTypedRow(_ row: Int?) { context.typedRow = row }

    /// Keeps the key help's page for the next key and the next frame.
    package func setHelpPage(_ page: Int) { context.helpPage = page }

    /// Keeps a name being typed on the title for the next key and the next
    /// frame (nil: it was kept or given up).
    func setNameEdit(_ edit: NameEdit?) { context.nameEdit = edit }

    /// Keeps the screen-reader mode's line for the next frames: a new line,
    /// said whole on the other row even when it reads as the last one did
    /// (`ViewContext.announcementCount`); one per frame, however many
    /// times it is set before the frame is drawn.
    package func setAnnouncement(_ line: String?) {
        context.announcement = line
        if line != nil { announce() }
    }

    /// The reading said last (`Announcer.read`) and which of its lines.
    private var reading: (key: Reading, line: Int, text: String)?

    /// Says a reading key's reading: its first line, or, while the line
    /// still says the one this key read last, its next (after the last,
    /// the first again): Tab reads the board a row a press.
    package func read(_ key: Reading, _ lines: [String]) {
        guard !lines.isEmpty else { return }
        var line = 0
        if let reading, reading.key == key, reading.text == context.announcement {
            line = (reading.line + 1) % lines.count
        }
        reading = (key, line, lines[line])
        setAnnouncement(lines[line])
    }

    /// The line last drawn, and whether a new one is waiting for the frame.
    private var announced: (line: String?, isNew: Bool) = (nil, false)

    /// Makes the next frame say its line anew, once a frame.
    private func announce() {
        guard !announced.isNew else { return }
        announced.isNew = true
        context.announcementCount &+= 1
    }

    /// Says the line again on the next frame, though it reads as it did
    /// (the lobby's line after Enter refused again).
    package func sayAgain() { announce() }

    /// After a key or an effect: a line the view derives itself (a help
    /// page, a name being typed, a terminal too small) that now reads
    /// differently is a new line too.
    package func settleAnnouncement(_ line: String) {
        if line != announced.line { announce() }
        announced.line = line
    }

    /// Turns the screen-reader mode on or off (`s` on the title); its
    /// line starts afresh.
    package func setScreenReader(_ on: Bool) {
        context.screenReader = on
        context.announcement = nil
        renderer.invalidate()
    }

    /// Keeps the resume offer's highlighted choice for the next key and frame.
    func setOfferChoice(_ choice: Int) { context.offerChoice = choice }

    /// Keeps the title's row last changed, where its cursor rests.
    func setTitleRow(_ row: TitleRow) { context.titleRow = row }

    /// Runs turns until `handle` says stop (exit status 0) or a quit signal
    /// arrives (128 + its number, as a shell reports it). A terminal gone
    /// without a signal (`HangUpWatch`) ends it as SIGHUP would: 129.
    package func run(_ turn: Turn) -> Int32 {
        while true {
            renderer.render(turn.draw(context))
            announced.isNew = false
            switch wait(timeout: turn.timeout(), wake: turn.wake, network: turn.network) {
            case .signal(let number): return 128 + number
            case .hangUp: return 128 + SIGHUP
            case .ready: break
            }
            while let event = terminal.readEvent() {
                if event == .character("\u{03}") { return 128 + SIGINT }
                if event == .resize { resized() }
                if !turn.handle(event, context) { return 0 }
            }
            turn.runDue()
            if turn.isFinished() { return 0 }
        }
    }

    /// Gives the terminal back. Also done on deinit.
    package func end() {
        terminal.end()
        SignalTrap.uninstall()
    }

    deinit { end() }

    private func resized() {
        let size = terminal.size
        context.rows = size.rows
        context.columns = size.columns
        renderer.invalidate()
    }

    private enum Wake { case ready, signal(Int32), hangUp }

    private func wait(timeout: Duration?, wake: Int32, network: Int32) -> Wake {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wake, events: Int16(POLLIN), revents: 0),  // poll(2) skips fd -1
                   pollfd(fd: network, events: Int16(POLLIN), revents: 0)]
        let result = poll(&fds, 4, Self.milliseconds(timeout))
        if result > 0, fds[1].revents != 0, let number = SignalTrap.takePending() { return .signal(number) }
        // The terminal gone (POLLHUP, POLLERR or POLLNVAL, with POLLIN or without): no key will ever
        // come, and every read would return at once. Keys it sent before are dropped, as on SIGHUP.
        if hangUp.isGone(revents: result > 0 ? fds[0].revents : 0, waiting: { HangUpWatch.waiting(on: STDIN_FILENO) }) {
            return .hangUp
        }
        return .ready
    }

    /// Whole milliseconds, rounded up so a timer is never polled for early,
    /// and held within poll(2)'s range: a wait of centuries (a replay's next
    /// action recorded near 2^63 ms) is the longest poll, not an overflow.
    static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        guard seconds >= 0 else { return 0 }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return Int32.max }
        let part = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        let (total, overflowAgain) = whole.addingReportingOverflow(part)
        return overflowAgain ? Int32.max : Int32(clamping: max(total, 0))
    }
}

/// The quack's bell: the terminal's beep or flash.
///
/// Sendable by hand, as `Bell` asks: curses is not thread-safe, but the
/// quack link rings it only on its store's thread, which is the run loop's,
/// the one thread that draws.
final class TerminalBell: Bell, @unchecked Sendable {
    private let terminal: CursesTerminal
    init(_ terminal: CursesTerminal) { self.terminal = terminal }
    func ring(_ style: BellStyle) { terminal.ring(style) }
}
