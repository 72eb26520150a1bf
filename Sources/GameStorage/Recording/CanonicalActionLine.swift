import GameCore

/// A fast reader for the action lines a recorder writes, byte for byte as
/// `RecordLine`'s encoder spells them (sorted keys, no spaces, whole
/// numbers without sign or leading zero, plain ASCII strings):
/// `{"action":{"cardFlipped":{"id":3}},"t":1250}`.
///
/// Almost every line of a long recording is one of these, and reading them
/// through `JSONDecoder` cost 87 % of opening one (issue 24). Anything else
/// (another spelling of the same JSON, a value out of range, an action with
/// a table or a text of its own, format 1, a hostile line) is not read
/// here: `read` answers nil and the line goes through the decoder as
/// before, with every refusal and message it gives. So this can only make
/// a good line quicker, never change what a line means: for a line it
/// reads, the action and time are those the decoder reads
/// (`CanonicalActionLineTests` holds it to that over the fixtures and
/// random recordings).
enum CanonicalActionLine {
    /// The line's time and action, or nil when the line is not in the
    /// canonical form of an action this reads.
    static func read(_ line: UnsafeRawBufferPointer) -> (t: Int64, action: GameAction)? {
        var scanner = JSONScanner(line)
        guard scanner.take("{\"action\":{"),
              let name = scanner.quoted(),
              scanner.take(":"),
              let action = scanner.values(of: name),
              scanner.take("},\"t\":"),
              let t = scanner.wholeNumber(),
              scanner.take("}"),
              scanner.isAtEnd
        else { return nil }
        return (Int64(t), action)
    }
}

/// The canonical line's parts, on the one scanner's primitives.
extension JSONScanner {
    /// A quoted string of printable ASCII with no escape.
    fileprivate mutating func quoted() -> String? {
        plainString(ascii: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `{"key":N}`.
    fileprivate mutating func number(_ key: StaticString) -> Int? {
        guard take("{\""), take(key), take("\":"), let value = wholeNumber(), take("}") else { return nil }
        return value
    }

    /// `{"key":"text"}`.
    fileprivate mutating func text(_ key: StaticString) -> String? {
        guard take("{\""), take(key), take("\":"), let value = quoted(), take("}") else { return nil }
        return value
    }

    /// The action `name` from its values here, or nil.
    fileprivate mutating func values(of name: String) -> GameAction? {
        if let action = RecordedAction.plain[name] { return take("{}") ? action : nil }
        switch name {
        case "cardFlipped": return number("id").map { .cardFlipped(id: $0) }
        case "mismatchedCardFlipped": return number("id").map { .mismatchedCardFlipped(id: $0) }
        case "focusMoved": return number("to").map { .focusMoved(to: $0) }
        case "clockMeasured":
            guard let played = number("playedMs"), Int64(played) <= RecordingParser.timeLimit else { return nil }
            return .clockMeasured(played: .milliseconds(played))
        case "terminalFitChanged":
            guard take("{\"fits\":") else { return nil }
            let fits: Bool
            if take("true") { fits = true } else if take("false") { fits = false } else { return nil }
            return take("}") ? .terminalFitChanged(fits: fits) : nil
        case "keyRefused":
            return text("reason").flatMap(Round.Refusal.init(rawValue:)).map { .keyRefused($0) }
        case "difficultyChosen":
            return text("difficulty").flatMap { Board(name: $0) }.map { .boardChosen($0) }
        case "deckDealt":
            guard take("{\"animals\":[") else { return nil }
            var animals: [Animal] = []
            animals.reserveCapacity(64)
            if !take("]") {
                repeat {
                    guard let name = quoted(), let animal = Animal(rawValue: name) else { return nil }
                    animals.append(animal)
                } while take(",")
                guard take("]") else { return nil }
            }
            guard take(",\"seed\":"), let seed = wholeNumber(), take("}") else { return nil }
            return .deckDealt(animals: animals, seed: UInt64(seed))
        case "scoreRecorded":
            guard take("{\"isNewBest\":") else { return nil }
            let isNewBest: Bool
            if take("true") { isNewBest = true } else if take("false") { isNewBest = false } else { return nil }
            guard take(",\"records\":["), let table = records(), take("}") else { return nil }
            return .scoreRecorded(table, isNewBest: isNewBest)
        default:
            return nil
        }
    }

    /// The records of a score table after its `[`, through its `]`:
    /// each as `StoredRecord` spells it, and each a record it reads as.
    fileprivate mutating func records() -> ScoreTable? {
        var records: [ScoreRecord] = []
        if take("]") { return ScoreTable(records) }
        repeat {
            guard take("{\"date\":"), let date = quoted(),
                  take(",\"difficulty\":"), let difficulty = quoted()
            else { return nil }
            var milliseconds: Int?
            if take(",\"milliseconds\":") {
                guard let value = wholeNumber() else { return nil }
                milliseconds = value
            }
            guard take(",\"moves\":"), let moves = wholeNumber(),
                  take(",\"name\":"), let name = quoted(),
                  take(",\"seconds\":"), let seconds = wholeNumber(),
                  take(",\"seed\":"), let seed = wholeNumber(),
                  take("}"),
                  let record = try? StoredRecord(name: name, moves: moves, seconds: seconds, milliseconds: milliseconds,
                                                 date: date, seed: UInt64(seed), difficulty: difficulty).record
            else { return nil }
            records.append(record)
        } while take(",")
        return take("]") ? ScoreTable(records) : nil
    }
}
