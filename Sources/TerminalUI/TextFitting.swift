import GameCore

/// Fitting text read from files (warnings, names) to the screen, with work
/// bounded by the screen, not by the text: a recording can carry a warning
/// of megabytes, and a frame is built on every key.
enum TextFitting {
    /// Scalars allowed for each screen cell the text may fill: a cell can
    /// hold a character of several scalars (an emoji sequence, combining
    /// marks), and escape sequences, dropped later, take scalars too.
    static let scalarsPerCell = 8

    /// At most `columns`-wide lines of `text`'s words, and at most `limit`
    /// of them; a word longer than a line (a path) is broken across lines.
    /// When text is left over, the last line ends in "…".
    ///
    /// Reads `text` one character at a time and stops once the lines are
    /// full, so the rest of the text is never looked at.
    static func lines<Text: Sequence>(of text: Text, columns: Int, limit: Int = .max) -> [String]
    where Text.Element == Character {
        guard columns > 0, limit > 0 else { return [] }
        var lines: [String] = [], line = "", lineWidth = 0, word = "", wordWidth = 0

        func endWord() {
            guard !word.isEmpty else { return }
            if line.isEmpty || lineWidth + 1 + wordWidth > columns {
                if !line.isEmpty { lines.append(line) }
                (line, lineWidth) = (word, wordWidth)
            } else {
                line += " " + word
                lineWidth += 1 + wordWidth
            }
            (word, wordWidth) = ("", 0)
        }

        for character in text {
            // One line more than fits tells that text is left over.
            if lines.count > limit { break }
            if character == " " {
                endWord()
                continue
            }
            let width = DisplayWidth.of(character)
            if wordWidth + width > columns, !word.isEmpty {
                // Longer than any line: what is on the line goes first, then the word in pieces.
                if !line.isEmpty { lines.append(line) }
                lines.append(word)
                (line, lineWidth, word, wordWidth) = ("", 0, "", 0)
            }
            word.append(character)
            wordWidth += width
        }
        endWord()
        if !line.isEmpty { lines.append(line) }
        guard lines.count > limit else { return lines }
        lines.removeLast(lines.count - limit)
        lines[limit - 1] = (lines[limit - 1] + "…").prefixFitting(columns)
        return lines
    }
}

extension String {
    /// The start of the string, enough to fill `cells` screen cells: at most
    /// `cells × TextFitting.scalarsPerCell` scalars, taken without reading on.
    func leading(cells: Int) -> String {
        // Scalar by scalar rather than through `prefix`, whose slice type
        // the Swift runtime makes at first use, searching every conformance.
        let scalars = unicodeScalars
        var kept = String.UnicodeScalarView()
        var index = scalars.startIndex
        var left = max(0, cells) * TextFitting.scalarsPerCell
        while left > 0, index != scalars.endIndex {
            kept.append(scalars[index])
            index = scalars.index(after: index)
            left -= 1
        }
        return String(kept)
    }

    /// Words in lines of at most `columns`, and at most `limit` lines.
    func wrapped(to columns: Int, limit: Int = .max) -> [String] {
        TextFitting.lines(of: self, columns: columns, limit: limit)
    }

    /// The longest prefix that fits `columns`, with an ellipsis (one
    /// column) when cut. Reads no further than the first character that does not fit.
    func prefixFitting(_ columns: Int, ellipsis: Character = "…") -> String {
        var kept = "", keptWidth = 0, used = 0, isFull = false
        for character in self {
            let width = DisplayWidth.of(character)
            used += width
            if used > columns { return kept + String(ellipsis) }
            if !isFull, keptWidth + width <= columns - 1 {
                kept.append(character)
                keptWidth += width
            } else {
                isFull = true
            }
        }
        return self
    }
}

extension [String] {
    /// `joined(separator:)`, for the title's hint line: the standard
    /// library's is generic code that looks its collection's index type up
    /// at run time the first time it runs, searching every conformance in
    /// the binary (about 190,000 instructions of the start, docs/performance.md).
    func joinedText(separator: String) -> String {
        var text = ""
        for (offset, part) in enumerated() {
            if offset > 0 { text += separator }
            text += part
        }
        return text
    }
}
