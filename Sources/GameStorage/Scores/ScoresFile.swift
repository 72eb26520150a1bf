#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// The scores file's contents: a format version and the kept records.
///
/// ```json
/// { "format" : 1, "records" : [ { "date" : "2026-01-05T10:00:00Z", "difficulty" : "easy",
///   "moves" : 10, "name" : "ann", "seconds" : 5, "seed" : 42 } ] }
/// ```
///
/// `difficulty` holds the board: a preset, or `RxC` (`6x8`) for any other
/// size, under 1.0's key so 1.0's files read unchanged.
///
/// Reading checks every record on its own: a bad one is skipped and named in
/// `skipped`, the others are kept. Only a file that is not this shape at all
/// is an error. See docs/scores.md.
package struct ScoresFile: Equatable, Sendable {
    /// The format this program writes and the only one it reads.
    package static let currentFormat = 1
    /// The largest file read, far above the 960 records a table can keep (ten
    /// for each of the 96 boards, about 170 KiB), so that a huge file is an
    /// error and not an out-of-memory.
    package static let byteLimit = 1 << 20

    /// The valid records, ranked and cut to the table's limit.
    package var table: ScoreTable
    /// One line per record that was skipped: `record 3: moves is missing`.
    package var skipped: [String]

    package init(table: ScoreTable = ScoreTable(), skipped: [String] = []) {
        self.table = table
        self.skipped = skipped
    }

    /// Reads a whole file; `path` is only for the error's message.
    package static func decode(_ data: Data, path: String) throws(KeptFileError) -> ScoresFile {
        guard data.count <= byteLimit else { throw KeptFileError(path: path, .tooLarge(limit: byteLimit)) }
        guard data.contains(where: { !Self.isJSONSpace($0) }) else {
            throw KeptFileError(path: path, .corrupt("the file is empty"))
        }
        let decoder = JSONDecoder()
        let document: Document
        do {
            let format = try decoder.decode(FormatField.self, from: data).format
            if let problem = JSONProblem.duplicateKey(in: data) {
                throw KeptFileError(path: path, .corrupt(problem))
            }
            guard format == currentFormat else { throw KeptFileError(path: path, .unsupportedFormat(format)) }
            document = try decoder.decode(Document.self, from: data)
        } catch let error as KeptFileError {
            throw error
        } catch {
            throw KeptFileError(path: path, .corrupt(JSONProblem.describe(error)))
        }
        var file = ScoresFile()
        for (index, entry) in document.records.enumerated() {
            switch entry {
            case .valid(let record): file.table.insert(record)
            case .invalid(let problem): file.skipped.append("record \(index + 1): \(problem)")
            }
        }
        return file
    }

    /// How the file and `threeducks scores --json` spell JSON: pretty, keys
    /// sorted, slashes as they are.
    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as the commands' `--json` print it: as `encoder` spells it,
    /// an empty list as `[]` (Foundation's pretty printer leaves a blank
    /// line inside), and one trailing newline.
    package static func jsonText(_ value: some Encodable) -> String {
        let bytes = [UInt8]((try? encoder.encode(value)) ?? Data("{}".utf8))
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + 1)
        var index = 0
        while index < bytes.count {
            // `[`, two newlines, the indent, `]`: nothing else makes a blank line (a string's newline is escaped).
            if bytes[index] == UInt8(ascii: "["), index + 2 < bytes.count, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0A {
                var close = index + 3
                while close < bytes.count, bytes[close] == UInt8(ascii: " ") { close += 1 }
                if close < bytes.count, bytes[close] == UInt8(ascii: "]") {
                    text += [UInt8(ascii: "["), UInt8(ascii: "]")]
                    index = close + 1
                    continue
                }
            }
            text.append(bytes[index])
            index += 1
        }
        return String(decoding: text, as: UTF8.self) + "\n"
    }

    /// The file's bytes for `table`: pretty, keys sorted, one trailing newline.
    package static func encode(_ table: ScoreTable) -> Data {
        let document = EncodedDocument(format: currentFormat, records: table.allRecords.map { StoredRecord($0) })
        // Encoding plain strings and numbers cannot fail.
        return (try? encoder.encode(document)).map { $0 + Data("\n".utf8) } ?? Data()
    }

    /// One line telling of the skipped records, naming the file at `path`;
    /// nil when none were.
    package func warning(path: String) -> String? {
        guard let first = skipped.first else { return nil }
        let more = skipped.count > 1 ? " and \(skipped.count - 1) more" : ""
        let noun = skipped.count == 1 ? "record" : "records"
        return "\(path): skipped \(skipped.count) bad \(noun) (\(first)\(more))".sanitizedForTerminal
    }

    /// Whether `data`, a file's first bytes, could never have been a scores
    /// file: it does not open with `{` (after blanks and the zeros a crash
    /// may leave), or it is a whole JSON object with neither `format` nor
    /// `records`. A cut or damaged scores file still opens with `{`, and is
    /// corrupt (moved aside when a score is saved); `~/.bashrc` given by
    /// mistake is another program's file, refused and left as it was.
    package static func wasNeverOne(_ data: Data) -> Bool {
        let text = data.drop { isJSONSpace($0) || $0 == 0 }
        guard let first = text.first else { return false }
        guard first == UInt8(ascii: "{") else { return true }
        guard let probe = try? JSONDecoder().decode(LineProbe.self, from: Data(text)) else { return false }
        return probe.keys.isDisjoint(with: ["format", "records"])
    }

    private static func isJSONSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The format alone, read before the rest so that a newer format with
    /// other fields is reported as such.
    private struct FormatField: Decodable {
        let format: Int
    }

    private struct Document: Decodable {
        let records: [Entry]
    }

    private struct EncodedDocument: Encodable {
        let format: Int
        let records: [StoredRecord]
    }

    /// One element of `records`: decoding never fails, so one bad record
    /// cannot take the others with it.
    private enum Entry: Decodable {
        case valid(ScoreRecord)
        case invalid(String)

        init(from decoder: any Decoder) {
            do {
                let record = try StoredRecord(from: decoder).record
                if let problem = record.validationProblem {
                    self = .invalid(problem)
                } else {
                    self = .valid(record)
                }
            } catch let error as DecodingError {
                self = .invalid(JSONProblem.describe(error))
            } catch let problem as StoredRecordProblem {
                self = .invalid(problem.description)
            } catch {
                // The JSON parser's own errors (a string that is not UTF-8, a
                // number too large for its field): said as what they are.
                self = .invalid(JSONProblem.describe(error))
            }
        }
    }
}
