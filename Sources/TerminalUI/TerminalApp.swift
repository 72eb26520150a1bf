import GameCore
import StoreCore

/// How the terminal shows the game, from the command line's flags.
package struct TerminalOptions: Sendable {
    /// ASCII card faces instead of emoji.
    package var ascii: Bool
    /// Colours on (off for `--no-color` or `NO_COLOR`).
    package var color: Bool
    /// The screen-reader mode (docs/accessibility.md).
    package var screenReader: Bool
    /// The theme (`--theme`): the game's colours or high contrast.
    package var theme: Theme

    /// How the quack rings is the game's `Configuration.bellStyle`; the
    /// session only supplies the bell (`TerminalSession.bell`).
    package init(ascii: Bool = false, color: Bool = true, screenReader: Bool = false, theme: Theme = .standard) {
        self.ascii = ascii
        self.color = color
        self.screenReader = screenReader
        self.theme = theme
    }
}

/// A reason the terminal could not be used, in one line for the player.
package struct TerminalError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// What a game played across machines adds to `TerminalApp.play`'s run
/// loop on the host: the network's wake descriptor and its drain (on the
/// run loop's thread), whether the room is over, and which of the host's
/// own keys go to the store (only on the host's turn: the others are
/// refused in a line of their own).
package struct NetTurn {
    package enum Judgement: Equatable { case allow, refuse(String), quit }
    package var wake: Int32
    package var drain: () -> Void
    package var isFinished: () -> Bool
    package var judge: (GameAction, GameState) -> Judgement
    /// The room's news for the cue line (who is away), nil for none.
    package var line: () -> String?
    /// Who looks at this terminal: the host's seat 0, or a server daily's player.
    package var viewer: Viewer = .seat(0)

    package init(wake: Int32, drain: @escaping () -> Void, isFinished: @escaping () -> Bool,
                 judge: @escaping (GameAction, GameState) -> Judgement, line: @escaping () -> String? = { nil },
                 viewer: Viewer = .seat(0)) {
        self.line = line
        self.viewer = viewer
        self.wake = wake
        self.drain = drain
        self.isFinished = isFinished
        self.judge = judge
    }
}

