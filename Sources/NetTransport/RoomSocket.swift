import FileLocking
import StoreCore
#if canImport(Glibc)
import Glibc
#endif

/// A room a host has open: its listening socket and the lock that says so.
/// `close()` (or the host's end) removes both; a host killed with SIGKILL
/// leaves the socket, which the next host of that name replaces, as its lock
/// is free (the kernel drops a dead process's locks).
public final class OpenRoom: @unchecked Sendable {
    // Sendable by hand: the descriptors are only closed once, under `lock`.
    public let name: RoomName
    public let directory: RoomDirectory
    /// The listening socket, non-blocking.
    public let listener: Int32
    private let roomLock: FileLock
    private let socketIdentity: (dev_t, ino_t)
    private let lock = Lock()
    private var isClosed = false

    init(name: RoomName, directory: RoomDirectory, listener: Int32, roomLock: FileLock, socketIdentity: (dev_t, ino_t)) {
        self.name = name
        self.directory = directory
        self.listener = listener
        self.roomLock = roomLock
        self.socketIdentity = socketIdentity
    }

    deinit { close() }

    /// Removes the socket and the lock (only if they are still this room's), then closes both.
    public func close() {
        lock.withLock {
            guard !isClosed else { return }
            isClosed = true
            var info = stat()
            if lstat(directory.socketPath(name), &info) == 0 && info.st_dev == socketIdentity.0 && info.st_ino == socketIdentity.1 {
                unlink(directory.socketPath(name))
            }
            // Removed while held: a host waiting for it sees the path changed and takes the new one.
            unlink(directory.lockPath(name))
            Glibc.close(listener)
            roomLock.unlock()
        }
    }

    /// Opens `name` in `directory`: takes its lock (refusing a name a live
    /// host has open), replaces a stale socket left by a killed host, binds
    /// and listens.
    public static func open(_ name: RoomName, in directory: RoomDirectory) throws(RoomError) -> OpenRoom {
        try directory.prepare()
        let roomLock = try takeLock(name, in: directory)
        do throws(RoomError) {
            let path = directory.socketPath(name)
            var info = stat()
            if lstat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFSOCK else {
                    throw RoomError.unsafeDirectory("\(path) is there and is not a socket: remove it, or choose another --room")
                }
                // Nobody holds the lock: the host that made it is gone.
                guard unlink(path) == 0 || errno == ENOENT else {
                    throw RoomError.nameInUse("room \(name) was left by \(Accounts.label(of: info.st_uid))'s host, "
                        + "whose socket only that account can remove: choose another --room")
                }
            }
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { throw RoomError.system("socket: \(String(cString: strerror(errno)))") }
            do throws(RoomError) {
                try withAddress(path) { address, length throws(RoomError) in
                    guard bind(fd, address, length) == 0 else {
                        throw RoomError.system("cannot open room \(name): bind \(path): \(String(cString: strerror(errno)))")
                    }
                }
                // Any account may connect; the host admits only the allowed ones (peer credentials).
                _ = chmod(path, 0o666)
                guard listen(fd, 64) == 0 else { throw RoomError.system("listen: \(String(cString: strerror(errno)))") }
                makeNonBlocking(fd)
                var bound = stat()
                guard lstat(path, &bound) == 0 else { throw RoomError.system("\(path) vanished as it was made") }
                return OpenRoom(name: name, directory: directory, listener: fd, roomLock: roomLock,
                                socketIdentity: (bound.st_dev, bound.st_ino))
            } catch {
                Glibc.close(fd)
                throw error
            }
        } catch {
            unlink(directory.lockPath(name))
            roomLock.unlock()
            throw error
        }
    }

    /// The room's lock, taken: a file `NAME.lock`, `flock`ed for the
    /// host's life. Never followed through a symlink; a lock file removed by
    /// its host between our open and our flock is opened anew.
    private static func takeLock(_ name: RoomName, in directory: RoomDirectory) throws(RoomError) -> FileLock {
        let path = directory.lockPath(name)
        switch FileLock.take(path, mode: 0o644) {
        case .success(let lock): return lock
        case .failure(.cannotOpen(ELOOP)): throw .unsafeDirectory("\(path) is a symlink: remove it")
        case .failure(.cannotOpen(let code)): throw .system("cannot open \(path): \(String(cString: strerror(code)))")
        case .failure(.notARegularFile): throw .unsafeDirectory("\(path) is not a regular file: remove it")
        case .failure(.held), .failure(.cannotLock):
            var socketInfo = stat()
            let host = lstat(directory.socketPath(name), &socketInfo) == 0 ? " (hosted by \(Accounts.label(of: socketInfo.st_uid)))" : ""
            throw .nameInUse("room \(name) is already open\(host): choose another --room")
        case .failure(.keepsChanging): throw .system("cannot take the lock \(path): it keeps changing")
        }
    }
}

/// A `sockaddr_un` for `path`, to `body`; a path too long for one is a `RoomError`.
func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) throws(RoomError) -> T) throws(RoomError) -> T {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else {
        throw .system("the socket path \(path) is longer than \(capacity - 1) bytes: set \(RoomDirectory.variable) to a shorter directory")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + 1)
    return try withUnsafePointer(to: &address) { pointer throws(RoomError) in
        try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address throws(RoomError) in try body(address, length) }
    }
}

/// Connects to room `name`'s socket; the connected descriptor (blocking).
/// A room nobody has open, a stale socket and a refused permission are
/// each a `RoomError` saying which rooms are open.
public func connectToRoom(_ name: RoomName, in directory: RoomDirectory) throws(RoomError) -> Int32 {
    try directory.check()
    let path = directory.socketPath(name)
    var info = stat()
    guard lstat(path, &info) == 0 else {
        throw .noSuchRoom("no room named \(name) on this machine (\(directory.openRoomsText())): \(directory.openRoomsFix())")
    }
    guard info.st_mode & S_IFMT == S_IFSOCK else { throw .unsafeDirectory("\(path) is not a socket") }
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .system("socket: \(String(cString: strerror(errno)))") }
    do {
        try withAddress(path) { address, length throws(RoomError) in
            var result: Int32
            repeat { result = connect(fd, address, length) } while result != 0 && errno == EINTR
            guard result == 0 else {
                switch errno {
                case ECONNREFUSED, ENOENT:
                    throw .noSuchRoom("room \(name) is not open: its host has ended (\(directory.openRoomsText()))")
                case EACCES, EPERM:
                    throw .permissionDenied("cannot reach room \(name): \(path): permission denied")
                case EAGAIN:
                    throw .system("room \(name) is busy: its host is not taking connections")
                default:
                    throw .system("cannot reach room \(name): \(String(cString: strerror(errno)))")
                }
            }
        }
    } catch {
        close(fd)
        throw error
    }
    return fd
}
