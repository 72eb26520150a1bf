import Foundation
import GameCore
import GameStorage
import GameTesting
import Glibc
import Testing

/// The summary `stats` keeps beside the history (`FileHistoryStore.figures`,
/// docs/history.md): made on the first read, extended by the lines added
/// since, thrown away when the history is not the one it was made of or
/// when it does not read; the figures always those of every game read
/// whole, seeded random histories of every board and company.
@Suite struct HistorySummaryFileTests {
    private func history(_ records: some Sequence<HistoryRecord>) throws -> Data {
        var data = HistoryFile.header
        for record in records { data.append(try HistoryFile.line(record)) }
        return data
    }

    private func append(_ data: Data, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
        try handle.close()
    }

    private func size(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
    }

    /// The figures of the history read whole, with no summary: what every
    /// read with one must give.
    private func whole(_ store: FileHistoryStore) throws -> HistoryFigures? {
        let kept = try? Data(contentsOf: URL(fileURLWithPath: store.summaryPath))
        try? FileManager.default.removeItem(atPath: store.summaryPath)
        defer { if let kept { try? kept.write(to: URL(fileURLWithPath: store.summaryPath)) } }
        let figures = try store.figures(keep: false)
        #expect(figures?.readFrom == 0)
        #expect(!FileManager.default.fileExists(atPath: store.summaryPath))
        return figures
    }

    @Test func theSummaryIsMadeOnceAndTheNextReadsTakeOnlyTheGamesAddedSince() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        let records = RandomHistory.make(seed: 24, games: 3_000)
        try history(records[..<2_000]).write(to: URL(fileURLWithPath: store.path))

        let first = try #require(try store.figures())
        #expect(first.readFrom == 0)
        #expect(first.summary == HistorySummary(records[..<2_000]))
        #expect(FileManager.default.fileExists(atPath: store.summaryPath))
        let again = try #require(try store.figures())
        #expect(again.readFrom == (try size(store.path)), "nothing read but the summary")
        #expect(again == HistoryFigures.with(first.summary, readFrom: again.readFrom))

