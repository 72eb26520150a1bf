import Glibc

/// Runs a program to its end with posix_spawn and waitpid, for tmux.
///
/// Not Foundation's `Process`: it learns that a child ended when a socket
/// the child inherits is closed, and the server that `tmux new-session`
/// forks keeps every inherited descriptor open for its whole life, so
/// `waitUntilExit()` would never return. Here the child gets only its three
/// standard streams and a clean signal state, and the exit is `waitpid`'s.
enum Spawn {
    /// Runs `arguments` through `/usr/bin/env` (so `PATH` in `environment`
    /// finds the program) with stdin from /dev/null and stdout and stderr
    /// written to files; returns the exit status, or 128 + the signal.
    static func run(_ arguments: [String], environment: [String: String],
                    stdout: String, stderr: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard addCloseFrom(&actions, 3) == 0 else { throw EndToEndFailure("posix_spawn_file_actions_addclosefrom_np failed") }

        let argv = (["env"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Threads of the test runner block most signals, and a child inherits
        // the mask: the tmux server would never see SIGCHLD or SIGTERM and
        // outlive kill-server. Start it with no signal blocked, all default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw EndToEndFailure("cannot start \(arguments.first ?? ""): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw EndToEndFailure("waitpid: \(String(cString: strerror(errno)))") }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on), which the
    /// Glibc module does not import: looked up by name.
    private static let addCloseFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("glibc 2.34 or later is needed: no posix_spawn_file_actions_addclosefrom_np")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
}
