import Foundation

/// Reading a captured pane: where text is, what the grid shows, which
/// colours were used.
enum Screen {
    /// The game screen without its status line (row 0) and hint line (the
    /// last): where cards are, so an animal's name there means a card
    /// shows its face.
    static func grid(_ screen: String) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        return rows.dropLast(rows.last?.isEmpty == true ? 2 : 1).joined(separator: "\n")
    }

    /// The 0-based row and screen column where `text` first appears; columns
    /// count emoji as two cells, as the terminal draws them.
    static func cell(of text: String, in screen: String) -> (row: Int, column: Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            let column = line[..<range.lowerBound].unicodeScalars.reduce(0) { width, scalar in
                width + (scalar.properties.isEmojiPresentation ? 2 : 1)
            }
            return (row, column)
        }
        return nil
    }

    /// The colour parameters of every SGR sequence in a capture made with
    /// `capture-pane -e`: 30–38 and 90–97 (foreground), 40–48 and 100–107
    /// (background). The defaults 39 and 49 are not colours.
    static func colourCodes(_ screen: String) -> [Int] {
        screen.matches(of: /\x1B\[([0-9;:]*)m/).flatMap { match in
            match.1.split(whereSeparator: { $0 == ";" || $0 == ":" }).compactMap { Int($0) }
                .filter { (30...38).contains($0) || (40...48).contains($0)
                    || (90...97).contains($0) || (100...107).contains($0) }
        }
    }

    /// Whether any character on screen is drawn as an emoji.
    static func hasEmoji(_ screen: String) -> Bool {
        screen.unicodeScalars.contains { $0.properties.isEmojiPresentation }
    }
}
