import GameCore

/// The key help's box on a screen of some size, in pages: every entry of
/// `ScreenView.helpRows`, its keys and meaning wrapped to the box, as many
/// entries a page as the screen's rows hold. One page when they all fit;
/// otherwise the bottom border names the page and the key for the next
/// (`1/3 · Space more`), and `KeyTable.helpPaging` turns the pages. An
/// entry is never split between two pages.
struct HelpPages: Equatable {
    /// One row inside the box: the keys (blank on an entry's later rows) and the meaning.
    struct Line: Equatable {
        let keys: String
        let meaning: String
    }

    /// The box's size and the width of its keys column.
    let width: Int, height: Int, keyWidth: Int
    /// The pages, each at most `height - 2` lines.
    let pages: [[Line]]

    /// Columns the box keeps for itself: its border and a space each side.
    static let margin = 4
    /// Columns between the keys and the meaning.
    static let gap = 2

    /// With `plain`, no box and no keys column: each entry is one line,
    /// `keys: meaning`, in `meaning`, wrapped to `columns` (its later lines
    /// indented two), for the screen-reader mode, whose reader says a line
    /// at a time: wrapped to a box's column, an entry was said in pieces.
    init(_ entries: [(keys: String, meaning: String)], rows: Int, columns: Int, separator: String = " · ",
         plain: Bool = false) {
        if plain {
            let width = max(3, columns)
            let blocks = entries.map { entry in
                "\(entry.keys): \(entry.meaning)".wrapped(to: width - 2).enumerated().map { index, text in
                    Line(keys: "", meaning: index == 0 ? text : "  " + text)
                }
            }
            self.init(blocks: blocks, rows: rows, width: width, keyWidth: 0)
            return
        }
        let widestKeys = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let widestMeaning = entries.map { DisplayWidth.of($0.meaning) }.max() ?? 0
        let room = max(1, columns - Self.margin - Self.gap)
        // The keys column takes what it needs, but leaves the meaning half the room at least.
        let keyWidth = max(1, min(widestKeys, room / 2))
        let footerWidth = DisplayWidth.of(Self.footer(page: 99, of: 99, separator: separator)) + 2
        let width = min(columns, max(keyWidth + Self.gap + widestMeaning + Self.margin, footerWidth + 2))
        let meaningWidth = max(1, width - Self.margin - Self.gap - keyWidth)
        let blocks: [[Line]] = entries.map { entry in
            let keys = entry.keys.wrapped(to: keyWidth), meaning = entry.meaning.wrapped(to: meaningWidth)
            return (0..<max(keys.count, meaning.count, 1)).map { index in
                Line(keys: index < keys.count ? keys[index] : "", meaning: index < meaning.count ? meaning[index] : "")
            }
        }
        self.init(blocks: blocks, rows: rows, width: width, keyWidth: keyWidth)
    }

    /// Entries' lines in pages of `rows - 2`, an entry never split between two.
    private init(blocks: [[Line]], rows: Int, width: Int, keyWidth: Int) {
        (self.keyWidth, self.width) = (keyWidth, width)
        let perPage = max(1, rows - 2)
        var pages: [[Line]] = []
        var page: [Line] = []
        for block in blocks {
            if !page.isEmpty, page.count + block.count > perPage {
                pages.append(page)
                page = []
            }
            page += block.prefix(perPage)  // an entry taller than a page is cut to it
        }
        pages.append(page)
        self.pages = pages
        height = min(rows, (pages.map(\.count).max() ?? 0) + 2)
    }

    var count: Int { pages.count }

    /// `page` kept within the pages there are (a resize may leave fewer).
    func clamped(_ page: Int) -> Int { min(max(page, 0), count - 1) }

    /// The bottom border's words while there are several pages: the page,
    /// then the key for the next one, or on the last page that any key closes.
    static func footer(page: Int, of count: Int, separator: String) -> String {
        "\(page + 1)/\(count)\(separator)" + (page + 1 < count ? "Space more" : "any key closes")
    }
}
