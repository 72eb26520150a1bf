/// What the journal held when the program started.
package struct JournalLoad: Equatable, Sendable {
    /// The game an earlier run left unfinished, if any.
    package var game: Round?
    /// The game an earlier run left with every pair found, in the pause
    /// before its win screen: a win the launch finishes (its score and
    /// history kept, its win screen shown); nil otherwise.
    package var won: Round?
    /// One line for the player when the journal could not be read (and was
    /// moved aside) or cannot be kept; nil when all was well.
    package var warning: String?

    package init(game: Round? = nil, won: Round? = nil, warning: String? = nil) {
        self.game = game
        self.won = won
        self.warning = warning
    }
}

/// Where the game in play is kept as it goes, one action at a time, so a
/// game the program did not finish (Ctrl-C, a hang-up, a crash) can be
/// resumed at the next launch: a file for the program (`FileJournal`), memory
/// for tests. Nothing here throws: a journal that cannot be written costs
/// the resume, never the game.
///
/// `Sendable`, as the journal link that holds it is: the link calls it on
/// its store's thread.
package protocol Journal: AnyObject, Sendable {
    /// The game an earlier run left unfinished, rebuilt by replaying the
    /// journal (`JournaledGame.resumable`); a journal that cannot be read is
    /// put aside and said in the warning.
    func load() -> JournalLoad
    /// Starts the journal of a new game, replacing any other: dealt by
    /// `deal` on a title of `board` and `players`.
    func begin(board: Board, players: [Player], deal: GameAction)
    /// Continues the journal `load` found: the waiting game was resumed.
    func resume()
    /// Adds one action of the game in play.
    func append(_ action: GameAction)
    /// The game is over (won, given up, or abandoned for a new one): the
    /// journal is removed.
    func end()
    /// Why the last write failed, once, or nil: a write is done off the
    /// run loop, so its failure is asked for on the next action. The
    /// journal keeps no more of the game after a failure until the next
    /// `begin` or `resume`.
    func takeFailure() -> String?
}

/// What the journal link asks of the `Journal`, one value per call: its
/// links answer with `Effect.perform`, so a test store asserts the calls
/// and the store makes them, in order, before the next action.
package enum JournalWork: Equatable, Sendable {
    /// `Journal.begin(board:players:deal:)`.
    case begin(board: Board, players: [Player], deal: GameAction)
    /// `Journal.resume()`.
    case resume
    /// `Journal.append(_:)`.
    case append(GameAction)
    /// `Journal.end()`.
    case end
}

extension Journal {
    /// No failure: a journal that cannot fail (the tests' by default).
    package func takeFailure() -> String? { nil }

    /// Does `work`: the function a `perform` effect calls.
    package func perform(_ work: JournalWork) {
        switch work {
        case .begin(let board, let players, let deal): begin(board: board, players: players, deal: deal)
        case .resume: resume()
        case .append(let action): append(action)
        case .end: end()
        }
    }
}
