import GameNet
import NetTransport
import Testing
@testable import threeducks

/// `join`'s exit statuses: each way a join fails before the game has its own, and one line.
@Suite struct JoinStatusTests {
    typealias Status = JoinCommand.Status

    @Test func eachWayAJoinFailsHasItsOwnStatusAndOneLine() {
        #expect(Status.refusal("error account nobody may not join room ann (the host allows only ann)")?.code == 77)
        #expect(Status.refusal("error room ann has too many connections (64)")?.code == 75)
        #expect(Status.refusal(HostMessage.bye(reason: .full, text: "every seat is taken").line)?.code == 75)
        #expect(Status.refusal(HostMessage.bye(reason: .started, text: "the game has started").line)?.code == 75)
        let version = Status.refusal(HostMessage.version(host: 1...1, client: 2...3).line)
        #expect(version?.code == 76)
        #expect(version?.text.contains("protocol 1") == true)
        #expect(Status.refusal(HostMessage.pong(id: 1).line) == nil, "not a refusal")
        #expect(Status.closedEarly("ssh exited with status 69", exitStatus: 69, room: "x").code == 69)
        #expect(Status.closedEarly("ssh exited with status 255", exitStatus: 255, room: "x").code == 68)
        #expect(Status.closedEarly("ssh exited with status 127", exitStatus: 127, room: "x").text.contains("--remote-program"))
        #expect(Status.closedEarly("the --via command exited with status 77", exitStatus: 77, room: "x").code == 77)
        #expect(Status.closedEarly("closed the connection", exitStatus: nil, room: "x").code == 68)
    }

    /// Issue 35: each refusal says what to do.
    @Test func eachRefusalBeforeTheGameNamesItsFix() {
        let noSSHD = Status.closedEarly("ssh exited with status 255", exitStatus: 255, room: "ducks", destination: "bob@vm")
        #expect(noSSHD.code == 68)
        #expect(noSSHD.text == "cannot reach the host (ssh exited with status 255): check that ssh bob@vm logs you in "
                + "(bob@vm needs an ssh server, sshd, running and your account or key on it)")
        let noProgram = Status.closedEarly("ssh exited with status 127", exitStatus: 127, room: "ducks", destination: "vm")
        #expect(noProgram.text.hasSuffix(": install it there, or name where it is with --remote-program PATH"))
        let wrongRoom = Status.closedEarly("ssh exited with status 69", exitStatus: 69, room: "duks", destination: "bob@vm")
        #expect(wrongRoom.text.hasSuffix("see the rooms open there with ssh bob@vm threeducks relay --list, "
                                         + "and join one as threeducks join bob@vm:ROOM"))
        #expect(Status.destination(.remote(destination: "bob@vm", room: nil)) == "bob@vm")
        #expect(Status.destination(.local(nil)) == nil)
        let codes: Set<Int32> = [Status.usage, Status.unreachable, Status.noSuchRoom, Status.hostWentAway, Status.full,
                                 Status.version, Status.refused]
        #expect(codes.count == 7, "distinct")
    }

    /// Issue 35: root joining root's room on another machine sat as `root 2`;
    /// joining another machine as the same account plays as `login@machine`.
    @Test func joiningAnotherMachineAsTheSameAccountIsNamedWithTheMachine() {
        let room = try? RoomName("ducks")
        #expect(JoinCommand.defaultName(login: "root", target: .remote(destination: "vm", room: room), machine: "laptop")
                == "root@laptop")
        #expect(JoinCommand.defaultName(login: "root", target: .remote(destination: "root@vm", room: room), machine: "laptop")
                == "root@laptop")
        #expect(JoinCommand.defaultName(login: "ann", target: .remote(destination: "bob@vm", room: room), machine: "laptop")
                == "ann", "another account: the login name says who already")
        #expect(JoinCommand.defaultName(login: "root", target: .local(room), machine: "laptop") == "root")
        #expect(JoinCommand.defaultName(login: "root", target: .via("ssh vm", room: room), machine: "laptop") == "root")
        #expect(JoinCommand.defaultName(login: "root", target: .remote(destination: "vm", room: room),
                                        machine: String(repeating: "m", count: 40)) == "root", "too long for a name")
    }
}
