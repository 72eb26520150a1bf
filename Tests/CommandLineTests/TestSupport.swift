import Foundation
import GameCore

/// A fresh directory under the system's temporary one, removed by `remove`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("threeducks-tests-XXXXXX").path).utf8CString)
        guard mkdtemp(&template) != nil else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// A path inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, sorted.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file(name))) }

    func read(_ name: String) throws -> String { try String(decoding: Data(contentsOf: URL(fileURLWithPath: file(name))), as: UTF8.self) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Score records for tests, on fixed dates.
enum Scores {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

    static func record(_ name: String = "ann", moves: Int = 14, seconds: Int = 65, board: Board = .medium,
                       date: Date = Scores.date, seed: UInt64 = 42) -> ScoreRecord {
        ScoreRecord(name: name, moves: moves, seconds: seconds, date: date, seed: seed, board: board)
    }

    /// A scores file's text holding these JSON record objects.
    static func file(_ records: String..., format: Int = 1) -> String {
        "{\"format\": \(format), \"records\": [\(records.joined(separator: ","))]}"
    }

    /// One record's JSON, with fields to override or remove (nil).
    static func json(_ changes: [String: String?] = [:]) -> String {
        var fields: [String: String?] = ["name": "\"ann\"", "moves": "14", "seconds": "65",
                                         "date": "\"2027-01-15T08:00:00Z\"", "seed": "42", "difficulty": "\"medium\""]
        fields.merge(changes) { $1 }
        let body = fields.keys.sorted().compactMap { key in fields[key]!.map { "\"\(key)\": \($0)" } }
        return "{" + body.joined(separator: ", ") + "}"
    }
}
