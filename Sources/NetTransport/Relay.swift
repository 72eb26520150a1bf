#if canImport(Glibc)
import Glibc
#endif
import SysExits

/// `threeducks relay [ROOM]`: what `ssh HOST threeducks relay ROOM` runs on
/// the host's machine. It connects to the room's socket and copies its
/// standard input to the socket and the socket to its standard output,
/// byte for byte, until either side closes. It reads nothing into lines:
/// the host frames, limits and judges; the relay's memory is two fixed
/// buffers. It uses no Foundation, so it starts small and quickly.
public enum Relay {
    /// What the relay was asked to do.
    public enum Request: Equatable, Sendable {
        /// Relay to this room.
        case room(RoomName)
        /// Print the open rooms, one a line: `NAME<TAB>ACCOUNT`.
        case list
    }

    /// A refusal: the one line to print (after `threeducks: `) and the exit status.
    public struct Refusal: Error, Equatable, Sendable {
        public let message: String
        public let code: Int32

        public init(message: String, code: Int32) {
            self.message = message
            self.code = code
        }
    }

    /// Decides what to do from the relay's own arguments (after `relay`)
    /// and the environment:
    ///
    /// - `relay ROOM` and `relay --list` do what they say;
    /// - `relay` alone under a forced command (`SSH_ORIGINAL_COMMAND` set)
    ///   takes the request from that variable, which must be exactly
    ///   `PROGRAM relay ROOM` or `PROGRAM relay --list` (PROGRAM is
    ///   `threeducks` or the path `--remote-program` gave): anything else is refused;
    /// - `relay` alone over ssh without a command is refused (a forced key used for a login);
    /// - `relay` alone elsewhere relays to the room named after the account.
    public static func request(arguments: [String], originalCommand: String?, underSSH: Bool,
                               account: String?) -> Result<Request, Refusal> {
        switch arguments.count {
        case 0:
            break
        case 1:
            return parse(arguments[0], refusing: { "relay: \($0)" })
        default:
            return .failure(Refusal(message: "relay takes one room name, or --list", code: ExitStatus.usage))
        }
        if let originalCommand {
            let words = originalCommand.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard (2...3).contains(words.count), isProgramPath(words[0]), words[1] == "relay" else {
                return .failure(Refusal(message: "this key runs only `threeducks relay ROOM`, not \"\(shown(originalCommand))\"",
                                        code: ExitStatus.usage))
            }
            guard words.count == 3 else {
                return .failure(Refusal(message: "name a room: threeducks relay ROOM (or --list)", code: ExitStatus.usage))
            }
            return parse(words[2], refusing: { "this key runs only `threeducks relay ROOM`: \($0)" })
        }
        if underSSH {
            return .failure(Refusal(message: "this key runs only `threeducks relay ROOM`: name a room (ssh HOST threeducks relay ROOM)",
                                    code: ExitStatus.usage))
        }
        return .success(.room(RoomName.defaultName(account: account)))
    }

    private static func parse(_ word: String, refusing wrap: (String) -> String) -> Result<Request, Refusal> {
        if word == "--list" { return .success(.list) }
        if let problem = RoomName.problem(with: word) { return .failure(Refusal(message: wrap(problem), code: ExitStatus.usage)) }
        return .success(.room(try! RoomName(word)))
    }

