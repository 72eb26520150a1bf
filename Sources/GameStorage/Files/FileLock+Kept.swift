import FileLocking

extension FileLock {
    /// The lock beside a kept file (`scores.json.lock`, `history.jsonl.lock`),
    /// waited for up to `timeout`: every writer reads, merges and replaces
    /// (or appends to) the file while holding it, so no two writers lose
    /// each other's records. `path` names the kept file in errors.
    ///
    /// The lock is on a separate file because the scores file itself is
    /// replaced by a rename: a lock on it would be on the old inode, and a
    /// second writer would lock the new one at the same time.
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
