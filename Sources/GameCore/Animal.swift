/// An animal on a card face. The first six are the classic deck of the
/// tutorial; hard adds the rest.
package enum Animal: String, CaseIterable, Codable, Sendable {
    case bat, ducks, bear, pelican, horse, elephant
    case owl, frog, fox, whale

    /// The animal's name as shown on a face-up card.
    package var name: String { rawValue }
}
