import GameCore
import Glibc
import SysExits

/// The table of exit statuses, named in every file of the command line.
typealias ExitStatus = SysExits.ExitStatus

/// An error the command reports itself: one line on stderr and an exit
/// status (`ExitStatus`), never a stack trace.
///
/// Every message is made safe to print (`sanitizedForTerminal`: one line, no
/// escape sequence, no control character), whatever built it: messages quote
/// paths, arguments and what files hold, and the last line of defence is
/// here, where every one of them is written.
struct CommandFailure: Error {
    let message: String
    let code: Int32

    init(_ message: String, code: Int32 = ExitStatus.failure) {
        self.message = message
        self.code = code
    }

    /// Writes `threeducks: message` on stderr and exits with `code`.
    func exit() -> Never {
        Self.writeToStandardError("threeducks: \(Self.safeLine(message))\n")
        Glibc.exit(code)
    }

    /// Writes `threeducks: warning: message` on stderr and carries on.
    static func warn(_ message: String) {
        writeToStandardError("threeducks: warning: \(safeLine(message))\n")
    }

    /// The message as one line safe to print. The sanitizer keeps U+2028
    /// and U+2029, which are newlines too.
    static func safeLine(_ message: String) -> String {
        String(message.sanitizedForTerminal.map { $0.isNewline ? " " : $0 })
    }

    private static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
