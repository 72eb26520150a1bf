import Glibc
import NetTransport
import StoreCore
import Testing

/// The host's listener and the client's connection over a room's Unix socket.
@Suite struct HostListenerTests {
    typealias Event = HostListener.Event

    /// A room open in a fresh directory, with a started listener and its events.
    final class Fixture {
        let temp = TestDirectory()
        let name: RoomName
        let room: OpenRoom
        let listener: HostListener
        let events: Collected<Event>

        init(_ configure: (inout HostListener.Configuration) -> Void = { _ in }) throws {
            name = try RoomName("ann")
            room = try OpenRoom.open(name, in: temp.rooms)
            var configuration = HostListener.Configuration(allow: AllowList(host: geteuid()))
            configure(&configuration)
            events = try Collected<Event>()
            listener = try HostListener(room: room, configuration: configuration, onEvent: events.post)
            try listener.start()
        }

        deinit {
            listener.stop()
            room.close()
        }

        /// Waits for the next connection's `opened`; its id.
        func opened(after known: Set<Int> = []) -> Int? {
            guard case .opened(let id, _, _)? = events.wait(for: {
                if case .opened(let id, _, _) = $0 { return !known.contains(id) }
                return false
            }) else { return nil }
            return id
        }

        func line(_ text: String, from id: Int) -> Bool { events.wait { $0 == .line(id, text) } != nil }

        func closedReason(_ id: Int) -> String? {
            guard case .closed(_, let reason)? = events.wait(for: {
                if case .closed(let closed, _) = $0 { return closed == id }
                return false
            }) else { return nil }
            return reason
        }
    }

    @Test func aLineGoesBothWaysAndTheKernelNamesThePeer() throws {
        let fixture = try Fixture()
        let clientEvents = try Collected<ClientConnection.Event>()
        let client = try ClientConnection.toRoom(fixture.name, in: fixture.temp.rooms, onEvent: clientEvents.post)
        defer { client.close() }
        let opened = try #require(fixture.events.wait { if case .opened = $0 { true } else { false } })
        guard case .opened(let id, let peer, let account) = opened else { return }
        #expect(peer.uid == geteuid())
        #expect(peer.pid == getpid(), "the client is this process")
        #expect(account == Accounts.label(of: geteuid()))
        #expect(client.host?.uid == geteuid(), "the client learns who hosts the room from the kernel too")

        client.send("hello 🦆")
        #expect(fixture.line("hello 🦆", from: id))
        fixture.listener.send("welcome", to: id)
        #expect(clientEvents.wait { $0 == .line("welcome") } != nil)

        client.close()
        #expect(fixture.closedReason(id) == "closed the connection")
        #expect(clientEvents.wait { $0 == .closed(reason: "closed") } != nil)
    }

    @Test func theHostClosingIsTheClientsReason() throws {
        let fixture = try Fixture()
        let clientEvents = try Collected<ClientConnection.Event>()
        let client = try ClientConnection.toRoom(fixture.name, in: fixture.temp.rooms, onEvent: clientEvents.post)
        let id = try #require(fixture.opened())
        fixture.listener.close(id, reason: "the game is over")
        #expect(clientEvents.wait { $0 == .line("error the game is over") } != nil)
        #expect(clientEvents.wait { $0 == .closed(reason: "the host closed the connection") } != nil)
        #expect(fixture.closedReason(id) == "the game is over")
        #expect(client.isFinished)
    }