        let covered = try size(store.path)
        var added = Data()
        for record in records[2_000..<2_998] { added.append(try HistoryFile.line(record)) }
        try append(added, to: store.path)
        for record in records[2_998...] { try store.append(record) }
        let extended = try #require(try store.figures())
        #expect(extended.readFrom == covered)
        #expect(extended.summary == HistorySummary(records))
        #expect(try store.figures()?.readFrom == (try size(store.path)))
        #expect(try whole(store) == HistoryFigures.with(HistorySummary(records), readFrom: 0))
    }

    @Test func aHistoryReplacedCutShortOrEditedIsCountedAnew() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        // Under 256 KiB, so the fingerprint is of every byte.
        let records = RandomHistory.make(seed: 5, games: 1_000)
        try history(records).write(to: URL(fileURLWithPath: store.path))
        _ = try store.figures()

        // Another history put in its place, as a restored backup is: a new file, longer.
        let other = RandomHistory.make(seed: 6, games: 1_200)
        try history(other).write(to: URL(fileURLWithPath: directory.file("new")))
        #expect(rename(directory.file("new"), store.path) == 0)
        let replaced = try #require(try store.figures())
        #expect(replaced.readFrom == 0)
        #expect(replaced.summary == HistorySummary(other))

        // Cut short in place: the same file, shorter.
        let cut = try history(other[..<700])
        #expect(truncate(store.path, off_t(cut.count)) == 0)
        let shorter = try #require(try store.figures())
        #expect(shorter.readFrom == 0)
        #expect(shorter.summary == HistorySummary(other[..<700]))

        // Edited in place, the same length: one game's moves changed.
        var text = try directory.read("history.jsonl")
        let line = text.split(separator: "\n")[350]
        let edited = line.replacingOccurrences(of: "\"moves\":", with: "\"moves\":1").replacingOccurrences(of: ",\"seconds\":", with: ",\"seconds\"")
        #expect(edited.utf8.count == line.utf8.count)
        text = text.replacingOccurrences(of: line, with: edited)
        try directory.write(text, to: "history.jsonl")
        let figures = try #require(try store.figures())
        #expect(figures.readFrom == 0)
        #expect(figures.damagedCount == 1, "the edited line no longer reads")
        #expect(figures == (try whole(store)))
    }

    @Test func aDamagedForeignOrOversizedSummaryIsIgnored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        let records = RandomHistory.make(seed: 8, games: 1_500)
        try history(records).write(to: URL(fileURLWithPath: store.path))
        _ = try store.figures()
        let good = try directory.read("history.jsonl.summary")
        let expected = HistoryFigures.with(HistorySummary(records), readFrom: 0)

        // Each of these is not read, and is replaced by a good summary.
        let half = String(good.prefix(good.count / 2))
        let count = good.replacingOccurrences(of: "\nsolo ", with: "\nsolo 1")
        let past = good.replacingOccurrences(of: "\ncovers ", with: "\ncovers 9")
        let empty = good.replacingOccurrences(of: "\nend\n", with: "\nboard 3x6\nsolo 0 0 0 0 0 0\nhotSeat 0 0 0 0 0 0\nagainstComputer 0 0 0 0 0 0\nmoves\ndailies\nend\n")
        let huge = HistorySummaryFileTests.magic + "\n" + String(repeating: "x", count: 2 * 1024 * 1024) + "\n"
        for damaged in [half, count, past, empty, huge, "", good + good, good.replacingOccurrences(of: "rules 1", with: "rules 2")] {
            try directory.write(damaged, to: "history.jsonl.summary")
            #expect(try store.figures() == expected)
            #expect(try directory.read("history.jsonl.summary") == good)
        }
        // A file of the player's that happens to have the summary's name is not read, and left alone.
        try directory.write("my notes\n", to: "history.jsonl.summary")
        #expect(try store.figures() == expected)
        #expect(try store.figures() == expected)
        #expect(try directory.read("history.jsonl.summary") == "my notes\n")
        // Nor is anything but a regular file.
        try FileManager.default.removeItem(atPath: store.summaryPath)
        #expect(mkfifo(store.summaryPath, 0o644) == 0)
        #expect(try store.figures() == expected)
    }

    static let magic = "threeducks history summary 1"

    @Test func aLockedHistoryIsCountedWithoutWaitingOrWritingTheSummary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        let records = RandomHistory.make(seed: 9, games: 500)
        try history(records).write(to: URL(fileURLWithPath: store.path))
        let lock = open(store.lockPath, O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try store.figures() == HistoryFigures.with(HistorySummary(records), readFrom: 0))
        #expect(clock.now - start < .seconds(2), "no wait for the lock")
        #expect(!FileManager.default.fileExists(atPath: store.summaryPath))
        close(lock)
        #expect(try store.figures()?.readFrom == 0)
        #expect(try store.figures()?.readFrom == (try size(store.path)))
    }

    /// Lines in other spellings than the game's, damaged lines, a line too
    /// long and one cut short: the same records and the same warning as the
    /// reader of every version (`read`), with the summary and without.
    @Test func everyLineReadsAsTheWholeReaderReadsItWithAndWithoutTheSummary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        let records = RandomHistory.make(seed: 10, games: 300)
        var text = String(decoding: try history(records[..<100]), as: UTF8.self)
        text += "{\"cut\n\n"
        text += "{ \"board\" : \"medium\", \"date\": \"2027-01-15T08:00:00+01:00\", \"moves\": 14, \"players\": [{\"name\": \"Zo\\u00eb\", \"pairs\": 6}], \"result\": \"won\", \"seconds\": 20, \"seed\": \"007\", \"extra\": [1] }\n"
        text += "{\"board\":\"3X4\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":12,\"players\":[{\"name\":\"ann\",\"pairs\":6}],\"result\":\"won\",\"seconds\":20,\"seed\":1}\n"
        text += "{\"board\":\"medium\",\"board\":\"easy\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":12,\"players\":[{\"name\":\"ann\",\"pairs\":6}],\"result\":\"won\",\"seconds\":20,\"seed\":1}\n"
        text += String(repeating: "x", count: 5_000) + "\n"
        text += "{\"board\":\"medium\",\"date\":\"2027-01-15T08:00:00Z\",\"moves\":12.0,\"players\":[{\"name\":\"ann\",\"pairs\":6}],\"result\":\"won\",\"seconds\":20,\"seed\":1}\n"
        for record in records[100...] { text += String(decoding: try HistoryFile.line(record), as: UTF8.self) }
        text += "{\"board\":\"medium\",\"da"
        try directory.write(text, to: "history.jsonl")

        let old = try #require(try store.read())
        #expect(old.records.count >= 302)
        #expect(old.records.count + old.damagedLines.count == 307)
        let first = try #require(try store.figures())
        #expect(first.summary == HistorySummary(old.records))
        #expect(first.warning(path: "h") == old.warning(path: "h"))
        let second = try #require(try store.figures())
        #expect(second.readFrom > 0)
        #expect(second.summary == first.summary)
        #expect(second.warning(path: "h") == old.warning(path: "h"))

        // The cut line ended by the next game's append: still one damaged record, numbered as before.
        try store.append(records[0])
        let after = try #require(try store.read())
        let third = try #require(try store.figures())
        #expect(third.readFrom == second.readFrom)
        #expect(third.summary == HistorySummary(after.records))
        #expect(third.warning(path: "h") == after.warning(path: "h"))
        #expect(third.damagedCount == after.damagedLines.count)
        #expect(third.damagedCount == first.damagedCount)
    }

    @Test func aFileWithNoGameYetOrNotAHistoryReadsAsBefore() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileHistoryStore(path: directory.file("history.jsonl"))
        #expect(try store.figures() == nil)
        for text in ["", "{\"format\":1,\"thr", "{\"format\":1,\"threeducks\":\"history\"}", "{\"format\":1,\"threeducks\":\"history\"}\n"] {
            try directory.write(text, to: "history.jsonl")
            #expect(try store.figures() == HistoryFigures(), "\(text)")
        }
        try directory.write("{ \"threeducks\": \"history\", \"format\": 1 }\n{\"cut", to: "history.jsonl")
        #expect(try store.figures()?.damagedLines == [2])
        try directory.write("{\"format\":2,\"threeducks\":\"history\"}\n", to: "history.jsonl")
        #expect(throws: HistoryFileError(path: store.path, .unsupportedFormat(2))) { try store.figures() }
        try directory.write("{\"format\": 1, \"records\": []}\n", to: "history.jsonl")
        #expect(throws: HistoryFileError(path: store.path, .notAHistory)) { try store.figures() }
        try FileManager.default.removeItem(atPath: store.path)
        #expect(mkfifo(store.path, 0o644) == 0)
        #expect(throws: HistoryFileError(path: store.path, .notAFile(.fifo))) { try store.figures() }
    }
}

extension HistoryFigures {
    static func with(_ summary: HistorySummary, readFrom: Int) -> HistoryFigures {
        var figures = HistoryFigures()
        figures.summary = summary
        figures.readFrom = readFrom
        return figures
    }
}