/// Draws a running store in an open terminal session and feeds it the
/// player's keys. The command line builds the program and hands it over;
/// nothing here makes a store or calls back.
package enum TerminalApp {
    /// Runs `store` until the player quits and returns the exit status (0,
    /// or 128 + the signal that ended it). `scheduler` is the store's: the
    /// run loop waits until its next effect is due and runs it.
    package static func play(_ store: Store<GameState, GameAction>, scheduler: RunLoopScheduler,
                            in session: TerminalSession, net: NetTurn? = nil) -> Int32 {
        // A networked game's line of its own (a key refused out of turn), until the turn moves.
        var note: (text: String, turn: Int?, phase: Round.Phase?)?
        func shown() -> GameState {
            if let kept = note, kept.turn != store.state.round?.turn || kept.phase != store.state.round?.phase { note = nil }
            guard let line = note?.text ?? net?.line() else { return store.state }
            var state = store.state
            state.warning = line
            return state
        }
        // After whatever may change the state or the size: the game's clock
        // stops while the screen is too small to show it.
        func reportFit() {
            if let action = FitSignal.action(for: store.state, in: session.context) { store.send(action) }
        }
        reportFit()
        // The screen-reader mode's line: what changed since the state last said.
        var said = store.state
        func announce(keyed: Bool = false) {
            guard session.context.screenReader else { return }
            if let news = Announcer.news(from: said, to: store.state, viewer: net?.viewer) {
                session.setAnnouncement(news)
            } else if keyed, case .refused(let refusal) = store.state.round?.notice {
                // The same refusal again changes no state; the key is still
                // said, whole again (the line moves to the other row).
                session.setAnnouncement(StatusLine.reason(refusal))
            }
            said = store.state
        }
        // What the line says now, for a line the view derives (a help page, a name typed).
        func settle() {
            guard session.context.screenReader else { return }
            var context = session.context
            if let net { context.viewer = net.viewer }
            session.settleAnnouncement(ScreenView.announcementText(shown(), context))
        }
        return session.run(TerminalSession.Turn(
            draw: { context in
                // The host plays seat 0: `Your turn` on it, names on the others'.
                var context = context
                if let net { context.viewer = net.viewer }
                return ScreenView.frame(shown(), context: context)
            },
            // A networked game looks at its room at least once a second (an away player's countdown).
            timeout: { net == nil ? scheduler.timeUntilNextDue : min(scheduler.timeUntilNextDue ?? .seconds(1), .seconds(1)) },
            handle: { event, context in
                // A name being typed keeps its capitals; the keys fold them (Caps Lock).
                let event = context.nameEdit == nil ? event.folded : event
                // The help's pages are laid out only while it is open: the
                // key map asks them of the help alone, and every key comes here.
                let help = store.state.dialog == .help
                    ? (page: context.helpPage, count: ScreenView.helpPages(store.state, context).count)
                    : (page: 0, count: 1)
                var refused = false
                let before = store.state
                defer { session.setTitleRow(TitleRow.after(before, store.state, current: context.titleRow)) }
                for command in KeyMap.commands(for: event, state: store.state, rows: context.rows,
                                               columns: context.columns, typedRow: context.typedRow, help: help,
                                               nameEdit: context.nameEdit, offerChoice: context.offerChoice,
                                               screenReader: context.screenReader) {
                    switch command {
                    case .send(let action):
                        if let net {
                            switch net.judge(action, store.state) {
                            case .allow: break
                            case .refuse(let text):
                                note = (text, store.state.round?.turn, store.state.round?.phase)
                                if session.context.screenReader { session.setAnnouncement(text) }
                                continue
                            case .quit: return false
                            }
                        }
                        let notice = store.state.round?.notice
                        store.send(action)
                        // A flip refused for the reason already showing: no state changed.
                        if case .refused = notice, store.state.round?.notice == notice, action.isCardKey { refused = true }
                    case .rowKeyTyped(let row): session.setTypedRow(row)
                    case .helpPaged(let page): session.setHelpPage(page)
                    case .nameEdited(let edit): session.setNameEdit(edit)
                    case .offerChoiceMoved(let choice):
                        session.setOfferChoice(choice)
                        if session.context.screenReader { session.setAnnouncement(Announcer.offerChoice(choice)) }
                    case .screenReaderToggled:
                        session.setScreenReader(!session.context.screenReader)
                        said = store.state
                        if session.context.screenReader {
                            session.setAnnouncement(Announcer.title(store.state, prefix: "Screen-reader mode on. "))
                        }
                    case .read(let key):
                        announce()
                        session.read(key, Announcer.read(key, store.state, viewer: net?.viewer))
                    case .quit: return false
                    }
                }
                // The help opens on its first page, however it was closed.
                if store.state.dialog != .help { session.setHelpPage(0) }
                reportFit()
                announce(keyed: refused)
                settle()
                return true
            },
            runDue: {
                net?.drain()
                scheduler.runDue()
                reportFit()
                announce()
                settle()
            },
            wake: scheduler.wakeDescriptor,
            network: net?.wake ?? -1,
            isFinished: { net?.isFinished() ?? false }))
    }

    /// The replay inspector (docs/inspector.md): plays `inspector` as real
    /// time passes at its speed; ← → step, PgUp PgDn ten, Home End to the
    /// ends, Space plays or pauses, + and - play twice or half as fast, `i`
    /// shows or hides the panel, a click on the timeline jumps, q quits. Returns the exit status. The recording
    /// only runs through the reducer: no score, no bell.
    package static func inspect(_ inspector: ReplayInspector, in session: TerminalSession) -> Int32 {
        var inspector = inspector
        var panelToggled = false
        let clock = ContinuousClock()
        var lastTurn = clock.now
        return session.run(TerminalSession.Turn(
            draw: { InspectorView.frame(inspector, context: $0, panelToggled: panelToggled) },
            timeout: { inspector.realTimeUntilNextDue },
            handle: { event, context in
                let binding = KeyTable.replayBinding(for: event.folded)?.action
                switch binding {
                case .quit: return false
                case .pauseToggled:
                    inspector.togglePlaying()
                    lastTurn = clock.now
                case .faster, .slower:
                    // The time played so far at the old speed, then the new one from now.
                    let now = clock.now
                    if inspector.isPlaying { inspector.advance(byRealTime: now - lastTurn) }
                    lastTurn = now
                    inspector.changeSpeed(faster: binding == .faster)
                case .stepBack: inspector.go(.by(-1))
                case .stepForward: inspector.go(.by(1))
                case .pageBack: inspector.go(.by(-ReplayInspector.page))
                case .pageForward: inspector.go(.by(ReplayInspector.page))
                case .toStart: inspector.go(.start)
                case .toEnd: inspector.go(.end)
                case .panelToggled: panelToggled.toggle()
                case .jump:
                    let layout = InspectorLayout(rows: context.rows, columns: context.columns,
                                                 state: inspector.state, toggled: panelToggled)
                    if case .click(let row, let column) = event,
                       let fraction = layout.timelineFraction(row: row, column: column) {
                        inspector.go(.fraction(fraction))
                    }
                default: break
                }
                return true
            },
            runDue: {
                let now = clock.now
                if inspector.isPlaying { inspector.advance(byRealTime: now - lastTurn) }
                lastTurn = now
            }))
    }
}

private extension GameAction {
    /// A key for a card: a flip, or one refused before it reached the rules.
    var isCardKey: Bool {
        switch self {
        case .cardFlipped, .mismatchedCardFlipped, .keyRefused: true
        default: false
        }
    }
}
