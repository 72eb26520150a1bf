import Glibc
import NetTransport
import Testing

/// `threeducks relay`: what it is asked (its arguments, a forced command's
/// `SSH_ORIGINAL_COMMAND`), and the built program carrying lines to a room and back.
@Suite struct RelayRequestTests {
    private func request(_ arguments: [String] = [], original: String? = nil, ssh: Bool = false,
                         account: String? = "ann") -> Result<Relay.Request, Relay.Refusal> {
        Relay.request(arguments: arguments, originalCommand: original, underSSH: ssh, account: account)
    }

    private func room(_ name: String) -> Result<Relay.Request, Relay.Refusal> { .success(.room(try! RoomName(name))) }

    @Test func anArgumentNamesTheRoom() {
        #expect(request(["bob"]) == room("bob"))
        #expect(request(["--list"]) == .success(.list))
        #expect(request(["Bob"]) == .failure(.init(message: "relay: room name \"Bob\" may hold only a-z, 0-9, - and _", code: 64)))
        #expect(request(["a", "b"]) == .failure(.init(message: "relay takes one room name, or --list", code: 64)))
    }

    @Test func aForcedCommandTakesTheRoomFromTheOriginalCommand() {
        #expect(request(original: "threeducks relay bob", ssh: true) == room("bob"))
        #expect(request(original: "/opt/games/bin/threeducks relay cy", ssh: true) == room("cy"))
        #expect(request(original: "threeducks relay --list", ssh: true) == .success(.list))
        // An argument the administrator wrote pins the room.
        #expect(request(["pinned"], original: "threeducks relay bob", ssh: true) == room("pinned"))
    }

    @Test func aForcedCommandRefusesAnythingElse() {
        let refusals = ["ls -la", "threeducks", "threeducks play", "threeducks relay bob extra", "sh -c 'threeducks relay bob'",
                        "threeducks relay ../x", "threeducks relay bob;id", "$(id) relay bob", "-x relay bob", ""]
        for original in refusals {
            guard case .failure(let refusal) = request(original: original, ssh: true) else {
                Issue.record("\"\(original)\" was not refused")
                continue
            }
            #expect(refusal.code == 64)
            #expect(!refusal.message.contains("\n"))
        }
        #expect(request(original: "rm -rf /", ssh: true)
                == .failure(.init(message: "this key runs only `threeducks relay ROOM`, not \"rm -rf /\"", code: 64)))
        #expect(request(original: "echo \u{1B}[2J", ssh: true)
                == .failure(.init(message: "this key runs only `threeducks relay ROOM`, not \"echo ?[2J\"", code: 64)),
                "an escape sequence is not echoed")
    }

    @Test func noRoomOverSSHWithoutACommandIsRefused() {
        guard case .failure(let refusal) = request(ssh: true) else { Issue.record("not refused"); return }
        #expect(refusal.code == 64)
    }

    @Test func noRoomElsewhereIsTheAccountsRoom() {
        #expect(request() == room("ann"))
        #expect(request(account: "Ann.Smith") == room("ann-smith"))
    }
}

@Suite struct RelayProgramTests {
    /// A room `ann` open in a fresh directory, with its listener's events.
    final class Host {
        let temp = TestDirectory()
        let room: OpenRoom
        let listener: HostListener
        let events: Collected<HostListener.Event>

        init(flood: FloodLimit = FloodLimit(), echo: Bool = false) throws {
            room = try OpenRoom.open(RoomName("ann"), in: temp.rooms)
            let events = try Collected<HostListener.Event>()
            self.events = events
            let configuration = HostListener.Configuration(allow: AllowList(host: geteuid()), flood: flood, writeCapacity: 1 << 20)
            // An echoing host answers each line on the listener's own thread, as `send` may be called from any.
            let echoed = Echo()
            listener = try HostListener(room: room, configuration: configuration) { event in
                if echo, case .line(let id, let text) = event { echoed.listener?.send(text, to: id) }
                events.post(event)
            }
            echoed.listener = listener
            try listener.start()
        }

        final class Echo: @unchecked Sendable {
            weak var listener: HostListener?
        }

        deinit {
            listener.stop()
            room.close()
        }

