import Glibc

/// An exclusive `flock` on a lock file, held until `unlock`, the object's
/// end or the process's: the program's one lock (the scores and history,
/// the journal, a room, a seat's token).
package final class FileLock {
    /// Why the lock was not taken, for each caller to say in its own words.
    package enum Failure: Error, Equatable {
        /// `open` failed with this errno (`ELOOP`: a symbolic link, when links are not followed).
        case cannotOpen(Int32)
        /// Something other than a regular file is there: its `st_mode`.
        case notARegularFile(mode_t)
        /// Another process holds the lock (still, once the wait is over).
        case held
        /// `flock` failed otherwise, with this errno.
        case cannotLock(Int32)
        /// The file was removed or replaced under every attempt (a room's host removes its lock as it ends).
        case keepsChanging
    }

    private var descriptor: Int32

    private init(_ descriptor: Int32) { self.descriptor = descriptor }

    deinit { unlock() }

    /// Releases the lock (closing the file releases it). Later calls do nothing.
    package func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// Takes the lock on `path`, opened without blocking and close-on-exec:
    /// read only when it is there (another account's lock can be taken),
    /// else created with `mode`; only a regular file, and no symbolic link
    /// unless `followingLinks`. A held lock is asked for every 2 ms until
    /// `waiting` has passed. A file removed or replaced between `open` and
    /// `flock` is opened anew, so the lock held is the one `path` names.
    package static func take(_ path: UnsafePointer<CChar>, mode: mode_t, waiting: Duration = .zero,
                             followingLinks: Bool = false) -> Result<FileLock, Failure> {
        let flags = O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let deadline = ContinuousClock.now + waiting
        for _ in 0..<8 {
            var descriptor = open(path, O_RDONLY | flags)
            if descriptor < 0 && errno == ENOENT { descriptor = open(path, O_RDWR | O_CREAT | flags, mode) }
            guard descriptor >= 0 else { return .failure(.cannotOpen(errno)) }
            var opened = stat(), now = stat()
            let failure = fstat(descriptor, &opened) == 0 && opened.st_mode & S_IFMT == S_IFREG
                ? lock(descriptor, until: deadline) : .notARegularFile(opened.st_mode)
            if failure == nil && stat(path, &now) == 0 && now.st_dev == opened.st_dev && now.st_ino == opened.st_ino {
                return .success(FileLock(descriptor))
            }
            close(descriptor)
            if let failure { return .failure(failure) }
        }
        return .failure(.keepsChanging)
    }

    /// Flocks `descriptor` exclusively, asking again until `deadline`; nil once held.
    private static func lock(_ descriptor: Int32, until deadline: ContinuousClock.Instant) -> Failure? {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            if failure == EINTR { continue }
            guard failure == EWOULDBLOCK else { return .cannotLock(failure) }
            guard ContinuousClock.now < deadline else { return .held }
            usleep(2_000)
        }
        return nil
    }

    /// Whether another process holds the lock on `path`, tried without
    /// creating it or keeping it (`join`'s list of open rooms).
    package static func isHeld(_ path: UnsafePointer<CChar>) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }
}
