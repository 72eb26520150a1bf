extension ScoreRecord {
    /// Why `name` cannot be taken as a new player's name, or nil when it can:
    /// the one rule for a name being taken (`play --name` and `--players`,
    /// `host --name`, `join --name`, the title's name edit, the default from
    /// the account, and a joiner's `hello`). Names already kept (scores,
    /// history, recordings, saved games) are read by `nameProblem` alone, so
    /// files written by earlier versions still read.
    ///
    /// On top of `nameProblem` (whose words it keeps): no invisible
    /// character (general category Cf, such as U+200B and the bidirectional
    /// controls, or any default-ignorable code point) outside an emoji that
    /// needs one (a joiner, a variation selector or a flag's tags), no line
    /// or paragraph separator, and nothing that reads as the lobby's own
    /// words after a name: no name ends in ")" (the lobby writes
    /// "ann (host)", "Computer (computer, hard)", "(empty)"), nor in ", left"
    /// or ", away 23 s". Each refusal is one line naming the fix.
    package static func newNameProblem(_ name: String) -> String? {
        if let problem = nameProblem(name) { return problem }
        if !name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            for character in name {
                let scalars = character.unicodeScalars
                let first = scalars.first!.properties
                for scalar in scalars where !emojiPart(scalar, after: first) {
                    let category = scalar.properties.generalCategory
                    if category == .lineSeparator || category == .paragraphSeparator {
                        return "the name holds a line break (\(codePoint(scalar))); type the name on one line"
                    }
                    if category == .format || scalar.properties.isDefaultIgnorableCodePoint {
                        return "the name holds an invisible character (\(codePoint(scalar))); type the name without it"
                    }
                }
            }
        }
        let key = nameKey(name)
        if key.hasSuffix(")") {
            return "the name ends in \")\", as the lobby's \"(host)\" and \"(computer, …)\" do; type the name without it"
        }
        if key.hasSuffix(", left") || awaySuffix(key) {
            return "the name ends as the lobby's \", left\" or \", away 23 s\" does; type the name without it"
        }
        return nil
    }

    /// The form two names are compared in for "named twice": what a
    /// terminal shows of it (`sanitizedForTerminal`), invisible characters
    /// dropped, full-width ASCII as ASCII, lower case, each run of blanks
    /// one space, none at either end. String equality adds canonical
    /// equivalence ("Zoë" composed or not). So "ANN", "ann " and
    /// "ann" + U+200B are all "ann". Letters of other scripts that look
    /// alike (Cyrillic "а" and Latin "a") are not folded.
    package static func nameKey(_ name: String) -> String {
        let shown = name.sanitizedForTerminal
        var scalars = String.UnicodeScalarView()
        for scalar in shown.unicodeScalars {
            let properties = scalar.properties
            if properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint { continue }
            if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
                scalars.append(ascii)
            } else if scalar.value == 0x2800 || scalar.value == 0x3000 {
                scalars.append(" ")  // a blank braille cell, the ideographic space
            } else {
                scalars.append(scalar)
            }
        }
        var key = ""
        var blank = false
        for character in String(scalars).lowercased() {
            if character.isWhitespace {
                blank = !key.isEmpty
            } else {
                if blank { key.append(" ") }
                blank = false
                key.append(character)
            }
        }
        return key
    }

    /// A joiner, variation selector or tag that an emoji needs: in a
    /// character that starts with an emoji.
    private static func emojiPart(_ scalar: Unicode.Scalar, after first: Unicode.Scalar.Properties) -> Bool {
        switch scalar.value {
        case 0x200D: first.isEmoji
        case 0xFE0E, 0xFE0F: first.isEmoji
        case 0xE0020...0xE007F: first.isEmoji
        default: false
        }
    }

    /// `key` ends as ", away 23 s".
    private static func awaySuffix(_ key: String) -> Bool {
        guard key.hasSuffix(" s") else { return false }
        let body = key.dropLast(2)
        let digits = body.reversed().prefix(while: \.isNumber).count
        return digits > 0 && body.dropLast(digits).hasSuffix(", away ")
    }

    /// `U+200B`.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + scalar.value.hexDigits(4, uppercase: true)
    }
}

extension Player {
    /// Why these players cannot sit at a new game, or nil when they can:
    /// `lineupProblem`, each person's name one that may be taken
    /// (`ScoreRecord.newNameProblem`), and no two names the same in
    /// `ScoreRecord.nameKey` ("ann" and "ANN" are named twice).
    package static func newLineupProblem(_ players: [Player]) -> String? {
        if let problem = lineupProblem(players) { return problem }
        for player in players where !player.isComputer {
            if let problem = ScoreRecord.newNameProblem(player.name) { return problem }
        }
        let keys = players.map { ScoreRecord.nameKey($0.name) }
        for index in players.indices where keys[..<index].contains(keys[index]) {
            return "\"\(players[index].name.sanitizedForTerminal)\" is named twice"
        }
        return nil
    }
}
