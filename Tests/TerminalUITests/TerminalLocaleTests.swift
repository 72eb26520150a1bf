import Testing
@testable import TerminalUI

/// Which character sets the static glibc converts by itself: the others
/// would load a shared gconv module (and the system's libc) into the
/// process, so the terminal falls back to the C locale's character type.
@Suite struct TerminalLocaleTests {
    @Test(arguments: ["UTF-8", "ANSI_X3.4-1968"])
    func utf8AndAsciiNeedNoModule(_ codeset: String) {
        #expect(!TerminalLocale.needsConverterModule(codeset: codeset))
    }

    @Test(arguments: ["ISO-8859-1", "ISO-8859-15", "KOI8-R", "EUC-JP", "GB18030", "BIG5-HKSCS", "CP1251"])
    func eightBitAndOtherCharsetsWould(_ codeset: String) {
        #expect(TerminalLocale.needsConverterModule(codeset: codeset))
    }
}
