import ArgumentParser
import Glibc
import NetTransport
import SysExits

/// `threeducks serve …`: a Three Ducks server's session and its operator's
/// tool (docs/server.md), in a program of its own, `threeducks-server`,
/// which holds the server's database: the player's `threeducks` never
/// links it. This execs that program (found beside this one, or in
/// `PREFIX/lib/threeducks`, as the relay's copier is) with the arguments
/// as they are; `THREEDUCKS_PROGRAM` tells it this program's path, for the
/// forced command of `--sshd-config`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run a Three Ducks server: what sshd runs for each session on the server's account.",
        discussion: "`threeducks serve --help` lists its options; docs/server.md sets a server up.")

    /// The server's program.
    static let programName = "threeducks-server"

    @Argument(parsing: .captureForPassthrough, help: "The server's options (threeducks serve --help).")
    var arguments: [String] = []

    func run() throws {
        Glibc.exit(Self.serve(arguments))
    }

    /// `serve` and its arguments, before argument-parser: sshd starts one per session.
    static func fastPath(_ arguments: [String]) -> Int32? {
        guard arguments.first == "serve" else { return nil }
        return serve(Array(arguments.dropFirst()))
    }

    /// Execs the server's program; returns only when it cannot, with the exit status.
    static func serve(_ arguments: [String]) -> Int32 {
        let own = Relay.currentExecutable()
        guard let server = Relay.findCompanion(programName, executable: own) else {
            let places = own.map { Relay.companionCandidates(programName, executable: $0).joined(separator: " or ") } ?? "beside threeducks"
            CommandFailure("the server's program \(programName) is not installed (looked in \(places)); "
                           + "build it with `swift build --product \(programName)` (docs/server.md)",
                           code: ExitStatus.unavailable).exit()
        }
        if let own { setenv("THREEDUCKS_PROGRAM", own, 1) }
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        let error = String(cString: strerror(errno))
        CommandFailure("cannot run \(server): \(error)", code: ExitStatus.osError).exit()
    }
}
