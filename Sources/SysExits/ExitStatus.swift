/// The program's exit statuses, by sysexits.h's names: the one table every
/// command, `join`, the relay and the relay's C copier exit with
/// (docs/network.md says what each means to each command). The copier is
/// C: `Sources/RelayCopy/exit_status.h` spells the statuses it uses, and
/// `RelayCopierTests` checks them against these.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// EXIT_FAILURE: a failure with no status of its own.
    public static let failure: Int32 = 1
    /// EX_USAGE: a bad argument (argument-parser's refusals exit so), room name, join target or forced command.
    public static let usage: Int32 = 64
    /// EX_DATAERR: a scores file or recording that is not what it should be.
    public static let dataError: Int32 = 65
    /// EX_NOINPUT: a file that cannot be opened or is not a regular file; no game to resume.
    public static let noInput: Int32 = 66
    /// EX_NOHOST: the host cannot be reached.
    public static let noHost: Int32 = 68
    /// EX_UNAVAILABLE: no host has the room open.
    public static let unavailable: Int32 = 69
    /// EX_OSERR: a system call failed (a socket, a pipe, poll).
    public static let osError: Int32 = 71
    /// EX_CANTCREAT: a file to write (`--record`, `--trace`) that cannot be created or is not ours to replace.
    public static let cannotCreate: Int32 = 73
    /// EX_IOERR: reading or writing failed mid-copy; the host went away during the game.
    public static let ioError: Int32 = 74
    /// EX_TEMPFAIL: the room is full, its game has started, or a live host has its name.
    public static let tempFail: Int32 = 75
    /// EX_PROTOCOL: no protocol version in common.
    public static let protocolError: Int32 = 76
    /// EX_NOPERM: the account may not join; the rooms' directory is unsafe, the socket not ours to reach.
    public static let noPermission: Int32 = 77
}
