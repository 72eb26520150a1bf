import Foundation
import GameCore
import GameStorage
import Testing

/// Every seed written to JSON survives a reader that holds numbers as
/// doubles (jq, JavaScript): above 2^53−1 it is a string of digits, and
/// files written before, with a plain number, still read.
@Suite struct JSONNumbersTests {
    static let big: UInt64 = 18_446_744_073_709_551_615

    @Test func scoresJSONWritesASeedAboveTwoToThe53AsAStringFromAFileWrittenBefore() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        // As 1.0 wrote it: a plain number.
        try home.write(Scores.file(Scores.json(["seed": "\(Self.big)"]), Scores.json(["moves": "20", "seed": "9007199254740991"])),
                       to: "scores.json")
        let result = try Subprocess.threeducks(["scores", "--json", "--scores-file", home.file("scores.json")], home: home.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"seed\" : \"18446744073709551615\""))
        #expect(result.stdout.contains("\"seed\" : 9007199254740991"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let records = try #require(object["records"] as? [[String: Any]])
        #expect(records.map { $0["seed"] as? String } == ["18446744073709551615", nil])
    }

    @Test func theScoresFileKeepsABigSeedAsAStringAndReadsItBack() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let store = FileScoreStore(path: home.file("scores.json"))
        _ = try store.record(Scores.record(seed: Self.big))
        #expect(try home.read("scores.json").contains("\"seed\" : \"18446744073709551615\""))
        #expect(store.load().table.allRecords.map(\.seed) == [Self.big])
    }

    @Test(arguments: ["\"-1\"", "\"\"", "\"12a\"", "\"18446744073709551616\"", "\" 7\""])
    func aSeedStringThatIsNotADigitsNumberIsABadRecord(_ seed: String) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try home.write(Scores.file(Scores.json(["seed": seed]), Scores.json()), to: "scores.json")
        let load = FileScoreStore(path: home.file("scores.json")).load()
        #expect(load.table.allRecords.count == 1)
        #expect(load.warning?.contains("a seed is a whole number from 0 to 2^64-1") == true)
    }
}
