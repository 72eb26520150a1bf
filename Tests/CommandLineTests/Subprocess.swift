import Foundation

/// A program from this package's build, run to its end with pipes for its
/// standard streams: how the tests drive `threeducks` and `score-writer`.
struct Subprocess {
    /// The build's bin directory: the test runner is built there too.
    static let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().path

    /// A built program's path.
    static func built(_ name: String) -> String { binDirectory + "/" + name }

    /// What a finished run left.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Both streams, for checks that hold for everything printed.
        var output: String { stdout + stderr }
    }

    /// A running program; `finish` waits for it.
    let process: Process
    private let stdoutPipe = Pipe()
    private let stderrPipe = Pipe()

    /// Starts `program` with `arguments`, only the environment given (plus
    /// PATH), and `stdin` as its input (nil: /dev/null).
    init(_ program: String, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
    }

    /// Reads both streams to their end and waits for the exit.
    func finish() -> Result {
        let out = stdoutPipe.fileHandleForReading.readDataToEndOfFile()
        let err = stderrPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// Runs `threeducks` with `arguments` in a clean environment: no
    /// terminal (TERM unset), UTC, HOME in `home`.
    static func threeducks(_ arguments: [String], home: String, environment: [String: String] = [:],
                           stdin: String? = nil) throws -> Result {
        let base = ["HOME": home, "TZ": "UTC", "USER": "tester", "LANG": "C.UTF-8"]
        return try Subprocess(built("threeducks"), arguments, environment: base.merging(environment) { $1 },
                              stdin: stdin).finish()
    }
}
