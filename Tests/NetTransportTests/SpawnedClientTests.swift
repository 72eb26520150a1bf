import Glibc
import NetTransport
import Testing

/// The client's connection through a command's standard input and output,
/// as `ssh HOST threeducks relay ROOM` or a `--via` command line runs.
@Suite struct SpawnedClientTests {
    typealias Event = ClientConnection.Event

    @Test func linesGoThroughTheCommandAndItsExitIsTheReason() throws {
        let events = try Collected<Event>()
        let client = try ClientConnection.spawning(
            ["/bin/sh", "-c", "read line; echo \"got $line\"; exit 3"], label: "the --via command", onEvent: events.post)
        client.send("hello")
        #expect(events.wait { $0 == .line("got hello") } != nil)
        #expect(events.wait { $0 == .closed(reason: "the --via command exited with status 3", exitStatus: 3) } != nil)
        #expect(client.isFinished)
    }

    @Test func theCommandsNameIsItsBasenameByDefault() throws {
        let events = try Collected<Event>()
        _ = try ClientConnection.spawning(["/bin/sh", "-c", "exit 255"], onEvent: events.post)
        #expect(events.wait { $0 == .closed(reason: "sh exited with status 255", exitStatus: 255) } != nil)
    }

    @Test func aKilledCommandIsSaidSo() throws {
        let events = try Collected<Event>()
        _ = try ClientConnection.spawning(["/bin/sh", "-c", "kill -9 $$"], onEvent: events.post)
        #expect(events.wait { $0 == .closed(reason: "sh was killed by signal 9") } != nil)
    }

    @Test func theCommandsStandardErrorGoesToTheUser() throws {
        let temp = TestDirectory()
        let fd = open(temp.file("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd) }
        let events = try Collected<Event>()
        _ = try ClientConnection.spawning(["/bin/sh", "-c", "echo 'Permission denied (publickey).' >&2; exit 255"],
                                          label: "ssh", standardError: fd, onEvent: events.post)
        #expect(events.wait { $0 == .closed(reason: "ssh exited with status 255", exitStatus: 255) } != nil)
        var buffer = [UInt8](repeating: 0, count: 256)
        let input = open(temp.file("stderr"), O_RDONLY)
        defer { close(input) }
        let count = read(input, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "Permission denied (publickey).\n")
    }

    @Test func aMissingProgramIsAnErrorAtOnce() throws {
        #expect(throws: SystemError("cannot run no-such-program-here", code: ENOENT)) {
            try ClientConnection.spawning(["no-such-program-here"], onEvent: { _ in })
        }
    }

    @Test func closingEndsTheCommandsInput() throws {
        let events = try Collected<Event>()
        // cat ends when its input does.
        let client = try ClientConnection.spawning(["cat"], onEvent: events.post)
        client.send("echo")
        #expect(events.wait { $0 == .line("echo") } != nil)
        client.close()
        #expect(events.wait { if case .closed = $0 { true } else { false } } == .closed(reason: "cat ended"))
    }

    @Test func aHostThatSendsAnOverlongLineIsDroppedByTheClient() throws {
        let events = try Collected<Event>()
        _ = try ClientConnection.spawning(["/bin/sh", "-c", "head -c 5000 /dev/zero | tr '\\0' x; echo; cat"],
                                          label: "ssh", onEvent: events.post)
        #expect(events.wait { $0 == .closed(reason: "the host sent a line of more than 4096 bytes (4097 or more)") } != nil)
    }
}
