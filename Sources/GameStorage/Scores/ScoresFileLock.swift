import Glibc

/// An exclusive `flock` on the lock file beside the scores file, held from
/// `init` until `unlock`: every writer reads, merges and replaces the file
/// while holding it, so no two writers lose each other's records.
///
/// The lock is on a separate file because the scores file itself is
/// replaced by a rename: a lock on it would be on the old inode, and a second
/// writer would lock the new one at the same time.
final class ScoresFileLock {
    private var descriptor: Int32

    /// Waits for the lock at `lockPath` (created 0644 when missing) for up
    /// to `timeout`; `path` names the scores file in errors. The lock file
    /// too must be a regular file, opened without blocking.
    init(lockPath: String, path: String, timeout: Duration) throws(KeptFileError) {
        descriptor = lockPath.withPathCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o644) }
        guard descriptor >= 0 else { throw .system(path, "cannot open the lock file \(lockPath)") }
        if let kind = FileKind.of(descriptor: descriptor), kind != .regular {
            close(descriptor)
            throw KeptFileError(path: path, .io("the lock file \(lockPath) is \(kind), not a regular file"))
        }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            if failure == EINTR { continue }
            guard failure == EWOULDBLOCK, clock.now < deadline else {
                close(descriptor)
                if failure == EWOULDBLOCK {
                    throw KeptFileError(path: path, .locked(seconds: Int(timeout.components.seconds)))
                }
                throw .system(path, "cannot lock \(lockPath)", errno: failure)
            }
            // Writers hold the lock for a few milliseconds; polling keeps a
            // stuck holder from hanging the game for good.
            usleep(2_000)
        }
    }

    /// Releases the lock (closing the file releases it too).
    func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
