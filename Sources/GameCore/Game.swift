#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// Assembles the game: its reducer and its middleware chain in order.
package enum Game {
    /// The program's version, shown by `--version` and written in recordings.
    ///
    /// The one place to change it (semantic versioning: a change players can
    /// see moves it). The Debian package takes it from `--version`;
    /// CHANGELOG.md's top entry, the Debian changelog's and the man page's
    /// header repeat it, and `VersionTests` fails until they agree.
    package static let version = "1.7.2"

    /// What the chain is built from; a nil port leaves its link out.
    package struct Configuration {
        package var board: Board = .medium
        package var seed: UInt64?
        /// The games after the first are dealt from `seed`'s next numbers,
        /// not from fresh random seeds (`--seed-sequence`).
        package var seedSequence = false
        package var mismatchDelay: Duration = .seconds(1)
        /// The name a solo game's score is kept under.
        package var playerName: String = Player.defaultName
        /// Who plays, in turn order; empty: the solo game, as `playerName`.
        package var players: [Player] = []
        /// Nil leaves the high-score middleware out.
        package var scoreStore: (any ScoreStore)?
        /// Nil leaves the history middleware out.
        package var historyStore: (any HistoryStore)?
        /// Every deal is the daily deal of the UTC date `now` reads.
        package var daily = false
        /// Nil (or style `.off`) leaves the quack middleware out.
        package var bell: (any Bell)?
        package var bellStyle: BellStyle = .audible
        /// Nil leaves the journal middleware out: no game is kept to resume.
        package var journal: (any Journal)?
        package var now: @Sendable () -> Date = Date.init
        package var drawSeed: @Sendable () -> UInt64 = DealerMiddleware.randomSeed
        /// The score and history links (and the dealer's read of the
        /// history's dailies at launch) run their store's work as async
        /// effects, off the run loop; false calls the stores inline (the
        /// benchmark's in-memory store, which never waits).
        package var savesInBackground = true
        /// A line the title says at launch, with the scores' warning (the
        /// settings file's first problem).
        package var launchWarning: String?
        /// The people taking turns and the computer's level the title had
        /// when last left, for the modes the command line did not seat.
        package var lastLineups: (players: [Player], level: ComputerLevel)?

        package init() {}

        /// Who plays in each mode the title offers.
        package var titleLineups: TitleLineups {
            var lineups = TitleLineups(playerName: playerName, players: players)
            guard let last = lastLineups else { return lineups }
            let mode = PlayMode(of: players)
            if mode != .players, last.players.count > 1 { lineups.players = last.players }
            if mode != .computer { lineups.computer = [Player.person(named: playerName), .computer(last.level)] }
            return lineups
        }
    }

    /// The middleware chain in its fixed order: dealer, game timers, the
    /// computer opponent, high score, history, quack, journal. Append a recorder
    /// last. The game clock reads `scheduler`'s time: give it the scheduler
    /// of the store it goes in.
    ///
    /// The opponent is always in the chain, even when the configuration
    /// seats no computer: the title may seat one (`playersChosen`), and a
    /// game with no computer costs it one look at the players per action.
    package static func middleware(
        _ configuration: Configuration, scheduler: any Scheduler
    ) -> [Middleware<GameState, GameAction>] {
        var chain = [
            DealerMiddleware(seed: configuration.seed, sequence: configuration.seedSequence, drawSeed: configuration.drawSeed,
                             daily: configuration.daily, now: configuration.now,
                             history: configuration.historyStore, inBackground: configuration.savesInBackground).middleware,
            GameTimersMiddleware(now: { scheduler.now }, mismatchDelay: configuration.mismatchDelay).middleware,
            ComputerOpponent(mismatchDelay: configuration.mismatchDelay).middleware,
        ]
        if let scores = configuration.scoreStore {
            chain.append(HighScoreMiddleware(store: scores, playerName: configuration.playerName,
                                             now: configuration.now,
                                             inBackground: configuration.savesInBackground,
                                             launchWarning: configuration.launchWarning).middleware)
        }
        if let history = configuration.historyStore {
            chain.append(HistoryMiddleware(store: history, playerName: configuration.playerName,
                                           now: configuration.now,
                                           inBackground: configuration.savesInBackground).middleware)
        }
        if let bell = configuration.bell, configuration.bellStyle != .off {
            chain.append(QuackMiddleware(bell: bell, style: configuration.bellStyle).middleware)
        }
        if let journal = configuration.journal {
            chain.append(JournalMiddleware(journal: journal).middleware)
        }
        return chain
    }

    /// A store holding a fresh title screen, wired with the whole chain.
    package static func makeStore(
        _ configuration: Configuration, scheduler: any Scheduler,
        extra: [Middleware<GameState, GameAction>] = []
    ) -> Store<GameState, GameAction> {
        // The solo game seats the player by name, as the title shows it.
        let players = configuration.players.isEmpty ? [Player(name: configuration.playerName)] : configuration.players
        return Store(initialState: GameState(board: configuration.board, players: players,
                                             titleLineups: configuration.titleLineups),
                     reducer: GameReducer.reducer,
                     middleware: middleware(configuration, scheduler: scheduler) + extra,
                     scheduler: scheduler)
    }
}
