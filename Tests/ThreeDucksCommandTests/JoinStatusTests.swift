import Foundation
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
    /// Issue 35: a second terminal of the account hosting a room here sat as
    /// `root 2`; it plays as `name@terminal`, the settings file's name or the
    /// login (which the host read too) with the terminal tty(1) names.
    @Test func aSecondTerminalOfTheHostsAccountIsNamedWithItsTerminal() {
        let room = try? RoomName("ducks")
        #expect(JoinCommand.defaultName(login: "root", target: .local(room), machine: "vm", sharedTerminal: "pts/3")
                == "root@pts/3")
        #expect(JoinCommand.defaultName(login: "root", target: .local(nil), machine: "vm", sharedTerminal: "pts/3")
                == "root@pts/3", "the one room open here")
        #expect(JoinCommand.defaultName(login: "root", configured: "ann", target: .local(room), machine: "vm",
                                        sharedTerminal: "pts/3") == "ann@pts/3", "the host read the same settings")
        #expect(JoinCommand.defaultName(login: "root", configured: "ann", target: .local(room), machine: "vm") == "ann",
                "another account's room: the name says who already")
        #expect(JoinCommand.defaultName(login: "root", target: .local(room), machine: "vm", sharedTerminal: nil) == "root")
        #expect(JoinCommand.defaultName(login: String(repeating: "r", count: 30), target: .local(room), machine: "vm",
                                        sharedTerminal: "pts/3") == String(repeating: "r", count: 30),
                "too long for a name: plain, and the host makes it unique")
        #expect(JoinCommand.defaultName(login: "root", configured: "ann", target: .remote(destination: "vm", room: room),
                                        machine: "laptop") == "ann", "a name set is the player's own")
    }

    /// The room's host is this account only when its socket is this
    /// account's; a remote target never is.
    @Test func aRoomIsThisAccountsWhenItsSocketIs() throws {
        var template = Array("/tmp/td-rooms-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let directory = RoomDirectory(path: path + "/rooms")
        let name = try RoomName("ducks")
        #expect(!JoinCommand.hostedByThisAccount(.local(name), directory: directory), "no room open")
        let open = try OpenRoom.open(name, in: directory)
        defer { open.close() }
        #expect(JoinCommand.hostedByThisAccount(.local(name), directory: directory))
        #expect(JoinCommand.hostedByThisAccount(.local(nil), directory: directory), "the one room open")
        #expect(!JoinCommand.hostedByThisAccount(.local(name), directory: directory, account: geteuid() &+ 1),
                "another account's room")
        #expect(!JoinCommand.hostedByThisAccount(.local(try RoomName("other")), directory: directory))
        #expect(!JoinCommand.hostedByThisAccount(.remote(destination: "vm", room: name), directory: directory))
    }
}
