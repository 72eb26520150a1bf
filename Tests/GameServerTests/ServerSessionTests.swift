import Glibc
import GameServer
import ServerStorage
import Testing

/// A session's answers, on each of the server's real stores (SQLite
/// through GRDB, and PostgreSQL through postgres-nio on a server of the
/// suite's own): names taken, refused and changed, bans, limits.
@Suite(.postgresServer) struct ServerSessionTests {
    static let ann = PlayerKey(type: "ssh-ed25519", base64: PlayerKeyTests.ed25519[...])!
    static let bob = PlayerKey(type: "ssh-rsa", base64: PlayerKeyTests.rsa[...])!

    private func session(_ store: any ServerStore, at now: Int64 = 1_800_000_000) -> ServerSession {
        ServerSession(serverName: "ducks.test", account: "ducks", store: store, now: now)
    }

    @Test(arguments: StoreEngine.allCases) func aKeyTakesANameAndKeepsIt(_ engine: StoreEngine) throws {
        let server = session(try StoreDatabase(engine).store())
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

    @Test(arguments: StoreEngine.allCases) func aNameAnotherKeyHoldsOrOneThatReadsTheSameIsRefused(_ engine: StoreEngine) throws {
        let server = session(try StoreDatabase(engine).store())
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

    @Test(arguments: StoreEngine.allCases) func aBannedKeyIsToldSoAndNothingElse(_ engine: StoreEngine) throws {
        let store = try StoreDatabase(engine).store()
        let server = session(store)
        try store.setBanned(Self.bob.fingerprint, true)
        #expect(server.answer(.name("bob"), key: Self.bob)
                == .init(lines: ["the key \(Self.bob.fingerprint) is banned from ducks.test"], status: 77))
        #expect(try store.player(Self.bob.fingerprint) == nil)
        #expect(server.answer(.name("ann"), key: Self.ann).status == 0, "another key is not")
        try store.setBanned(Self.bob.fingerprint, false)
        #expect(server.answer(.name("bob"), key: Self.bob).status == 0)
    }

    /// An honest player (20 sessions a minute, a few names) is never
    /// refused; a script over 60 sessions a minute, or 10 names a day, is
    /// told to wait, and is let in again once the window has passed.
    @Test(arguments: StoreEngine.allCases) func aKeyOverItsLimitsWaitsAndAnHonestOneNeverDoes(_ engine: StoreEngine) throws {
        let store = try StoreDatabase(engine).store()
        let start: Int64 = 1_800_000_000
        for second in 0..<20 {
            #expect(session(store, at: start + Int64(second) * 3).answer(.whoami, key: Self.ann).status == 0)
        }
        for _ in 0..<40 { _ = session(store, at: start + 59).answer(.whoami, key: Self.ann) }
        let over = session(store, at: start + 59).answer(.whoami, key: Self.ann)
        #expect(over == .init(lines: ["this key has opened 60 sessions on ducks.test in the last minute; wait a minute"], status: 75))
        #expect(session(store, at: start + 59).answer(.whoami, key: Self.bob).status == 0, "another key is not held back")
        #expect(session(store, at: start + 61).answer(.whoami, key: Self.ann).status == 0, "a minute on, it is let in")

        for day: Int64 in 0..<2 {
            let morning = start + 86_400 * (day + 1)
            for index in 0..<10 {
                #expect(session(store, at: morning + Int64(index) * 100).answer(.name("bob\(index)"), key: Self.bob).status == 0)
            }
            let eleventh = session(store, at: morning + 2000).answer(.name("bobby"), key: Self.bob)
            #expect(eleventh == .init(lines: ["this key has taken 10 names on ducks.test today; keep this one until tomorrow"], status: 75))
            #expect(try store.player(Self.bob.fingerprint)?.name == "bob9")
        }
    }

    @Test func aSessionWithoutAKeyIsRefused() throws {
        let server = session(try SQLiteServerStore(path: ":memory:"))
        #expect(server.answer(.title, key: nil).status == 77)
    }

    /// Two sessions (two processes' stores on one database) racing for one
    /// name: one has it, the other is told; the database keeps what was written.
    @Test(arguments: StoreEngine.allCases) func oneDatabaseSharedBySessions(_ engine: StoreEngine) throws {
        let database = try StoreDatabase(engine)
        let first = session(try database.store()), second = session(try database.store())
        #expect(first.answer(.name("ann"), key: Self.ann).status == 0)
        #expect(second.answer(.name("Ann"), key: Self.bob).status == 65, "the other store sees ann's name at once")
        #expect(second.answer(.whoami, key: Self.ann).lines == ["You are ann on ducks.test (key \(Self.ann.fingerprint))."])
        // Opened again (a newer server on an older database): the schema is there, and the players.
        let reopened = try database.store()
        #expect(try reopened.player(Self.ann.fingerprint) == ServerPlayer(fingerprint: Self.ann.fingerprint, name: "ann"))
    }
}
