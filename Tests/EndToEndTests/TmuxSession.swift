import Foundation

/// A private tmux server with one pane running a command: how the
/// end-to-end tests type into the real game and read its screen.
///
/// Each session has its own socket in its sandbox, so tests run in parallel
/// without seeing each other, and `kill()` (or deinit) takes the server and
/// everything in the pane down even when a test fails half-way.
final class TmuxSession: Sendable {
    /// How long `waitFor` waits before failing: generous, since a debug build
    /// on a busy machine may take a second to draw.
    static let deadline: Duration = .seconds(10)

    /// The sandbox the socket lives in, kept as long as the server runs.
    let sandbox: Sandbox
    private let name: String
    private let socket: String
    private let target = "e2e"

    /// Starts a detached server whose pane, `columns` × `rows`, runs `command`
    /// (a shell command line). The pane stays on screen after the command ends.
    init(command: String, sandbox: Sandbox, columns: Int = 80, rows: Int = 24) throws {
        self.sandbox = sandbox
        // One socket per server: a server just killed may still hold its own.
        name = "tmux-" + UUID().uuidString.prefix(8)
        socket = sandbox.path(name + ".sock")
        try tmux(["new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows), command])
        try tmux(["set-option", "-g", "window-size", "manual"])
        try tmux(["set-option", "-g", "remain-on-exit", "on"])
    }

    deinit { kill() }

    /// Ends the server and the pane's processes; once it is gone, does nothing.
    func kill() {
        _ = try? tmux(["kill-server"])
    }

    // MARK: Typing

    /// Types `text` literally, character by character.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Presses keys by tmux name: `Enter`, `Right`, `C-c`, `Escape`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Presses the first mouse button at a 0-based screen cell, as an xterm
    /// in SGR mouse mode (which ncurses asks xterm-256color for) reports it.
    func mouseDown(row: Int, column: Int) throws {
        try type("\u{1B}[<0;\(column + 1);\(row + 1)M")
    }

    /// Releases the first mouse button at a 0-based screen cell.
    func mouseUp(row: Int, column: Int) throws {
        try type("\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// A whole click, press and release in one write, as a terminal's
    /// reports arrive when the program reads late.
    func click(row: Int, column: Int) throws {
        try type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// Resizes the window (and so the pane) to `columns` × `rows`.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
    }

    // MARK: Reading

    /// The screen as text, one line a row, trailing spaces trimmed.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target])
    }

    /// The screen with its attributes as SGR escape sequences.
    func screenWithAttributes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", target])
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Where the terminal's cursor is (0-based row and column), and whether
    /// it shows: what a screen reader or a braille display follows.
    func cursor() throws -> (row: Int, column: Int, isShown: Bool) {
        let parts = try display("#{cursor_y} #{cursor_x} #{cursor_flag}").split(separator: " ").compactMap { Int($0) }
        guard parts.count == 3 else { throw EndToEndFailure("no cursor position in tmux's answer") }
        return (parts[0], parts[1], parts[2] == 1)
    }

    /// Copies everything the pane writes from now on to `path`.
    func recordOutput(to path: String) throws {
        try tmux(["pipe-pane", "-o", "-t", target, "cat > \(path.shellQuoted)"])
    }

    /// Polls the screen until `condition` holds and returns that screen;
    /// throws, showing the last screen, when the deadline passes first.
    ///
    /// ncurses writes a frame in several writes (its buffer is about a
    /// screenful of plain cells), so a look may catch a frame half drawn:
    /// "Terminal too small" with the lines under it still to come. A screen
    /// that holds is returned once a second look a moment later shows the
    /// same; if the second look no longer holds (a screen that shows only
    /// briefly), or the screen keeps changing for a second, the latest
    /// screen that held is returned.
    @discardableResult
    func waitFor(_ what: String, deadline: Duration = TmuxSession.deadline,
                 _ condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        var last = ""
        var held: (screen: String, since: ContinuousClock.Instant)?
        while true {
            // Decided before the screen is read, so the last look is always
            // taken after the deadline: when the test runner's threads are
            // all busy with blocking tests, this task may resume long after
            // its screenshot, which must not count as the last word.
            let expired = clock.now >= end
            last = try await screenOffThePool()
            if condition(last) {
                if let earlier = held, earlier.screen == last || clock.now - earlier.since > .seconds(1) { return last }
                held = (last, held?.since ?? clock.now)
                if expired { return last }
                try await Task.sleep(for: .milliseconds(30))
                continue
            }
            if let earlier = held { return earlier.screen }
            if expired { break }
            try await Task.sleep(for: .milliseconds(40))
        }
        throw EndToEndFailure("waited \(deadline) for \(what); the screen was:\n\(last)")
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, deadline: Duration = TmuxSession.deadline) async throws -> String {
        try await waitFor("\"\(text)\"", deadline: deadline) { $0.contains(text) }
    }

    /// `screen()` on a thread of its own: every test polls at once, and a
    /// blocking spawn must not hold one of the few threads they all share,
    /// or a poll comes late and misses a screen that shows for a second.
    private func screenOffThePool() async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try self.screen() }) }
        }
    }

    // MARK: tmux

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // No TMUX (so a test run inside tmux does not nest) and nothing else
        // of the caller's environment leaks into the server.
        let status = try Spawn.run(["tmux", "-S", socket, "-f", "/dev/null"] + arguments,
                                   environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"],
                                   stdout: sandbox.path(name + ".out"), stderr: sandbox.path(name + ".err"))
        guard status == 0 else {
            throw EndToEndFailure("tmux \(arguments.first ?? "") failed (\(status)): " + (sandbox.text(name + ".err") ?? ""))
        }
        return sandbox.text(name + ".out") ?? ""
    }
}

/// A failed expectation about the outside world, with what was seen.
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    /// Single-quoted for sh, safe whatever the string holds.
    var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
}
