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
