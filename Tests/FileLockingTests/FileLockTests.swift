import FileLocking
import Glibc
import Testing

/// The one lock: created when missing with its mode, refused when it is not
/// a regular file (or a link, unless links are followed), held against every
/// other taker until unlocked. Two takers in one process conflict as two
/// processes do: each `open` is its own open file description.
@Suite struct FileLockTests {
    private let directory: String

    init() {
        var template = Array("/tmp/td-lock-XXXXXX".utf8CString)
        directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    private func file(_ name: String) -> String { directory + "/" + name }

    private func remove(_ names: String...) {
        for name in names { unlink(file(name)) }
        rmdir(directory)
    }

    private func take(_ name: String, mode: mode_t = 0o644, waiting: Duration = .zero,
                      followingLinks: Bool = false) -> Result<FileLock, FileLock.Failure> {
        FileLock.take(file(name), mode: mode, waiting: waiting, followingLinks: followingLinks)
    }

    /// Why `take` refused, nil when it took the lock (let go at once).
    private func refusal(_ name: String, waiting: Duration = .zero) -> FileLock.Failure? {
        if case .failure(let failure) = take(name, waiting: waiting) { return failure }
        return nil
    }

    @Test func aMissingLockFileIsCreatedWithItsModeAndHeld() throws {
        defer { remove("seat.lock") }
        let previous = umask(0o022)
        defer { umask(previous) }
        let lock = try take("seat.lock", mode: 0o600).get()
        var info = stat()
        #expect(stat(file("seat.lock"), &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o777 == 0o600)
        #expect(refusal("seat.lock") == .held)
        lock.unlock()
    }

    @Test func aHeldLockIsRefusedUntilItsHolderLetsItGo() throws {
        defer { remove("scores.json.lock") }
        var holder: FileLock? = try take("scores.json.lock").get()
        #expect(refusal("scores.json.lock") == .held)
        holder?.unlock()
        let second = try take("scores.json.lock").get()
        #expect(refusal("scores.json.lock") == .held, "the second taker holds it now")
        second.unlock()
        holder = try take("scores.json.lock").get()
        holder = nil  // ending the object lets the lock go, as a process's end does
        #expect((try? take("scores.json.lock").get()) != nil)
    }

    @Test func waitingGivesUpAsHeldOnceTheTimeHasPassed() throws {
        defer { remove("history.jsonl.lock") }
        let holder = try take("history.jsonl.lock").get()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(refusal("history.jsonl.lock", waiting: .milliseconds(20)) == .held)
        #expect(clock.now - start >= .milliseconds(20), "asked again until the time had passed")
        holder.unlock()
        #expect((try? take("history.jsonl.lock", waiting: .milliseconds(20)).get()) != nil)
    }

    @Test func aSymbolicLinkIsRefusedUnlessLinksAreFollowed() throws {
        defer { remove("room.lock", "elsewhere") }
        #expect(symlink(file("elsewhere"), file("room.lock")) == 0)
        #expect(refusal("room.lock") == .cannotOpen(ELOOP))
        #expect(access(file("elsewhere"), F_OK) != 0, "nothing created through the link")
        let followed = try take("room.lock", followingLinks: true).get()
        var info = stat()
        #expect(lstat(file("elsewhere"), &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "the link's target is the lock")
        followed.unlock()
    }

    @Test func aFIFOOrADirectoryInTheLocksPlaceIsRefusedWithoutBlocking() throws {
        defer { remove("fifo.lock"); rmdir(file("directory.lock")); rmdir(directory) }
        #expect(mkfifo(file("fifo.lock"), 0o644) == 0)
        guard case .notARegularFile(let fifo) = refusal("fifo.lock") else { Issue.record("a FIFO was taken"); return }
        #expect(fifo & S_IFMT == S_IFIFO)
        #expect(mkdir(file("directory.lock"), 0o755) == 0)
        guard case .notARegularFile(let folder) = refusal("directory.lock") else { Issue.record("a directory was taken"); return }
        #expect(folder & S_IFMT == S_IFDIR)
    }

    @Test func anExistingLockFileNeedsNoWritePermission() throws {
        defer { remove("room.lock") }
        let made = open(file("room.lock"), O_WRONLY | O_CREAT | O_EXCL, 0o444)
        #expect(made >= 0)
        close(made)
        let lock = try take("room.lock").get()
        #expect(refusal("room.lock") == .held)
        lock.unlock()
    }

    @Test func aLockFileItsHolderRemovedIsMadeAnewAndTaken() throws {
        defer { remove("room.lock") }
        let holder = try take("room.lock").get()
        // A room's host removes its lock file as it ends, while still holding it.
        #expect(unlink(file("room.lock")) == 0)
        let next = try take("room.lock").get()
        #expect(access(file("room.lock"), F_OK) == 0, "a new lock file in its place")
        holder.unlock()
        #expect(refusal("room.lock") == .held, "the new file's lock is the one held")
        next.unlock()
    }

    @Test func isHeldSaysWhetherAnotherHoldsTheLockAndTakesNothing() throws {
        defer { remove("ann.lock") }
        #expect(!FileLock.isHeld(file("ann.lock")))
        #expect(access(file("ann.lock"), F_OK) != 0, "nothing created")
        let holder = try take("ann.lock").get()
        #expect(FileLock.isHeld(file("ann.lock")))
        holder.unlock()
        #expect(!FileLock.isHeld(file("ann.lock")))
        #expect((try? take("ann.lock").get()) != nil, "asking kept no lock")
    }

    @Test func aMissingDirectoryIsAnOpenFailureWithItsErrno() {
        defer { rmdir(directory) }
        #expect(refusal("nowhere/seat.lock") == .cannotOpen(ENOENT))
    }
}
