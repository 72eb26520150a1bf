import GameNet
import TerminalUI

extension HostCommand {
    /// The host's lobby, until Enter starts a game of two to four (true)
    /// or q closes the room (false). `lobby` gives the room's name and the
    /// commands to show; the seats are the room's.
    static func hostLobby(_ host: NetHost, lobby: Lobby, wake: Int32, in session: TerminalSession) -> Bool {
        var lobby = lobby
        var problem: String?
        var starting = false
        // Who sits where, without the away countdowns.
        func sitting() -> [String] { host.room.lobbySeats.map { "\($0.kind) \($0.name ?? "")" } }
        var seats = sitting()
        func current() -> Lobby {
            lobby.seats = host.room.lobbySeats
            lobby.note = problem ?? host.note
            return lobby
        }
        // The screen-reader mode's line is the lobby's own (`LobbyView.line`):
        // said anew when it reads differently, not each second.
        func settle() {
            if session.context.screenReader { session.settleAnnouncement(LobbyView.line(current(), context: session.context)) }
        }
        if session.context.screenReader { session.setAnnouncement(nil) }  // not the last game's line
        let status = session.run(TerminalSession.Turn(
            draw: { LobbyView.frame(current(), context: $0) },
            timeout: { .seconds(1) },  // the away countdowns
            handle: { event, _ in
                defer { settle() }
                problem = nil
                switch event.folded {
                case .character("q"), .escape: return false
                case .enter:
                    let now = current()
                    if let why = now.startProblem {
                        problem = why
                        if session.context.screenReader { session.sayAgain() }  // refused again: said again
                        return true
                    }
                    starting = true
                    return false
                default: return true
                }
            },
            runDue: {
                host.drain()
                // Why Enter did not start stays until a key or a change of seats.
                if sitting() != seats { (problem, seats) = (nil, sitting()) }
                settle()
            },
            network: wake))
        return status == 0 && starting
    }
}
