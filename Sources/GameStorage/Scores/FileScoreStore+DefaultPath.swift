extension FileScoreStore {
    /// Where the scores file lives when `--scores-file` is not given:
    /// `$XDG_DATA_HOME/threeducks/scores.json`, else
    /// `$HOME/.local/share/threeducks/scores.json` (`home` stands in for an
    /// unset `HOME`, e.g. the passwd entry's). The XDG base directory spec
    /// says a relative `XDG_DATA_HOME` is invalid and must be ignored; so is
    /// a relative `HOME`. Nil when there is no absolute place at all.
    package static func defaultPath(environment: [String: String], home: String? = nil) -> String? {
        dataFile("scores.json", environment: environment, home: home)
    }

    /// The file `name` in the game's data directory,
    /// `$XDG_DATA_HOME/threeducks/`, else `$HOME/.local/share/threeducks/`
    /// (the scores file's, and a server's database); nil as `defaultPath`.
    package static func dataFile(_ name: String, environment: [String: String], home: String? = nil) -> String? {
        if let data = absolute(environment["XDG_DATA_HOME"]) {
            return data + "/threeducks/" + name
        }
        guard let home = absolute(environment["HOME"]) ?? absolute(home) else { return nil }
        return home + "/.local/share/threeducks/" + name
    }

    /// The directory without trailing slashes, or nil when it is unset,
    /// empty or relative.
    private static func absolute(_ directory: String?) -> String? {
        guard let directory, directory.hasPrefix("/") else { return nil }
        var trimmed = Substring(directory)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
