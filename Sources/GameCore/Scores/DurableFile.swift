import Foundation

/// Reads a small file whole, and replaces one so that a reader sees the old
/// bytes or the new, never a mix, even after a crash or a power cut.
enum DurableFile {
    /// The file's bytes, or nil when there is no file. More than `limit`
    /// bytes is `.tooLarge`: only `limit + 1` bytes are ever read.
    static func read(_ path: String, limit: Int) throws(ScoresFileError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .system(path, "cannot open")
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let count = Foundation.read(descriptor, &buffer, min(buffer.count, limit + 1 - data.count))
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .system(path, "cannot read") }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
        throw ScoresFileError(path: path, .tooLarge(limit: limit))
    }

    /// Creates the directories above `path` that are missing (mode 0755
    /// less the umask), as `mkdir -p` does.
    static func createParentDirectories(of path: String) throws(ScoresFileError) {
        let directory = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard !directory.isEmpty, stat(directory, &info) != 0 else { return }
        try createParentDirectories(of: directory)
        guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
            throw .system(path, "cannot create the directory \(directory)")
        }
    }

    /// Replaces `path` with `data`: a new file beside it (created
    /// exclusively, mode 0644), synced, renamed over the old one, and the
    /// directory synced so the rename itself survives a crash.
    static func replace(_ path: String, with data: Data) throws(ScoresFileError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/")
            + ".\((path as NSString).lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system(path, "cannot create a file in \(directory.isEmpty ? "." : directory)") }
        var isRenamed = false
        defer { if !isRenamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            // The umask may have taken bits off; the file is meant to be 0644.
            guard fchmod(descriptor, 0o644) == 0 else { throw ScoresFileError.system(path, "cannot set the mode") }
            try writeAll(data, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw ScoresFileError.system(path, "cannot sync") }
        }
        guard rename(temporary, path) == 0 else { throw .system(path, "cannot replace the file") }
        isRenamed = true
        try syncDirectory(directory.isEmpty ? "." : directory, path: path)
    }

    /// Moves `path` aside to a name that does not exist yet, `path` + `suffix`
    /// (then `-2`, `-3`…), and returns that name.
    static func moveAside(_ path: String, suffix: String) throws(ScoresFileError) -> String {
        var target = path + suffix
        var attempt = 1
        while access(target, F_OK) == 0 {
            attempt += 1
            target = path + suffix + "-\(attempt)"
        }
        guard rename(path, target) == 0 else { throw .system(path, "cannot move the corrupt file aside") }
        return target
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(ScoresFileError) {
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .system(path, "cannot write") }
            written += count
        }
    }

    private static func syncDirectory(_ directory: String, path: String) throws(ScoresFileError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path, "cannot open the directory to sync it") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .system(path, "cannot sync the directory") }
    }
}
