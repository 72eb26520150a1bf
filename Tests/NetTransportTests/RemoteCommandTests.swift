import Glibc
import NetTransport
import Testing

/// The command lines `join` spawns for another machine.
@Suite struct RemoteCommandTests {
    @Test func sshRunsTheRelayWithNoShellOnThisSide() throws {
        #expect(RemoteCommand.ssh(destination: "ann@server", room: try RoomName("ann"))
                == ["ssh", "--", "ann@server", "threeducks", "relay", "ann"])
        #expect(RemoteCommand.ssh(destination: "server", program: "/usr/games/threeducks", room: nil)
                == ["ssh", "--", "server", "/usr/games/threeducks", "relay"])
    }

    @Test func viaAppendsQuotedWordsToTheUsersCommandLine() throws {
        #expect(RemoteCommand.via("ssh -p 2222 -i 'my key' ann@server", room: try RoomName("cy"))
                == ["/bin/sh", "-c", "ssh -p 2222 -i 'my key' ann@server 'threeducks' 'relay' 'cy'"])
    }

    @Test func theViaCommandLineIsSplitAsAShellWould() throws {
        // A stand-in for ssh that prints its arguments, one a line, then the line it read.
        let events = try Collected<ClientConnection.Event>()
        let arguments = RemoteCommand.via("f() { printf '%s\\n' \"$@\"; read line; echo \"$line\"; }; f -p \"2 2\"",
                                          room: try RoomName("ann"))
        let client = try ClientConnection.spawning(arguments, label: "the --via command", onEvent: events.post)
        client.send("hi")
        for expected in ["-p", "2 2", "threeducks", "relay", "ann", "hi"] {
            #expect(events.wait { $0 == .line(expected) } != nil, "\(expected)")
        }
        #expect(events.wait { $0 == .closed(reason: "the --via command ended") } != nil)
    }

    @Test func aRemoteProgramMustBePlain() {
        #expect(RemoteCommand.problem(withProgram: "/opt/td/bin/threeducks-1.4") == nil)
        #expect(RemoteCommand.problem(withProgram: "threeducks; rm -rf ~") != nil)
        #expect(RemoteCommand.problem(withProgram: "-oProxyCommand=x") != nil)
        #expect(RemoteCommand.problem(withProgram: "") != nil)
    }
}
