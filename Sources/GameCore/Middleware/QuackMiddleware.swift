import StoreCore

/// Quacks: when a ducks card turns face up, rings the bell and shows a short
/// "Quack!" cue, so the joke works without sound too. It sits beside the
/// rules and changes none of them. The ring is an effect
/// (`.perform(BellWork.ring(style))`), done through the `Bell` port as soon
/// as the link returns, so the link only decides and a test store sees it.
package struct QuackMiddleware {
    /// Ids of the delayed effects this middleware owns.
    package enum Timer: Hashable, Sendable {
        /// The cue's fade-out.
        case cue
    }

    private let bell: any Bell
    private let style: BellStyle
    private let cueDuration: Duration

    package init(bell: any Bell, style: BellStyle = .audible, cueDuration: Duration = .milliseconds(1200)) {
        self.bell = bell
        self.style = style
        self.cueDuration = cueDuration
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("quack") { [self] action, before, after in
            // However the card was turned: a flip, or a card of a mismatch turned again.
            guard after.event?.flip?.face == .ducks else { return .none }
            return .merge([.perform(BellWork.ring(style), with: bell.perform),
                           .send(.quacked), .sendAfter(cueDuration, id: Timer.cue, .quackFaded)])
        }
    }
}
