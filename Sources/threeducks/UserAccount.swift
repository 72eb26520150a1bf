import GameCore
import Glibc

/// Who is playing and where their home is, from the system.
enum UserAccount {
    /// The name a score is kept under without `--name`: the login name
    /// (`getlogin`, then `USER`, `LOGNAME`, the passwd entry), the first
    /// that is a valid name, else `player`.
    static func defaultPlayerName(environment: [String: String]) -> String {
        let candidates = [getlogin().map { String(cString: $0) }, environment["USER"], environment["LOGNAME"],
                          passwdEntry?.pw_name.map { String(cString: $0) }]
        return candidates.compactMap { $0 }.first { ScoreRecord.nameProblem($0) == nil } ?? "player"
    }

    /// The home directory in the passwd entry, for when `HOME` is unset.
    static var passwdHome: String? {
        passwdEntry?.pw_dir.map { String(cString: $0) }
    }

    /// The scores file's path: `--scores-file`, else the default one.
    static func scoresPath(option: String?, environment: [String: String]) throws -> String {
        if let option { return option }
        guard let path = FileScoreStore.defaultPath(environment: environment, home: passwdHome) else {
            throw CommandFailure("no home directory for the scores file: set HOME or XDG_DATA_HOME, or pass --scores-file")
        }
        return path
    }

    private static var passwdEntry: passwd? { getpwuid(geteuid())?.pointee }
}
