import Glibc

/// What a path names, as `stat` tells (following a symbolic link): only a
/// regular file is ever read, replaced or moved aside. A device, FIFO,
/// socket or directory in a file's place is refused, so `--scores-file
/// /dev/null` cannot replace the device node and a FIFO cannot block the
/// game in `open`.
package enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case regular, directory, fifo, socket, characterDevice, blockDevice, other

    /// The kind of what is at `path`, or nil when there is nothing there
    /// (or a link to nothing).
    package static func of(_ path: String) -> FileKind? {
        var info = stat()
        guard path.withPathCString({ stat($0, &info) }) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    /// The kind of an open file.
    static func of(descriptor: Int32) -> FileKind? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    init(mode: mode_t) {
        self = switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .other
        }
    }

    /// `a FIFO`, `a directory`…: what a message says is there instead.
    package var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file"
        }
    }
}
