#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Reads a small file whole, and replaces one so that a reader sees the old
/// bytes or the new, never a mix, even after a crash or a power cut.
package enum DurableFile {
    /// The file's bytes, or nil when there is no file. More than `limit`
    /// bytes is `.tooLarge`: only `limit + 1` bytes are ever read.
    package static func read(_ path: String, limit: Int) throws(KeptFileError) -> Data? {
        guard let data = try head(path, limit: limit + 1) else { return nil }
        guard data.count <= limit else { throw KeptFileError(path: path, .tooLarge(limit: limit)) }
        return data
    }

    /// The file's first `limit` bytes (all of a shorter one), or nil when
    /// there is no file. Anything but a regular file is `.notAFile`, found
    /// without blocking: the file is opened non-blocking, so a FIFO cannot
    /// hang the game in `open`.
    static func head(_ path: String, limit: Int) throws(KeptFileError) -> Data? {
        let descriptor = path.withPathCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .system(path, "cannot open")
        }
        defer { close(descriptor) }
        if let kind = FileKind.of(descriptor: descriptor), kind != .regular {
            throw KeptFileError(path: path, .notAFile(kind))
        }
        do {
            return try readUpTo(limit, from: descriptor)
        } catch {
            throw .system(path, "cannot read", errno: error.code)
        }
    }

    /// Throws `.notAFile` when something other than a regular file is at
    /// `path`; nothing there is fine (it will be created).
    static func requireRegularOrMissing(_ path: String) throws(KeptFileError) {
        if let kind = FileKind.of(path), kind != .regular { throw KeptFileError(path: path, .notAFile(kind)) }
    }

    /// Up to `count` bytes from `descriptor`: fewer only at the end of the file.
    static func readUpTo(_ count: Int, from descriptor: Int32) throws(Errno) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < count {
            let read = Glibc.read(descriptor, &buffer, min(buffer.count, count - data.count))
            if read < 0 && errno == EINTR { continue }
            if read < 0 { throw Errno() }
            if read == 0 { break }
            data.append(contentsOf: buffer[..<read])
        }
        return data
    }

    /// Writes all of `data` to `descriptor`, however many `write`s it takes
    /// (the server's program writes its answers with it too).
    package static func writeAll(_ data: Data, to descriptor: Int32) throws(Errno) {
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Errno() }
            written += count
        }
    }

    /// Creates the directories above `path` that are missing (`mode`, 0755
    /// unless told, less the umask), as `mkdir -p` does.
    package static func createParentDirectories(of path: String, mode: mode_t = 0o755) throws(KeptFileError) {
        let directory = Self.directory(of: path)
        guard !directory.isEmpty, FileKind.of(directory) == nil else { return }
        try createParentDirectories(of: directory, mode: mode)
        guard directory.withPathCString({ mkdir($0, mode) }) == 0 || errno == EEXIST else {
            throw .system(path, "cannot create the directory \(directory)")
        }
    }

    /// Replaces `path` with `data`: a new file beside it (created
    /// exclusively, with `mode` whatever the umask), synced, renamed over
    /// the old one, and with `syncingDirectory` the directory synced so the
    /// rename itself survives a crash. Only a regular file (or nothing) at
    /// `path` is replaced. The one way the program writes a file whole:
    /// the scores, the journal, the history's summary, a room's file
    /// (0600, for its seats' tokens) and a seat's token (0600).
    package static func replace(_ path: String, with data: Data, mode: mode_t = 0o644,
                                syncingDirectory: Bool = true) throws(KeptFileError) {
        try requireRegularOrMissing(path)
        let directory = Self.directory(of: path)
        let temporary = (directory.isEmpty ? "" : directory + "/")
            + temporaryPrefix(of: path) + "\(getpid())-\(UInt32.random(in: .min ... .max))"
        let descriptor = temporary.withPathCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
        guard descriptor >= 0 else { throw .system(path, "cannot create a file in \(directory.isEmpty ? "." : directory)") }
        var isRenamed = false
        defer { if !isRenamed { temporary.withPathCString { _ = unlink($0) } } }
        do {
            defer { close(descriptor) }
            // The umask may have taken bits off; the file is meant to be `mode`.
            guard fchmod(descriptor, mode) == 0 else { throw KeptFileError.system(path, "cannot set the mode") }
            do {
                try writeAll(data, to: descriptor)
            } catch {
                throw KeptFileError.system(path, "cannot write", errno: error.code)
            }
            guard fsync(descriptor) == 0 else { throw KeptFileError.system(path, "cannot sync") }
        }
        let renamed = temporary.withPathCString { from in path.withPathCString { rename(from, $0) } }
        guard renamed == 0 else { throw .system(path, "cannot replace the file") }
        isRenamed = true
        guard syncingDirectory else { return }
        let parent = (directory.isEmpty ? "." : directory).withPathCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard parent >= 0 else { throw .system(path, "cannot open the directory to sync it") }
        defer { close(parent) }
        guard fsync(parent) == 0 else { throw .system(path, "cannot sync the directory") }
    }

    /// Moves `path` aside to a name that does not exist yet, `path` + `suffix`
    /// (then `-2`, `-3`…), and returns that name.
    /// Only a regular file is moved.
    static func moveAside(_ path: String, suffix: String) throws(KeptFileError) -> String {
        try requireRegularOrMissing(path)
        var target = path + suffix
        var attempt = 1
        while entryExists(target) {
            attempt += 1
            target = path + suffix + "-\(attempt)"
        }
        let renamed = path.withPathCString { from in target.withPathCString { rename(from, $0) } }
        guard renamed == 0 else { throw .system(path, "cannot move the corrupt file aside") }
        return target
    }

    /// The start of the name of `replace`'s temporary files for `path`:
    /// `.scores.json.tmp-`.
    static func temporaryPrefix(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        return ".\(name).tmp-"
    }

    /// Removes the temporary files a writer killed mid-write left beside
    /// `path`. Call only under the lock every writer holds while its own
    /// temporary exists, so each one found is stale. Best effort: a file
    /// that cannot be removed is left for the next writer.
    static func removeStaleTemporaries(of path: String) {
        let directory = Self.directory(of: path)
        let prefix = temporaryPrefix(of: path)
        guard let stream = (directory.isEmpty ? "." : directory).withPathCString({ opendir($0) }) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(pathCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard name.hasPrefix(prefix) else { continue }
            let stale = (directory.isEmpty ? "" : directory + "/") + name
            var info = stat()
            guard stale.withPathCString({ lstat($0, &info) }) == 0, FileKind(mode: info.st_mode) == .regular else {
                continue
            }
            stale.withPathCString { _ = unlink($0) }
        }
    }

    /// Something, even a link to nothing, has this name.
    private static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return path.withPathCString { lstat($0, &info) } == 0
    }

    /// `path` without its last component: "" for a bare name, "/" for a
    /// name at the root (as NSString's `deletingLastPathComponent`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A failed system call's errno alone, described as `strerror` does (the
/// file's words come from the caller). Not NetTransport's `SystemError`,
/// which names the call too.
package struct Errno: Error, CustomStringConvertible {
    package let code: Int32

    package init(_ code: Int32 = errno) { self.code = code }

    package var description: String { String(cString: strerror(code)) }
}
