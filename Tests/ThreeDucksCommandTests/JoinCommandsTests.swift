import GameNet
import NetTransport
import Testing
@testable import threeducks

/// The lobby's "To join" lines (issue 35): lines that work, for the
/// account a friend would use (one `--allow` lets in), never the host's
/// own login; with no other account allowed, how to let one in.
@Suite struct JoinCommandsTests {
    private let passwd = PasswdFile(entries: [PasswdEntry(name: "root", uid: 0, home: Array("/root".utf8)),
                                              PasswdEntry(name: "bob", uid: 1001, home: Array("/home/bob".utf8)),
                                              PasswdEntry(name: "cy", uid: 1002, home: Array("/home/cy".utf8))])
    private let room = try! RoomName("ducks")

    @Test func anAllowedFriendIsNamedOnThisMachineAndFromAnother() {
        let lines = HostCommand.joinCommands(room: room, allowed: AllowList(host: 0, others: [1001]), machine: "vm", passwd: passwd)
        #expect(lines == ["threeducks join ducks   (as bob on this machine, or you)",
                          "threeducks join bob@vm:ducks   (from another machine)"])
        #expect(!lines.joined().contains("root"), "the host's own login is no friend's")
        let two = HostCommand.joinCommands(room: room, allowed: AllowList(host: 0, others: [1002, 1001]), machine: "vm", passwd: passwd)
        #expect(two[0] == "threeducks join ducks   (as bob, cy on this machine, or you)")
    }

    @Test func withNoOtherAccountAllowedTheLobbySaysHowToLetOneIn() {
        let lines = HostCommand.joinCommands(room: room, allowed: AllowList(host: 0), machine: "vm", passwd: passwd)
        #expect(lines == ["threeducks join ducks   (in another terminal of yours)",
                          "No other account may join: quit (q) and host with --allow bob",
                          "(bob: a friend's account on this machine; README, Play together)"])
        #expect(!lines.contains { $0.contains("@") }, "no line from another machine: none would work")
    }

    @Test func withEveryoneAllowedTheAccountIsLeftToFillIn() {
        let lines = HostCommand.joinCommands(room: room, allowed: .everyone(host: 0), machine: "vm", passwd: passwd)
        #expect(lines == ["threeducks join ducks   (as any account, on this machine)",
                          "threeducks join ACCOUNT@vm:ducks   (from another machine)"])
    }
}
