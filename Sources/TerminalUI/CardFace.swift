import GameCore

/// How each animal looks on a card: an emoji, a line of ASCII art, a colour.
/// The name is always shown too, so no face has to be recognised.
enum CardFace {
    /// The emoji face; the three-ducks card really shows three ducks.
    static func emoji(_ animal: Animal) -> String {
        switch animal {
        case .bat: "🦇"
        case .ducks: "🦆🦆🦆"
        case .bear: "🐻"
        case .pelican: "🐦"
        case .horse: "🐴"
        case .elephant: "🐘"
        case .owl: "🦉"
        case .frog: "🐸"
        case .fox: "🦊"
        case .whale: "🐳"
        }
    }

    /// ASCII art, at most 12 columns, for `--ascii` and terminals without UTF-8.
    static func ascii(_ animal: Animal) -> String {
        switch animal {
        case .bat: #"/\^oo^/\"#
        case .ducks: "<(')<(')<(')"
        case .bear: "(o(..)o)"
        case .pelican: "=<(o )"
        case .horse: #"/\_/)~~"#
        case .elephant: "@(o o)~~"
        case .owl: "{O,O}"
        case .frog: "@(..)@"
        case .fox: #"/\_/\ >"#
        case .whale: "~(____o>"
        }
    }

    /// The animal's colour; the ducks are purple.
    static func color(_ animal: Animal) -> TerminalColor {
        switch animal {
        case .bat, .whale: .blue
        case .ducks: .magenta
        case .bear, .owl: .yellow
        case .pelican: .cyan
        case .horse, .fox: .red
        case .elephant: .white
        case .frog: .green
        }
    }
}
