import Foundation
import Testing

/// The man page as `man` renders it (man-db, installed by `make deps`):
/// clean, and its SYNOPSIS naming every option of `play` once (issue 22:
/// `--vs` was there twice and `--trace` missing, and one line rendered as
/// `6x8)afteray/Nquestiononstandardinput.`).
@Suite struct ManPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/threeducks.6").path

    /// The page rendered at 80 columns, and what groff warned of.
    static func rendered() throws -> (text: String, warnings: String) {
        // Into a pipe, man writes plain text (no overstrikes for bold).
        let man = try Subprocess("/usr/bin/man", ["-l", page], environment: ["MANWIDTH": "80", "LANG": "C.UTF-8"]).finish()
        let groff = try Subprocess("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", page]).finish()
        return (man.stdout, groff.stderr)
    }

    @Test func itRendersWithoutAWarning() throws {
        let (text, warnings) = try Self.rendered()
        #expect(warnings == "")
        #expect(text.contains("SYNOPSIS") && text.contains("EXIT STATUS"))
    }

    @Test func theSynopsisNamesEveryOptionOfPlayOnce() throws {
        let (text, _) = try Self.rendered()
        // The SYNOPSIS's first command: `threeducks [play] …` up to `threeducks scores`.
        let synopsis = try #require(text.components(separatedBy: "SYNOPSIS").dropFirst().first)
        let play = try #require(synopsis.components(separatedBy: "threeducks scores").first?
            .components(separatedBy: "threeducks  scores").first)
        let help = try Subprocess.threeducks(["--help"], home: "/nonexistent").stdout
        let options = Set(help.split(separator: "\n").compactMap { line -> String? in
            let word = line.drop { $0 == " " }.prefix { $0 != " " && $0 != "," }
            return word.hasPrefix("--") && !["--version", "--help"].contains(String(word)) ? String(word) : nil
        })
        #expect(options.count >= 10, "\(options)")
        for option in options {
            // The whole name: `[--seed` is not counted in `[--seed-sequence`.
            let count = play.components(separatedBy: "[\(option)").dropFirst()
                .filter { $0.first.map { !$0.isLetter && $0 != "-" } ?? true }.count
            #expect(count == 1, "\(option) is in the SYNOPSIS \(count) times")
        }
    }

    /// Issue 35: the man page's options are exactly `--help`'s, for every
    /// command: each command's line of the SYNOPSIS names each of its
    /// options (other names, `--difficulty`, aside) and no other; each
    /// option its help lists is in its OPTIONS section; and each option that
    /// section defines (a `.TP` entry) is one its help lists.
    @Test(arguments: ["play", "scores", "stats", "replay", "inspect", "host", "join", "relay", "config"])
    func theOptionsOfEachCommandAreExactlyItsHelps(_ command: String) throws {
        let source = try String(contentsOfFile: Self.page, encoding: .utf8)
        let help = try Subprocess.threeducks([command, "--help"], home: "/nonexistent").stdout
        var options = Set(help.split(separator: "\n").flatMap { line -> [String] in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { return [] }
            let names = trimmed.components(separatedBy: "  ")[0]
            return names.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }
        })
        options.subtract(["--help", "--version"])
        #expect(!options.isEmpty || command == "config", "\(command) --help lists no option")
        let aliases: Set<String> = ["--difficulty"]

        let synopsis = try #require(source.components(separatedBy: ".SH SYNOPSIS").dropFirst().first?
            .components(separatedBy: ".SH DESCRIPTION").first)
        let line = try #require(synopsis.components(separatedBy: "\n.br\n").first { block in
            command == "play" ? block.contains(".B threeducks\n.RB [ play ]")
                : block.contains(".B threeducks \(command)\n") || block.hasSuffix(".B threeducks \(command)")
        }, "no SYNOPSIS line for \(command)")
        #expect(Self.options(in: line) == options.subtracting(aliases), "the SYNOPSIS of \(command)")

        let section = try #require(source.components(separatedBy: ".SH OPTIONS").dropFirst().first?
            .components(separatedBy: ".SH KEYS").first?
            .components(separatedBy: "\n.SS \(command)\n").dropFirst().first?
            .components(separatedBy: "\n.SS ").first, "no OPTIONS section for \(command)")
        let named = Self.options(in: section)
        #expect(options.subtracting(named).isEmpty, "\(command) --help has \(options.subtracting(named).sorted()) its section does not")
        let defined = Set(section.components(separatedBy: ".TP\n").dropFirst().flatMap { entry in
            Self.options(in: String(entry.prefix { $0 != "\n" }))
        })
        #expect(defined.subtracting(options).isEmpty, "the section of \(command) defines \(defined.subtracting(options).sorted()), not in its help")
    }

    /// The long options roff text names (`\-\-board` → `--board`).
    static func options(in roff: String) -> Set<String> {
        Set(roff.replacingOccurrences(of: "\\-", with: "-").matches(of: /--[a-z][a-z-]*[a-z]/).map { String($0.output) })
    }

    /// `.BR a b` alternates fonts with no space between: two words in a row
    /// run together (`after a` → `aftera`). Single letters (`R x C`) are meant.
    @Test func noFontAlternationRunsTwoWordsTogether() throws {
        let source = try String(contentsOfFile: Self.page, encoding: .utf8)
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where ["BR", "RB", "IR", "RI", "BI", "IB"].contains(where: { line.hasPrefix(".\($0) ") }) {
            let words = Self.arguments(String(line.dropFirst(4)))
            for (first, second) in zip(words, words.dropFirst())
            where first.count > 1 && second.count > 1 && first.first!.isLetter && second.first!.isLetter {
                Issue.record("line \(number + 1) runs \"\(first)\" into \"\(second)\": \(line)")
            }
        }
    }

    /// A macro's arguments: quoted ones whole (and never counted as words), others split at spaces.
    private static func arguments(_ text: String) -> [String] {
        var words: [String] = [], current = "", quoted = false
        for character in text {
            if character == "\"" { quoted.toggle(); if !quoted { words.append(" " + current); current = "" }; continue }
            if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// `--trace` replaces an earlier trace (GameTracerTests checks the code):
/// the help and the man page say so too (issue 22: the help said "append").
@Suite struct TraceWordsTests {
    @Test func theHelpAndTheManPageSayAnEarlierTraceIsReplaced() throws {
        let help = try Subprocess.threeducks(["--help"], home: "/nonexistent").stdout
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("(an earlier trace is replaced)"), "\(help)")
        #expect(!flat.lowercased().contains("append each action"))
        let (page, _) = try ManPageTests.rendered()
        #expect(page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .contains("An existing file is only replaced when it is a trace."))
    }
}
