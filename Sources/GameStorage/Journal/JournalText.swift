#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A journal's bytes read back: a recording's header and action lines,
/// checked line by line as a recording's are (`RecordingParser`), with no
/// final line. A last line cut short (no newline, not whole JSON) was being
/// written when the program was killed: it is left out, and the game
/// resumes up to the last whole action.
enum JournalText {
    struct Read {
        let header: RecordingHeader
        let actions: [TimedAction]
        /// The whole lines, without their newlines, for a resumed journal to keep.
        let lines: [Data]
        let lastTime: Int64
    }

    static func parse(_ data: Data) throws(RecordingError) -> Read {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = lines.last?.isEmpty ?? false
        if endsWithNewline { lines.removeLast() }
        var parser = RecordingParser()
        var kept: [Data] = []
        for (index, line) in lines.enumerated() {
            let isCutOff = index == lines.count - 1 && !endsWithNewline
            do {
                try parser.take(Data(line), number: index + 1, isCutOff: isCutOff)
                kept.append(Data(line))
            } catch where isCutOff && index > 0 {
                break
            } catch where error.reason == .truncated {
                // The header itself cut short: a journal has no final digest
                // line, so say what is missing in a journal's words.
                throw RecordingError(line: error.line, .journalCutShort)
            }
        }
        guard let read = parser.unfinished else { throw RecordingError(line: 1, .empty) }
        let lastTime = read.actions.last?.offset.wholeMilliseconds ?? 0
        return Read(header: read.header, actions: read.actions, lines: kept, lastTime: lastTime)
    }
}
