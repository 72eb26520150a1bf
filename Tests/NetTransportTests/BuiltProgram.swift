import ChildProcesses
import Glibc
import NetTransport

/// The `threeducks` this build made: beside the test runner in the build's bin directory.
enum BuiltProgram {
    static let path: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let exe = String(decoding: buffer.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var directory = exe.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        // The runner may sit in a bundle (…/X.xctest/…): walk up to the directory that has threeducks.
        for _ in 0..<4 where access(directory.joined(separator: "/") + "/threeducks", X_OK) != 0 { directory = directory.dropLast() }
        return directory.joined(separator: "/") + "/threeducks"
    }()

    /// What a run to the end left.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `arguments` (the program first) with only `environment`,
    /// `stdin` as its input; waits for the end.
    static func run(_ arguments: [String], environment: [String], stdin: String = "", in temp: TestDirectory) -> Result {
        let (input, output, error) = (temp.file("run.in"), temp.file("run.out"), temp.file("run.err"))
        let fd = open(input, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = stdin.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        guard let pid = ChildProcess.spawn(arguments, input: input, output: output, errors: error, environment: environment) else {
            return Result(status: -1, stdout: "", stderr: "")
        }
        let status = ChildProcess.wait(for: pid)
        return Result(status: status, stdout: read(output), stderr: read(error))
    }

    /// A whole file as text (`ChildProcess.read`, the one reader of the test-support targets).
    static func read(_ path: String) -> String { ChildProcess.read(path) }
}
