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
/// left as it was otherwise.
enum ReplaceableFile {
    /// The descriptor to write `path` on, emptied; `name` names the file in
    /// refusals ("recording"), `isOurs` judges up to `headLimit` first bytes.
    static func open(_ path: String, name: String, headLimit: Int,
                     isOurs: (Data) -> Bool) throws(RecordingError) -> Int32 {
        func refuse(_ message: String) -> RecordingError { RecordingError(line: nil, .io(message)) }
        let created = path.withPathCString { Glibc.open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        if created >= 0 { return created }
        guard errno == EEXIST else { throw refuse("cannot create \(path): \(SystemError())") }
        let descriptor = path.withPathCString { Glibc.open($0, O_RDWR | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { throw refuse("cannot open \(path): \(SystemError())") }
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
            let error = SystemError()
            Glibc.close(descriptor)
            throw refuse("cannot empty \(path): \(error)")
        }
        return descriptor
    }
}
