import ChildProcesses
import Glibc

/// A real PostgreSQL server of the caller's own, for the server's store
/// tests and the bench (docs/server.md): Debian's `postgresql` (make deps),
/// `initdb` in a temporary directory, `pg_ctl start` listening on a Unix
/// socket in that directory only (no TCP), trust authentication for its
/// one role. PostgreSQL refuses to run as root: as root, its programs run
/// as the `postgres` account (else `nobody`) through `runuser`, in a
/// directory that account owns. Stopped and removed by `stop()` or when the
/// value goes.
///
/// One copy, for GameServerTests and (later) the bench's `serve.*.postgres`:
/// each says in its own way why it did not run when `init` throws `Unavailable`.
public final class LocalPostgres: @unchecked Sendable {
    /// PostgreSQL cannot run here, and why, in one line.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// Something the server or a client program did not do, with the last line of its log.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The temporary directory: `data`, `socket`, the logs.
    public let directory: String
    /// The directory of the server's socket (`.s.PGSQL.PORT`).
    public var socketDirectory: String { directory + "/socket" }
    /// The port in the socket's name: nothing listens on TCP.
    public let port = 5432
    /// The server's one role, a superuser, let in without a password.
    public let role = "threeducks"
    /// The directory of PostgreSQL's programs (/usr/lib/postgresql/VERSION/bin).
    public let binaries: String
    /// The account its programs run as when this process is root; nil when they run as this process.
    public let account: String?

    /// `postgres://` for `database`, through the socket, as `--database` takes it.
    public func url(database: String) -> String {
        "postgres://\(role)@/\(database)?host=\(socketDirectory)&port=\(port)"
    }

    /// Makes the cluster and starts it (bounded: pg_ctl waits at most 30 s).
    /// Throws `Unavailable` when PostgreSQL is not installed or cannot run
    /// here (as root with no account to run it as, or initdb refusing).
    public init() throws {
        guard let binaries = Self.findBinaries() else {
            throw Unavailable(reason: "PostgreSQL's server is not installed (no /usr/lib/postgresql/*/bin/initdb; make deps installs postgresql)")
        }
        self.binaries = binaries
        var owner: (uid: uid_t, gid: gid_t)?
        if geteuid() == 0 {
            guard access("/usr/sbin/runuser", X_OK) == 0 else {
                throw Unavailable(reason: "PostgreSQL does not run as root, and there is no /usr/sbin/runuser to run it as another account")
            }
            guard let (name, uid, gid) = ["postgres", "nobody"].lazy.compactMap(Self.account).first else {
                throw Unavailable(reason: "PostgreSQL does not run as root, and there is no postgres or nobody account to run it as")
            }
            account = name
            owner = (uid, gid)
        } else {
            account = nil
        }
        guard let directory = ChildProcess.temporaryDirectory("td-pg") else {
            throw Failure(description: "mkdtemp: \(String(cString: strerror(errno)))")
        }
        self.directory = directory
        do {
            guard mkdir(directory + "/socket", 0o700) == 0 else { throw Failure(description: "mkdir socket: \(String(cString: strerror(errno)))") }
            if let owner {
                for path in [directory, directory + "/socket"] where chown(path, owner.uid, owner.gid) != 0 {
                    throw Failure(description: "chown \(path): \(String(cString: strerror(errno)))")
                }
            }
            let initdb = server(["initdb", "-D", directory + "/data", "-U", role, "--auth=trust", "-E", "UTF8",
                                 "--locale=C.UTF-8", "--no-sync"], log: "initdb.log")
            guard initdb == 0 else {
                throw Unavailable(reason: "initdb could not make a cluster here (status \(initdb)): \(lastLine("initdb.log"))")
            }
            try start()
        } catch {
            ChildProcess.removeTree(directory)
            throw error
        }
    }

    deinit { stop() }

    private var stopped = false

