import ArgumentParser
import GameCore
import GameStorage
import Glibc

/// `threeducks inspect FILE`: a recording, one line per action with the
/// fields it changed; no terminal needed (docs/inspector.md).
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print each action of a recording and the fields it changed.",
        discussion: "One line per action: its number, time, the action, and each changed field as old → new.")

    @Argument(help: ArgumentHelp("A recording made with --record.", valueName: "file"), completion: .file())
    var file: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The first action to print (from 1).", valueName: "n"))
    var from: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last action to print.", valueName: "m"))
    var to: Int?

    @Flag(help: "One JSON object per line instead of text.")
    var json = false

    func validate() throws {
        if let from, from < 1 { throw ValidationError("--from must be 1 or more, not \(from)") }
        if let to, to < 1 { throw ValidationError("--to must be 1 or more, not \(to)") }
        if let from, let to, to < from { throw ValidationError("--to (\(to)) must not be before --from (\(from))") }
    }

    func run() throws {
        let recording = try RecordingFile.read(file)
        if let from, from > recording.actions.count {
            // Nothing to print is an answer the user should hear, not an empty success.
            throw CommandFailure("--from \(from) is past the recording's last action, \(recording.actions.count)",
                                 code: ExitStatus.usage)
        }
        let range = (from ?? 1)...(to ?? Int.max)
        var output = ""
        try ActionReport.forEach(of: recording, range: range) { report in
            output += (json ? report.jsonLine : report.line) + "\n"
            if output.utf8.count >= 1 << 16 { try flush(&output) }
        }
        try flush(&output)
    }

    /// Writes what is gathered to standard output; a closed pipe (`| head`) ends quietly.
    private func flush(_ output: inout String) throws {
        var written = true
        output.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { written = false; return }
                offset += count
            }
        }
        output = ""
        if !written {
            if errno == EPIPE { throw ExitCode.success }
            throw CommandFailure("cannot write the report: \(String(cString: strerror(errno)))")
        }
    }
}
