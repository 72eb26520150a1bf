import Foundation
import Testing

/// Without a usable terminal the game says so in one line and exits 1,
/// writing no escape sequence anywhere.
@Suite("No usable terminal")
struct NotATerminalTests {
    @Test func stdinFromDevNullGetsOneLineAndExitStatusOne() throws {
        try Binary.checkBuilt()
        let sandbox = try Sandbox()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["--scores-file", sandbox.scoresFile]
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
                               "HOME": sandbox.home]
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        expectOneLineError(err)
        #expect(!out.contains(0x1B), "escape bytes on stdout")
    }

    @Test func stdoutIntoAPipeGetsOneLineAndExitStatusOne() async throws {
        // stdin is the pane's terminal; stdout goes through cat into a file.
        try Binary.checkBuilt()
        let sandbox = try Sandbox()
        let game = [Binary.path, "--scores-file", sandbox.scoresFile].map(\.shellQuoted).joined(separator: " ")
        let script = "{ \(game) 2>\(sandbox.path("err").shellQuoted); echo $? >\(sandbox.path("status").shellQuoted); }"
            + " | cat >\(sandbox.path("out").shellQuoted); echo DONE; exec sleep 600"
        let tmux = try TmuxSession.shell(script, sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("DONE")

        #expect(sandbox.text("status") == "1\n")
        expectOneLineError(sandbox.contents(of: "err") ?? Data())
        #expect(sandbox.contents(of: "out")?.contains(0x1B) == false, "escape bytes on stdout")
        #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func anUnknownTermGetsOneLineAndExitStatusOne() async throws {
        // stdout is the terminal here; everything the pane shows is copied to a file.
        try Binary.checkBuilt()
        let sandbox = try Sandbox()
        let game = [Binary.path, "--scores-file", sandbox.scoresFile].map(\.shellQuoted).joined(separator: " ")
        let go = sandbox.path("go").shellQuoted
        let script = "while [ ! -e \(go) ]; do sleep 0.02; done; TERM=nonesuch \(game) 2>\(sandbox.path("err").shellQuoted);"
            + " echo EXIT=$?; exec sleep 600"
        let tmux = try TmuxSession.shell(script, sandbox: sandbox)
        defer { tmux.kill() }
        try tmux.recordOutput(to: sandbox.path("terminal"))
        FileManager.default.createFile(atPath: sandbox.path("go"), contents: nil)
        let screen = try await tmux.waitFor("EXIT=")
        try await waitUntil("the pane's output copied") { sandbox.text("terminal")?.contains("EXIT=") == true }

        #expect(screen.contains("EXIT=1"))
        let err = sandbox.contents(of: "err") ?? Data()
        expectOneLineError(err)
        #expect(String(decoding: err, as: UTF8.self).contains("nonesuch"))
        #expect(sandbox.contents(of: "terminal")?.contains(0x1B) == false, "escape bytes written to the terminal")
    }

    /// One line, `threeducks: …`, and no escape bytes in it.
    private func expectOneLineError(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("threeducks: "), "stderr: \(text)")
        #expect(text.hasSuffix("\n") && text.dropLast().allSatisfy { !$0.isNewline }, "not one line: \(text)")
        #expect(!data.contains(0x1B), "escape bytes on stderr")
    }

    private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while !condition() {
            guard clock.now < end else { throw EndToEndFailure("waited \(TmuxSession.deadline) for \(what)") }
            try await Task.sleep(for: .milliseconds(40))
        }
    }
}