    /// `pg_ctl start`, waiting until the server takes connections. The
    /// socket in `socketDirectory` only; fsync off (a test's data need
    /// not outlive the machine, only the server).
    public func start() throws {
        let options = "-k \(socketDirectory) -p \(port) -c listen_addresses='' -c fsync=off -c max_connections=50"
        let status = server(["pg_ctl", "-D", directory + "/data", "-l", directory + "/server.log", "-w", "-t", "30",
                             "-o", options, "start"], log: "pg_ctl.log")
        guard status == 0 else {
            throw Unavailable(reason: "PostgreSQL did not start here (pg_ctl status \(status)): \(lastLine("server.log"))")
        }
    }

    /// Stops the server at once, as a crash would (`-m immediate`: no
    /// checkpoint, so what was committed comes back from the WAL), and starts it again.
    public func restart() throws {
        let status = server(["pg_ctl", "-D", directory + "/data", "-m", "immediate", "-w", "stop"], log: "pg_ctl.log")
        guard status == 0 else { throw Failure(description: "pg_ctl stop (status \(status)): \(lastLine("pg_ctl.log"))") }
        try start()
    }

    /// A new empty database.
    public func createDatabase(_ name: String) throws {
        try psql("CREATE DATABASE \"\(name)\"", database: "postgres")
    }

    /// Runs `sql` in `database` with psql, as the role: what it printed,
    /// rows one a line and columns between `|`; throws with psql's last line when it fails.
    @discardableResult
    public func psql(_ sql: String, database: String) throws -> String {
        let output = directory + "/psql.out"
        unlink(output)
        let status = ChildProcess.run([binaries + "/psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", socketDirectory,
                                       "-p", "\(port)", "-U", role, "-d", database, "-c", sql],
                                      output: output, environment: Self.environment)
        let printed = ChildProcess.read(output)
        guard status == 0 else {
            throw Failure(description: "psql (status \(status)): \(printed.split(separator: "\n").last.map(String.init) ?? "")")
        }
        return printed
    }

    /// Stops the server and removes the directory.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        _ = server(["pg_ctl", "-D", directory + "/data", "-m", "immediate", "-w", "stop"], log: "pg_ctl.log")
        ChildProcess.removeTree(directory)
    }

    /// What PostgreSQL's programs run with: a PATH, and a locale that initdb accepts.
    private static let environment = ChildProcess.path + ["LC_ALL=C.UTF-8"]

    /// One of PostgreSQL's programs, as the account when root, in `directory` (the account
    /// cannot always read the caller's), its output to `log` there (pg_ctl -w bounds its own
    /// wait); its exit status.
    private func server(_ arguments: [String], log: String) -> Int32 {
        let program = [binaries + "/" + arguments[0]] + arguments.dropFirst()
        let command = account.map { ["/usr/sbin/runuser", "-u", $0, "--"] + program } ?? program
        return ChildProcess.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + command,
                                output: directory + "/" + log, environment: Self.environment)
    }

    private func lastLine(_ log: String) -> String {
        let text = ChildProcess.read(directory + "/" + log)
        return text.split(separator: "\n").last.map(String.init) ?? "no word in \(log)"
    }

    // MARK: - Small helpers, Glibc only

    /// The newest /usr/lib/postgresql/VERSION/bin with initdb and pg_ctl.
    private static func findBinaries() -> String? {
        guard let entries = opendir("/usr/lib/postgresql") else { return nil }
        defer { closedir(entries) }
        var versions: [Int] = []
        while let entry = readdir(entries) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let version = Int(name) { versions.append(version) }
        }
        return versions.sorted(by: >).lazy.map { "/usr/lib/postgresql/\($0)/bin" }
            .first { access($0 + "/initdb", X_OK) == 0 && access($0 + "/pg_ctl", X_OK) == 0 && access($0 + "/psql", X_OK) == 0 }
    }

    private static func account(_ name: String) -> (String, uid_t, gid_t)? {
        guard let entry = getpwnam(name) else { return nil }
        return (name, entry.pointee.pw_uid, entry.pointee.pw_gid)
    }
}
