/// Something that happened to the game: a key the player pressed, a timer
/// that fired, a result a middleware came back with. Actions name events,
/// not commands.
///
/// Not `Codable`: a recording spells actions by hand (GameStorage's
/// `RecordedAction`), so the file format never follows a change here.
///
/// The three cases with bulky values (a score table, a waiting game) are
/// `indirect`: their values sit in a box, so an action, which the store
/// copies several times a send, is 33 bytes rather than a whole `Round`'s
/// (docs/performance.md, *1.7.1*).
package enum GameAction: Equatable, Sendable {
    // Lifecycle and title
    /// The program started; the high-score middleware loads the table.
    case launched
    /// The score table was read (with a warning if something was off).
    indirect case scoresLoaded(ScoreTable, warning: String?)
    /// The player picked a board on the title.
    case boardChosen(Board)
    /// Who plays was chosen on the title (solo, people taking turns, or
    /// against the computer): one to four players, in turn order.
    case playersChosen([Player])
    /// The player asked for a game on the title; the dealer deals.
    case startTapped
    /// The player asked for today's daily game on the title; the dealer
    /// deals the daily deal of the date.
    case dailyTapped
    /// A shuffled deck was dealt: the animals in grid order, and the seed.
    case deckDealt(animals: [Animal], seed: UInt64)
    /// The daily deal of `date` (`2026-11-23`) was dealt: as `deckDealt`,
    /// and the game is that day's daily game.
    case dailyDealt(animals: [Animal], seed: UInt64, date: String)
    /// The daily deal of `date` on the board chosen was dealt already (this
    /// session, or a game of the history or the waiting game): the dealer
    /// dealt an ordinary game instead, and this says so, after its deal.
    case dailyAlreadyPlayed(date: String)
    /// The daily deal was asked for, and the history, read off the run
    /// loop, holds these daily games of the day (none, maybe): the dealer
    /// deals now, the daily deal unless it is among them.
    case dailiesLoaded([DailyGame])

    // Play
    /// The player flipped a card (by letter, Enter on the highlight, or click).
    case cardFlipped(id: Int)
    /// The player flipped one of the two cards of a mismatch that shows
    /// (sent instead of `cardFlipped`, so recordings of earlier versions,
    /// where such a flip did nothing, replay as they were): the pair turns
    /// down and this card turns up again, the first of the next try. When
    /// no mismatch shows by the time it comes, it is `cardFlipped`.
    case mismatchedCardFlipped(id: Int)
    /// A key for a card did nothing (the computer's turn, or no card has
    /// that key): the status line says why. Changes nothing else.
    case keyRefused(Round.Refusal)
    /// Sent by 1.0's game logic after the flip that turned up a pair. The
    /// reducer now matches the pair in that flip; kept so that 1.0
    /// recordings still read and replay, where it changes nothing.
    case pairMatched(first: Int, second: Int)
    /// The mismatch delay is over; the two cards turn face down.
    case mismatchDelayElapsed
    /// The last pair was found a moment ago: show the win screen.
    case winDelayElapsed
    /// A second of play went by: 1.0's tick, adding one second while a game
    /// is `playing` and not all matched. The game timers no longer send it; it
    /// keeps its meaning so that 1.0 recordings replay to their digest.
    case clockTicked
    /// The game clock read the scheduler's clock: this game has been in play
    /// for `played` in all (pauses, the help box and a too-small terminal not
    /// counted). Sent at each whole second of play and when the clock stops.
    case clockMeasured(played: Duration)
    /// The terminal became too small to show the game, or large enough again.
    case terminalFitChanged(fits: Bool)
    /// The player pressed pause (pauses or resumes).
    case pauseToggled
    /// The player gave up: back to the title, no score.
    case gaveUp
    /// The player to move is passed over: their seat was left empty in a
    /// game played across machines (`host --fill skip`). A card they had
    /// turned goes face down and the next player moves.
    case turnSkipped
    /// The computer takes seat `seat` at `level`: its player did not come
    /// back in a game played across machines (`host --fill computer`). The
    /// seat keeps its name, pairs and any card turned; from now on the
    /// computer moves there, knowing only what it sees turned from now on.
    case computerSeated(seat: Int, level: ComputerLevel)
    /// The player pressed q in a game: "Give up this game? y/N" is asked.
    case giveUpAsked
    /// The player answered the give-up question with anything but y.
    case giveUpDeclined
    /// The keyboard highlight moved to this card.
    case focusMoved(to: Int)
    /// The player opened or closed the key help.
    case helpToggled

    // Results
    /// The score of the game just won was saved; the table as saved.
    indirect case scoreRecorded(ScoreTable, isNewBest: Bool)
    /// The score could not be saved; why, in one line.
    case scoreNotSaved(reason: String)
    /// The game that ended could not be added to the history; why, in one line.
    case historyNotSaved(reason: String)
    /// The journal could not be written: the game in play is not kept for
    /// resuming as it stands; why, in one line (`Game not kept for resuming: …`).
    case journalNotKept(reason: String)
    /// The player asked for another game on the win screen: the reducer goes
    /// to the title and the dealer deals at once, on the same
    /// board. (Recordings of earlier versions, where the title stayed,
    /// replay the same: a replay runs no middleware, the deal is recorded.)
    case playAgainTapped
    /// The player left the win screen for the title, to choose again.
    case backToTitleTapped

    // Resume
    /// At launch, the journal held a game an earlier run left unfinished
    /// (offered on the title), or could not be read (said in `warning`).
    indirect case gameWaiting(Round?, warning: String?)
    /// The player took up the waiting game on the title.
    case resumeTapped
    /// The player chose a new game over the waiting one, which is abandoned.
    case waitingGameDiscarded

    // Quack
    /// A ducks card turned up: the bell rang and the cue shows.
    case quacked
    /// The quack cue's time on screen is over.
    case quackFaded
}

extension GameAction {
    /// The deck and seed of a deal, daily or not; nil for any other action.
    /// Whoever reacts to a deal asks this, so a new kind of deal is one case
    /// here, not one in each of them (a daily deal was once missed so).
    package var dealt: (animals: [Animal], seed: UInt64)? {
        switch self {
        case .deckDealt(let animals, let seed), .dailyDealt(let animals, let seed, _): (animals, seed)
        default: nil
        }
    }
}
