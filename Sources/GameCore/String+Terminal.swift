extension String {
    /// Without the blanks at either end: ` ann ` is `ann` (a name typed on
    /// the title, or sent to a server).
    package var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// The text made safe to print on a terminal: escape sequences removed
    /// whole (CSI `ESC [ … m`, OSC `ESC ] … BEL`, and the rest), other control
    /// characters removed (tab, newline, return and the line and paragraph
    /// separators U+2028 and U+2029 become a space), the bidirectional
    /// overrides and isolates removed, so a name read from a file can neither
    /// drive the terminal, break its line, nor reorder the line around it;
    /// and the zero-width joiner removed, since terminals disagree on how wide
    /// a joined emoji is (one glyph of two columns, or each part drawn): its
    /// parts drawn side by side take the columns `DisplayWidth` counts.
    package var sanitizedForTerminal: String {
        // Printable ASCII, most of what is shown, passes whole.
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return self }
        var result = String.UnicodeScalarView()
        var scanner = EscapeScanner()
        for scalar in unicodeScalars {
            guard scanner.passes(scalar) else { continue }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result.append(" ")
            } else if String.isRawByte(scalar) {
                result.append("\u{FFFD}")  // a path's byte that is not UTF-8 (String+FilePath)
            } else if !Self.isHidden(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Control characters (C0, DEL, C1) and the bidirectional formatting
    /// characters: marks, embeddings, overrides, isolates.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200D, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// Follows escape sequences through a string, one scalar at a time, to
/// drop them whole rather than leave `[31m` behind.
private struct EscapeScanner {
    private enum Mode { case text, escape, csi, string, stringEscape }
    private var mode = Mode.text

    /// Whether `scalar` is text (true) or part of an escape sequence.
    mutating func passes(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch mode {
        case .text:
            if value == 0x1B { mode = .escape } else if value == 0x9B { mode = .csi } else if [0x9D, 0x90, 0x9E, 0x9F, 0x98].contains(value) { mode = .string } else { return true }
        case .escape:
            // ESC [ opens a CSI; ESC ] P X ^ _ open a string ended by BEL or ESC \.
            mode = value == 0x5B ? .csi : [0x5D, 0x50, 0x58, 0x5E, 0x5F].contains(value) ? .string : .text
        case .csi:
            if (0x40...0x7E).contains(value) || value < 0x20 && value != 0x1B { mode = .text }
            if value == 0x1B { mode = .escape }
        case .string:
            if value == 0x07 || value == 0x9C { mode = .text } else if value == 0x1B { mode = .stringEscape }
        case .stringEscape:
            mode = value == 0x5C ? .text : .string
        }
        return false
    }
}

extension String {
    /// Padded with spaces on the right to `width` terminal columns
    /// (`DisplayWidth`): a wide character (Chinese, Japanese, emoji) takes
    /// two, so a column of names lines up (the scores, the server's boards).
    package func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }

    /// Padded with spaces on the left to `width` terminal columns, as
    /// `padded(to:)`: a column of figures right-aligned (the scores' ranks,
    /// the daily games, the boards).
    package func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
    }
}
