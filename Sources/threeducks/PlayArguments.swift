import ArgumentParser

/// The command lines nearly every start has — none at all, or `play`'s
/// options with their values — read without argument-parser.
///
/// argument-parser builds its whole command tree by reflection on every
/// start (every subcommand's properties, twice more for the completion
/// script's flag), about 13 million instructions before the game runs; this
/// reads the same options in a few thousand. It yields what the parser
/// would, or nil, and then the parser reads the command line as always:
/// it answers only when every argument is one of `play`'s options (long
/// form, `--option value` or `--option=value`, each at most once) with a
/// value that converts as the parser converts it and does not begin with
/// `-` or name a subcommand, and the options pass `PlaySettings.problem`.
/// The options it knows, and how each value converts, are one table,
/// `PlaySettings.options` and `flags`.
/// Help, `--version`, completion scripts, subcommands, errors and anything
/// unusual go to argument-parser, so what it prints stays the same byte for
/// byte. `PlayArgumentsTests` compares the two over thousands of command
/// lines, and reads every option argument-parser knows for `play` both ways.
enum PlayArguments {
    /// `play`'s settings from the command line (after the program's name),
    /// or nil when argument-parser must read it.
    /// `base` is what the options are read over: the settings file's (`ConfigFile`).
    static func settings(_ arguments: [String], over base: PlaySettings = PlaySettings()) -> PlaySettings? {
        var rest = arguments[...]
        if rest.first == "play" { rest = rest.dropFirst() }
        var settings = base
        var seen: [String] = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            var name = argument.dropFirst(2)
            var attached: Substring?
            if let equals = name.firstIndex(of: "=") {
                attached = name[name.index(after: equals)...]
                name = name[..<equals]
            }
            // `--difficulty` is `--board`'s other name: both at once is the option twice.
            let option = PlaySettings.aliases[String(name)] ?? String(name)
            guard !seen.contains(option) else { return nil }
            seen.append(option)
            if let flag = PlaySettings.flags[option] {
                guard attached == nil else { return nil }
                flag(&settings)
                continue
            }
            guard let set = PlaySettings.options[option],
                  let value = attached.map(String.init) ?? rest.popFirst(), isPlainValue(value),
                  set(&settings, value)
            else { return nil }
        }
        return settings.problem == nil ? settings : nil
    }

    /// A value the parser takes as a value wherever it stands: not empty
    /// (`--name=` is a missing value to it), not option-like, not a command's name.
    private static func isPlainValue(_ value: String) -> Bool {
        !value.isEmpty && !value.hasPrefix("-") && !commandNames.contains(value)
    }

    /// Every subcommand's name, and `help`, which argument-parser adds.
    static var commandNames: [String] {
        ThreeDucks.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }
}
