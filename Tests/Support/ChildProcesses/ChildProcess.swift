import Glibc

/// Runs a program to its end for the test-support servers and the tests
/// that run built programs: `LocalSSHD` (ssh-keygen, sshd), `LocalPostgres`
/// (initdb, pg_ctl, psql) and NetTransportTests' `BuiltProgram`. Glibc only.
///
/// Not NetTransport's `RemoteCommand.run`: that one is the player's (this
/// process's own streams and environment, a program found on PATH), and
/// the player's binary carries no test support. Here a program reads a
/// file (or nothing), writes to files, and sees only the environment it is given.
public enum ChildProcess {
    /// The environment these programs get unless the caller gives another: a PATH alone.
    public static let path = ["PATH=/usr/bin:/bin:/usr/sbin:/sbin"]

    /// Starts `arguments` (the program's path first) with standard input
    /// from `input`, standard output to `output` and standard error to
    /// `errors` (the same file as the output when nil), each made anew
    /// (mode 0600), and only `environment`: its process id, or nil with
    /// errno saying why it could not start.
    public static func spawn(_ arguments: [String], input: String = "/dev/null", output: String, errors: String? = nil,
                             environment: [String] = path) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            errno = spawned  // why, for the caller's message
            return nil
        }
        return pid
    }

    /// Waits for `pid` to end: its exit status, or 128 + the signal that ended it.
    public static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// `spawn`, then `wait`: the exit status, -1 when it could not start.
    public static func run(_ arguments: [String], input: String = "/dev/null", output: String, errors: String? = nil,
                           environment: [String] = path) -> Int32 {
        spawn(arguments, input: input, output: output, errors: errors, environment: environment).map(wait(for:)) ?? -1
    }

    /// A whole file as text; empty when it cannot be opened.
    public static func read(_ path: String) -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            all += buffer[0..<count]
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// A new directory `/tmp/PREFIX-XXXXXX` of this process's own (mode 0700), or nil with errno saying why.
    public static func temporaryDirectory(_ prefix: String) -> String? {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
    }

    /// Removes `path` and all below it (`rm -rf`: a server's files may be another account's, as root).
    public static func removeTree(_ path: String) {
        _ = run(["/bin/rm", "-rf", "--", path], output: "/dev/null")
    }
}
