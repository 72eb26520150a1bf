import Glibc

/// The program's locale, taken from the environment once the terminal is
/// opened, and whether it is UTF-8 (box drawing and emoji) or not (ASCII).
package enum TerminalLocale {
    /// Sets the locale from `LC_ALL`, `LC_CTYPE` and `LANG`, and answers
    /// whether its character set is UTF-8.
    ///
    /// The installed binary is linked statically (docs/packaging.md), and a
    /// static glibc converts only UTF-8 and ASCII by itself: any other
    /// character set (ISO-8859-1, KOI8-R, …) it would convert by loading a
    /// shared gconv module, and with it the system's shared libc, into the
    /// process, which holds only if that libc is the very version the
    /// binary was built with. So in such a locale the character type falls
    /// back to `C`: the cards are ASCII there anyway, and a name's letters
    /// beyond ASCII show as curses shows bytes it cannot print.
    @discardableResult
    package static func adopt() -> Bool {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if needsConverterModule(codeset: codeset) { setlocale(LC_CTYPE, "C") }
        return codeset == "UTF-8"
    }

    /// Whether glibc converts the character set `codeset` (as nl_langinfo
    /// names it) with a gconv module it loads, not by itself.
    package static func needsConverterModule(codeset: String) -> Bool {
        codeset != "UTF-8" && codeset != "ANSI_X3.4-1968"
    }
}
