import ArgumentParser
import GameCore
import GameStorage

/// `threeducks config`: where the settings file is, and every setting in
/// effect with where it came from (the file's line, or the default). Each
/// line the file could not give is on stderr, and the status is then 65
/// (EX_DATAERR), so a script can check the file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show where the settings file is and the settings in effect.")

    func run() throws {
        let environment = UserAccount.environment
        let file = ConfigFile.load(environment: environment)
        var last: LastTitle?
        if let scores = try? UserAccount.scoresPath(option: nil, environment: environment) {
            last = LastTitle.read(LastTitle.path(besideScores: scores))
        }
        print(Self.report(file, last: last, loginName: UserAccount.defaultPlayerName(environment: environment)),
              terminator: "")
        file.warn()
        if !file.problems.isEmpty { throw ExitCode(ExitStatus.dataError) }
    }

    /// The report: the file's path and state, then one line a setting.
    static func report(_ file: ConfigFile, last: LastTitle?, loginName: String = "player") -> String {
        var text: String
        if let path = file.path {
            text = "Settings file: \(path.sanitizedForTerminal)"
            text += file.exists ? "\n" : " (there is none: every setting is its default)\n"
        } else {
            text = "Settings file: none (no home directory: set HOME or XDG_CONFIG_HOME)\n"
        }
        let width = PlaySettings.fileSettings.map(\.key.count).max() ?? 0
        var effective = file.settings
        if file.lines["board"] == nil, let last { effective.chosenBoard = last.board }
        for setting in PlaySettings.fileSettings {
            let source: String
            if let line = file.lines[setting.key] {
                source = "\(ConfigFile.fileName) line \(line)"
            } else if setting.key == "board", last != nil {
                source = "the board chosen last"
            } else {
                source = "default"
            }
            let key = setting.key + String(repeating: " ", count: width - setting.key.count)
            var value = effective.fileValue(setting.key)
            if setting.key == "name", effective.name == nil { value = SettingsFile.Value.string(loginName).description }
            text += "  \(key) = \(value.sanitizedForTerminal)  # \(source == "default" && setting.key == "name" ? "your login name" : source)\n"
        }
        text += "Options on the command line win over the file (threeducks --help).\n"
        return text
    }
}
