import NetTransport
import Testing

/// How `join`'s word names a room: here, or over ssh (docs/network.md).
@Suite struct JoinTargetTests {
    static func room(_ text: String) -> RoomName { try! RoomName(text) }

    @Test func aPlainWordIsARoomHereAndNoneIsTheOneOpen() throws {
        #expect(try JoinTarget.parse("ann").get() == .local(Self.room("ann")))
        #expect(try JoinTarget.parse(nil).get() == .local(nil))
    }

    @Test func aWordWithAnAtOrAColonIsRemote() throws {
        #expect(try JoinTarget.parse("bob@server:ann").get() == .remote(destination: "bob@server", room: Self.room("ann")))
        #expect(try JoinTarget.parse("server:ann").get() == .remote(destination: "server", room: Self.room("ann")))
        #expect(try JoinTarget.parse("bob@server").get() == .remote(destination: "bob@server", room: nil))
        #expect(try JoinTarget.parse("server:").get() == .remote(destination: "server", room: nil))
        #expect(try JoinTarget.parse("games@10.0.0.2:table-1").get()
                == .remote(destination: "games@10.0.0.2", room: Self.room("table-1")))
    }

    @Test func viaTakesTheRoomAlone() throws {
        #expect(try JoinTarget.parse("ann", via: "ssh -p 2222 x").get() == .via("ssh -p 2222 x", room: Self.room("ann")))
        #expect(try JoinTarget.parse(":ann", via: "ssh x").get() == .via("ssh x", room: Self.room("ann")))
        #expect(try JoinTarget.parse(nil, via: "ssh x").get() == .via("ssh x", room: nil))
        #expect(throws: RoomError.self) { try JoinTarget.parse("bob@server:ann", via: "ssh x").get() }
        #expect(throws: RoomError.self) { try JoinTarget.parse("ann", via: "  ").get() }
    }

    @Test func badWordsAreRefusedInOneLineAsUsage() {
        for word in ["Ann", "-oProxyCommand=x:ann", ":ann", "@server:ann", "bob@:ann", "a b@server", "x;rm@h:ann",
                     "bob@server:Bad", "a@b@c:ann"] {
            let result = JoinTarget.parse(word)
            guard case .failure(let error) = result else {
                Issue.record("\(word) was taken: \(result)")
                continue
            }
            #expect(error.exitCode == 64, "\(word)")
            #expect(!error.description.contains("\n"))
        }
    }
}
