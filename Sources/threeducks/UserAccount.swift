import GameCore
import GameStorage
import Glibc
import NetTransport

/// Who is playing and where their home is, from the system.
enum UserAccount {
    /// The name a score is kept under without `--name`: the login name (the
    /// account of the session's login uid, `/proc/self/loginuid`, as
    /// getlogin(3) finds it, so `sudo` keeps the player's own), then `USER`,
    /// `LOGNAME`, the account of the effective uid, the first that is a
    /// valid name, else `player`. Accounts come from `/etc/passwd` read by
    /// hand (`PasswdFile`), never through NSS: the installed binary is
    /// static (docs/packaging.md), and an account known only to LDAP or
    /// systemd-homed is named by `USER` or `LOGNAME`.
    static func defaultPlayerName(environment: [String: String], passwd: PasswdFile = PasswdFile(),
                                  loginUID: uid_t? = loginUID(), effectiveUID: uid_t = geteuid()) -> String {
        // A name is text, not a path: a byte that is not UTF-8 becomes U+FFFD.
        let candidates = [loginUID.flatMap { passwd.entry(uid: $0)?.name }, environment["USER"]?.sanitizedForTerminal,
                          environment["LOGNAME"]?.sanitizedForTerminal, passwd.entry(uid: effectiveUID)?.name]
        return candidates.compactMap { $0 }.first { ScoreRecord.newNameProblem($0) == nil } ?? "player"
    }

    /// The home directory of the effective uid's account in `/etc/passwd`,
    /// for when `HOME` is unset.
    static func passwdHome(passwd: PasswdFile = PasswdFile(), effectiveUID: uid_t = geteuid()) -> String? {
        guard let home = passwd.entry(uid: effectiveUID)?.home, !home.isEmpty else { return nil }
        return String(pathBytes: home)
    }

    /// The uid the session logged in as (`/proc/self/loginuid`, kept across
    /// `su` and `sudo`), or nil when there is none: no audit support, or a
    /// process not started from a login (4294967295).
    static func loginUID(path: String = "/proc/self/loginuid") -> uid_t? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0, count < buffer.count else { return nil }
        let text = buffer.prefix(count).prefix { $0 != UInt8(ascii: "\n") }
        guard let value = UInt32(String(decoding: text, as: UTF8.self)), value != UInt32.max else { return nil }
        return value
    }

    /// The scores file's path: `--scores-file`, else the default one.
    static func scoresPath(option: String?, environment: [String: String]) throws -> String {
        if let option { return option }
        guard let path = FileScoreStore.defaultPath(environment: environment, home: passwdHome()) else {
            throw CommandFailure("no home directory for the scores file: set HOME or XDG_DATA_HOME, or pass --scores-file")
        }
        return path
    }

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
