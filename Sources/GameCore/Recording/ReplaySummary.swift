/// What a headless replay found: the last game of the recording and whether
/// the replay ended where the recording did.
package struct ReplaySummary: Equatable, Sendable, CustomStringConvertible {
    /// The last game's board.
    package var board: Board
    /// Who played the last game, with the pairs each found, in seat order;
    /// one player for the solo game.
    package var players: [Player]
    /// Cards the last game turned up.
    package var moves: Int
    /// Seconds the last game was played.
    package var elapsedSeconds: Int
    /// Milliseconds it was played, when known: the time is then said as the
    /// win screen says it (`0:27.4` under a minute), not cut to `0:27`.
    package var playedMilliseconds: Int?
    /// The last game reached the win screen.
    package var won: Bool
    /// Games dealt in the recording.
    package var gamesDealt: Int
    /// The digest of the state the replay ended in.
    package var digest: String
    /// The digest the recording ended with.
    package var recordedDigest: String

    package init(board: Board, players: [Player] = [Player(name: Player.defaultName)], moves: Int, elapsedSeconds: Int,
                won: Bool, gamesDealt: Int, digest: String, recordedDigest: String, playedMilliseconds: Int? = nil) {
        self.board = board
        self.players = players
        self.moves = moves
        self.elapsedSeconds = elapsedSeconds
        self.playedMilliseconds = playedMilliseconds
        self.won = won
        self.gamesDealt = gamesDealt
        self.digest = digest
        self.recordedDigest = recordedDigest
    }

    /// The replay reproduced the recorded game: exit 0.
    package var digestMatches: Bool { digest == recordedDigest }

    /// A few aligned lines for the terminal, e.g. `time        1:05`; a
    /// `players` line only when several played. Names and the recorded
    /// digest come from the file: they are printed made safe.
    package var description: String {
        let check = digestMatches
            ? "matches the recording" : "differs from the recording's \(recordedDigest.sanitizedForTerminal)"
        var lines = ["board       \(board.name)"]
        if players.count > 1 {
            lines.append("players     " + players.map { "\(Self.name($0)) \(Self.pairs($0.pairs))" }.joined(separator: ", "))
        }
        lines += [
            "moves       \(moves)",
            "time        \(playedMilliseconds.map { clockText(milliseconds: $0) } ?? clockText(elapsedSeconds))",
            "result      \(result)",
            "games       \(gamesDealt)",
            "digest      \(digest) (\(check))",
        ]
        return lines.joined(separator: "\n")
    }

    /// `won` or `not won` alone; with several players, who won the finished
    /// game by how many pairs (`bob wins, 4 pairs to 2`) or who drew.
    package var result: String {
        guard won else { return "not won" }
        guard players.count > 1 else { return "won" }
        let most = players.map(\.pairs).max() ?? 0
        let leaders = players.filter { $0.pairs == most }
        if leaders.count > 1 {
            return "draw, \(Self.list(leaders.map(Self.name))) with \(Self.pairs(most)) each"
        }
        let others = players.filter { $0.pairs != most }.map { String($0.pairs) }
        return "\(Self.name(leaders[0])) wins, \(Self.pairs(most)) to \(Self.list(others))"
    }

    /// A player as the summary names them: `Computer (hard)` for the computer.
    private static func name(_ player: Player) -> String {
        let name = player.name.sanitizedForTerminal
        return player.computer.map { "\(name) (\($0.rawValue))" } ?? name
    }

    private static func pairs(_ count: Int) -> String { count == 1 ? "1 pair" : "\(count) pairs" }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