    @Test func anAccountNotAllowedIsRefusedInOneLine() throws {
        guard geteuid() == 0 else { try skipTest("needs root to connect as another account (setuid to nobody)"); return }
        let nobody = try #require(Accounts.uid(named: "nobody"))
        let fixture = try Fixture()
        let path = fixture.temp.rooms.socketPath(fixture.name)
        // The child may only make system calls (the parent has threads): everything is prepared here.
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
            raw[path.utf8.count] = 0
        }
        var report: [Int32] = [-1, -1]
        #expect(pipe(&report) == 0)
        var buffer = [UInt8](repeating: 0, count: 512)
        let pid = buffer.withUnsafeMutableBytes { bytes in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address -> pid_t in
                    let pid = fork()
                    guard pid == 0 else { return pid }
                    guard setgid(gid_t(nobody)) == 0, setuid(nobody) == 0 else { _exit(2) }
                    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                    guard connect(fd, address, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 else { _exit(3) }
                    var total = 0
                    while total < bytes.count {
                        let count = read(fd, bytes.baseAddress! + total, bytes.count - total)
                        if count <= 0 { break }
                        total += count
                    }
                    _ = Glibc.write(report[1], bytes.baseAddress, total)
                    _exit(0)
                }
            }
        }
        Glibc.close(report[1])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status == 0)
        let count = read(report[0], &buffer, buffer.count)
        Glibc.close(report[0])
        let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        let me = Accounts.label(of: geteuid())
        #expect(text == "error account nobody may not join room ann (the host allows only \(me)); "
                + "to let it in, the host runs threeducks host --allow nobody\n")
        let refused = fixture.events.wait { if case .refused = $0 { true } else { false } }
        guard case .refused(let peer, let account, _)? = refused else { Issue.record("no refusal event"); return }
        #expect(peer.uid == nobody && account == "nobody")
        #expect(!fixture.events.events.contains { if case .opened = $0 { true } else { false } })
    }

    @Test func aNamedAccountIsLetIn() throws {
        guard geteuid() == 0 else { try skipTest("needs root to connect as another account (setuid to nobody)"); return }
        // The same as above from the other side: with nobody allowed, the child gets no refusal.
        let nobody = try #require(Accounts.uid(named: "nobody"))
        let fixture = try Fixture { $0.allow = AllowList(host: geteuid(), others: [nobody]) }
        let path = fixture.temp.rooms.socketPath(fixture.name)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
            raw[path.utf8.count] = 0
        }
        let hello = Array("hi from nobody\n".utf8)
        let pid = hello.withUnsafeBytes { bytes in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address -> pid_t in
                    let pid = fork()
                    guard pid == 0 else { return pid }
                    guard setgid(gid_t(nobody)) == 0, setuid(nobody) == 0 else { _exit(2) }
                    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                    guard connect(fd, address, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 else { _exit(3) }
                    _ = Glibc.write(fd, bytes.baseAddress, bytes.count)
                    _exit(0)
                }
            }
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status == 0)
        let opened = fixture.events.wait { if case .opened = $0 { true } else { false } }
        guard case .opened(let id, let peer, let account)? = opened else { Issue.record("not opened"); return }
        #expect(peer.uid == nobody && account == "nobody")
        #expect(fixture.line("hi from nobody", from: id))
    }

    @Test func aFloodOfRefusedConnectionsReadsTheAccountsOnce() throws {
        final class Reads: @unchecked Sendable {
            let lock = Lock()
            var count = 0
        }
        let reads = Reads()
        let me = geteuid()
        // A passwd of its own: the names in the events and refusals are the ones it gives.
        let fixture = try Fixture {
            $0.maximumPerAccount = 1
            $0.accounts = {
                reads.lock.withLock { reads.count += 1 }
                return PasswdFile(entries: [PasswdEntry(name: "duckling", uid: me, home: [])])
            }
        }
        let first = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { first.close() }
        guard case .opened(_, _, let account)? = fixture.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the first connection was not opened"); return
        }
        #expect(account == "duckling")
        let flood = 20
        for _ in 0..<flood {
            let peer = try RawPeer(fixture.name, in: fixture.temp.rooms)
            #expect(peer.readToEnd() == "error account duckling has too many connections to room ann (1)\n")
            peer.close()
        }
        func refusals() -> Int { fixture.events.events.count { if case .refused = $0 { true } else { false } } }
        fixture.events.wait { _ in refusals() >= flood }
        #expect(refusals() == flood)
        #expect(fixture.events.events.allSatisfy { event in
            if case .refused(_, let account, _) = event { account == "duckling" } else { true }
        })
        #expect(reads.lock.withLock { reads.count } == 1, "one read for the one account, however many it refused")
    }

    @Test func anOverlongLineClosesThatConnectionAndTheOthersCarryOn() throws {
        let fixture = try Fixture()
        let good = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { good.close() }
        let goodID = try #require(fixture.opened())
        let bad = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { bad.close() }
        let badID = try #require(fixture.opened(after: [goodID]))

        bad.write("fine\n" + String(repeating: "x", count: 10_000) + "\n")
        #expect(fixture.line("fine", from: badID))
        let reason = "sent a line of more than 4096 bytes (4097 or more)"
        #expect(fixture.closedReason(badID) == reason)
        #expect(bad.readToEnd() == "error \(reason)\n")

        good.write("still here\n")
        #expect(fixture.line("still here", from: goodID))
        #expect(fixture.listener.openConnections == [goodID])
    }

    @Test func bytesThatAreNotUTF8CloseTheConnection() throws {
        let fixture = try Fixture()
        let bad = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { bad.close() }
        let id = try #require(fixture.opened())
        bad.writeBytes([0x66, 0xFF, 0x0A])
        #expect(fixture.closedReason(id) == "sent a line that is not UTF-8")
        #expect(bad.readToEnd() == "error sent a line that is not UTF-8\n")
    }

    @Test func aFloodClosesThatConnectionAndTheOthersCarryOn() throws {
        // The clock stands still, so the bucket never refills however slowly the test runs.
        let fixture = try Fixture {
            $0.flood = FloodLimit(linesPerSecond: 10, bytesPerSecond: 100_000, burstSeconds: 1)
            $0.clock = { 1 }
        }
        let good = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { good.close() }
        let goodID = try #require(fixture.opened())
        let flooder = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { flooder.close() }
        let floodID = try #require(fixture.opened(after: [goodID]))

        // Fifty lines in one write: more than the ten a second (and a burst of ten) allow.
        flooder.write((0..<50).map { "flip \($0)\n" }.joined())
        #expect(fixture.closedReason(floodID) == "sent more than 10 lines a second (flood)")
        let lines = fixture.events.events.filter { if case .line(floodID, _) = $0 { true } else { false } }
        #expect(lines.count == 10, "the burst's lines came through, none after")
        #expect(flooder.readToEnd() == "error sent more than 10 lines a second (flood)\n")

        good.write("my turn\n")
        #expect(fixture.line("my turn", from: goodID))
    }

    @Test func aReaderThatStopsIsDisconnectedWithoutBlockingTheHost() throws {
        let fixture = try Fixture { $0.writeCapacity = 16 * 1024 }
        let stalled = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { stalled.close() }
        let stalledID = try #require(fixture.opened())
        let reader = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { reader.close() }
        let readerID = try #require(fixture.opened(after: [stalledID]))

        // Far more than a socket buffer and the queue hold; each send returns at once.
        let line = String(repeating: "z", count: 4000)
        let start = monotonicNow()
        for _ in 0..<2000 { fixture.listener.send(line, to: stalledID) }
        #expect(monotonicNow() - start < 5_000_000_000, "send never waits for the peer")
        let reason = try #require(fixture.closedReason(stalledID))
        #expect(reason.hasPrefix("the other side stopped reading ("), "\(reason)")

        fixture.listener.send("your turn", to: readerID)
        fixture.listener.close(readerID, reason: "bye")
        #expect(reader.readToEnd() == "your turn\nerror bye\n")
    }

    @Test func tooManyConnectionsAreRefused() throws {
        let fixture = try Fixture { $0.maximumConnections = 1 }
        let first = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { first.close() }
        _ = try #require(fixture.opened())
        let second = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { second.close() }
        #expect(second.readToEnd() == "error room ann has too many connections (1)\n")
    }

    /// A connection that says nothing is closed once its first line is
    /// overdue, saying why (issue 36: 63 silent connections held a room);
    /// one that spoke in time stays.
    @Test func aConnectionThatSaysNothingIsClosedOnceItsFirstLineIsOverdue() throws {
        let fixture = try Fixture { $0.firstLineMilliseconds = 200 }
        let silent = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { silent.close() }
        let silentID = try #require(fixture.opened())
        let talker = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { talker.close() }
        let talkerID = try #require(fixture.opened(after: [silentID]))
        talker.write("hello\n")
        #expect(fixture.line("hello", from: talkerID))
        #expect(fixture.closedReason(silentID) == "sent no line within 0.2 s of connecting")
        #expect(silent.readToEnd() == "error sent no line within 0.2 s of connecting\n")
        #expect(fixture.listener.openConnections == [talkerID], "a connection that spoke stays")
    }

    /// One account holds at most `maximumPerAccount` connections: the rest
    /// of the room stays open to the others (and to a dropped player's rejoin).
    @Test func oneAccountsConnectionsAreLimited() throws {
        let fixture = try Fixture { $0.maximumPerAccount = 2 }
        var peers: [RawPeer] = []
        defer { peers.forEach { $0.close() } }
        var known: Set<Int> = []
        for _ in 0..<2 {
            peers.append(try RawPeer(fixture.name, in: fixture.temp.rooms))
            known.insert(try #require(fixture.opened(after: known)))
        }
        let third = try RawPeer(fixture.name, in: fixture.temp.rooms)
        defer { third.close() }
        let account = Accounts.label(of: geteuid())
        #expect(third.readToEnd() == "error account \(account) has too many connections to room ann (2)\n")
    }

    @Test func aPeerThatEndsMidLineIsSaidSo() throws {
        let fixture = try Fixture()
        let peer = try RawPeer(fixture.name, in: fixture.temp.rooms)
        let id = try #require(fixture.opened())
        peer.write("half a li")
        peer.close()
        #expect(fixture.closedReason(id) == "closed the connection mid-line")
    }
}
