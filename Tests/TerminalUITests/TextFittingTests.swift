import GameCore
import GameTesting
import Testing
@testable import TerminalUI

/// Text from files fitted to the screen, with work bounded by the screen:
/// the wrapper stops once the lines are full, and a warning is cut to what
/// the rows could hold before anything else is done with it.
@Suite struct TextFittingTests {
    /// Characters made one at a time, counting how many were asked for: the
    /// text of a huge warning without holding it.
    final class CountingText: Sequence, IteratorProtocol {
        private let pattern = Array("quack quack pelican ")
        private let length: Int
        private(set) var pulled = 0
        init(length: Int) { self.length = length }
        func next() -> Character? {
            guard pulled < length else { return nil }
            defer { pulled += 1 }
            return pattern[pulled % pattern.count]
        }
    }

    @Test func wordsAreWrappedToTheColumnsAndALongWordIsBroken() {
        #expect("Scores could not be read: disk on fire".wrapped(to: 12)
                == ["Scores could", "not be read:", "disk on fire"])
        #expect("at /a/very/long/path/x ok".wrapped(to: 8) == ["at", "/a/very/", "long/pat", "h/x ok"])
        #expect("  spaced   out  ".wrapped(to: 20) == ["spaced out"])
        #expect("abc".wrapped(to: 0).isEmpty)
    }

    @Test func theWrapperStopsReadingOnceTheLinesThatFitAreFull() {
        let text = CountingText(length: 7 << 20)
        let lines = TextFitting.lines(of: text, columns: 20, limit: 3)
        #expect(lines == ["quack quack pelican", "quack quack pelican", "quack quack pelican…"],
                "three lines, the last marked: text was left over")
        #expect(text.pulled <= 5 * 21, "read \(text.pulled) characters of 7 MiB for 3 lines of 20")
    }

    @Test func textThatFitsHasNoEllipsis() {
        #expect("one two".wrapped(to: 3, limit: 2) == ["one", "two"])
        #expect("one two six".wrapped(to: 3, limit: 2) == ["one", "tw…"])
    }

    @Test func theLeadingPartIsAtMostEightScalarsACell() {
        let huge = String(repeating: "é\u{301}", count: 1 << 20)
        #expect(huge.leading(cells: 10).unicodeScalars.count == 10 * TextFitting.scalarsPerCell)
        #expect("short".leading(cells: 10) == "short")
        #expect(huge.leading(cells: -1).isEmpty)
    }

    @Test func prefixFittingCutsWithAnEllipsisAndReadsNoFurther() {
        #expect("pelican".prefixFitting(7) == "pelican")
        #expect("pelicans".prefixFitting(7) == "pelica…")
        #expect("🦆🦆🦆🦆".prefixFitting(5) == "🦆🦆…")
    }

    @Test func aWarningOfMegabytesFillsTheRowsLeftAndEndsInAnEllipsis() {
        var state = Scene.title
        state.warning = "Scores could not be read: " + String(repeating: "\u{1B}[31mquack ", count: 700_000)
        let frame = ScreenView.frame(state, context: ViewContext(rows: 24, columns: 80))
        let warningLines = frame.lines.filter { $0.contains("quack") }
        #expect(!warningLines.isEmpty)
        #expect(frame.lines.last?.trimmingCharacters(in: .whitespaces).hasSuffix("…") == true,
                "\(frame.lines.joined(separator: "\n"))")
        #expect(!frame.lines.joined().contains("\u{1B}"))
    }
}

