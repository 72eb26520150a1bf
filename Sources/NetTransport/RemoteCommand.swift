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

    /// `text` as one shell word.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