        var environment: [String] { ["PATH=/usr/bin:/bin", "THREEDUCKS_ROOMS=\(temp.rooms.path)"] }
    }

    @Test(arguments: Copier.allCases)
    func aLineGoesThroughTheRelayToTheHostAndBack(copier: Copier) throws {
        let host = try Host()
        let events = try Collected<ClientConnection.Event>()
        let client = try ClientConnection.spawning([BuiltProgram.path, "relay", "ann"], label: "relay",
                                                   environment: host.environment + copier.environment, onEvent: events.post)
        guard case .opened(let id, let peer, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected")
            return
        }
        #expect(peer.pid != getpid(), "the relay is its own process")
        client.send("hello through the relay")
        #expect(host.events.wait { $0 == .line(id, "hello through the relay") } != nil)
        // Standard input is read only by the copier, so the relay is the copier by now.
        #expect(Copier.program(of: peer.pid) == copier.program, "the relay's process runs the \(copier) copier")
        host.listener.send("welcome back", to: id)
        #expect(events.wait { $0 == .line("welcome back") } != nil)
        // The host ends the connection: the relay exits 0, and the client says so.
        host.listener.close(id, reason: "game over")
        #expect(events.wait { $0 == .line("error game over") } != nil)
        #expect(events.wait { $0 == .closed(reason: "relay ended") } != nil)
    }

