import Glibc
import Testing

/// Every way out leaves the terminal as the shell had it: the main screen,
/// a visible cursor, the same terminal modes, the shell's own lines.
@Suite("A terminal left as it was found")
struct TerminalRestoreTests {
    @Test func sigtermMidGameRestoresTheTerminal() async throws {
        try await expectSignalMidGame(SIGTERM, exitStatus: 143)
    }

    @Test func sighupMidGameRestoresTheTerminal() async throws {
        try await expectSignalMidGame(SIGHUP, exitStatus: 129)
    }

    /// The asynchronous signals whose default would end the game on the
    /// spot, leaving the terminal raw: each leaves through the quit path.
    static let otherEndingSignals: [Int32] = [
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGSTKFLT, SIGPWR, SIGXCPU,
        __libc_current_sigrtmin(), __libc_current_sigrtmax(),
    ]

    @Test(arguments: otherEndingSignals)
    func everyOtherSignalThatWouldEndTheGameRestoresTheTerminal(signal: Int32) async throws {
        try await expectSignalMidGame(signal, exitStatus: 128 + signal)
    }

    @Test(arguments: [SIGPIPE, SIGXFSZ])
    func aBrokenPipeOrAFileSizeLimitSignalDoesNotEndTheGame(signal: Int32) async throws {
        let tmux = try await startMidGame()
        defer { tmux.kill() }
        #expect(Glibc.kill(try tmux.gameProcessID(), signal) == 0)
        try tmux.type("b")
        try await tmux.waitFor("Moves: 2")
        try tmux.press("C-c")
        let exit = try await expectRestored(tmux, status: 130)
        #expect(exit.screen.contains("Your game is kept: run threeducks again to resume it."), "\(exit.screen)")
    }

    @Test func ctrlCMidGameQuitsAndRestoresTheTerminal() async throws {
        let tmux = try await startMidGame()
        defer { tmux.kill() }
        try tmux.press("C-c")
        let exit = try await expectRestored(tmux, status: 130)
        #expect(exit.screen.contains("Your game is kept: run threeducks again to resume it."), "\(exit.screen)")
    }

    @Test func ctrlCOnTheTitleSaysNothingOfAKeptGame() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.press("C-c")
        let exit = try await expectRestored(tmux, status: 130)
        #expect(!exit.screen.contains("Your game is kept"), "no game was in play")
    }

    @Test func qOnTheTitleQuitsWithStatusZero() async throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(["--scores-file", sandbox.scoresFile], sandbox: sandbox)
        defer { tmux.kill() }
        try await tmux.waitFor("Enter to play")
        try tmux.type("q")
        try await expectRestored(tmux, status: 0)
    }

    @Test(arguments: [SIGSEGV, SIGILL, SIGSYS])
    func aCrashMidGameRestoresTheTerminalAndSaysSoInOneLine(signal: Int32) async throws {
        let tmux = try await startMidGame()
        defer { tmux.kill() }
        #expect(Glibc.kill(try tmux.gameProcessID(), signal) == 0)
        let exit = try await expectRestored(tmux, status: 128 + signal)
        let messages = exit.screen.split(separator: "\n").filter { $0.contains("threeducks:") }
        #expect(messages.count == 1, "expected one line from threeducks:\n\(exit.screen)")
        #expect(messages.first?.contains("crashed") == true)
    }

    private func expectSignalMidGame(_ signal: Int32, exitStatus: Int32) async throws {
        let tmux = try await startMidGame()
        defer { tmux.kill() }
        #expect(Glibc.kill(try tmux.gameProcessID(), signal) == 0)
        try await expectRestored(tmux, status: exitStatus)
    }

    /// An easy game with one card face up.
    private func startMidGame() async throws -> TmuxSession {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession.threeducks(
            ["--seed", "7", "--difficulty", "easy", "--scores-file", sandbox.scoresFile], sandbox: sandbox)
        try await tmux.waitFor("Enter to play")
        try tmux.press("Enter")
        try await tmux.waitFor("Moves: 0")
        try tmux.type("a")
        try await tmux.waitFor("Moves: 1")
        return tmux
    }

    /// Waits for the exit and checks the terminal is the shell's again.
    @discardableResult
    private func expectRestored(_ tmux: TmuxSession, status: Int32) async throws -> TmuxSession.Exit {
        let exit = try await tmux.waitForExit()
        #expect(exit.status == status, "exit status\n\(exit.screen)")
        #expect(exit.modesRestored, "stty -g differs after the game: echo or line mode not restored")
        let flags = try tmux.display("#{alternate_on} #{cursor_flag}")
        #expect(flags == "0 1", "alternate screen on and cursor hidden should be 0 1")
        #expect(exit.screen.contains(TmuxSession.shellMarker), "the shell's screen is not back:\n\(exit.screen)")
        #expect(!exit.screen.contains("Moves:") && !exit.screen.contains("Enter to play"),
                "the game is still on screen:\n\(exit.screen)")
        return exit
    }
}
