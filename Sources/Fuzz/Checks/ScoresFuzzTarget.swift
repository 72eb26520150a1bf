#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage

extension FuzzTarget {
    /// The scores file (`ScoresFile.decode`): whatever it accepts must encode
    /// and decode again to the same table with nothing skipped, and the bytes
    /// written must be stable; whatever it refuses, or skips, is said in one line.
    public static let scores = FuzzTarget(name: "scores") { bytes throws(FuzzViolation) in
        let path = "scores.json"
        let file: ScoresFile
        do throws(KeptFileError) {
            file = try ScoresFile.decode(Data(bytes), path: path)
        } catch {
            if error.description.spansLines {
                throw FuzzViolation("the scores error spans lines: \(error.description.debugDescription)")
            }
            return .refused
        }
        if let warning = file.warning(path: path), warning.spansLines {
            throw FuzzViolation("the skipped-records warning spans lines: \(warning.debugDescription)")
        }
        let written = ScoresFile.encode(file.table)
        let again: ScoresFile
        do {
            again = try ScoresFile.decode(written, path: path)
        } catch {
            throw FuzzViolation("a table read from a file does not read back once written: \(error)")
        }
        if again.table != file.table {
            throw FuzzViolation("the table read back differs from the one written: \(difference(file.table, again.table))")
        }
        if !again.skipped.isEmpty {
            throw FuzzViolation("written records are skipped when read back: \(again.skipped)")
        }
        if ScoresFile.encode(again.table) != written {
            throw FuzzViolation("writing the table read back gives other bytes")
        }
        return .parsed
    }
}

/// The first record that differs between two tables, field by field, in words.
private func difference(_ read: ScoreTable, _ readBack: ScoreTable) -> String {
    let (first, second) = (read.allRecords, readBack.allRecords)
    guard first.count == second.count else { return "\(first.count) records became \(second.count)" }
    for (a, b) in zip(first, second) where a != b {
        if a.date != b.date {
            return "date \(a.date.timeIntervalSince1970) became \(b.date.timeIntervalSince1970)"
        }
        return "\(a) became \(b)"
    }
    return "the same records, differently ranked"
}
