import GameCore
import GameStorage

/// Reading the recording a command was given, with the command line's
/// answer to a bad one: `replay` and `inspect` say it the same way.
enum RecordingFile {
    /// The recording at `path`; a file that is missing, unreadable or not a
    /// regular file is no input (66, as `stats` and `scores` say of theirs),
    /// a bad one a data error (65), each in one line.
    static func read(_ path: String) throws -> Recording {
        do {
            return try RecordingReader.read(path: path)
        } catch {
            if case .io = error.reason { throw CommandFailure("\(error)", code: ExitStatus.noInput) }
            throw CommandFailure("\(path): \(error)", code: ExitStatus.dataError)
        }
    }
}
