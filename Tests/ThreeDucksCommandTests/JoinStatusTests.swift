import GameNet
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
        let codes: Set<Int32> = [Status.usage, Status.unreachable, Status.noSuchRoom, Status.hostWentAway, Status.full,
                                 Status.version, Status.refused]
        #expect(codes.count == 7, "distinct")
    }
}
