import Foundation

/// Running `threeducks` in a pane under a small shell that shows what the
/// player's shell would see: a line before the game, and after it the exit
/// status and whether the terminal modes (`stty -g`) are back as they were.
extension TmuxSession {
    /// How a game in a pane ended.
    struct Exit {
        /// As the shell reports it: 128 + N when killed by signal N.
        let status: Int32
        /// `stty -g` after the game equals `stty -g` before it: echo, canonical
        /// mode and the rest were given back.
        let modesRestored: Bool
        /// The pane once the shell had printed the status.
        let screen: String
    }

    /// The line the shell prints before the game starts.
    static let shellMarker = "shell-was-here"

    /// Starts `threeducks arguments` in a fresh pane, in the clean
    /// environment of `shell`, between the shell's marker and exit lines.
    /// `limits` (such as `ulimit -f 1`) apply to the game alone: it runs
    /// as `sh -c 'limits; exec threeducks …'`. With `account` the game runs
    /// as that account (`/usr/sbin/runuser -u ACCOUNT --`, which sets `HOME`, `USER`
    /// and `LOGNAME` to its own; the test must run as root).
    static func threeducks(_ arguments: [String], sandbox: Sandbox, environment: [String: String] = [:],
                           columns: Int = 80, rows: Int = 24, limits: String? = nil,
                           account: String? = nil) throws -> TmuxSession {
        try Binary.checkBuilt()
        var game = ([Binary.path] + arguments).map(\.shellQuoted).joined(separator: " ")
        if let limits { game = "sh -c " + "\(limits); exec \(game)".shellQuoted }
        if let account { game = "/usr/sbin/runuser -u \(account.shellQuoted) -- \(game)" }
        let script = [
            "trap : INT",  // Ctrl-C is the game's; the shell lives on to report
            "before=$(stty -g)",
            "echo \(shellMarker)",
            game,
            "status=$?",
            #"if [ "$(stty -g)" = "$before" ]; then modes=same; else modes=changed; fi"#,
            #"echo "EXIT=$status MODES=$modes""#,
            "exec sleep 600",
        ].joined(separator: "\n")
        return try shell(script, sandbox: sandbox, environment: environment, columns: columns, rows: rows)
    }

    /// Runs a sh script in a fresh pane with only this environment:
    /// `TERM=xterm-256color`, `LANG=C.UTF-8`, `HOME` in the sandbox, plus
    /// `environment` (which may override them).
    static func shell(_ script: String, sandbox: Sandbox, environment: [String: String] = [:],
                      columns: Int = 80, rows: Int = 24) throws -> TmuxSession {
        var variables = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
                         "HOME": sandbox.home, "USER": "e2e", "TZ": "UTC"]
        variables.merge(environment) { $1 }
        // tmux sets TERM in a pane itself; env -i puts ours back, and nothing else leaks in.
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)".shellQuoted }
        let command = "exec env -i " + assignments.joined(separator: " ") + " sh -c " + script.shellQuoted
        return try TmuxSession(command: command, sandbox: sandbox, columns: columns, rows: rows)
    }

    /// Waits for the game to end and the shell to report how.
    func waitForExit() async throws -> Exit {
        let screen = try await waitFor("the shell to print the exit status") { $0.contains("EXIT=") }
        guard let line = screen.split(separator: "\n").first(where: { $0.contains("EXIT=") }),
              let match = line.firstMatch(of: /EXIT=(\d+) MODES=(\w+)/), let status = Int32(match.1) else {
            throw EndToEndFailure("no exit status on the screen:\n\(screen)")
        }
        return Exit(status: status, modesRestored: match.2 == "same", screen: screen)
    }

    /// Turns up every pair of `deal`, waiting for each but the last to
    /// count (`Pairs: n/…`): the last match is left to its win pause.
    func matchEveryPair(_ deal: Deal) async throws {
        for (index, pair) in deal.pairs.enumerated() {
            try type(String(pair.0))
            try type(String(pair.1))
            if index + 1 < deal.pairs.count { try await waitFor("Pairs: \(index + 1)/\(deal.pairs.count)") }
        }
    }

    /// Waits for a game's whole board: every card's letter, and the key
    /// hints on the last row, which the terminal receives last.
    @discardableResult
    func waitForBoard(_ deal: Deal) async throws -> String {
        try await waitFor("the board: letters \(String(deal.cardLetters)) and the key hints") { screen in
            deal.cardLetters.allSatisfy { screen.contains("[\($0)]") } && screen.contains("q give up")
        }
    }

    /// The pid of the `threeducks` process running in the pane.
    func gameProcessID() throws -> Int32 {
        guard let shell = Int32(try display("#{pane_pid}")),
              let pid = ProcessTree.descendant(of: shell, named: "threeducks") else {
            throw EndToEndFailure("no threeducks process in the pane")
        }
        return pid
    }

    /// Whether the pane shows the main screen with a visible cursor, as a
    /// shell expects it.
    func isShowingMainScreenWithCursor() throws -> Bool {
        try display("#{alternate_on} #{cursor_flag}") == "0 1"
    }
}

/// Processes, read from /proc.
enum ProcessTree {
    /// A process named `name` (its `comm`) below `ancestor`, if there is one.
    static func descendant(of ancestor: Int32, named name: String) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var parents: [Int32: Int32] = [:], names: [Int32: String] = [:]
        for entry in entries {
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            names[pid] = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        return names.keys.sorted().first { pid in
            guard names[pid] == name else { return false }
            var current = parents[pid]
            while let parent = current, parent > 1 {
                if parent == ancestor { return true }
                current = parents[parent]
            }
            return false
        }
    }
}
