import ArgumentParser
import Glibc
import NetTransport

/// `threeducks relay [ROOM]`: the program `join` runs on the host's machine
/// through ssh (`ssh HOST threeducks relay ROOM`), or that an
/// `authorized_keys` line forces (`restrict,command="threeducks relay"`):
/// it carries the joining player's connection to the room's socket and
/// back, byte for byte (docs/network.md).
///
/// `main` runs it before argument-parser is asked anything (`fastPath`):
/// parsing the whole command tree by reflection would cost the relay most
/// of its start and memory, and it is started once per remote player.
struct RelayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relay",
        abstract: "Carry a player's connection to a room on this machine: what ssh runs for join.",
        discussion: """
            Copies standard input to the room's socket and the socket to standard output until either closes. \
            Without ROOM under a forced command (restrict,command="threeducks relay" in authorized_keys), the room \
            comes from SSH_ORIGINAL_COMMAND, which must be exactly `threeducks relay ROOM`; outside ssh, it is \
            the room named after your account. Exit status: \(ExitStatus.success) done, \(ExitStatus.usage) a bad request, \
            \(ExitStatus.unavailable) no such room, \(ExitStatus.osError) a system failure, \(ExitStatus.ioError) an I/O error, \(ExitStatus.noPermission) an unsafe rooms directory. See docs/network.md.
            """)

    @Argument(help: ArgumentHelp("The room (a-z, 0-9, - and _; default: your account's name).", valueName: "room"))
    var room: String?

    @Flag(help: "Print the open rooms, one a line: the name, a tab, the host's account.")
    var list = false

    func run() throws {
        var arguments: [String] = []
        if list { arguments.append("--list") }
        if let room { arguments.append(room) }
        Glibc.exit(Self.relay(arguments))
    }

    /// Runs the relay when the command line is one (`relay`, `relay ROOM`,
    /// `relay --list`), without argument-parser; nil for anything else,
    /// which argument-parser then handles (help, errors).
    static func fastPath(_ arguments: [String]) -> Int32? {
        guard arguments.first == "relay", arguments.count <= 2 else { return nil }
        let rest = Array(arguments.dropFirst())
        if let word = rest.first, word.hasPrefix("-") && word != "--list" { return nil }
        return relay(rest)
    }

    /// The relay: decides, connects, copies; the exit status.
    static func relay(_ arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let request = Relay.request(arguments: arguments, originalCommand: variable("SSH_ORIGINAL_COMMAND"),
                                    underSSH: variable("SSH_CONNECTION") != nil,
                                    account: Accounts.name(of: geteuid()))
        let directory = RoomDirectory.fromEnvironment()
        switch request {
        case .failure(let refusal):
            fail(refusal.message)
            return refusal.code
        case .success(.list):
            var text = Relay.listing(directory)
            text.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            return ExitStatus.success
        case .success(.room(let room)):
            // The small C copier takes over once connected (docs/network.md);
            // THREEDUCKS_RELAY_COPIER=swift keeps the copy in this process.
            let copier = variable("THREEDUCKS_RELAY_COPIER") == "swift" ? nil : Relay.findCopier()
            let (code, message) = Relay.run(room, in: directory, copier: copier)
            if let message { fail(message) }
            return code
        }
    }

    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }
    }

    /// `threeducks: MESSAGE` on stderr, one line of printable characters.
    private static func fail(_ message: String) {
        var line = "threeducks: " + String(message.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) }) + "\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
