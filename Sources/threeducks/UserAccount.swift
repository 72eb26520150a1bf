import GameCore
import GameStorage
import Glibc

/// Who is playing and where their home is, from the system.
enum UserAccount {
    /// The name a score is kept under without `--name`: the login name
    /// (`getlogin`, then `USER`, `LOGNAME`, the passwd entry), the first
    /// that is a valid name, else `player`.
    static func defaultPlayerName(environment: [String: String]) -> String {
        // A name is text, not a path: a byte that is not UTF-8 becomes U+FFFD.
        let candidates = [getlogin().map { String(cString: $0) }, environment["USER"]?.sanitizedForTerminal,
                          environment["LOGNAME"]?.sanitizedForTerminal, passwdEntry?.pw_name.map { String(cString: $0) }]
        return candidates.compactMap { $0 }.first { ScoreRecord.nameProblem($0) == nil } ?? "player"
    }

    /// The home directory in the passwd entry, for when `HOME` is unset.
    static var passwdHome: String? {
        passwdEntry?.pw_dir.map { String(pathCString: $0) }
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

    /// The environment with its values' bytes kept whole (`String(pathBytes:)`),
    /// unlike Foundation's, which repairs bytes that are not UTF-8 with
    /// U+FFFD: `HOME` and `XDG_DATA_HOME` are paths.
    static var environment: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(pathCString: pointer)
            if let equals = text.firstIndex(of: "=") {
                // The first of two entries with one name wins, as getenv(3) answers.
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// The command line's arguments after the program's name, bytes kept
    /// whole, as `environment` keeps them: `--scores-file` and `replay FILE`
    /// are paths.
    static var arguments: [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in CommandLine.unsafeArgv[index].map { String(pathCString: $0) } }
    }
}
