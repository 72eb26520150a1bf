#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Opening a file the program writes whole and may write again: a
/// recording, a trace. A new file is created exclusively, so nothing that
/// appears meanwhile is truncated; an existing one is emptied only when it
/// is a regular file whose first bytes say the program wrote it, and is
/// left as it was otherwise. `check` asks the same questions and changes
/// nothing: the command line asks it before the terminal, and opens only
/// once the terminal is the game's.
enum ReplaceableFile {
    /// The descriptor to write `path` on, emptied; `name` names the file in
    /// refusals ("recording"), `isOurs` judges up to `headLimit` first bytes.
    static func open(_ path: String, name: String, headLimit: Int,
                     isOurs: (Data) -> Bool) throws(RecordingError) -> Int32 {
        func refuse(_ message: String) -> RecordingError { RecordingError(line: nil, .io(message)) }
        // The owner's alone: a recording or a trace holds the deal from its
        // first lines, and is written while the game is played.
        let created = path.withPathCString { Glibc.open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        if created >= 0 { return created }
        guard errno == EEXIST else { throw refuse("cannot create \(path): \(Errno())") }
        let descriptor = path.withPathCString { Glibc.open($0, O_RDWR | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { throw refuse("cannot open \(path): \(Errno())") }
        if let fileKind = FileKind.of(descriptor: descriptor), fileKind != .regular {
            Glibc.close(descriptor)
            throw refuse("\(path) is \(fileKind), not a regular file; a \(name) is written only to a regular file")
        }
        let head = (try? DurableFile.readUpTo(headLimit, from: descriptor)) ?? Data()
        guard head.isEmpty || isOurs(head) else {
            Glibc.close(descriptor)
            throw refuse("\(path) exists and is not a Three Ducks \(name); it was left as it was")
        }
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            let error = Errno()
            Glibc.close(descriptor)
            throw refuse("cannot empty \(path): \(error)")
        }
        // Emptied for a new game: the owner's alone, as a new one is (best
        // effort: a file of another account's that we may write keeps its mode).
        _ = fchmod(descriptor, 0o600)
        return descriptor
    }

    /// Whether `path` could be opened by `open` without touching it: read
    /// only, nothing created, emptied or renamed, so it can run before the
    /// terminal is checked and the file stays as it was whatever comes next.
    /// `kept` are the files the program keeps for itself (the scores, the
    /// journal, the history, their locks), each with its role: none of them
    /// is ever a recording or a trace, even when it does not exist yet.
    static func check(_ path: String, name: String, headLimit: Int, kept: [KeptFile],
                      isOurs: (Data) -> Bool) throws(RecordingError) {
        func refuse(_ message: String) -> RecordingError { RecordingError(line: nil, .io(message)) }
        if let file = kept.first(where: { isSameFile(path, $0.path) }) {
            throw refuse("\(path) is \(file.role); a \(name) is never written there")
        }
        guard let kind = FileKind.of(path) else {
            // Nothing there: the directory must take a new file.
            let directory = DurableFile.directory(of: path)
            let searched = directory.isEmpty ? "." : directory
            guard searched.withPathCString({ access($0, W_OK | X_OK) }) == 0 else {
                throw refuse("cannot create \(path): \(Errno())")
            }
            return
        }
        guard kind == .regular else {
            if kind == .directory { throw refuse("cannot open \(path): \(Errno(EISDIR))") }
            throw refuse("\(path) is \(kind), not a regular file; a \(name) is written only to a regular file")
        }
        let descriptor = path.withPathCString { Glibc.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { throw refuse("cannot open \(path): \(Errno())") }
        defer { Glibc.close(descriptor) }
        let head = (try? DurableFile.readUpTo(headLimit, from: descriptor)) ?? Data()
        guard head.isEmpty || isOurs(head) else {
            throw refuse("\(path) exists and is not a Three Ducks \(name); it was left as it was")
        }
        guard path.withPathCString({ access($0, W_OK) }) == 0 else {
            throw refuse("cannot open \(path): \(Errno())")
        }
    }

    /// Whether `one` and `other` name the same file: the same inode when
    /// both exist, else the same path once the directories' links are resolved.
    static func isSameFile(_ one: String, _ other: String) -> Bool {
        var first = stat(), second = stat()
        if one.withPathCString({ stat($0, &first) }) == 0, other.withPathCString({ stat($0, &second) }) == 0 {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        return resolved(one) == resolved(other)
    }

    /// `path` with its directory made absolute and its links resolved
    /// (the last name kept as it is); the path as given when the directory
    /// does not exist.
    private static func resolved(_ path: String) -> String {
        let directory = DurableFile.directory(of: path)
        let last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let real = (directory.isEmpty ? "." : directory).withPathCString({ realpath($0, nil) }) else { return path }
        defer { free(real) }
        return String(pathBytes: UnsafeRawBufferPointer(start: real, count: strlen(real))) + "/" + last
    }
}

/// A file the program keeps for itself, which `--record` and `--trace`
/// never write: `role` says what it is ("the game's journal").
package struct KeptFile: Sendable {
    package let role: String
    package let path: String

    package init(role: String, path: String) {
        self.role = role
        self.path = path
    }
}
