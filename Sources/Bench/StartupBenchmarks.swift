import Foundation
import Glibc

/// The start, beside its anchor: the game and a small C ncurses program
/// (written and built here, in a temporary directory) drawing a comparable
/// first screen, timed alike from exec until their text is on the
/// pseudo-terminal, their starts taken in turn so that the machine's load
/// falls on both (issue 24).
struct StartupTimes {
    let game: Double
    let cNcurses: Double
    var ratio: Double { game / cNcurses }

    /// The median of `runs` starts of each, in milliseconds.
    static func measure(runs: Int = 15) throws -> StartupTimes {
        let anchor = try CNcursesAnchor()
        defer { anchor.remove() }
        var game: [Double] = [], c: [Double] = []
        for _ in 0..<runs {
            game.append(try firstFrameMilliseconds(try GameProcess.launch([])))
            c.append(try firstFrameMilliseconds(try GameProcess.launch(executable: anchor.binary) { _ in [anchor.binary] }))
        }
        return StartupTimes(game: median(game), cNcurses: median(c))
    }

    /// Exec until the title's `Enter` is on the terminal, then the program is stopped.
    private static func firstFrameMilliseconds(_ started: GameProcess) throws -> Double {
        var process = started
        defer { process.stop() }
        let shown = try process.waitFor("Enter")
        return milliseconds(shown - process.started)
    }
}

func median(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
}

/// The C program `startup.c-ncurses` times: what a C terminal game does
/// before its first frame (locale, initscr, colours, a bordered box with a
/// title and a few lines, the keys' hint), then it waits for `q`.
struct CNcursesAnchor {
    let directory: URL
    var binary: String { directory.appendingPathComponent("title").path }

    static let source = #"""
    #include <curses.h>
    #include <locale.h>
    #include <string.h>

    static void centred(WINDOW *w, int y, int width, const char *text) {
        mvwaddstr(w, y, (width - (int)strlen(text)) / 2, text);
    }

    int main(void) {
        setlocale(LC_ALL, "");
        initscr();
        cbreak();
        noecho();
        keypad(stdscr, TRUE);
        curs_set(0);
        if (has_colors()) {
            start_color();
            use_default_colors();
            init_pair(1, COLOR_YELLOW, -1);
            init_pair(2, COLOR_CYAN, -1);
        }
        int rows, cols;
        getmaxyx(stdscr, rows, cols);
        int height = 12, width = 50;
        WINDOW *box_ = newwin(height, width, (rows - height) / 2, (cols - width) / 2);
        box(box_, 0, 0);
        wattron(box_, COLOR_PAIR(1) | A_BOLD);
        centred(box_, 2, width, "T H R E E   D U C K S");
        wattroff(box_, COLOR_PAIR(1) | A_BOLD);
        centred(box_, 4, width, "A card-matching memory game");
        wattron(box_, COLOR_PAIR(2));
        centred(box_, 6, width, "Board: medium (3x4)    Players: solo");
        wattroff(box_, COLOR_PAIR(2));
        centred(box_, 7, width, "Best: none yet");
        centred(box_, 9, width, "Enter to play  ? keys  q quits");
        wnoutrefresh(stdscr);
        wnoutrefresh(box_);
        doupdate();
        int key;
        while ((key = getch()) != 'q' && key != 'Q' && key != ERR) {}
        endwin();
        return 0;
    }
    """#

    /// Writes the source into a fresh temporary directory and builds it
    /// with `gcc -O2 … -lncursesw`.
    init() throws {
        directory = try makeBenchDirectory()
        let source = directory.appendingPathComponent("title.c")
        try Self.source.write(to: source, atomically: false, encoding: .utf8)
        let gcc = Process()
        gcc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gcc.arguments = ["gcc", "-O2", "-o", directory.appendingPathComponent("title").path, source.path, "-lncursesw"]
        let errors = Pipe()
        gcc.standardError = errors
        do { try gcc.run() } catch {
            remove()
            throw BenchError("cannot start gcc: \(error)")
        }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        gcc.waitUntilExit()
        guard gcc.terminationStatus == 0 else {
            remove()
            throw BenchError("gcc could not build the C ncurses anchor (make deps installs libncurses-dev): \(output.suffix(300))")
        }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// Instructions from exec to the title and `q`: the game binary under
/// `valgrind --tool=callgrind` on the pseudo-terminal, `q` typed once the
/// title is up, the total callgrind collected.
func startupInstructions() throws -> Int {
    let binary = GameProcess.gameBinary
    var log = ""
    var game = try GameProcess.launch(executable: "/usr/bin/valgrind") { home in
        log = home.appendingPathComponent("callgrind.log").path
        return ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--log-file=\(log)",
                binary, "--scores-file", home.appendingPathComponent("scores.json").path]
    }
    do {
        _ = try game.waitFor("Enter", timeout: .seconds(120))
    } catch {
        game.stop()
        throw error
    }
    game.idle(for: .milliseconds(200))
    game.type("q")
    // The log is read before `waitForExit` removes the directory it is in.
    let deadline = ContinuousClock.now + .seconds(60)
    var text = ""
    while ContinuousClock.now < deadline {
        game.drain(waitingUpTo: 50)
        text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        if text.contains("Collected :") { break }
    }
    let status = game.waitForExit()
    guard let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
          let count = Int(line.split(separator: " ").last ?? "")
    else {
        throw BenchError("callgrind gave no count (status \(status)): \(text.suffix(300))")
    }
    return count
}

/// Peak resident memory (VmHWM) of the game idle on its title: the
/// median of three starts, each left on the title for half a second.
func titleResidentMiB(runs: Int = 3) throws -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        var game = try GameProcess.launch([])
        defer { game.stop() }
        _ = try game.waitFor("Enter")
        game.idle(for: .milliseconds(500))
        samples.append(Double(game.peakResidentKiB) / 1024)
    }
    return median(samples)
}
