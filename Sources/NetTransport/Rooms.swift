import FileLocking
import SysExits
#if canImport(Glibc)
import Glibc
#endif

/// What went wrong with a room, in one line each, and how the command
/// line reports it (`exitCode`, listed in docs/network.md).
public enum RoomError: Error, Equatable, Sendable, CustomStringConvertible {
    case badName(String)
    case badAllowList(String)
    /// The rooms' directory is not safe to use (owner, mode, a symlink).
    case unsafeDirectory(String)
    /// A host already has this room open.
    case nameInUse(String)
    /// No host has this room open.
    case noSuchRoom(String)
    /// The kernel would not let us reach the socket.
    case permissionDenied(String)
    case system(String)

    public var description: String {
        switch self {
        case .badName(let text), .badAllowList(let text), .unsafeDirectory(let text), .nameInUse(let text),
             .noSuchRoom(let text), .permissionDenied(let text), .system(let text): text
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .badName, .badAllowList: ExitStatus.usage
        case .noSuchRoom: ExitStatus.unavailable
        case .nameInUse: ExitStatus.tempFail
        case .system: ExitStatus.osError
        case .unsafeDirectory, .permissionDenied: ExitStatus.noPermission
        }
    }
}

/// A room's name: what `host --room` opens and `join ROOM` names. One to
/// 32 characters of `a`–`z`, `0`–`9`, `-` and `_`, starting with a letter
/// or digit: safe in a path, in a shell command line and in
/// `SSH_ORIGINAL_COMMAND`, and never taken for an option.
public struct RoomName: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 32
    public let text: String

    public init(_ text: String) throws(RoomError) {
        if let problem = Self.problem(with: text) { throw .badName(problem) }
        self.text = text
    }

    public var description: String { text }

    /// Why `text` is not a room name, or nil when it is one.
    public static func problem(with text: String) -> String? {
        let bytes = Array(text.utf8)
        let shown = String(decoding: bytes.prefix(40).map { (0x20..<0x7F).contains($0) ? $0 : 0x3F }, as: UTF8.self)
        if bytes.isEmpty { return "a room name cannot be empty" }
        if bytes.count > maximumLength { return "room name \"\(shown)…\" is longer than \(maximumLength) characters" }
        guard bytes.allSatisfy({ isNameByte($0) }) else {
            return "room name \"\(shown)\" may hold only a-z, 0-9, - and _"
        }
        guard isLetterOrDigit(bytes[0]) else { return "room name \"\(shown)\" must start with a letter or a digit" }
        return nil
    }

    /// The room a host opens without `--room`: its account's name, lowercased,
    /// other characters as `-`, cut to 32; `room` when nothing is left.
    public static func defaultName(account: String?) -> RoomName {
        let mapped = (account ?? "").lowercased().utf8.prefix(maximumLength).map { isNameByte($0) ? $0 : UInt8(ascii: "-") }
        let text = String(decoding: mapped.drop { !isLetterOrDigit($0) }, as: UTF8.self)
        return (try? RoomName(text)) ?? (try! RoomName("room"))
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}

/// Where the rooms of this machine live: one directory every account
/// shares, `/tmp/threeducks-rooms` (or `THREEDUCKS_ROOMS`), sticky and
/// world-writable like /tmp itself, so that `--allow` can let other
/// accounts reach a room and `join` can list them all. In it, room `ann` is
/// the socket `ann.sock` (mode 0666: the host checks each peer's uid, see
/// `AllowList`) and the lock `ann.lock` the host holds while it is open.
public struct RoomDirectory: Sendable {
    public static let defaultPath = "/tmp/threeducks-rooms"
    /// The variable that names another directory (tests, or a machine whose
    /// /tmp is private to each service).
    public static let variable = "THREEDUCKS_ROOMS"

    public let path: String

    public init(path: String) { self.path = path }

