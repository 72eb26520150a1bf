#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import Glibc
import Synchronization

/// The journal's file operations, run in order on a queue of their own, so
/// that a disk slowed by other writers (an `fsync` waiting on someone
/// else's gigabytes, a `write` throttled for dirty pages) never stalls the
/// game's run loop: a flip is drawn at once, and its line follows.
///
/// `@unchecked Sendable`: the descriptor is touched only on `queue`, the
/// failure only under its mutex, and the path is a constant.
final class JournalWriter: @unchecked Sendable {
    private let path: String
    private let queue = DispatchQueue(label: "threeducks.journal")
    /// Why the last write failed, until the game's side takes it: set on
    /// `queue`, read on the run loop's thread, which must never wait on
    /// the queue (a slow disk would stall the game).
    private let failure = Mutex<String?>(nil)
    /// Open for appending; -1 when there is no journal to write (none begun,
    /// ended, or a write failed). Only on `queue`.
    private var descriptor: Int32 = -1

    init(path: String) { self.path = path }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The journal's mode: its owner's alone. It holds the whole deal from the
    /// first line (a host's too, which every local account could otherwise
    /// read during the game).
    static let mode: mode_t = 0o600

    /// Replaces the journal with `data` (beside it, synced, renamed over it)
    /// and opens it for appending.
    func replace(with data: Data) {
        queue.async { [self] in
            closeFile()
            do throws(KeptFileError) {
                try DurableFile.createParentDirectories(of: path)
                try DurableFile.replace(path, with: data, mode: Self.mode)
            } catch {
                fail("\(error.about(.journal))")
                return
            }
            openForAppending()
        }
    }

    /// Opens the journal for appending, only a regular file; says why it
    /// could not (`takeFailure`). Only on `queue`.
    private func openForAppending() {
        let opened = path.withPathCString { open($0, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard opened >= 0 else {
            fail("\(path): cannot open: \(Errno())")
            return
        }
        guard FileKind.of(descriptor: opened) == .regular else {
            close(opened)
            fail("\(path): is no longer a regular file")
            return
        }
        descriptor = opened
    }

    /// Replaces the journal being written with `data`, the same game in
    /// fewer lines, and appends to that from now on. When the replace fails
    /// (a full disk), the journal goes on as it was: it is only larger.
    func compact(to data: Data) {
        queue.async { [self] in
            guard descriptor >= 0 else { return }
            do throws(KeptFileError) {
                try DurableFile.replace(path, with: data, mode: Self.mode)
            } catch {
                return
            }
            closeFile()
            openForAppending()
        }
    }

    /// Appends `line` (its newline included) in one `write`.
    func append(_ line: Data) {
        queue.async { [self] in
            guard descriptor >= 0 else { return }
            do {
                try DurableFile.writeAll(line, to: descriptor)
            } catch {
                // The disk is full, say: play goes on, only the resume is
                // lost, and the screen says so (`takeFailure`).
                closeFile()
                fail("\(path): cannot write: \(error)")
            }
        }
    }

    /// Stops writing and, with `removing`, removes the journal (only a regular file).
    func end(removing: Bool) {
        queue.async { [self] in
            closeFile()
            guard removing, FileKind.of(path) == .regular else { return }
            path.withPathCString { _ = unlink($0) }
        }
    }

    /// Why a write failed since the last call, once; nil when none did.
    /// Never waits on the queue.
    func takeFailure() -> String? {
        failure.withLock { failure in
            defer { failure = nil }
            return failure
        }
    }

    private func fail(_ why: String) {
        failure.withLock { $0 = $0 ?? why.sanitizedForTerminal }
    }

    /// Returns when everything asked before is done: at exit, and for tests.
    func flush() {
        queue.sync {}
    }

    private func closeFile() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}
