/// What a headless replay found: the last game of the recording and whether
/// the replay ended where the recording did.
public struct ReplaySummary: Equatable, Sendable, CustomStringConvertible {
    /// The last game's difficulty.
    public var difficulty: Difficulty
    /// Cards the last game turned up.
    public var moves: Int
    /// Seconds the last game was played.
    public var elapsedSeconds: Int
    /// The last game reached the win screen.
    public var won: Bool
    /// Games dealt in the recording.
    public var gamesDealt: Int
    /// The digest of the state the replay ended in.
    public var digest: String
    /// The digest the recording ended with.
    public var recordedDigest: String

    public init(difficulty: Difficulty, moves: Int, elapsedSeconds: Int, won: Bool, gamesDealt: Int,
                digest: String, recordedDigest: String) {
        self.difficulty = difficulty
        self.moves = moves
        self.elapsedSeconds = elapsedSeconds
        self.won = won
        self.gamesDealt = gamesDealt
        self.digest = digest
        self.recordedDigest = recordedDigest
    }

    /// The replay reproduced the recorded game: exit 0.
    public var digestMatches: Bool { digest == recordedDigest }

    /// A few aligned lines for the terminal, e.g. `time        1:05`. The
    /// recorded digest comes from the file: it is printed made safe.
    public var description: String {
        let check = digestMatches
            ? "matches the recording" : "differs from the recording's \(recordedDigest.sanitizedForTerminal)"
        return [
            "difficulty  \(difficulty.rawValue)",
            "moves       \(moves)",
            "time        \(elapsedSeconds / 60):\(String(elapsedSeconds % 60).zeroPadded(to: 2))",
            "result      \(won ? "won" : "not won")",
            "games       \(gamesDealt)",
            "digest      \(digest) (\(check))",
        ].joined(separator: "\n")
    }
}
