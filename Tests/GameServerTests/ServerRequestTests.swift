import GameServer
import Testing

/// What `ssh ducks@HOST COMMAND` asks, and what is refused.
@Suite struct ServerRequestTests {
    @Test func theCommandsOfTheServer() {
        #expect(ServerRequest.parse(nil) == .success(.title))
        #expect(ServerRequest.parse("") == .success(.title))
        #expect(ServerRequest.parse("  ") == .success(.title))
        #expect(ServerRequest.parse("name ann") == .success(.name("ann")))
        #expect(ServerRequest.parse("name  Ann Smith") == .success(.name("Ann Smith")), "a name may hold spaces")
        #expect(ServerRequest.parse("whoami") == .success(.whoami))
        #expect(ServerRequest.parse("help") == .success(.help))
        #expect(ServerRequest.parse("daily --board easy") == .success(.daily(["--board", "easy"])))
        #expect(ServerRequest.parse("board --json") == .success(.board(["--json"])))
        #expect(ServerRequest.parse("host --room pond") == .success(.room(.host, ["--room", "pond"])))
        #expect(ServerRequest.parse("join pond") == .success(.room(.join, ["pond"])))
        #expect(ServerRequest.parse("watch pond --ascii") == .success(.room(.watch, ["pond", "--ascii"])))
        // What `threeducks join ducks@HOST:pond` runs through ssh, its program as --remote-program named it.
        #expect(ServerRequest.parse("threeducks relay pond") == .success(.relay(["pond"])))
        #expect(ServerRequest.parse("/usr/games/threeducks relay pond") == .success(.relay(["pond"])))
        #expect(ServerRequest.parse("relay --list") == .success(.relay(["--list"])))
    }

    @Test func anythingElseIsRefusedInOneLine() {
        for command in ["ls -la", "scp -t .", "internal-sftp", "/usr/lib/openssh/sftp-server", "sh", "name", "whoami now",
                        "rsync --server .", "echo \u{1B}[2J"] {
            guard case .failure(let refusal) = ServerRequest.parse(command) else {
                Issue.record("\"\(command)\" was not refused")
                continue
            }
            #expect(refusal.code == 64)
            #expect(!refusal.message.contains("\n") && !refusal.message.contains("\u{1B}"), "\(refusal.message)")
        }
        #expect(ServerRequest.parse("ls") == .failure(.init(
            "this server plays Three Ducks only, not \"ls\": run ssh -t to play, or ssh … help", code: 64)))
        guard case .failure(let long) = ServerRequest.parse("name " + String(repeating: "a", count: 2000)) else {
            Issue.record("a long command was taken")
            return
        }
        #expect(long.message == "the command is longer than 1024 bytes")
    }
}
