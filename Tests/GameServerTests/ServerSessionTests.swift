import Glibc
import GameServer
import ServerStorage
import Testing

/// A session's answers, on the server's real store (SQLite through GRDB),
/// in memory and in a file: names taken, refused and changed, bans.
@Suite struct ServerSessionTests {
    static let ann = PlayerKey(type: "ssh-ed25519", base64: PlayerKeyTests.ed25519[...])!
    static let bob = PlayerKey(type: "ssh-rsa", base64: PlayerKeyTests.rsa[...])!

    private func session(_ store: any ServerStore) -> ServerSession {
        ServerSession(serverName: "ducks.test", account: "ducks", store: store)
    }

    @Test func aKeyTakesANameAndKeepsIt() throws {
        let server = session(try SQLiteServerStore(path: ":memory:"))
        #expect(server.answer(.whoami, key: Self.ann).lines
                == ["Your key \(Self.ann.fingerprint) has no name on ducks.test yet: ssh ducks@ducks.test name NAME"])
        #expect(server.answer(.title, key: Self.ann).askName, "a first visit is asked for a name")
        let taken = server.answer(.name("ann"), key: Self.ann)
        #expect(taken == .init(lines: ["You are ann on ducks.test. Your key is who you are here: keep it."]))
        #expect(server.answer(.whoami, key: Self.ann).lines == ["You are ann on ducks.test (key \(Self.ann.fingerprint))."])
        #expect(server.answer(.name("ann"), key: Self.ann).lines == ["You are ann on ducks.test already."])
        #expect(server.answer(.name("Annie"), key: Self.ann).lines == ["You are Annie on ducks.test now (you were ann)."])
        #expect(!server.answer(.title, key: Self.ann).askName)
    }

    @Test func aNameAnotherKeyHoldsOrOneThatReadsTheSameIsRefused() throws {
        let server = session(try SQLiteServerStore(path: ":memory:"))
        #expect(server.answer(.name("ann"), key: Self.ann).status == 0)
        #expect(server.answer(.name("ann"), key: Self.bob)
                == .init(lines: ["\"ann\" is another player's name on ducks.test; choose another"], status: 65))
        for lookalike in ["ANN", " ann", "ａｎｎ", "ann\u{200B}"] {
            let answer = server.answer(.name(lookalike), key: Self.bob)
            #expect(answer.status == 65, "\"\(lookalike)\" was taken beside ann: \(answer.lines)")
        }
        #expect(server.answer(.name("ann (host)"), key: Self.bob).status == 65, "the lobby's own words")
        #expect(server.answer(.name(""), key: Self.bob).status == 65)
        #expect(server.answer(.name("\u{1B}[2Jx"), key: Self.bob).status == 65)
        #expect(server.answer(.name("bob"), key: Self.bob).status == 0)
        // ann's old name is free once she changes it.
        #expect(server.answer(.name("annie"), key: Self.ann).status == 0)
        #expect(server.answer(.name("ann"), key: Self.bob).status == 0)
    }

    @Test func aBannedKeyIsToldSoAndNothingElse() throws {
        let store = try SQLiteServerStore(path: ":memory:")
        let server = session(store)
        try store.setBanned(Self.bob.fingerprint, true)
        #expect(server.answer(.name("bob"), key: Self.bob)
                == .init(lines: ["the key \(Self.bob.fingerprint) is banned from ducks.test"], status: 77))
        #expect(try store.player(Self.bob.fingerprint) == nil)
        #expect(server.answer(.name("ann"), key: Self.ann).status == 0, "another key is not")
        try store.setBanned(Self.bob.fingerprint, false)
        #expect(server.answer(.name("bob"), key: Self.bob).status == 0)
    }

    @Test func aSessionWithoutAKeyIsRefused() throws {
        let server = session(try SQLiteServerStore(path: ":memory:"))
        #expect(server.answer(.title, key: nil).status == 77)
    }

    /// Two sessions (two processes' stores on one file) racing for one
    /// name: one has it, the other is told; the file keeps what was written.
    @Test func oneFileSharedBySessions() throws {
        var template = Array("/tmp/td-server-XXXXXX".utf8CString)
        let directory = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }!)
        defer { _ = system("rm -rf '\(directory)'") }
        let path = directory + "/server.sqlite"
        let first = session(try SQLiteServerStore(path: path)), second = session(try SQLiteServerStore(path: path))
        #expect(first.answer(.name("ann"), key: Self.ann).status == 0)
        #expect(second.answer(.name("Ann"), key: Self.bob).status == 65, "the other store sees ann's name at once")
        #expect(second.answer(.whoami, key: Self.ann).lines == ["You are ann on ducks.test (key \(Self.ann.fingerprint))."])
        // Opened again (a newer server on an older file): the schema is there, and the players.
        let reopened = try SQLiteServerStore(path: path)
        #expect(try reopened.player(Self.ann.fingerprint) == ServerPlayer(fingerprint: Self.ann.fingerprint, name: "ann"))
    }
}
