/// How many terminal columns text takes, after the rules terminals follow
/// (East Asian Wide and emoji take two, combining marks none).
///
/// Written out rather than asking libc's `wcwidth`, whose answer depends on
/// the process's locale: frames are built, and tested, in any locale.
/// Package-wide, and in GameCore so that every module measures alike: the
/// frames, the `scores` table and the server's boards (`padded(to:)`).
package enum DisplayWidth {
    /// Columns of one character: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        // By index rather than `for … in`: the iterator's generic type is
        // made at run time, a search through every conformance in the binary.
        let scalars = character.unicodeScalars
        var total = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            total += of(scalars[index])
            index = scalars.index(after: index)
        }
        return min(total, 2)
    }

    /// Columns of a string.
    package static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        // Below the first range of either table (most of what is drawn): one column.
        if value < 0x300 { return 1 }
        if isIn(zeroWidth, value) { return 0 }
        if isIn(wide, value) { return 2 }
        return 1
    }

    /// Whether `value` is in one of `ranges`, given as first and last value in turn.
    private static func isIn(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var index = 0
        while index + 1 < ranges.count {
            if ranges[index] <= value && value <= ranges[index + 1] { return true }
            index += 2
        }
        return false
    }

    // The tables are first and last value in turn, not `ClosedRange`s: an
    // array of ranges is a generic type the Swift runtime makes at the
    // first use, searching every conformance in the binary (docs/performance.md).
    private static let zeroWidth: [UInt32] = [
        0x0300, 0x036F, 0x0483, 0x0489, 0x0591, 0x05BD, 0x0610, 0x061A, 0x064B, 0x065F,
        0x200B, 0x200F, 0x2028, 0x202E, 0x2060, 0x2064, 0x20D0, 0x20FF, 0xFE00, 0xFE0F,
        0xFE20, 0xFE2F, 0xFEFF, 0xFEFF, 0xE0000, 0xE0FFF,
    ]

    private static let wide: [UInt32] = [
        0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x23E9, 0x23EC, 0x23F0, 0x23F3,
        0x25FD, 0x25FE, 0x2614, 0x2615, 0x2648, 0x2653, 0x267F, 0x267F, 0x2693, 0x2693,
        0x26A1, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE, 0x26CE,
        0x26D4, 0x26D4, 0x26EA, 0x26EA, 0x26F2, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x2705,
        0x270A, 0x270B, 0x2728, 0x2728, 0x274C, 0x274C, 0x2753, 0x2755, 0x2757, 0x2757,
        0x2795, 0x2797, 0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B50,
        0x2E80, 0x303E, 0x3041, 0x33FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA000, 0xA4CF,
        0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE30, 0xFE4F, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6,
        0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF, 0x1F18E, 0x1F18E, 0x1F191, 0x1F19A,
        0x1F200, 0x1F251, 0x1F300, 0x1F64F, 0x1F680, 0x1F6FF, 0x1F7E0, 0x1F7EB,
        0x1F90C, 0x1F9FF, 0x1FA70, 0x1FAFF, 0x20000, 0x3FFFD,
    ]
}
