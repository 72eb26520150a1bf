import GameCore
import GameNet
import NetTransport

extension JoinCommand {
    /// The name a joiner plays under without `--name` or a settings file's:
    /// the login name, or `login@machine` when joining another machine as
    /// the same account (`threeducks join vm:ducks`, `root@vm:ducks` as
    /// root), which is most likely the host's own: the room would seat
    /// `root` and `root 2`, and `root wins` would say nothing (issue 35).
    static func defaultName(login: String, target: JoinTarget, machine: String) -> String {
        guard case .remote(let destination, _) = target else { return login }
        let account = destination.contains("@") ? String(destination.prefix { $0 != "@" }) : login
        guard account == login, machine != "HOST" else { return login }
        let name = "\(login)@\(machine)"
        return ScoreRecord.newNameProblem(name) == nil ? name : login
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
