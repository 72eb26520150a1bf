import Glibc
import LocalSSHD
import NetTransport
import Testing

/// Play across machines through OpenSSH, on this machine: the test starts
/// its own `sshd` on 127.0.0.1 on a free port, with a throwaway host key and
/// user key and an `authorized_keys` line that forces the relay, exactly as
/// docs/network.md shows it. It skips, saying why, when sshd cannot run here.
@Suite(.serialized) struct SSHRelayTests {

    /// A running sshd (`LocalSSHD`, shared with the end-to-end test through
    /// ssh and the bench) and a directory for the test's own runs.
    final class Server {
        let temp = TestDirectory()
        let sshd: LocalSSHD

        var account: String { sshd.account }
        /// The ssh command line up to the remote command, as `join` would run it.
        var ssh: [String] { sshd.ssh }
        var log: String { sshd.log }

        init(rooms: RoomDirectory) throws {
            do {
                sshd = try LocalSSHD(program: BuiltProgram.path, rooms: rooms.path)
            } catch let unavailable as LocalSSHD.Unavailable {
                try skipTest(unavailable.reason)
                throw unavailable
            }
        }
    }

    @Test func aLineGoesThroughSSHAndTheRelayToTheHostAndBack() throws {
        let host = try RelayProgramTests.Host()
        let server = try Server(rooms: host.temp.rooms)
        let events = try Collected<ClientConnection.Event>()
        let client = try ClientConnection.spawning(server.ssh + ["threeducks", "relay", "ann"], label: "ssh",
                                                   onEvent: events.post)
        guard case .opened(let id, let peer, let account)? = host.events.wait(for: { if case .opened = $0 { true } else { false } })
        else {
            Issue.record("the relay never reached the room; sshd said: \(server.log)")
            client.close()
            return
        }
        #expect(peer.uid == geteuid() && account == server.account, "the relay runs as the ssh account")
        client.send("flip over ssh")
        #expect(host.events.wait { $0 == .line(id, "flip over ssh") } != nil)
        host.listener.send("seen over ssh", to: id)
        #expect(events.wait { $0 == .line("seen over ssh") } != nil)
        host.listener.close(id, reason: "game over")
        #expect(events.wait { $0 == .line("error game over") } != nil)
        #expect(events.wait { $0 == .closed(reason: "ssh ended") } != nil)
    }

    @Test func theForcedCommandRefusesAnythingButRelay() throws {
        let host = try RelayProgramTests.Host()
        let server = try Server(rooms: host.temp.rooms)
        let shell = BuiltProgram.run(server.ssh + ["cat", "/etc/passwd"], environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(shell.status == 64, "sshd said: \(server.log)")
        #expect(shell.stderr == "threeducks: this key runs only `threeducks relay ROOM`, not \"cat /etc/passwd\"\n")
        #expect(shell.stdout == "")
        let login = BuiltProgram.run(server.ssh, environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(login.status == 64)
        #expect(login.stderr.hasPrefix("threeducks: this key runs only `threeducks relay ROOM`: name a room"))
        let missing = BuiltProgram.run(server.ssh + ["threeducks", "relay", "bob"], environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(missing.status == 69, "ssh passes the relay's status on")
        #expect(missing.stderr == "threeducks: no room named bob on this machine (open rooms: ann): join one open by its name, as threeducks join ann\n")
        let list = BuiltProgram.run(server.ssh + ["threeducks", "relay", "--list"], environment: ["PATH=/usr/bin:/bin"], in: server.temp)
        #expect(list.stdout == "ann\t\(server.account)\n")
        #expect(!host.events.events.contains { if case .opened = $0 { true } else { false } }, "nothing reached the room")
    }
}
