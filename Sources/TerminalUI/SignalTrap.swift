import Glibc

/// Signals, turned into something the run loop can wait on, and a last-ditch
/// terminal restore for crashes. Every signal whose default would end the
/// process is one of three kinds here, so no way out leaves the terminal raw:
///
/// - Asynchronous ones (INT from Ctrl-C, TERM, HUP, QUIT, USR1, USR2, ALRM,
///   VTALRM, PROF, IO, STKFLT, PWR, XCPU and the real-time signals) write
///   their number to a pipe the run loop polls beside the keyboard, so the
///   program leaves through its normal path: curses ends, the recording gets
///   its last line, the exit status is 128 + the signal.
/// - PIPE and XFSZ are ignored, so a write to a closed pipe or past
///   `ulimit -f` fails with EPIPE or EFBIG, which the writer reports (a
///   recording that cannot grow says so at exit) instead of killing the
///   game. They stay ignored after the game, while the recording is finished.
/// - A crash (a Swift trap is SIGILL or SIGTRAP; also ABRT, SEGV, BUS, FPE,
///   SYS) cannot run curses, so its handler writes the saved restore bytes
///   and the shell's terminal modes straight to the terminal, says so in one
///   line, and dies of the signal.
enum SignalTrap {
    static let quitSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
        SIGIO, SIGSTKFLT, SIGPWR, SIGXCPU,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS]
    static let ignoredSignals = [SIGPIPE, SIGXFSZ]

    // Read by signal handlers, so plain values set before any handler is installed.
    nonisolated(unsafe) private static var pipeRead: Int32 = -1
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1
    nonisolated(unsafe) private static var restore = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    nonisolated(unsafe) private static var restoreCount = 0
    nonisolated(unsafe) private static var shellModes = termios()
    nonisolated(unsafe) private static var hasShellModes: Int32 = 0

    /// Installs the handlers; returns the descriptor to poll for quit signals.
    /// Call before curses starts, so curses leaves INT and TERM to us.
    static func install() -> Int32 {
        if pipeRead < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                }
                pipeRead = fds[0]
                pipeWrite = fds[1]
            }
        }
        hasShellModes = tcgetattr(STDIN_FILENO, &shellModes) == 0 ? 1 : 0
        for number in quitSignals {
            signal(number) { number in
                // The code interrupted may be about to read errno (a write's EFBIG).
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalTrap.pipeWrite, &byte, 1)
                errno = saved
            }
        }
        for number in crashSignals {
            signal(number) { number in SignalTrap.crashed(number) }
        }
        for number in ignoredSignals { signal(number, SIG_IGN) }
        return pipeRead
    }

    /// The bytes that give the terminal back (from the terminal's own
    /// capabilities, so written once curses knows them).
    static func setRestoreSequence(_ bytes: [UInt8]) {
        restoreCount = min(bytes.count, restore.count)
        for index in 0..<restoreCount { restore[index] = bytes[index] }
    }

    /// The quit signal that arrived, if any, taken off the pipe.
    static func takePending() -> Int32? {
        var byte: UInt8 = 0
        return read(pipeRead, &byte, 1) == 1 ? Int32(byte) : nil
    }

    /// Puts every handler back to the default, but for the ignored ones:
    /// what is written after the game (the recording's last line) must fail
    /// with an error too, not end the process.
    static func uninstall() {
        for number in quitSignals + crashSignals { signal(number, SIG_DFL) }
        restoreCount = 0
    }

    private static func crashed(_ number: Int32) {
        if restoreCount > 0 { _ = write(STDOUT_FILENO, restore.baseAddress, restoreCount) }
        if hasShellModes == 1 { tcsetattr(STDIN_FILENO, TCSANOW, &shellModes) }
        // A literal: no allocation inside a signal handler.
        "\r\nthreeducks: crashed; the terminal was restored\r\n".withCString {
            _ = write(STDERR_FILENO, $0, strlen($0))
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
