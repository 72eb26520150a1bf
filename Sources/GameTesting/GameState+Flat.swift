import GameCore

/// The state as the tests written before `Round` read it: one flat list of
/// the game's fields, each the round's when there is one, else what the
/// title showed (no cards, no moves, the last deal's seed).
///
/// For tests only: it lets a `TestStore` expectation say `$0.moves = 3`
/// where the game says `round?.moves`. A setter on the title that sets a
/// title's value changes nothing; one that sets anything else (a deal's
/// cards) starts a round first, from the title's board and players, as a
/// deal does. New tests should prefer `round` itself.
extension GameState {
    private var flatRound: Round {
        round ?? Round(board: board, players: players, animals: [], seed: nil)
    }

    private mutating func setRound<Value: Equatable>(_ field: WritableKeyPath<Round, Value>, _ value: Value,
                                                     titleValue: Value) {
        if round == nil {
            guard value != titleValue else { return }
            round = flatRound
        }
        round?[keyPath: field] = value
    }

    /// Puts the state on `screen` as the reducer would reach it: the title
    /// ends the round, any other screen starts one if there is none.
    package mutating func setScreen(_ screen: Screen) {
        switch screen {
        case .title: round = nil
        case .playing: setRound(\.phase, .playing, titleValue: .won)
        case .paused: setRound(\.phase, .paused, titleValue: .won)
        case .won: setRound(\.phase, .won, titleValue: .playing)
        }
    }

    package var cards: [Card] {
        get { round?.cards ?? [] }
        set { setRound(\.cards, newValue, titleValue: []) }
    }
    package var selected: [Int] {
        get { round?.selected ?? [] }
        set { setRound(\.selected, newValue, titleValue: []) }
    }
    package var moves: Int {
        get { round?.moves ?? 0 }
        set { setRound(\.moves, newValue, titleValue: 0) }
    }
    package var played: Duration {
        get { round?.played ?? .zero }
        set { setRound(\.played, newValue, titleValue: .zero) }
    }
    package var elapsedSeconds: Int {
        get { Int(played.components.seconds) }
        set { played = .seconds(newValue) }
    }
    /// The round's seed, or on the title the last deal's; setting it sets both.
    package var seed: UInt64? {
        get { round?.seed ?? lastSeed }
        set {
            lastSeed = newValue
            round?.seed = newValue
        }
    }
    package var daily: String? {
        get { round?.daily }
        set { setRound(\.daily, newValue, titleValue: nil) }
    }
    package var focus: Int {
        get { round?.focus ?? 0 }
        set { setRound(\.focus, newValue, titleValue: 0) }
    }
    package var turn: Int {
        get { round?.turn ?? 0 }
        set { setRound(\.turn, newValue, titleValue: 0) }
    }
    package var isNewBest: Bool {
        get { round?.isNewBest ?? false }
        set { setRound(\.isNewBest, newValue, titleValue: false) }
    }
    package var isScoreSaved: Bool {
        get { round?.isScoreSaved ?? false }
        set { setRound(\.isScoreSaved, newValue, titleValue: false) }
    }
    /// The players seated: the round's, with their pairs, or the title's.
    package var seated: [Player] {
        get { round?.players ?? players }
        set { if round == nil { players = newValue } else { round?.players = newValue } }
    }
    package var isShowingHelp: Bool {
        get { dialog == .help }
        set { if newValue { dialog = .help } else if dialog == .help { dialog = nil } }
    }
    package var isAskingToGiveUp: Bool {
        get { dialog == .giveUpQuestion }
        set { if newValue { dialog = .giveUpQuestion } else if dialog == .giveUpQuestion { dialog = nil } }
    }
    package var pairsFound: Int { round?.pairsFound ?? 0 }
    package var allMatched: Bool { round?.allMatched ?? false }
    package var hasSeveralPlayers: Bool { seated.count > 1 }
    package var playerToMove: Player { seated[turn] }
    package var leaders: [Int] { round?.leaders ?? [] }
    package var isMismatchShowing: Bool { round?.isMismatchShowing ?? false }
    package func acceptsFlip(of id: Int) -> Bool { round?.acceptsFlip(of: id) ?? false }
}
