#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// The one reader of the small `key = value` files the game keeps settings
/// in: the player's `config.toml` and the title chosen last (`LastTitle`).
///
/// A strict subset of TOML, read by hand (docs/performance.md says why not
/// TOMLKit): one `key = value` a line; bare keys (letters, digits, `-`, `_`);
/// values that are a basic string (`"…"`, escapes `\"` `\\` `\t` `\n`
/// `\uXXXX`), a literal string (`'…'`), an integer, a decimal number, or
/// `true`/`false`; `#` comments and blank lines. Everything else (tables,
/// arrays, dates, multi-line strings, dotted keys, a key twice) is refused
/// with its line number, and the other lines are still read.
package enum SettingsFile {
    /// A value as the file wrote it.
    package enum Value: Equatable, Sendable, CustomStringConvertible {
        case string(String)
        case integer(Int)
        case number(Double)
        case boolean(Bool)

        /// The value as TOML writes it.
        package var description: String {
            switch self {
            case .string(let text): SettingsFile.quoted(text)
            case .integer(let number): "\(number)"
            case .number(let number): "\(number)"
            case .boolean(let flag): flag ? "true" : "false"
            }
        }
    }

    /// One setting read, with the line it is on (from 1).
    package struct Entry: Equatable, Sendable {
        package var line: Int
        package var key: String
        package var value: Value

        package init(line: Int, key: String, value: Value) {
            (self.line, self.key, self.value) = (line, key, value)
        }
    }

    /// A line the reader refused, and why, in words made safe for the terminal.
    package struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        package var line: Int
        package var reason: String

        package init(line: Int, reason: String) {
            (self.line, self.reason) = (line, reason)
        }

        /// `line 3: …`; the caller puts the file's name in front.
        package var description: String { "line \(line): \(reason)" }
    }

    /// The most a settings file may hold: a few lines of settings fit many times over.
    package static let sizeLimit = 16 * 1024

    /// The longest line read; a longer one is refused unread.
    static let lineLimit = 1024

    /// The file's text, or nil when there is none. Anything but a regular
    /// file, more than `sizeLimit` bytes or bytes that are not UTF-8 are a
    /// `KeptFileError` (the file is left as it is).
    package static func text(at path: String) throws(KeptFileError) -> String? {
        let data: Data?
        do {
            data = try DurableFile.read(path, limit: sizeLimit)
        } catch {
            throw error.about(.settings)
        }
        guard let data else { return nil }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw KeptFileError(path: path, .corrupt("not UTF-8 text"), concern: .settings)
        }
        return text
    }

    /// The settings in `text`, in order, and the lines refused.
    package static func parse(_ text: String) -> (entries: [Entry], problems: [Problem]) {
        var entries: [Entry] = []
        var problems: [Problem] = []
        var firstLine: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = Substring(raw)
            if line.hasSuffix("\r") { line = line.dropLast() }
            guard line.utf8.count <= lineLimit else {
                problems.append(Problem(line: number, reason: "the line is longer than \(lineLimit) bytes"))
                continue
            }
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.hasPrefix("#") { continue }
            do throws(Refusal) {
                let (key, value) = try entry(content)
                if let first = firstLine[key] {
                    throw Refusal("\(key) is set twice (first on line \(first))")
                }
                firstLine[key] = number
                entries.append(Entry(line: number, key: key, value: value))
            } catch {
                problems.append(Problem(line: number, reason: error.reason))
            }
        }
        return (entries, problems)
    }

    /// `entries` as a file `parse` reads back: one `key = value` a line.
    package static func render(_ entries: [(key: String, value: Value)], comment: String? = nil) -> String {
        var text = comment.map { "# \($0)\n" } ?? ""
        for (key, value) in entries { text += "\(key) = \(value)\n" }
        return text
    }

    /// `text` as a TOML basic string.
    static func quoted(_ text: String) -> String {
        var result = ""
        result.appendQuoted(text, .toml)
        return result
    }

    private struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }

    /// One `key = value` line, its leading blanks gone.
    private static func entry(_ line: Substring) throws(Refusal) -> (String, Value) {
        if line.hasPrefix("[") { throw Refusal("tables ([…]) are not read: write each setting as key = value at the top") }
        let key = line.prefix(while: isKeyCharacter)
        var rest = line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        guard !key.isEmpty, rest.first == "=" else {
            if !key.isEmpty, rest.first == "." { throw Refusal("dotted keys are not read: write key = value") }
            throw Refusal("expected key = value, not \(String(line.prefix(40)).sanitizedForTerminal)")
        }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let name = String(key)
        let (value, after) = try value(rest, key: name)
        let tail = after.drop { $0 == " " || $0 == "\t" }
        guard tail.isEmpty || tail.hasPrefix("#") else {
            throw Refusal("\(name): unexpected \(String(tail.prefix(20)).sanitizedForTerminal) after the value")
        }
        return (name, value)
    }

    /// The value at the start of `text`, and what follows it.
    private static func value(_ text: Substring, key: String) throws(Refusal) -> (Value, Substring) {
        guard let first = text.first else { throw Refusal("\(key) has no value") }
        switch first {
        case "\"":
            if text.hasPrefix("\"\"\"") { throw Refusal("\(key): multi-line strings are not read") }
            return try basicString(text.dropFirst(), key: key)
        case "'":
            if text.hasPrefix("'''") { throw Refusal("\(key): multi-line strings are not read") }
            guard let end = text.dropFirst().firstIndex(of: "'") else { throw Refusal("\(key): the string is not closed") }
            return (.string(String(text[text.index(after: text.startIndex)..<end])), text[text.index(after: end)...])
        case "[", "{":
            throw Refusal("\(key): arrays and inline tables are not read")
        default:
            let word = text.prefix { !" \t#".contains($0) }
            let rest = text.dropFirst(word.count)
            switch word {
            case "true": return (.boolean(true), rest)
            case "false": return (.boolean(false), rest)
            default: break
            }
            let digits = word.filter { $0 != "_" }
            if !word.hasPrefix("_"), !word.hasSuffix("_"), !word.contains("__"),
               digits.allSatisfy({ $0.isASCII && ($0.isNumber || "+-".contains($0)) }), let number = Int(digits) {
                return (.integer(number), rest)
            }
            if digits.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }),
               digits.contains("."), !digits.hasPrefix("."), !digits.hasSuffix("."),
               let number = Double(digits), number.isFinite {
                return (.number(number), rest)
            }
            throw Refusal("\(key): \(String(word.prefix(40)).sanitizedForTerminal) is not a value: quote text as \"…\"")
        }
    }

    /// A basic string's body, after its opening quote.
    private static func basicString(_ text: Substring, key: String) throws(Refusal) -> (Value, Substring) {
        var result = ""
        var rest = text.unicodeScalars[...]
        while let scalar = rest.popFirst() {
            switch scalar {
            case "\"":
                return (.string(result), Substring(rest))
            case "\\":
                guard let escape = rest.popFirst() else { break }
                switch escape {
                case "\"": result += "\""
                case "\\": result += "\\"
                case "t": result += "\t"
                case "n": result += "\n"
                case "u":
                    let hex = String(String.UnicodeScalarView(rest.prefix(4)))
                    guard hex.count == 4, let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
                        throw Refusal("\(key): \\u takes four hex digits")
                    }
                    rest = rest.dropFirst(4)
                    result.unicodeScalars.append(decoded)
                default:
                    throw Refusal("\(key): the escape \\\(String(escape).sanitizedForTerminal) is not read")
                }
            default:
                if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                    throw Refusal("\(key): a control character in the string")
                }
                result.unicodeScalars.append(scalar)
            }
        }
        throw Refusal("\(key): the string is not closed")
    }
}
