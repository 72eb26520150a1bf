import FileLocking

extension FileLock {
    /// The lock beside a kept file (`scores.json.lock`), waited for up to
    /// `timeout`, which every writer holds while it reads, merges and
    /// replaces (or appends to) the file; `path` names that file in errors.
    /// Not the file itself: a rename replaces it, and a lock on the old
    /// inode would let a second writer lock the new one at the same time.
    static func kept(_ lockPath: String, for path: String, timeout: Duration) throws(KeptFileError) -> FileLock {
        switch lockPath.withPathCString({ take($0, mode: 0o644, waiting: timeout, followingLinks: true) }) {
        case .success(let lock): return lock
        case .failure(.cannotOpen(let code)): throw .system(path, "cannot open the lock file \(lockPath)", errno: code)
        case .failure(.notARegularFile(let mode)):
            throw KeptFileError(path: path, .io("the lock file \(lockPath) is \(FileKind(mode: mode)), not a regular file"))
        case .failure(.held): throw KeptFileError(path: path, .locked(seconds: Int(timeout.components.seconds)))
        case .failure(.cannotLock(let code)): throw .system(path, "cannot lock \(lockPath)", errno: code)
        case .failure(.keepsChanging): throw KeptFileError(path: path, .io("cannot take the lock \(lockPath): it keeps changing"))
        }
    }
}