    /// `THREEDUCKS_ROOMS` when it is an absolute path, else the default (a
    /// relative one is ignored, as XDG_DATA_HOME's is: host and joiner may
    /// not share a working directory).
    public static func fromEnvironment() -> RoomDirectory {
        if let value = getenv(variable), value.pointee == UInt8(ascii: "/") {
            return RoomDirectory(path: String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self))
        }
        return RoomDirectory(path: defaultPath)
    }

    public func socketPath(_ room: RoomName) -> String { path + "/" + room.text + ".sock" }
    public func lockPath(_ room: RoomName) -> String { path + "/" + room.text + ".lock" }

    /// Makes the directory when missing (mode 1777), then checks it is
    /// safe: a real directory (not a symlink), owned by root or by us, and
    /// writable by others only with the sticky bit, so nobody else can
    /// remove or replace a host's socket.
    public func prepare() throws(RoomError) {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw .system("rooms directory \(path): \(SystemError("lstat"))") }
            if mkdir(path, 0o1777) != 0 && errno != EEXIST {
                throw .system("cannot make the rooms directory \(path): \(String(cString: strerror(errno)))")
            }
            var made = stat()
            // The umask took bits away: give them back, but only to a directory that is ours and not a symlink.
            if lstat(path, &made) == 0 && made.st_mode & S_IFMT == S_IFDIR && made.st_uid == geteuid() {
                _ = chmod(path, 0o1777)
            }
        }
        try check()
    }

    /// Checks the directory without changing it: see `prepare`.
    public func check() throws(RoomError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { throw .noSuchRoom("no rooms are open on this machine (no \(path))") }
            throw .system("rooms directory \(path): \(SystemError("lstat"))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .unsafeDirectory("\(path) is not a directory (a symlink or a file in its place): remove it, or set \(Self.variable)")
        }
        guard info.st_uid == 0 || info.st_uid == geteuid() else {
            throw .unsafeDirectory("\(path) belongs to \(Accounts.label(of: info.st_uid)), not root or you: "
                + "it could replace a room's socket; remove it, or set \(Self.variable)")
        }
        let writableByOthers = info.st_mode & (S_IWGRP | S_IWOTH) != 0
        guard !writableByOthers || info.st_mode & S_ISVTX != 0 else {
            throw .unsafeDirectory("\(path) is writable by others without the sticky bit (chmod 1777 \(path)), "
                + "or set \(Self.variable)")
        }
    }

    /// A room as `list` sees it.
    public struct Room: Equatable, Sendable {
        public let name: RoomName
        /// The account whose host made the socket.
        public let owner: uid_t
        /// Whether a host holds it open now (a stale socket's host was killed).
        public let isOpen: Bool
    }

    /// The rooms in the directory, by name; only the open ones unless `includingStale`.
    public func list(includingStale: Bool = false) -> [Room] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var rooms: [Room] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".sock"), let room = try? RoomName(String(name.dropLast(5))) else { continue }
            var info = stat()
            guard lstat(socketPath(room), &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { continue }
            // A host holds the room's lock while it is open.
            let open = FileLock.isHeld(lockPath(room))
            if open || includingStale { rooms.append(Room(name: room, owner: info.st_uid, isOpen: open)) }
        }
        return rooms.sorted { $0.name.text < $1.name.text }
    }

    /// The names of the open rooms, for messages: `ann, bob` or `none`.
    public func openRoomsText() -> String {
        let rooms = list()
        return rooms.isEmpty ? "no room is open" : "open rooms: " + rooms.map { $0.name.text }.joined(separator: ", ")
    }

    /// What to do about a room that is not there: join one that is open
    /// (by its name), or have a host open one.
    public func openRoomsFix() -> String {
        let rooms = list()
        return rooms.isEmpty ? "a host opens one with threeducks host"
            : "join one open by its name, as threeducks join \(rooms.sorted { $0.name.text < $1.name.text }[0].name.text)"
    }
}
