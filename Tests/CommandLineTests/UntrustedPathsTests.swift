import Foundation
import GameCore
import GameStorage
import Testing

/// Paths as users give them: bytes that are not UTF-8, and things that are
/// not regular files. Each reaches the file it names, or is refused in one
/// line before the terminal is touched.
@Suite struct UntrustedPathsTests {
    /// Writes a scores file holding one record named `latin` at `bytes`, a
    /// path whose bytes are not UTF-8.
    private func writeScores(at bytes: [UInt8]) throws {
        let text = Scores.file(Scores.json(["name": "\"latin\""]))
        let descriptor = open(bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        #expect(write(descriptor, text, text.utf8.count) == text.utf8.count)
        close(descriptor)
    }

    /// Runs threeducks through sh, so arguments and variables can carry raw
    /// bytes (written as printf escapes) that Foundation's Process cannot.
    private func threeducks(_ script: String, home: String) throws -> Subprocess.Result {
        try Subprocess("/bin/sh", ["-c", script, Subprocess.built("threeducks")],
                       environment: ["HOME": home, "TZ": "UTC", "LANG": "C.UTF-8"]).finish()
    }

    @Test func aScoresFileNamedInLatin1IsTheFileRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeScores(at: Array((directory.path + "/caf").utf8) + [0xE9] + Array(".json".utf8))
        let result = try threeducks("exec \"$0\" scores --scores-file \"$(printf '\(directory.path)/caf\\351.json')\"",
                                    home: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("latin"), "\(result.stdout)")
        #expect(result.stdout.contains("Scores file: \(directory.path)/caf\u{FFFD}.json"), "printed safely")
    }

    @Test func anXDGDataHomeNamedInLatin1IsTheDirectoryUsed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let data = Array((directory.path + "/d").utf8) + [0xE9]
        #expect(mkdir(data.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        #expect(mkdir((data + Array("/threeducks".utf8)).map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        try writeScores(at: data + Array("/threeducks/scores.json".utf8))
        let result = try threeducks(
            "XDG_DATA_HOME=\"$(printf '\(directory.path)/d\\351')\" exec \"$0\" scores", home: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("latin"), "\(result.stdout)")
    }

    @Test(arguments: ["/dev/null", "/dev/zero", "/"])
    func playRefusesAScoresFileThatIsNotARegularFileBeforeAnyTerminal(_ path: String) throws {
        let result = try Subprocess.threeducks(["--scores-file", path], home: "/nonexistent")
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("threeducks: --scores-file: \(path): is a "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(", not a regular file; scores are kept only in a regular file\n"))
        #expect(FileKind.of("/dev/null") == .characterDevice)
    }

    @Test func aFIFOAtTheDefaultScoresPathIsNamedWithoutTheOption() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(mkdir(directory.file("threeducks"), 0o755) == 0)
        let fifo = directory.file("threeducks/scores.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try Subprocess.threeducks([], home: directory.path, environment: ["XDG_DATA_HOME": directory.path])
        #expect(result.status == 66)
        #expect(result.stderr == "threeducks: \(fifo): is a FIFO, not a regular file; scores are kept only in a regular file\n")
    }

    @Test func aFIFOAsTheScoresFileEndsPlayAndScoresAtOnceInOneLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("scores.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        for arguments in [["--scores-file", fifo], ["scores", "--scores-file", fifo]] {
            let result = try Subprocess.threeducks(arguments, home: directory.path)
            #expect(result.status == 66, "\(arguments)")
            #expect(result.stderr.contains("\(fifo): is a FIFO, not a regular file"), "\(arguments): \(result.stderr)")
        }
    }
}

/// `replay FILE` as users give it.
@Suite struct UntrustedReplayPathTests {
    @Test func aRecordingNamedInLatin1IsTheFileReplayed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = try GameRecorder(header: RecordingHeader(seed: 3, board: .easy),
                                        path: String(pathBytes: Array((directory.path + "/g").utf8) + [0xE9]))
        try recorder.finish()
        let result = try Subprocess("/bin/sh", ["-c", "exec \"$0\" replay --headless \"$(printf '\(directory.path)/g\\351')\"",
                                                Subprocess.built("threeducks")], environment: ["HOME": directory.path]).finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("matches the recording"))
    }

    @Test func aFIFOToReplayIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("game.jsonl")
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try Subprocess.threeducks(["replay", "--headless", fifo], home: directory.path)
        #expect(result.status == 66)
        #expect(result.stderr == "threeducks: \(fifo) is a FIFO, not a regular file; a recording is read only from a regular file\n")
    }
}
