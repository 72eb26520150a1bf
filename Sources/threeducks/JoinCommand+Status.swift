import GameCore
import GameNet
import Glibc
import NetTransport

extension JoinCommand {
    /// The name a joiner plays under without `--name`: the settings file's
    /// name (`configured`), else the login name, told apart from the host's
    /// when the two are most likely one (issue 35: the room would seat
    /// `root` and `root 2`, and `root wins` would say nothing):
    /// - joining another machine as the same account (`threeducks join
    ///   vm:ducks`, `root@vm:ducks` as root): `login@machine`, this
    ///   machine's name;
    /// - joining a room on this machine that this account hosts (a second
    ///   terminal): `name@terminal`, the terminal's name (`root@pts/3`,
    ///   as tty(1) says it), the name being the settings file's or the
    ///   login, which the host read too. `sharedTerminal` is that terminal,
    ///   nil when the room is another account's or there is no terminal.
    /// A name that would not pass (too long) stays plain: the host then
    /// makes it unique.
    static func defaultName(login: String, configured: String? = nil, target: JoinTarget, machine: String,
                            sharedTerminal: String? = nil) -> String {
        let plain = configured ?? login
        let name: String
        switch target {
        case .local:
            guard let sharedTerminal, !sharedTerminal.isEmpty else { return plain }
            name = "\(plain)@\(sharedTerminal)"
        case .remote(let destination, _):
            guard configured == nil else { return plain }
            let account = destination.contains("@") ? String(destination.prefix { $0 != "@" }) : login
            guard account == login, machine != "HOST" else { return login }
            name = "\(login)@\(machine)"
        case .via:
            return plain
        }
        return ScoreRecord.newNameProblem(name) == nil ? name : plain
    }

    /// The terminal's name as tty(1) says it without `/dev/` (`pts/3`), of
    /// the first of standard input, output and error that is one; nil
    /// when none is.
    static func terminalName() -> String? {
        for fd: Int32 in [0, 1, 2] {
            guard isatty(fd) == 1, let path = ttyname(fd) else { continue }
            let text = String(cString: path)
            let name = text.hasPrefix("/dev/") ? String(text.dropFirst(5)) : text
            return name.isEmpty ? nil : name.sanitizedForTerminal
        }
        return nil
    }

    /// Whether the room a local `target` names (or the one room open here,
    /// when it names none) is hosted by this account: a second terminal of
    /// one account, whose two seats would have one name.
    static func hostedByThisAccount(_ target: JoinTarget, directory: RoomDirectory = .fromEnvironment(),
                                    account: uid_t = geteuid()) -> Bool {
        guard case .local(let named) = target else { return false }
        let open = directory.list()
        let room = named.map { name in open.first { $0.name == name } } ?? (open.count == 1 ? open.first : nil)
        return room?.owner == account
    }

    /// `join`'s exit statuses and the one line of each way a join fails
    /// before the game (docs/network.md, *join's exit status*).
    enum Status {
        static let usage = ExitStatus.usage
        static let unreachable = ExitStatus.noHost
        static let noSuchRoom = ExitStatus.unavailable
        static let hostWentAway = ExitStatus.ioError
        static let full = ExitStatus.tempFail
        static let version = ExitStatus.protocolError
        static let refused = ExitStatus.noPermission

        /// A line before the welcome that ends the join: the listener's own
        /// refusal (`error REASON`: the allow list, too many connections), the
        /// host's `bye` or its `version` refusal. Nil for any other line.
        static func refusal(_ line: String) -> (code: Int32, text: String)? {
            if line.hasPrefix("error ") {
                let reason = String(line.dropFirst(6))
                if reason.contains("may not join") { return (refused, reason) }
                if reason.contains("too many connections") { return (full, reason) }
                return (unreachable, reason)
            }
            switch try? HostMessage(line: line) {
            case .version(let host, let client)?:
                return (version, HostMessage.versionText(host: host, client: client))
            case .bye(let reason, let text)?:
                switch reason {
                case .full, .started: return (full, text)
                default: return (ExitStatus.failure, "the host said: \(text)")
                }
            default:
                return nil
            }
        }

        /// The connection ended before the welcome, for `reason` (the
        /// transport's words), with the spawned command's exit status when it
        /// exited with one (the relay's statuses passed on by ssh).
        /// Each says what to do: `destination` is the `[USER@]HOST` ssh was
        /// given (nil with `--via`, whose command line is the player's own).
        static func closedEarly(_ reason: String, exitStatus: Int32?, room: String,
                                destination: String? = nil) -> (code: Int32, text: String) {
            let host = destination ?? "HOST"
            let ssh = destination.map { "ssh \($0)" } ?? "the --via command"
            return switch exitStatus {
            case ExitStatus.unavailable?:
                (noSuchRoom, "no such room on the other machine (\(reason)): see the rooms open there with "
                    + "\(ssh) threeducks relay --list, and join one as threeducks join \(host):ROOM")
            case ExitStatus.noPermission?: (refused, "the other machine's rooms cannot be reached (\(reason))")
            case ExitStatus.usage?: (usage, "the other machine refused the request (\(reason))")
            case 127?:
                (unreachable, "the other machine has no threeducks on its PATH (\(reason)): install it there, "
                    + "or name where it is with --remote-program PATH")
            case 255? where destination != nil:
                (unreachable, "cannot reach the host (\(reason)): check that \(ssh) logs you in "
                    + "(\(host) needs an ssh server, sshd, running and your account or key on it)")
            case _?: (unreachable, "cannot reach the host (\(reason))")
            case nil: (unreachable, "room \(room) closed the connection before the game (\(reason))")
            }
        }

        /// The `[USER@]HOST` a remote target runs ssh to, or nil.
        static func destination(_ target: JoinTarget) -> String? {
            if case .remote(let destination, _) = target { return destination }
            return nil
        }
    }
}
