#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import StateDiff

extension ActionReport {
    /// The report as `threeducks inspect --json` prints it, one object a line:
    /// `{"action":"cardFlipped(id: 1)","changes":[{"field":"moves","new":"1","old":"0"}],"index":9,"t":2350}`.
    /// Spelled here by hand (docs/inspector.md), keys sorted; the values are
    /// the sanitized words of the text line, `t` whole milliseconds.
    package var jsonLine: String {
        let line = JSONReport(
            index: index, t: offset.wholeMilliseconds, action: action,
            changes: changes.map { JSONChange(field: $0.path, old: $0.old, new: $0.new) })
        // Strings and integers only: encoding cannot fail.
        return String(decoding: try! RecordLine.makeEncoder().encode(line), as: UTF8.self)
    }
}

private struct JSONReport: Encodable {
    let index: Int
    let t: Int64
    let action: String
    let changes: [JSONChange]
}

private struct JSONChange: Encodable {
    let field: String
    let old: String
    let new: String
}

