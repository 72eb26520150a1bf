/// What a headless replay found: the last game of the recording and whether
/// the replay ended where the recording did.
package struct ReplaySummary: Equatable, Sendable, CustomStringConvertible {
    /// The last game's board.
    package var board: Board
    /// Cards the last game turned up.
    package var moves: Int
    /// Seconds the last game was played.
    package var elapsedSeconds: Int
    /// The last game reached the win screen.
    package var won: Bool
    /// Games dealt in the recording.
    package var gamesDealt: Int
    /// The digest of the state the replay ended in.
    package var digest: String
    /// The digest the recording ended with.
    package var recordedDigest: String

    package init(board: Board, moves: Int, elapsedSeconds: Int, won: Bool, gamesDealt: Int,
                digest: String, recordedDigest: String) {
        self.board = board
        self.moves = moves
        self.elapsedSeconds = elapsedSeconds
        self.won = won
        self.gamesDealt = gamesDealt
        self.digest = digest
        self.recordedDigest = recordedDigest
    }

    /// The replay reproduced the recorded game: exit 0.
    package var digestMatches: Bool { digest == recordedDigest }

    /// A few aligned lines for the terminal, e.g. `time        1:05`. The
    /// recorded digest comes from the file: it is printed made safe.
    package var description: String {
        let check = digestMatches
            ? "matches the recording" : "differs from the recording's \(recordedDigest.sanitizedForTerminal)"
        return [
            "difficulty  \(board.name)",
            "moves       \(moves)",
            "time        \(clockText(elapsedSeconds))",
            "result      \(won ? "won" : "not won")",
            "games       \(gamesDealt)",
            "digest      \(digest) (\(check))",
        ].joined(separator: "\n")
    }
}
