import Glibc

/// An exclusive `flock` on a lock file, held from `take` until `unlock` or
/// the end of the object (or of the process: the kernel drops a dead
/// process's locks). The one way this program locks: the scores and the
/// history, the journal, a room, a seat's token.
///
/// The lock file is opened without blocking (a FIFO in its place cannot
/// hang the program), close-on-exec, and only when it is a regular file;
/// a missing one is created with `mode` (less the umask). An existing one
/// is opened read only, so a lock another account made can still be taken.
package final class FileLock {
    /// Why the lock was not taken, for each caller to say in its own words.
    package enum Failure: Error, Equatable {
        /// `open` failed with this errno (`ELOOP`: a symbolic link, when links are not followed).
        case cannotOpen(Int32)
        /// Something other than a regular file is there: its `st_mode`.
        case notARegularFile(mode_t)
        /// Another process holds the lock (still, once `waiting` is over).
        case held
        /// `flock` failed otherwise, with this errno.
        case cannotLock(Int32)
        /// The file was removed or replaced under every attempt (a room's host removes its lock as it ends).
        case keepsChanging
    }

    private var descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { unlock() }

    /// Releases the lock (closing the file releases it). Later calls do nothing.
    package func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// Takes the lock on the file at `path`. With `waiting`, a lock held by
    /// another process is asked for again every 2 ms until that time has
    /// passed (writers hold it for milliseconds; a stuck one cannot hang the
    /// game for good); without, a held lock is `.held` at once. Unless
    /// `followingLinks`, a symbolic link at `path` is refused (`ELOOP`).
    /// A file removed or replaced between its `open` and its `flock` is
    /// opened anew, so the lock held is the one `path` names.
    package static func take(_ path: UnsafePointer<CChar>, mode: mode_t, waiting: Duration = .zero,
                             followingLinks: Bool = false) -> Result<FileLock, Failure> {
        let flags = O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        for _ in 0..<8 {
            var descriptor = open(path, O_RDONLY | flags)
            if descriptor < 0 && errno == ENOENT { descriptor = open(path, O_RDWR | O_CREAT | flags, mode) }
            guard descriptor >= 0 else { return .failure(.cannotOpen(errno)) }
            var opened = stat()
            guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                return .failure(.notARegularFile(opened.st_mode))
            }
            if let failure = lock(descriptor, waiting: waiting) {
                close(descriptor)
                return .failure(failure)
            }
            var now = stat()
            if stat(path, &now) == 0 && now.st_dev == opened.st_dev && now.st_ino == opened.st_ino {
                return .success(FileLock(descriptor: descriptor))
            }
            close(descriptor)
        }
        return .failure(.keepsChanging)
    }

    /// Flocks `descriptor` exclusively, asking again until `waiting` has passed; nil once held.
    private static func lock(_ descriptor: Int32, waiting: Duration) -> Failure? {
        let clock = ContinuousClock()
        let deadline = clock.now + waiting
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            if failure == EINTR { continue }
            guard failure == EWOULDBLOCK else { return .cannotLock(failure) }
            guard clock.now < deadline else { return .held }
            usleep(2_000)
        }
        return nil
    }
}