    @Test(arguments: Copier.allCases)
    func manyBytesGoBothWaysWhole(copier: Copier) throws {
        let host = try Host(flood: .none, echo: true)
        let events = try Collected<ClientConnection.Event>()
        let client = try ClientConnection.spawning([BuiltProgram.path, "relay", "ann"], label: "relay",
                                                   environment: host.environment + copier.environment, writeCapacity: 1 << 22,
                                                   onEvent: events.post)
        defer { client.close() }
        // About 4 MB each way, lines of every length up to the limit, through the relay's 8 KiB buffers.
        let lines = (0..<2000).map { index in "\(index) " + String(repeating: "é🦆x", count: (index * 37) % 580) }
        for line in lines { client.send(line) }
        let last = lines[lines.count - 1]
        let arrived = events.wait(seconds: 60) { $0 == .line(last) } != nil
        let received = events.events.compactMap { if case .line(let text) = $0 { text } else { nil } }
        // Said in a line, not as two 4 MB arrays: how far the copy got, and how each side ended if it did.
        let ends = events.events.filter { if case .closed = $0 { true } else { false } }
        let hostEnds = (host.events.events + host.events.inbox.drain()).filter { if case .line = $0 { false } else { true } }
        #expect(arrived, "the last line came back: \(received.count) of \(lines.count) did; the relay's end \(ends), the host's events \(hostEnds)")
        if received != lines {
            let first = zip(received, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(received.count, lines.count)
            let got = first < received.count ? "\(received[first].utf8.count) bytes beginning \(received[first].prefix(24))" : "nothing"
            let wanted = first < lines.count ? "\(lines[first].utf8.count) bytes" : "no line"
            Issue.record("every line, whole and in order: line \(first) of \(lines.count) differs (\(got), for \(wanted))")
        }
        #expect(received.reduce(0) { $0 + $1.utf8.count + 1 } > 4_000_000, "about 4 MB went each way")
    }

    @Test(arguments: Copier.allCases)
    func theClientLeavingEndsTheRelay(copier: Copier) throws {
        let host = try Host()
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "ann"], environment: host.environment + copier.environment,
                                      stdin: "one\ntwo\r\n", in: host.temp)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        guard case .opened(let id, _, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected")
            return
        }
        #expect(host.events.wait { $0 == .line(id, "one") } != nil)
        #expect(host.events.wait { $0 == .line(id, "two") } != nil)
        #expect(host.events.wait { $0 == .closed(id, reason: "closed the connection") } != nil)
    }

    @Test func noSuchRoomIsItsOwnExitStatus() throws {
        let host = try Host()
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "bob"], environment: host.environment, in: host.temp)
        #expect(result.status == 69)
        #expect(result.stderr == "threeducks: no room named bob on this machine (open rooms: ann): join one open by its name, as threeducks join ann\n")
        #expect(result.stdout == "")
    }

    @Test func aForcedCommandRefusesAnythingButRelay() throws {
        let host = try Host()
        let result = BuiltProgram.run([BuiltProgram.path, "relay"],
                                      environment: host.environment + ["SSH_ORIGINAL_COMMAND=cat /etc/passwd", "SSH_CONNECTION=x"],
                                      in: host.temp)
        #expect(result.status == 64)
        #expect(result.stderr == "threeducks: this key runs only `threeducks relay ROOM`, not \"cat /etc/passwd\"\n")
        #expect(result.stdout == "")
        #expect(!host.events.events.contains { if case .opened = $0 { true } else { false } })
    }

    @Test(arguments: Copier.allCases)
    func aForcedCommandRelaysTheRoomItNames(copier: Copier) throws {
        let host = try Host()
        let result = BuiltProgram.run([BuiltProgram.path, "relay"],
                                      environment: host.environment + copier.environment
                                          + ["SSH_ORIGINAL_COMMAND=threeducks relay ann", "SSH_CONNECTION=x"],
                                      stdin: "via ssh\n", in: host.temp)
        #expect(result.status == 0)
        guard case .opened(let id, _, _)? = host.events.wait(for: { if case .opened = $0 { true } else { false } }) else {
            Issue.record("the relay never connected")
            return
        }
        #expect(host.events.wait { $0 == .line(id, "via ssh") } != nil)
    }

    @Test func listPrintsTheOpenRooms() throws {
        let host = try Host()
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "--list"], environment: host.environment, in: host.temp)
        #expect(result.status == 0)
        #expect(result.stdout == "ann\t\(Accounts.label(of: geteuid()))\n")
    }

    @Test func anUnsafeDirectoryIsRefused() throws {
        let temp = TestDirectory()
        mkdir(temp.file("open"), 0o777)
        chmod(temp.file("open"), 0o777)
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "ann"],
                                      environment: ["PATH=/usr/bin:/bin", "THREEDUCKS_ROOMS=\(temp.file("open"))"], in: temp)
        #expect(result.status == 77)
        #expect(result.stderr.hasPrefix("threeducks: \(temp.file("open")) is writable by others without the sticky bit"))
    }

    @Test func aDirectoryTooDeepForASocketIsSaidSo() throws {
        let temp = TestDirectory()
        let deep = temp.path + "/" + String(repeating: "d", count: 100)
        mkdir(deep, 0o1777)
        chmod(deep, 0o1777)
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "ann"],
                                      environment: ["PATH=/usr/bin:/bin", "THREEDUCKS_ROOMS=\(deep)"], in: temp)
        #expect(result.status == 69, "no room is there: no host could have named its socket")
        #expect(result.stderr.hasPrefix("threeducks: no room named ann on this machine"))
    }

    @Test func aTooLongSocketPathIsASystemErrorForTheHost() throws {
        let temp = TestDirectory()
        let deep = RoomDirectory(path: temp.path + "/" + String(repeating: "d", count: 100))
        #expect(throws: RoomError.self) { try OpenRoom.open(RoomName("ann"), in: deep) }
        do { _ = try OpenRoom.open(RoomName("ann"), in: deep) } catch {
            #expect(error.description.contains("is longer than 107 bytes: set THREEDUCKS_ROOMS to a shorter directory"))
            #expect(error.exitCode == 71)
        }
    }

    @Test func aRelativeRoomsDirectoryIsIgnored() throws {
        let temp = TestDirectory()
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "--list"],
                                      environment: ["PATH=/usr/bin:/bin", "THREEDUCKS_ROOMS=relative/rooms"], in: temp)
        #expect(result.status == 0)
        var info = stat()
        #expect(lstat("relative", &info) != 0, "nothing was made relative to the working directory")
    }

    @Test func theRelaysHelpIsArgumentParsers() throws {
        let temp = TestDirectory()
        let result = BuiltProgram.run([BuiltProgram.path, "relay", "--help"], environment: ["PATH=/usr/bin:/bin"], in: temp)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: threeducks relay [<room>] [--list]"))
    }
}
