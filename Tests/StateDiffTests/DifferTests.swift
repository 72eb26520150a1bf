import StateDiff
import Testing

/// The shared diff: which fields changed, by path, in the words the
/// inspector and the test store print.
@Suite struct DifferTests {
    enum Mode: Equatable { case title, playing, won }
    struct Item: Equatable { var name: String; var isOn: Bool }
    struct Sample: Equatable {
        var mode = Mode.title
        var count = 0
        var items: [Item] = []
        var picked: [Int] = []
        var note: String?
        var table: [String: Int] = [:]
        var wait: Duration = .zero
    }

    @Test func equalValuesHaveNoChanges() {
        #expect(Differ.changes(from: Sample(), to: Sample()) == [])
    }

    @Test func aNumberAndAnEnumCaseChangeReadOldArrowNew() {
        var after = Sample()
        after.count = 12
        after.mode = .won
        #expect(Differ.lines(from: Sample(count: 11), to: after) == ["mode title → won", "count 11 → 12"])
    }

    @Test func aFieldOfAnItemInAListIsNamedByItsIndex() {
        let before = Sample(items: [Item(name: "a", isOn: false), Item(name: "b", isOn: false)])
        var after = before
        after.items[1].isOn = true
        #expect(Differ.lines(from: before, to: after) == ["items[1].isOn false → true"])
    }

    @Test func aListOfRecordsThatChangesSizeSaysItsCountAndDiffsTheSharedItems() {
        let before = Sample(items: [Item(name: "a", isOn: false)])
        let after = Sample(items: [Item(name: "z", isOn: false), Item(name: "b", isOn: true)])
        #expect(Differ.lines(from: before, to: after) == ["items.count 1 → 2", "items[0].name \"a\" → \"z\""])
    }

    @Test func aListOfPlainValuesIsShownWhole() {
        #expect(Differ.lines(from: Sample(picked: [3]), to: Sample(picked: [3, 5])) == ["picked [3] → [3, 5]"])
    }

    @Test func anOptionalReadsNilOrItsValueQuoted() {
        #expect(Differ.lines(from: Sample(), to: Sample(note: "hi")) == ["note nil → \"hi\""])
    }

    @Test func aDictionaryIsDiffedKeyByKeyInKeyOrder() {
        let before = Sample(table: ["b": 1, "a": 1, "c": 1])
        let after = Sample(table: ["b": 2, "a": 1, "d": 4])
        #expect(Differ.lines(from: before, to: after) == ["table[b] 1 → 2", "table[c] 1 → nil", "table[d] nil → 4"])
    }

    @Test func aValueThatSaysHowItReadsIsComparedWhole() {
        #expect(Differ.lines(from: Sample(), to: Sample(wait: .milliseconds(1500)))
                == ["wait \(Duration.zero) → \(Duration.milliseconds(1500))"])
    }

    @Test func aRootThatIsOneValueHasAnEmptyPath() {
        #expect(Differ.changes(from: 1, to: 2) == [FieldChange(path: "", old: "1", new: "2")])
        #expect(Differ.lines(from: 1, to: 2) == ["1 → 2"])
    }

    @Test func aLongValueIsCutWithAnEllipsis() {
        let text = ValueText.of(String(repeating: "x", count: 200))
        #expect(text.count == ValueText.limit && text.hasSuffix("…"))
    }
}