    /// `threeducks`, or a path to it of plain characters (no shell meaning, not an option).
    static func isProgramPath(_ word: String) -> Bool {
        guard let first = word.utf8.first, first != UInt8(ascii: "-"), word.utf8.count <= 255 else { return false }
        return word.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(byte)
        }
    }

    /// Text from outside, safe in a one-line message: printable ASCII, 60 bytes at most.
    static func shown(_ text: String) -> String {
        let bytes = text.utf8.prefix(60).map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }
        return String(decoding: bytes, as: UTF8.self) + (text.utf8.count > 60 ? "…" : "")
    }

    /// The open rooms as `relay --list` prints them.
    public static func listing(_ directory: RoomDirectory) -> String {
        let passwd = PasswdFile()
        return directory.list().map { "\($0.name.text)\t\(Accounts.label(of: $0.owner, in: passwd))\n" }.joined()
    }

    /// Connects to `room` and copies between it and `input`/`output` until
    /// either side closes: the exit status, and the line to print when it is not 0.
    ///
    /// With a `copier` (`findCopier()`; only for standard input and output),
    /// the connected process becomes that program (`handOver`), which
    /// copies the same way and exits with the same statuses: this function
    /// then never returns. Without one, or when the exec fails, it copies
    /// in-process.
    public static func run(_ room: RoomName, in directory: RoomDirectory,
                           input: Int32 = 0, output: Int32 = 1, copier: String? = nil) -> (code: Int32, message: String?) {
        let fd: Int32
        do {
            fd = try connectToRoom(room, in: directory)
        } catch {
            // A joiner reaching a name a host holds is told no such room, not the host's EX_TEMPFAIL.
            if case .nameInUse = error { return (ExitStatus.unavailable, error.description) }
            return (error.exitCode, error.description)
        }
        defer { close(fd) }
        if let copier, input == STDIN_FILENO, output == STDOUT_FILENO { handOver(socket: fd, to: copier) }
        return copy(socket: fd, input: input, output: output)
    }

    /// The copy itself: two fixed buffers, poll(2), no line parsing. A side
    /// is read only when what it sent before has been written on, so a
    /// stalled reader stops the copy in that direction instead of growing it.
    static func copy(socket fd: Int32, input: Int32, output: Int32) -> (code: Int32, message: String?) {
        let size = 8192
        let toSocket = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
        let toOutput = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
        defer {
            toSocket.deallocate()
            toOutput.deallocate()
        }
        var (socketStart, socketEnd, outputStart, outputEnd) = (0, 0, 0, 0)
        while true {
            var entries = [pollfd(fd: socketEnd > socketStart ? -1 : input, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: fd, events: 0, revents: 0),
                           pollfd(fd: outputEnd > outputStart ? output : -1, events: Int16(POLLOUT), revents: 0)]
            if outputEnd == outputStart { entries[1].events |= Int16(POLLIN) }
            if socketEnd > socketStart { entries[1].events |= Int16(POLLOUT) }
            // Not polled at all while both its directions wait: a hang-up would wake poll at once, over and over.
            if entries[1].events == 0 { entries[1].fd = -1 }
            if poll(&entries, 3, -1) < 0 {
                if errno == EINTR { continue }
                return (ExitStatus.osError, "relay: poll: \(String(cString: strerror(errno)))")
            }
            // Input → buffer.
            if entries[0].revents != 0 {
                let count = read(input, toSocket.baseAddress, size)
                if count == 0 { return (ExitStatus.success, nil) }  // The joining side is gone.
                if count < 0 && errno != EINTR && errno != EAGAIN {
                    return (ExitStatus.ioError, "relay: reading standard input: \(String(cString: strerror(errno)))")
                }
                if count > 0 { (socketStart, socketEnd) = (0, count) }
            }
            // Socket → buffer.
            if entries[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 && outputEnd == outputStart {
                let count = recv(fd, toOutput.baseAddress, size, Int32(MSG_DONTWAIT))
                if count == 0 { return (ExitStatus.success, nil) }  // The host closed.
                if count < 0 && errno != EINTR && errno != EAGAIN {
                    return (ExitStatus.success, nil)  // Reset by the host: the connection is over all the same.
                }
                if count > 0 { (outputStart, outputEnd) = (0, count) }
            }
            // Buffer → socket.
            if socketEnd > socketStart {
                let sent = send(fd, toSocket.baseAddress! + socketStart, socketEnd - socketStart, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                if sent > 0 { socketStart += sent }
                if sent < 0 && errno != EINTR && errno != EAGAIN { return (ExitStatus.success, nil) }
            }
            // Buffer → output: at most a page at a time, which a pipe that polled writable takes whole.
            if outputEnd > outputStart && (entries[2].revents != 0 || entries[2].fd < 0) {
                let written = write(output, toOutput.baseAddress! + outputStart, min(outputEnd - outputStart, 4096))
                if written > 0 { outputStart += written }
                if written < 0 && errno != EINTR && errno != EAGAIN {
                    return (errno == EPIPE ? ExitStatus.success : ExitStatus.ioError,
                            errno == EPIPE ? nil : "relay: writing standard output: \(String(cString: strerror(errno)))")
                }
            }
        }
    }
}
