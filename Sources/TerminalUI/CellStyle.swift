/// The eight colours every colour terminal has, and the terminal's own
/// default. Raw values are the curses colour numbers.
package enum TerminalColor: Int, CaseIterable, Hashable, Sendable {
    case standard = -1
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell looks. Colour is a hint: without colour (`--no-color`,
/// `NO_COLOR`, a monochrome terminal) the attributes alone must tell every
/// state apart, so the view never uses colour as the only difference.
package struct CellStyle: Hashable, Sendable {
    package var color: TerminalColor
    package var bold: Bool
    package var dim: Bool
    package var reverse: Bool
    package var underline: Bool

    package init(color: TerminalColor = .standard, bold: Bool = false, dim: Bool = false,
                reverse: Bool = false, underline: Bool = false) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    package static let plain = CellStyle()
    /// Bold, default colour.
    package static let strong = CellStyle(bold: true)
    /// Dim, default colour: hints and secondary text.
    package static let faint = CellStyle(dim: true)

    /// The same style in another colour.
    package func colored(_ color: TerminalColor) -> CellStyle {
        var copy = self
        copy.color = color
        return copy
    }

    /// The same style, reversed (the keyboard highlight).
    package var reversed: CellStyle {
        var copy = self
        copy.reverse = true
        return copy
    }
}

/// One column of one row of the screen.
package struct Cell: Hashable, Sendable {
    /// What the cell shows: one character, or "" for the second column of a
    /// wide character that starts in the cell before.
    package var glyph: String
    package var style: CellStyle

    package init(_ glyph: String, style: CellStyle = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// A space in the default style.
    package static let blank = Cell(" ")

    /// The right half of a wide character.
    package var isContinuation: Bool { glyph.isEmpty }
}

/// A look the player chooses (`--theme`): the game's colours, or only the
/// terminal's own default colours with reverse and bold, for low vision
/// and for terminals whose palette makes some colours hard to read.
package enum Theme: String, CaseIterable, Sendable {
    /// The game's colours (none with `--no-color` or `NO_COLOR`).
    case standard = "default"
    /// The terminal's default colours only; reverse, bold and underline
    /// as drawn, and no dim text: what is faint elsewhere is plain here.
    case highContrast = "high-contrast"
}

/// How a terminal shows the view's styles: whether colour is on and the
/// theme. The view draws the same frame for every look; the terminal
/// passes each cell's style through `shown`, so what tells states apart
/// without colour must be in the attributes the view chose.
package struct Look: Equatable, Sendable {
    package var color: Bool
    package var theme: Theme

    package init(color: Bool = true, theme: Theme = .standard) {
        self.color = color
        self.theme = theme
    }

    /// Whether cells are drawn in colour at all.
    package var usesColor: Bool { color && theme == .standard }

    /// The style a cell drawn in `style` gets on this terminal.
    package func shown(_ style: CellStyle) -> CellStyle {
        var shown = style
        if !usesColor { shown.color = .standard }
        if theme == .highContrast { shown.dim = false }
        return shown
    }
}
