import Foundation
import FuzzChecks
import GameCore
import GameStorage
import Testing

/// The fuzz targets of `make fuzz`, bounded and seeded so that `make test`
/// runs them in seconds: every corpus input, and a fixed number of mutations
/// of each, is parsed or refused by the parser's own error, never trapped on,
/// and what parses keeps its properties (`FuzzTarget`).
@Suite struct ParserMutationTests {
    /// Mutations tried per corpus input.
    static let mutationsPerInput = 200
    /// The first mutator's seed (the issue the test came from); each target
    /// and input gets its own, so adding an input changes no other's mutations.
    static let seed: UInt64 = 11

    static let targetNames = FuzzTarget.all.map(\.name)

    private static func target(_ name: String) throws -> FuzzTarget {
        try #require(FuzzTarget.all.first { $0.name == name })
    }

    @Test(arguments: targetNames)
    func everyCorpusInputIsParsedOrRefusedAndKeepsItsProperties(_ name: String) throws {
        let target = try Self.target(name)
        let inputs = try FuzzCorpus.inputs(name)
        #expect(inputs.count >= 5, "the corpus of \(name) holds \(inputs.count) inputs")
        var outcomes: Set<FuzzOutcome> = []
        for input in inputs {
            #expect(throws: Never.self, "\(name)/\(input.name)") { outcomes.insert(try target.check(input.bytes)) }
        }
        #expect(outcomes == [.parsed, .refused], "the corpus of \(name) holds good and bad inputs")
    }

    /// Every action a host's event can carry, as the protocol's golden file
    /// spells them, has a seed input of its own: a wire action added to the
    /// protocol is fuzzed from its first day.
    @Test func everyWireActionOfTheGoldenFileHasASeedInput() throws {
        let golden = FuzzCorpus.root.deletingLastPathComponent().appendingPathComponent("Protocol/host.jsonl")
        let actions = try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "event", let action = object["action"] as? [String: Any] else { return nil }
            return action.keys.first
        }
        #expect(Set(actions).count >= 9, "the golden file's events: \(actions)")
        let seeds = try FuzzCorpus.inputs("protocol").map { String(decoding: $0.bytes, as: UTF8.self) }
        for action in Set(actions) {
            #expect(seeds.contains { $0.contains("\"event\"") && $0.contains("{\"\(action)\":") }, "no seed input for \(action)")
        }
    }

    @Test(arguments: targetNames)
    func seededMutationsOfTheCorpusAreParsedOrRefusedNeverTrapped(_ name: String) throws {
        let target = try Self.target(name)
        let inputs = try FuzzCorpus.inputs(name)
        var counts: [FuzzOutcome: Int] = [:]
        var violations: [String] = []
        for (index, input) in inputs.enumerated() {
            var mutator = Mutator(seed: Self.seed &+ UInt64(name.utf8.count) << 32 &+ UInt64(index))
            let other = inputs[(index + 1) % inputs.count].bytes
            for round in 0..<Self.mutationsPerInput {
                let bytes = mutator.mutate(input.bytes, other: other)
                do throws(FuzzViolation) {
                    counts[try target.check(bytes), default: 0] += 1
                } catch {
                    violations.append("\(input.name), mutation \(round): \(error); base64 \(Data(bytes).base64EncodedString())")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.count) mutations broke a property, the first: \(violations.first ?? "")")
        // Both outcomes, at least 1 in 100 each: mutations the parser takes (and
        // that are replayed or written back) as well as mutations it refuses.
        print("\(name): \(counts[.parsed, default: 0]) parsed, \(counts[.refused, default: 0]) refused")
        let tried = inputs.count * Self.mutationsPerInput
        #expect(counts[.parsed, default: 0] * 100 >= tried, "\(name): \(counts) of \(tried)")
        #expect(counts[.refused, default: 0] * 100 >= tried, "\(name): \(counts) of \(tried)")
    }

    /// Inputs that break a property today, reported and kept in
    /// FuzzCorpus/findings until their parser is fixed; then they move into
    /// the corpus, and this stays quiet. A target's findings folder missing
    /// fails here (`FuzzCorpus.MissingFolder`), as the corpus's does.
    @Test(arguments: targetNames)
    func openFindingsAreKnownIssuesUntilFixed(_ name: String) throws {
        let target = try Self.target(name)
        for input in try FuzzCorpus.inputs(name, in: "findings") {
            withKnownIssue("\(name)/\(input.name) is an open finding (docs/fuzzing.md)", isIntermittent: true) {
                _ = try target.check(input.bytes)
            }
        }
    }

    @Test func aMissingFolderFailsRatherThanLoopingOverNothing() {
        #expect(throws: FuzzCorpus.MissingFolder.self) { try FuzzCorpus.inputs("recording", in: "no-such-folder") }
        #expect(throws: FuzzCorpus.MissingFolder.self) { try FuzzCorpus.inputs("no-such-target", in: "findings") }
    }

    @Test func theFindingsNotesAreNotReadAsInputs() {
        #expect(!FuzzCorpus.isInput("README.md"))
        #expect(!FuzzCorpus.isInput(".gitkeep"))
        #expect(FuzzCorpus.isInput("trap-on-surrogate.json"))
    }

    @Test func theMutatorGivesTheSameInputsForTheSameSeed() {
        let input = Array(#"{"format": 1, "records": [{"moves": 12}]}"#.utf8)
        var first = Mutator(seed: 7), second = Mutator(seed: 7), other = Mutator(seed: 8)
        let a = (0..<50).map { _ in first.mutate(input, other: input) }
        #expect(a == (0..<50).map { _ in second.mutate(input, other: input) })
        #expect(a != (0..<50).map { _ in other.mutate(input, other: input) })
        #expect(Set(a).count > 40, "mutations differ from one another")
    }
}
