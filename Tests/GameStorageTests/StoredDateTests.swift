import Foundation
import GameCore
@testable import GameStorage
import Testing

/// The dates the scores file and the history keep: ISO 8601 in UTC, in the
/// proleptic Gregorian calendar for every year a file may hold.
@Suite struct StoredDateTests {
    @Test func theFirstAndLastDatesAFileKeepsAreWrittenAndReadAsThemselves() {
        let first = ScoreRecord.dateRange.lowerBound, last = ScoreRecord.dateRange.upperBound
        #expect(StoredRecord.format(first) == "0001-01-01T00:00:00Z")
        #expect(StoredRecord.format(last) == "9999-12-31T23:59:59Z")
        #expect(StoredRecord.parse("0001-01-01T00:00:00Z") == first, "read in range: it was refused before")
        #expect(StoredRecord.parse("9999-12-31T23:59:59Z") == last)
    }

    @Test func everyDateSinceTheGregorianReformIsWrittenAsFoundationWritesIt() {
        var random = SplitMix64(seed: 21)
        let reform = -12_219_292_800.0  // 1582-10-15
        for _ in 0..<2_000 {
            let seconds = reform + Double(random.uniform(below: UInt64(253_402_300_799 - reform)))
            let date = Date(timeIntervalSince1970: seconds)
            let text = StoredRecord.format(date)
            #expect(text == date.formatted(Date.ISO8601FormatStyle()), "\(seconds)")
            #expect(StoredRecord.parse(text) == date)
        }
    }

    @Test func aFractionIsDroppedAndAnOffsetCounted() {
        let noon = StoredRecord.parse("2026-11-24T12:00:00Z")
        #expect(StoredRecord.parse("2026-11-24T12:00:00.5Z") == noon)
        #expect(StoredRecord.parse("2026-11-24T13:30:00+01:30") == noon)
        #expect(StoredRecord.parse("2026-11-24T10:00:00-02:00") == noon)
    }

    @Test func aYearOutsideOneTo9999ReadsAsADateOutOfRange() throws {
        let before = try #require(StoredRecord.parse("0000-12-31T23:59:59Z"))
        let after = try #require(StoredRecord.parse("10000-01-01T00:00:00Z"))
        #expect(before < ScoreRecord.dateRange.lowerBound && before.distance(to: ScoreRecord.dateRange.lowerBound) == 1)
        #expect(after > ScoreRecord.dateRange.upperBound && ScoreRecord.dateRange.upperBound.distance(to: after) == 1)
    }

    @Test(arguments: ["2026-02-30T12:00:00Z", "2026-11-24T24:00:00Z", "2026-11-24T12:00:00", "2026-11-24T12:00:00Zx",
                      "2026-11-24 12:00:00Z", "2026-11-24T12:00:00.Z", "2026-11-24T12:00:00+0100", "123-11-24T12:00:00Z",
                      "2026-11-24T12:00Z", "x026-11-24T12:00:00Z"])
    func anythingElseIsNoDate(_ text: String) {
        #expect(StoredRecord.parse(text) == nil)
    }
}
