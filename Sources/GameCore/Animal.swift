/// An animal on a card face. The first six are the classic deck of the
/// tutorial; hard adds the next four, and larger boards the rest, in this
/// order: a board of n pairs deals the first n, so the order is part of every
/// deal (and every daily deal) and only ever grows at the end.
package enum Animal: String, CaseIterable, Codable, Sendable {
    case bat, ducks, bear, pelican, horse, elephant, owl, frog, fox, whale, cat, dog, mouse, rabbit
    case tiger, lion, cow, pig, monkey, hen, penguin, snake, turtle, octopus, crab, fish, shark
    case snail, bee, ant, ladybug, scorpion, croc, lizard, dino, dragon, dolphin, shrimp, squid
    case puffer, eagle, rooster, turkey, chick, peacock, swan, wolf, raccoon, boar, unicorn, zebra
    case deer, ox, camel, giraffe, rhino, hippo, rat, hamster, hedgehog, koala, panda, kangaroo
    case badger, goat, sheep, poodle, gorilla, llama, cricket, lobster, bug

    /// The animal's name as shown on a face-up card (at most 8 letters).
    package var name: String { rawValue }
}
