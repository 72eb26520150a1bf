import GameCore

/// What a session on the server asks: the command after `ssh ducks@HOST`
/// (sshd passes it as `SSH_ORIGINAL_COMMAND` to the forced command), read
/// as words. Anything else a client may try (a shell command, `scp`,
/// `sftp`) is a refusal naming what the server does.
package enum ServerRequest: Equatable, Sendable {
    /// No command (`ssh -t ducks@HOST`): the server's title.
    case title
    /// `name NAME`: take a name, or change the one this key has.
    case name(String)
    /// `whoami`: the name and fingerprint this key has here.
    case whoami
    /// `help`: what the server answers.
    case help
    /// `daily [--board B] [display options]`: today's daily, played at the
    /// terminal (`ssh -t`); the words after `daily`, for the server's
    /// command line to read.
    case daily([String])
    /// `board [--daily] [--board B] [--json]`: the server's boards; the words after `board`.
    case board([String])
    /// A room on the server, at the terminal (`ssh -t`): `host [--room NAME] …`
    /// opens one, `join ROOM …` takes a seat, `watch ROOM …` watches; the words after.
    case room(RoomRequest, [String])
    /// `threeducks relay ROOM` (or `relay --list`): what `threeducks join
    /// ducks@HOST:ROOM` runs through ssh from an installed game; the words after `relay`.
    case relay([String])

    /// What a room request does.
    package enum RoomRequest: String, Equatable, Sendable {
        case host, join, watch
    }

    /// The longest command read, in bytes.
    package static let maximumBytes = 1024

    /// The request in `command` (nil or blank: the title), or a refusal.
    package static func parse(_ command: String?) -> Result<ServerRequest, ServerRefusal> {
        guard let command else { return .success(.title) }
        guard command.utf8.count <= maximumBytes else {
            return .failure(.init("the command is longer than \(maximumBytes) bytes", code: ServerRefusal.usage))
        }
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { return .success(.title) }
        switch (first, words.count) {
        case ("name", 1):
            return .failure(.init("name takes the name to take: ssh ducks@HOST name ann", code: ServerRefusal.usage))
        case ("name", _):
            // The rest of the line, as typed: a name may hold spaces.
            let rest = command.drop { $0 == " " || $0 == "\t" }.dropFirst(4).drop { $0 == " " || $0 == "\t" }
            return .success(.name(String(rest)))
        case ("whoami", 1): return .success(.whoami)
        case ("help", 1), ("--help", 1): return .success(.help)
        case ("daily", _): return .success(.daily(words.dropFirst().map(String.init)))
        case ("board", _), ("boards", _): return .success(.board(words.dropFirst().map(String.init)))
        case ("host", _): return .success(.room(.host, words.dropFirst().map(String.init)))
        case ("join", _): return .success(.room(.join, words.dropFirst().map(String.init)))
        case ("watch", _): return .success(.room(.watch, words.dropFirst().map(String.init)))
        case ("relay", _): return .success(.relay(words.dropFirst().map(String.init)))
        case (let program, _) where (program == "threeducks" || program.hasSuffix("/threeducks")) && words.count > 1 && words[1] == "relay":
            // `join`'s `ssh HOST threeducks relay ROOM`, its program named as --remote-program said.
            return .success(.relay(words.dropFirst(2).map(String.init)))
        default:
            let shown = String(command.sanitizedForTerminal.prefix(60))
            return .failure(.init("this server plays Three Ducks only, not \"\(shown)\": run ssh -t to play, or ssh … help",
                                  code: ServerRefusal.usage))
        }
    }
}
