import ArgumentParser
import GameCore
import GameStorage
import TerminalUI

/// The player's settings that stay: `$XDG_CONFIG_HOME/threeducks/config.toml`
/// (`~/.config/threeducks/config.toml` without it), read by `SettingsFile`
/// into `PlaySettings` through the options' own table (`PlaySettings.options`
/// and `flags`), so a setting is converted exactly as its option is.
/// Options given on the command line win over it.
///
/// The file is untrusted: only a regular file of at most
/// `SettingsFile.sizeLimit` bytes is read; each line refused is named in one
/// line with its number, and the setting keeps its default.
struct ConfigFile {
    /// The file's name, as its problems are told: `config.toml line 3: …`.
    static let fileName = "config.toml"

    /// Where the file is (or would be); nil without a home directory.
    let path: String?
    /// The settings the file holds, over the defaults.
    var settings = PlaySettings()
    /// The line each setting the file holds is on, by its key.
    var lines: [String: Int] = [:]
    /// What the file could not give, one line each.
    var problems: [String] = []
    /// Whether there is a file at `path`.
    var exists = false

    /// `$XDG_CONFIG_HOME/threeducks/config.toml`, else `~/.config/threeducks/config.toml`
    /// (`HOME`, else the account's home in /etc/passwd), as the scores'
    /// default path reads `XDG_DATA_HOME`: a relative or empty directory is unset.
    static func path(environment: [String: String], home: () -> String? = { UserAccount.passwdHome() }) -> String? {
        func absolute(_ directory: String?) -> String? {
            guard var directory, directory.hasPrefix("/") else { return nil }
            while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
            return directory == "/" ? "" : directory
        }
        if let config = absolute(environment["XDG_CONFIG_HOME"]) { return config + "/threeducks/" + fileName }
        guard let home = absolute(environment["HOME"]) ?? absolute(home()) else { return nil }
        return home + "/.config/threeducks/" + fileName
    }

    /// The file at `path` read: nothing there is the defaults, said by no problem.
    init(path: String?) {
        self.path = path
        guard let path else { return }
        let text: String?
        do {
            text = try SettingsFile.text(at: path)
        } catch {
            problems = ["\(error)"]
            exists = true
            return
        }
        guard let text else { return }
        exists = true
        let (entries, refused) = SettingsFile.parse(text)
        var problems = refused
        problems += settings.apply(entries)
        for entry in entries where !problems.contains(where: { $0.line == entry.line }) {
            lines[entry.key] = entry.line
        }
        self.problems = problems.sorted { $0.line < $1.line }.map { "\(Self.fileName) \($0)" }
    }

    /// The player's file, from the environment.
    static func load(environment: [String: String] = UserAccount.environment) -> ConfigFile {
        ConfigFile(path: path(environment: environment))
    }

    /// Every problem on stderr, `threeducks: warning: config.toml line 3: …`.
    func warn() {
        for problem in problems { CommandFailure.warn(problem) }
    }

    /// What the title says of the file at launch: its first problem, and
    /// how many more (`threeducks config` lists them), or nil.
    var titleWarning: String? {
        guard let first = problems.first else { return nil }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more: run threeducks config)" : ""
        return first + more
    }
}

/// A setting `config.toml` may hold: its key, and the option it stands for.
struct FileSetting: Sendable {
    enum Kind: Sendable {
        /// Read as the option of that long name reads its value.
        case option(String, must: String)
        /// `true`/`false`; the value `on` turns the flag of that long name on.
        case flag(String, on: Bool)
    }

    let key: String
    let kind: Kind

    /// What the value must be, for the one-line refusal.
    var must: String {
        switch kind {
        case .option(_, let must): must
        case .flag: "true or false"
        }
    }
}

extension PlaySettings {
    /// Every setting `config.toml` may hold, in the order `threeducks config`
    /// lists them: each is one of `play`'s options, read by that option's
    /// entry in `options` or `flags`.
    static let fileSettings: [FileSetting] = [
        FileSetting(key: "name", kind: .option("name", must: "a name of 1 to \(ScoreRecord.nameLimit) characters, in quotes")),
        FileSetting(key: "bell", kind: .option("bell", must: Self.either(BellStyle.allValueStrings))),
        FileSetting(key: "theme", kind: .option("theme", must: Self.either(Theme.allValueStrings))),
        FileSetting(key: "ascii", kind: .flag("ascii", on: true)),
        FileSetting(key: "color", kind: .flag("no-color", on: false)),
        FileSetting(key: "screen-reader", kind: .flag("screen-reader", on: true)),
        FileSetting(key: "mismatch-delay", kind: .option("mismatch-delay", must: "a number of seconds from 0.05 to 10")),
        FileSetting(key: "board", kind: .option("board", must: "easy, medium, hard or RxC such as \"4x6\"")),
    ]

    /// `audible, visual or off`.
    private static func either(_ values: [String]) -> String {
        values.dropLast().joined(separator: ", ") + (values.count > 1 ? " or " : "") + (values.last ?? "")
    }

    /// The file's settings set over these; each one refused in words, by its line.
    mutating func apply(_ entries: [SettingsFile.Entry]) -> [SettingsFile.Problem] {
        var problems: [SettingsFile.Problem] = []
        for entry in entries {
            if let reason = apply(entry) { problems.append(SettingsFile.Problem(line: entry.line, reason: reason)) }
        }
        return problems
    }

    /// One setting set, or why not.
    private mutating func apply(_ entry: SettingsFile.Entry) -> String? {
        guard let setting = Self.fileSettings.first(where: { $0.key == entry.key }) else {
            let keys = Self.fileSettings.map(\.key).joined(separator: ", ")
            return "\(entry.key) is not a setting (the settings are \(keys))"
        }
        let refusal = "\(setting.key) must be \(setting.must)"
        switch setting.kind {
        case .flag(let flag, let on):
            guard case .boolean(let value) = entry.value else { return refusal }
            if value == on { Self.flags[flag]?(&self) }
            return nil
        case .option(let option, _):
            let text: String
            switch entry.value {
            case .string(let string) where option != "mismatch-delay": text = string
            case .integer(let number) where option == "mismatch-delay": text = "\(number)"
            case .number(let number) where option == "mismatch-delay": text = "\(number)"
            default: return refusal
            }
            var changed = self
            guard let set = Self.options[option], set(&changed, text) else { return refusal }
            if option == "name", let problem = ScoreRecord.newNameProblem(text) { return "name: \(problem)" }
            if option == "mismatch-delay", !Self.mismatchDelays.contains(changed.mismatchDelay) { return refusal }
            self = changed
            return nil
        }
    }

    /// The value a file setting has in these settings, as `config.toml` would write it.
    func fileValue(_ key: String) -> String {
        switch key {
        case "name": name.map { SettingsFile.Value.string($0).description } ?? ""
        case "bell": "\"\(bell.rawValue)\""
        case "theme": "\"\(theme.rawValue)\""
        case "ascii": "\(ascii)"
        case "color": "\(!noColor)"
        case "screen-reader": "\(screenReader)"
        case "mismatch-delay": "\(mismatchDelay)"
        case "board": "\"\(board.name)\""
        default: ""
        }
    }
}
