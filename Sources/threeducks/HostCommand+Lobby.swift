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
        func current() -> Lobby {
            lobby.seats = host.room.lobbySeats
            lobby.note = problem ?? host.note
            return lobby
        }
        let status = session.run(TerminalSession.Turn(
            draw: { LobbyView.frame(current(), context: $0) },
            timeout: { .seconds(1) },  // the away countdowns
            handle: { event, _ in
                switch event.folded {
                case .character("q"), .escape: return false
                case .enter:
                    let now = current()
                    if let why = now.startProblem {
                        problem = why
                        if session.context.screenReader { session.setAnnouncement(why) }
                        return true
                    }
                    starting = true
                    return false
                default: return true
                }
            },
            runDue: {
                problem = nil
                host.drain()
            },
            network: wake))
        return status == 0 && starting
    }
}
