#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, which hides the wide API.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift 6 rejects the global `stdscr` and cannot import function-like
// macros; these inline accessors stand in for them.
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline void cn_getmaxyx(WINDOW *w, int *rows, int *cols) { getmaxyx(w, *rows, *cols); }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cn_button1_any_click(void) {
    return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED;
}

// Removes ESC ( B, "G0 is ASCII", from the strings that reset and set
// attributes (xterm's sgr0 is ESC ( B ESC [ m), in place. The game never
// selects another character set (it draws no ACS line art), so the
// designation only costs bytes; and a pty reader (yasr) that does not know
// the sequence speaks its B aloud, before and after every line (issue 34).
static inline void cn_drop_ascii_designation(void) {
    // tigetstr gives the strings curses sends as it draws; term.h's
    // exit_attribute_mode is its other copy, used as it starts and resumes.
    if (cur_term == NULL) return;
    char *strings[] = { tigetstr("sgr0"), tigetstr("sgr"), exit_attribute_mode, set_attributes };
    for (int i = 0; i < 4; i++) {
        char *s = strings[i];
        if (s == NULL || s == (char *)-1) continue;
        char *to = s;
        for (const char *from = s; *from != '\0';) {
            if (from[0] == '\033' && from[1] == '(' && from[2] == 'B') { from += 3; continue; }
            *to++ = *from++;
        }
        *to = '\0';
    }
}
#endif
