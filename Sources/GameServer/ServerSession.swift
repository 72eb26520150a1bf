import GameCore

/// One ssh session on the server's account, as values: the key that logged
/// in, the request, and the store; what the player is told and the exit
/// status. `threeducks serve` reads the environment and writes the answer;
/// everything between is here, so tests drive it with a store and no sshd.
package struct ServerSession: Sendable {
    /// The server's name in messages (`--server-name`, else the host name).
    package let serverName: String
    /// The server's account, which players log in as (`ducks`).
    package let account: String
    package let store: any ServerStore
    /// The time, in seconds since 1970, the session's limits count by.
    package let now: Int64

    package init(serverName: String, account: String, store: any ServerStore, now: Int64) {
        self.serverName = serverName
        self.account = account
        self.store = store
        self.now = now
    }

    /// What a session answered: lines for the player, and the exit status
    /// (0, or a refusal's). `askName` when the session should ask for a
    /// name at the terminal (the title, for a key without one).
    package struct Answer: Equatable, Sendable {
        package var lines: [String]
        package var status: Int32
        package var askName = false

        package init(lines: [String], status: Int32 = 0, askName: Bool = false) {
            self.lines = lines
            self.status = status
            self.askName = askName
        }

        static func refused(_ refusal: ServerRefusal) -> Answer { Answer(lines: [refusal.message], status: refusal.code) }
    }

    /// The checks every session passes first: a key, not banned, within
    /// its sessions' limit. The player the key is (nil: no name here yet),
    /// or the refusal.
    package func admit(_ key: PlayerKey?) -> Result<ServerPlayer?, ServerRefusal> {
        guard let key else {
            return .failure(.init("this server knows players by their ssh key, and this session has none: log in with a key",
                                  code: ServerRefusal.noPermission))
        }
        do {
            if try store.isBanned(key.fingerprint) {
                return .failure(.init("the key \(key.fingerprint) is banned from \(serverName)", code: ServerRefusal.noPermission))
            }
            let sessions = ServerLimit.sessions
            guard try store.admit(key.fingerprint, .session, at: now, limit: sessions.limit, window: sessions.window) else {
                return .failure(.init("this key has opened \(sessions.limit) sessions on \(serverName) in the last minute; wait a minute",
                                      code: ServerRefusal.tempFail))
            }
            return .success(try store.player(key.fingerprint))
        } catch {
            return .failure(unavailable(error))
        }
    }

    /// Answers `request` from `key` (nil: the session came in without a
    /// key): every request but `daily` and `board`, whose words the
    /// server's command line reads (`beginDaily`, `boards`).
    package func answer(_ request: ServerRequest, key: PlayerKey?) -> Answer {
        let player: ServerPlayer?
        switch admit(key) {
        case .success(let admitted): player = admitted
        case .failure(let refusal): return .refused(refusal)
        }
        guard let key else { return .refused(.init("no key", code: ServerRefusal.noPermission)) }
        do {
            switch request {
            case .help:
                return Answer(lines: Self.help(account: account, server: serverName))
            case .whoami:
                guard let player else {
                    return Answer(lines: ["Your key \(key.fingerprint) has no name on \(serverName) yet: ssh \(account)@\(serverName) name NAME"])
                }
                return Answer(lines: ["You are \(player.name) on \(serverName) (key \(key.fingerprint))."])
            case .name(let name):
                return try take(name, key: key, player: player)
            case .title, .daily, .board, .room, .relay:
                guard let player else { return Answer(lines: [], askName: true) }
                return Answer(lines: ["Welcome back, \(player.name)."] + Self.help(account: account, server: serverName))
            }
        } catch {
            return .refused(unavailable(error))
        }
    }

    /// The database could not be used: try later.
    func unavailable(_ error: any Error) -> ServerRefusal {
        .init("\(serverName)'s database cannot be read or written (\(error)); try again later", code: ServerRefusal.unavailable)
    }

    /// The attempt `player` plays at `daily` on this server: begun now, or
    /// the one begun earlier today here, to resume. Refused when it is over
    /// (its result said, with its place on the board) or was begun on
    /// another server, where it is kept.
    package func beginDaily(_ daily: DailyBoard, key: PlayerKey, player: ServerPlayer) -> Result<DailyAttempt, ServerRefusal> {
        do {
            let attempt = try store.beginAttempt(key.fingerprint, daily, server: serverName, at: now)
            let today = "today's \(daily.board) daily (\(daily.date))"
            if let result = attempt.result {
                let standing = try store.standing(key.fingerprint, daily)
                let place = standing.map { " · \(Standing(rank: $0.rank, of: $0.of, on: serverName).text)" } ?? ""
                return .failure(.init("you played \(today) already: \(result.moves) moves · \(clockText(result.seconds))\(place); "
                                      + "one attempt a day, the next deal at 00:00 UTC", code: ServerRefusal.tempFail))
            }
            if attempt.isOver {
                return .failure(.init("you gave up \(today); one attempt a day, the next deal at 00:00 UTC", code: ServerRefusal.tempFail))
            }
            if attempt.server != serverName {
                return .failure(.init("your attempt at \(today) began on \(attempt.server.sanitizedForTerminal) and is kept there: "
                                      + "ssh -t \(account)@\(attempt.server.sanitizedForTerminal) daily --board \(daily.board)",
                                      code: ServerRefusal.tempFail))
            }
            return .success(attempt)
        } catch {
            return .failure(unavailable(error))
        }
    }

    /// Takes `name` for `key`, after the one rule for a new name
    /// (`ScoreRecord.newNameProblem`) and against every other key's name
    /// as `ScoreRecord.nameKey` folds them.
    package func take(_ typed: String, key: PlayerKey, player: ServerPlayer?) throws -> Answer {
        let name = typed.trimmingSpaces
        if let problem = ScoreRecord.newNameProblem(name) {
            return .refused(.init(problem, code: ServerRefusal.dataError))
        }
        if let player, player.name == name {
            return Answer(lines: ["You are \(name) on \(serverName) already."])
        }
        let names = ServerLimit.names
        guard try store.admit(key.fingerprint, .name, at: now, limit: names.limit, window: names.window) else {
            return .refused(.init("this key has taken \(names.limit) names on \(serverName) today; keep this one until tomorrow",
                                  code: ServerRefusal.tempFail))
        }
        do {
            try store.setName(name, key: ScoreRecord.nameKey(name), for: key.fingerprint)
        } catch let taken as NameTaken {
            let what = taken.held == name ? "\"\(name)\" is" : "\"\(taken.held.sanitizedForTerminal)\", which reads as \"\(name)\", is"
            return .refused(.init("\(what) another player's name on \(serverName); choose another", code: ServerRefusal.dataError))
        }
        if let player {
            return Answer(lines: ["You are \(name) on \(serverName) now (you were \(player.name.sanitizedForTerminal))."])
        }
        return Answer(lines: ["You are \(name) on \(serverName). Your key is who you are here: keep it."])
    }

    /// What the server answers, one line each.
    static func help(account: String, server: String) -> [String] {
        [
            "Three Ducks on \(server). Your ssh key is your player; these are the commands:",
            "  ssh \(account)@\(server) name NAME   take a name, or change yours",
            "  ssh -t \(account)@\(server) daily [--board B]   today's daily, one attempt a day",
            "  ssh \(account)@\(server) board [--daily] [--board B] [--json]   the boards",
            "  ssh -t \(account)@\(server) host [--room NAME] [--board B]   open a room; others join it",
            "  ssh -t \(account)@\(server) join ROOM   take a seat in a room (watch ROOM: watch it)",
            "  ssh \(account)@\(server) whoami      your name and key here",
            "  ssh \(account)@\(server) help        this list",
        ]
    }
}
