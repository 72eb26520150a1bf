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
        case .cat: "🐱"
        case .dog: "🐶"
        case .mouse: "🐭"
        case .rabbit: "🐰"
        case .tiger: "🐯"
        case .lion: "🦁"
        case .cow: "🐮"
        case .pig: "🐷"
        case .monkey: "🐵"
        case .hen: "🐔"
        case .penguin: "🐧"
        case .snake: "🐍"
        case .turtle: "🐢"
        case .octopus: "🐙"
        case .crab: "🦀"
        case .fish: "🐟"
        case .shark: "🦈"
        case .snail: "🐌"
        case .bee: "🐝"
        case .ant: "🐜"
        case .ladybug: "🐞"
        case .scorpion: "🦂"
        case .croc: "🐊"
        case .lizard: "🦎"
        case .dino: "🦖"
        case .dragon: "🐉"
        case .dolphin: "🐬"
        case .shrimp: "🦐"
        case .squid: "🦑"
        case .puffer: "🐡"
        case .eagle: "🦅"
        case .rooster: "🐓"
        case .turkey: "🦃"
        case .chick: "🐤"
        case .peacock: "🦚"
        case .swan: "🦢"
        case .wolf: "🐺"
        case .raccoon: "🦝"
        case .boar: "🐗"
        case .unicorn: "🦄"
        case .zebra: "🦓"
        case .deer: "🦌"
        case .ox: "🐂"
        case .camel: "🐪"
        case .giraffe: "🦒"
        case .rhino: "🦏"
        case .hippo: "🦛"
        case .rat: "🐀"
        case .hamster: "🐹"
        case .hedgehog: "🦔"
        case .koala: "🐨"
        case .panda: "🐼"
        case .kangaroo: "🦘"
        case .badger: "🦡"
        case .goat: "🐐"
        case .sheep: "🐑"
        case .poodle: "🐩"
        case .gorilla: "🦍"
        case .llama: "🦙"
        case .cricket: "🦗"
        case .lobster: "🦞"
        case .bug: "🐛"
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
        case .cat: "=^.^="
        case .dog: "U(o_o)U"
        case .mouse: "<:3 )~"
        case .rabbit: #"(\_/) ('.')"#
        case .tiger: "=(T.T)="
        case .lion: "{(o.o)}"
        case .cow: "^(oo)^"
        case .pig: "(^(oo)^)"
        case .monkey: "@('_')@"
        case .hen: "<('v )"
        case .penguin: #"<(")"#
        case .snake: "~~~~~:>"
        case .turtle: "_(###)o>"
        case .octopus: "}(oo){"
        case .crab: "V(o_o)V"
        case .fish: "><(((o>"
        case .shark: #"__/\__>"#
        case .snail: "@_/'"
        case .bee: "=8:>"
        case .ant: "-o-o-o<"
        case .ladybug: "(:::)<"
        case .scorpion: "~-==<"
        case .croc: "=^=^=<WW"
        case .lizard: "~-<>-<"
        case .dino: "<^^^^]>"
        case .dragon: "<(=)>~~~"
        case .dolphin: "~=(__o>"
        case .shrimp: "(((~<"
        case .squid: "<(oo)]]]"
        case .puffer: "(*o*)<"
        case .eagle: "~V~(o>"
        case .rooster: "<(')#"
        case .turkey: "(')}}}"
        case .chick: "(o>"
        case .peacock: "(')$$$$"
        case .swan: "<')__2"
        case .wolf: #"/\(ovo)/\"#
        case .raccoon: "(#o.o#)"
        case .boar: "~(oo)~"
        case .unicorn: #"\(')>>"#
        case .zebra: "||(o.o)||"
        case .deer: "Y(o.o)Y"
        case .ox: "~(oo)~o"
        case .camel: "(')^^_"
        case .giraffe: "(')||:::"
        case .rhino: "<(oo)V"
        case .hippo: "(o(..)o)~"
        case .rat: "<:3 )~~~"
        case .hamster: "(o..o)"
        case .hedgehog: "^^^(.>"
        case .koala: "@(o.o)@"
        case .panda: "(@.@)"
        case .kangaroo: "/)_) ~"
        case .badger: "=(#.#)="
        case .goat: "(')/ >>"
        case .sheep: "@@@(')"
        case .poodle: "o(')o"
        case .gorilla: "[(o_o)]"
        case .llama: "(')/ ||"
        case .cricket: "/-(>"
        case .lobster: "<(=====)>"
        case .bug: "(oooo>"
        }
    }

    /// The animal's colour; the ducks are purple.
    static func color(_ animal: Animal) -> TerminalColor {
        switch animal {
        case .bat, .whale, .shark: .blue
        case .ducks, .pig, .octopus, .squid, .unicorn, .hippo, .poodle: .magenta
        case .bear, .owl, .cat, .tiger, .lion, .monkey, .snail, .bee, .scorpion, .puffer, .eagle,
              .chick, .deer, .ox, .camel, .giraffe, .hamster, .hedgehog, .kangaroo: .yellow
        case .pelican, .penguin, .fish, .dolphin: .cyan
        case .horse, .fox, .hen, .crab, .ant, .ladybug, .dragon, .shrimp, .rooster, .turkey, .boar,
              .lobster: .red
        case .elephant, .dog, .mouse, .rabbit, .cow, .swan, .wolf, .raccoon, .zebra, .rhino, .rat,
              .koala, .panda, .badger, .goat, .sheep, .gorilla, .llama: .white
        case .frog, .snake, .turtle, .croc, .lizard, .dino, .peacock, .cricket, .bug: .green
        }
    }
}
