import GameNet

extension JoinCommand {
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
        static func closedEarly(_ reason: String, exitStatus: Int32?, room: String) -> (code: Int32, text: String) {
            switch exitStatus {
            case ExitStatus.unavailable?: (noSuchRoom, "no such room on the other machine (\(reason))")
            case ExitStatus.noPermission?: (refused, "the other machine's rooms cannot be reached (\(reason))")
            case ExitStatus.usage?: (usage, "the other machine refused the request (\(reason))")
            case 127?: (unreachable, "the other machine has no threeducks on its PATH (\(reason)): name it with --remote-program")
            case _?: (unreachable, "cannot reach the host (\(reason))")
            case nil: (unreachable, "room \(room) closed the connection before the game (\(reason))")
            }
        }
    }
}
