import Glibc

/// The command lines `join` spawns to reach a room on another machine
/// (docs/network.md, *The joining side*).
public enum RemoteCommand {
    /// Why a `--remote-program` cannot be used, or nil: it must be plain
    /// characters (it crosses ssh as a word of a command line, and a forced
    /// command's `SSH_ORIGINAL_COMMAND` must name it exactly).
    public static func problem(withProgram program: String) -> String? {
        Relay.isProgramPath(program) ? nil
            : "--remote-program \"\(Relay.shown(program))\" may hold only letters, digits and / . _ - +, and not start with -"
    }

    /// The words after the connecting command: `threeducks relay ROOM`
    /// (`relay` alone, without a room: the relay's own default).
    public static func relayWords(program: String = "threeducks", room: RoomName?) -> [String] {
        [program, "relay"] + (room.map { [$0.text] } ?? [])
    }

    /// `ssh DESTINATION threeducks relay ROOM`, as an argument vector (no
    /// shell here; ssh joins the words with spaces for the other side, and
    /// every word is plain by rule). `--` keeps a destination from being
    /// read as an option.
    public static func ssh(destination: String, program: String = "threeducks", room: RoomName?) -> [String] {
        ["ssh", "--", destination] + relayWords(program: program, room: room)
    }

    /// `--via 'COMMAND LINE'`: `/bin/sh -c` runs the user's command line
    /// with the relay's words appended, each single-quoted, so quoting in
    /// the line works as in a shell.
    public static func via(_ commandLine: String, program: String = "threeducks", room: RoomName?) -> [String] {
        ["/bin/sh", "-c", commandLine + " " + relayWords(program: program, room: room).map(singleQuoted).joined(separator: " ")]
    }

    /// `ssh DESTINATION board WORDS…`: a Three Ducks server's boards
    /// (docs/server.md), for `scores --server`.
    public static func serverBoard(destination: String, words: [String]) -> [String] {
        ["ssh", "--", destination, "board"] + words
    }

    /// Runs `arguments` (found on PATH) with this process's standard
    /// streams and waits for it: its exit status, 128 + the signal that
    /// ended it, or nil when it could not be started. `waitingThrough`:
    /// signals this process ignores from now on (it waits through them to
    /// do something after), which the program gets at their defaults.
    public static func run(_ arguments: [String], waitingThrough signals: [Int32] = []) -> Int32? {
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in signals {
            signal(number, SIG_IGN)
            sigaddset(&defaults, number)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawnp(&pid, arguments[0], nil, &attributes, argv, environ)
        guard spawned == 0 else {
            errno = spawned  // why, for the caller's message
            return nil
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// `text` as one shell word.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
