#if canImport(Glibc)
import Glibc
#endif

/// Accounts of this machine, from `/etc/passwd` (`PasswdFile`: not through
/// NSS, which the static binary cannot use safely).
public enum Accounts {
    /// The account name of `uid`, or nil when `passwd` has none.
    public static func name(of uid: uid_t, in passwd: PasswdFile = PasswdFile()) -> String? {
        passwd.entry(uid: uid)?.name
    }

    /// The uid of the account `name`, or nil when `passwd` has none.
    public static func uid(named name: String, in passwd: PasswdFile = PasswdFile()) -> uid_t? {
        passwd.entry(named: name)?.uid
    }

    /// `uid`'s name, or `uid N` when it has none: for messages.
    public static func label(of uid: uid_t, in passwd: PasswdFile = PasswdFile()) -> String {
        name(of: uid, in: passwd) ?? "uid \(uid)"
    }
}

/// Who is at the other end of a Unix socket, as the kernel says
/// (`SO_PEERCRED`, unix(7)): not what the peer claims.
public struct PeerCredentials: Equatable, Sendable {
    public let pid: pid_t
    public let uid: uid_t
    public let gid: gid_t

    public init(pid: pid_t, uid: uid_t, gid: gid_t) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }

    /// `struct ucred` of <sys/socket.h>, which the Glibc module leaves out
    /// (it needs _GNU_SOURCE): three 32-bit fields.
    private struct UCred {
        var pid: Int32 = 0
        var uid: UInt32 = 0
        var gid: UInt32 = 0
    }

    /// The credentials of the peer connected to the Unix socket `fd`.
    public static func of(socket fd: Int32) throws(SystemError) -> PeerCredentials {
        var credentials = UCred()
        var size = socklen_t(MemoryLayout<UCred>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0 else {
            throw SystemError("getsockopt(SO_PEERCRED)")
        }
        return PeerCredentials(pid: credentials.pid, uid: credentials.uid, gid: credentials.gid)
    }
}

/// Which accounts may join a room: the host's own by default, some named
/// others (`--allow bob,cy`), or every account of the machine (`--allow all`).
/// The host's own account is always in.
public struct AllowList: Equatable, Sendable {
    public let host: uid_t
    /// Other accounts let in, or nil for all.
    public let others: Set<uid_t>?

    public init(host: uid_t, others: Set<uid_t>? = []) {
        self.host = host
        self.others = others
    }

    /// Everyone on this machine.
    public static func everyone(host: uid_t) -> AllowList { AllowList(host: host, others: nil) }

    /// Parses `--allow`: `all`, or account names separated by commas.
    /// Throws a one-line message naming an account that does not exist.
    public static func parse(_ text: String, host: uid_t, passwd: PasswdFile = PasswdFile()) throws(RoomError) -> AllowList {
        let trimmed = text.trimmingSpaces
        if trimmed == "all" { return .everyone(host: host) }
        var uids: Set<uid_t> = []
        for name in trimmed.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingSpaces }) {
            guard !name.isEmpty else { throw .badAllowList("--allow: an empty account name in \"\(text)\"") }
            guard let uid = Accounts.uid(named: name, in: passwd) else { throw .badAllowList("--allow: no account named \"\(name)\" on this machine") }
            uids.insert(uid)
        }
        return AllowList(host: host, others: uids)
    }

    /// Whether `uid` may join.
    public func admits(_ uid: uid_t) -> Bool {
        uid == host || others.map { $0.contains(uid) } ?? true
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
