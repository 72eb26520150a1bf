import GameCore
import Testing

/// Text from a file is printed without anything that drives the terminal or
/// reorders the line.
@Suite struct SanitizerTests {
    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[2J\u{1B}[Hclear", "clear"),
        ("\u{1B}]0;pwned\u{07}title", "title"),
        ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{9B}31mC1 CSI", "C1 CSI"),
        ("\u{1B}cReset", "Reset"),
        ("bell\u{07}\u{00}\u{7F}\u{85}", "bell"),
        ("tab\tand\nnewline\r", "tab and newline "),
        ("\u{202E}evil\u{202C} \u{2066}x\u{2069}\u{200F}\u{061C}", "evil x"),
        ("line\u{2028}and\u{2029}paragraph", "line and paragraph"),
        ("👩\u{200D}👩\u{200D}👧", "👩👩👧"),
    ])
    func controlsEscapesAndBidiOverridesAreRemoved(_ sample: (String, String)) {
        #expect(sample.0.sanitizedForTerminal == sample.1)
    }

    @Test func ordinaryTextIsKeptAsItIs() {
        let text = "Zoë 🦆 مرحبا 👩👩👧 [brackets] ~"
        #expect(text.sanitizedForTerminal == text)
    }

    /// A joined emoji is one character of two columns to the frame, but
    /// ncurses and many terminals draw each part: without its joiners it
    /// takes the columns counted for it, so the title line stays aligned.
    @Test func aJoinedEmojiTakesTheColumnsCountedForItOnceSanitized() {
        let name = "👩\u{200D}👩\u{200D}👧".sanitizedForTerminal
        #expect(name.count == 3)
        #expect(!name.unicodeScalars.contains("\u{200D}"))
    }
}
