import StateDiff

/// One action of a game and what it changed: a line of `threeducks
/// inspect`, of a `--trace` file, and the inspector's panel.
///
/// `1  0:00.000  launched  (no change)`,
/// `9  0:02.350  cardFlipped(id: 5)  moves 11 → 12; cards[5].isFaceUp false → true`.
/// Index from 1, the time since the recording started as `m:ss.mmm`, the
/// action (`GameAction.text`), and the changed fields (`Differ`), joined by
/// `; `. Everything is sanitized for a terminal here, once, so the inspector,
/// `inspect` and the trace print the same words.
package struct ActionReport: Equatable, Sendable {
    /// The action's place in the recording, from 1.
    package var index: Int
    /// When it was handled, since the recording started.
    package var offset: Duration
    /// The action's one-line name, sanitized.
    package var action: String
    /// The fields it changed, sanitized.
    package var changes: [FieldChange]

    /// The report of action number `index` (from 1) taking `before` to `after`.
    package init(index: Int, offset: Duration, action: GameAction, before: GameState, after: GameState) {
        self.index = index
        self.offset = offset
        self.action = action.text.sanitizedForTerminal
        // The reducer's word of what the action did (`event`) restates the
        // action the report names, as the dealer's counts do (a deal counted,
        // a daily dealt or read from the history): they are left out (before
        // the diff, so their words are never made), and the report lists
        // what the action changed in the play.
        var after = after
        after.event = before.event
        after.ordinaryDeals = before.ordinaryDeals
        after.dailiesDealt = before.dailiesDealt
        self.changes = Differ.changes(from: before, to: after).map {
            FieldChange(path: $0.path.sanitizedForTerminal, old: $0.old.sanitizedForTerminal,
                        new: $0.new.sanitizedForTerminal)
        }
    }

    /// What the line says when nothing changed.
    package static let noChange = "(no change)"

    /// The line, without its newline.
    package var line: String {
        "\(index)  \(Self.timeText(offset))  \(action)  \(changesText)"
    }

    /// The changes joined by `; `, or `(no change)`.
    package var changesText: String {
        changes.isEmpty ? Self.noChange : changes.map(\.description).joined(separator: "; ")
    }

    /// `m:ss.mmm`: a recording's milliseconds, minutes growing as needed.
    package static func timeText(_ offset: Duration) -> String {
        let milliseconds = max(offset.wholeMilliseconds, 0)
        let part = milliseconds % 1000
        return clockText(Int(clamping: milliseconds / 1000)) + "." + String(part).zeroPadded(to: 3)
    }

    /// The reports of actions `range` (indices from 1) of `recording`, one
    /// fold forward (`ActionFold`).
    package static func reports(of recording: Recording, range: ClosedRange<Int>? = nil) -> [ActionReport] {
        var reports: [ActionReport] = []
        forEach(of: recording, range: range) { reports.append($0) }
        return reports
    }

    /// Hands `body` the report of each action in `range`, one at a time, so
    /// that printing a long recording holds one report, not all of them.
    package static func forEach(of recording: Recording, range: ClosedRange<Int>? = nil,
                                _ body: (ActionReport) throws -> Void) rethrows {
        var fold = ActionFold(recording)
        for timed in recording.actions {
            if let range, fold.applied >= range.upperBound { break }
            let before = fold.apply(timed.action)
            if range?.contains(fold.applied) ?? true {
                try body(ActionReport(index: fold.applied, offset: timed.offset, action: timed.action,
                                      before: before, after: fold.state))
            }
        }
    }
}
