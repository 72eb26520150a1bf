import GameCore

/// The faces of the smallest cards, where a board of up to 144 cards meets an
/// 80×24 terminal.
extension CardFace {
    /// The face for the smallest cards, two columns: the emoji (one duck
    /// for the ducks), or in ASCII two letters no other animal has.
    static func small(_ animal: Animal, emoji: Bool) -> String {
        guard emoji else { return abbreviation(animal) }
        return animal == .ducks ? "🦆" : self.emoji(animal)
    }

    /// Two letters for the animal, each pair different: an ASCII face that
    /// fits the smallest cards (sheep are Ew, as ewes, so as not to be sharks).
    static func abbreviation(_ animal: Animal) -> String {
        switch animal {
        case .bat: "Ba"
        case .ducks: "Du"
        case .bear: "Be"
        case .pelican: "Pe"
        case .horse: "Ho"
        case .elephant: "El"
        case .owl: "Ow"
        case .frog: "Fr"
        case .fox: "Fx"
        case .whale: "Wh"
        case .cat: "Ca"
        case .dog: "Do"
        case .mouse: "Mo"
        case .rabbit: "Ra"
        case .tiger: "Ti"
        case .lion: "Li"
        case .cow: "Co"
        case .pig: "Pi"
        case .monkey: "Mk"
        case .hen: "He"
        case .penguin: "Pg"
        case .snake: "Sn"
        case .turtle: "Tu"
        case .octopus: "Oc"
        case .crab: "Cr"
        case .fish: "Fi"
        case .shark: "Sh"
        case .snail: "Sl"
        case .bee: "Bb"
        case .ant: "An"
        case .ladybug: "Lb"
        case .scorpion: "Sc"
        case .croc: "Cc"
        case .lizard: "Lz"
        case .dino: "Di"
        case .dragon: "Dr"
        case .dolphin: "Dl"
        case .shrimp: "Sp"
        case .squid: "Sq"
        case .puffer: "Pf"
        case .eagle: "Ea"
        case .rooster: "Ro"
        case .turkey: "Tk"
        case .chick: "Ch"
        case .peacock: "Pc"
        case .swan: "Sw"
        case .wolf: "Wo"
        case .raccoon: "Rc"
        case .boar: "Bo"
        case .unicorn: "Un"
        case .zebra: "Ze"
        case .deer: "De"
        case .ox: "Ox"
        case .camel: "Cm"
        case .giraffe: "Gi"
        case .rhino: "Rh"
        case .hippo: "Hi"
        case .rat: "Rt"
        case .hamster: "Ha"
        case .hedgehog: "Hh"
        case .koala: "Ko"
        case .panda: "Pa"
        case .kangaroo: "Ka"
        case .badger: "Bd"
        case .goat: "Go"
        case .sheep: "Ew"
        case .poodle: "Po"
        case .gorilla: "Gr"
        case .llama: "Ll"
        case .cricket: "Ck"
        case .lobster: "Lo"
        case .bug: "Bu"
        }
    }
}

/// One line inside a bordered card: the face, the name, or the caption.
struct CardLine: Equatable {
    let text: String
    /// The "matched" caption, drawn in the border's style.
    var isCaption = false
}

extension CardFace {
    /// The lines a face-up bordered card of `size` shows inside its border
    /// of `innerWidth` × `innerHeight`, top to bottom, each no wider than
    /// the inside: one row holds the name (the face on a small card), two
    /// the face above the name, three or more the "matched" caption below
    /// too (a blank line while not matched, so the face stays put). The
    /// face is the whole one (three ducks, the ASCII art) where it fits,
    /// else the small one; a small card always shows the small face.
    static func lines(_ card: Card, size: BoardLayout.CardSize, innerWidth: Int, innerHeight: Int,
                      emoji: Bool) -> [CardLine] {
        let animal = card.animal
        let whole = emoji ? self.emoji(animal) : ascii(animal)
        let face = size != .small && DisplayWidth.of(whole) <= innerWidth ? whole : small(animal, emoji: emoji)
        let name = DisplayWidth.of(animal.name) <= innerWidth ? animal.name : nil
        switch innerHeight {
        case ...0: return []
        case 1: return [CardLine(text: size == .small ? face : name ?? face)]
        case 2: return [CardLine(text: face)] + (name.map { [CardLine(text: $0)] } ?? [])
        default:
            let caption = card.isMatched && DisplayWidth.of("matched") <= innerWidth ? "matched" : ""
            return [CardLine(text: face)] + (name.map { [CardLine(text: $0)] } ?? [])
                + [CardLine(text: caption, isCaption: true)]
        }
    }
}
