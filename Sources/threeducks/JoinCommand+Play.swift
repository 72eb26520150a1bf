import GameCore
import GameNet
import NetTransport
import StoreCore
import TerminalUI

extension JoinCommand {
    /// A joiner's game: draws the mirror of the host's game with the ordinary
    /// view, in this terminal's size and look, and sends keys as intents to
    /// `connection`, whose events come through `inbox`.
    static func play(_ view: JoinView, connection: ClientConnection, inbox: EventInbox<ClientConnection.Event>,
                     in session: TerminalSession) -> (JoinEnd, JoinView) {
        var view = view
        var end: JoinEnd?
        // When each line arrived, on a clock that only goes forward, for a recording of the game (`JoinView.recording`).
        let clock = ContinuousClock(), started = clock.now
        func now() -> Duration { clock.now - started }
        func take(_ events: [ClientConnection.Event]) {
            for event in events {
                switch event {
                case .line(let text): view.receive(text, at: now())
                case .closed(let reason, _):
                    if view.mirror.verdict != nil {
                        // The game is over and checked: its end stays on screen until the player leaves.
                        view.isClosed = true
                    } else if let farewell = view.mirror.farewell, end == nil {
                        end = .farewell(farewell)
                    } else if end == nil {
                        end = .lost(reason)
                    }
                }
            }
        }
        // A note (a refusal) is said once, when it is given: it stays on the
        // screen until the next event, and was said again at every key.
        var notesSaid = view.notes
        func sayNote() {
            defer { notesSaid = view.notes }
            if session.context.screenReader, view.notes != notesSaid, let note = view.note { session.setAnnouncement(note) }
        }
        let status = session.run(TerminalSession.Turn(
            draw: { context in
                // `Your turn` on this terminal's seat only; a watcher sees names.
                var context = context
                context.viewer = view.viewer
                return view.isInLobby ? LobbyView.frame(view.lobby, context: context)
                    : ScreenView.frame(view.state(at: now()), context: context)
            },
            // The clock's next second, while it runs.
            timeout: { view.untilNextSecond(at: now()) },
            handle: { event, context in
                let event = event.folded
                if view.isInLobby {
                    if event == .character("q") || event == .escape {
                        connection.send(ClientMessage.leave.line)
                        return false
                    }
                    return true
                }
                let state = view.state
                let help = state.dialog == .help ? (page: context.helpPage, count: ScreenView.helpPageCount(state, context))
                                                 : (page: 0, count: 1)
                for command in KeyMap.commands(for: event, state: state, rows: context.rows, columns: context.columns,
                                               typedRow: context.typedRow, help: help,
                                               screenReader: context.screenReader) {
                    switch command {
                    case .send(let action):
                        // The next game is the host's to deal: at the end, only q (leave) does anything here.
                        if state.round?.phase == .won, action == .playAgainTapped || action == .backToTitleTapped {
                            continue
                        }
                        if let intent = view.take(action) { connection.send(intent.line) }
                    case .rowKeyTyped(let row): session.setTypedRow(row)
                    case .helpPaged(let page): session.setHelpPage(page)
                    case .read(let reading): session.read(reading, Announcer.read(reading, view.state, viewer: view.viewer))
                    case .screenReaderToggled: session.setScreenReader(!session.context.screenReader)
                    case .quit:
                        connection.send(ClientMessage.leave.line)
                        return false
                    case .nameEdited, .offerChoiceMoved: break
                    }
                }
                if view.dialog != .help { session.setHelpPage(0) }
                sayNote()
                return true
            },
            runDue: {
                let said = view.state
                take(inbox.drain())
                if session.context.screenReader, view.isInLobby {
                    // The lobby says its own line (`LobbyView`): who is here, what the keys do.
                    if session.context.announcement != nil { session.setAnnouncement(nil) }
                    session.settleAnnouncement(LobbyView.line(view.lobby, context: session.context))
                } else if session.context.screenReader {
                    if let line = view.verdictLine, said.warning != line { session.setAnnouncement(line) }
                    else if let news = Announcer.news(from: said, to: view.state, viewer: view.viewer) { session.setAnnouncement(news) }
                    sayNote()  // a refusal from the host, when it comes
                }
            },
            network: inbox.wakeDescriptor,
            isFinished: { end != nil }))
        if let end { return (end, view) }
        return (status == 0 ? .left : .signal(status - 128), view)
    }
}
