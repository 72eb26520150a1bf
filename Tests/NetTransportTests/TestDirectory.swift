import Glibc
import NetTransport

/// A fresh directory under /tmp for one test's rooms, removed at the end.
/// Short, as a socket's path must fit in 108 bytes.
final class TestDirectory {
    let path: String

    init() {
        var template = Array("/tmp/td-net-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        // Other accounts (a test's `nobody`) must reach the rooms inside, as in /tmp.
        chmod(path, 0o755)
    }

    deinit { remove(path) }

    var rooms: RoomDirectory { RoomDirectory(path: path + "/rooms") }

    func file(_ name: String) -> String { path + "/" + name }

    private func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            if let directory = opendir(path) {
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    if name != "." && name != ".." { remove(path + "/" + name) }
                }
                closedir(directory)
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// A socket bound at `path` and closed without removing it: what a host
/// killed with SIGKILL leaves.
func leaveStaleSocket(at path: String) {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        let bytes = Array(path.utf8)
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    close(fd)
}
