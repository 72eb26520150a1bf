import Glibc

/// Reads a file's lines from an offset to its end through one buffer of
/// `bufferSize` bytes, so that a history of any length is read in bounded
/// memory: a line is handed over where it lies in the buffer, never copied
/// out; one longer than `HistoryFile.lineLimit` is skipped to its newline
/// and handed over as nil (a damaged record).
enum HistoryLineScanner {
    static let bufferSize = 256 * 1024

    /// Calls `body` with each whole line from `start` (its newline left
    /// out, nil when it is too long to be a record) and the offset just past
    /// its newline. Returns whether bytes follow the last newline: a line a
    /// crash cut short, or one being written.
    static func scan(_ descriptor: Int32, from start: Int,
                     _ body: (UnsafeRawBufferPointer?, _ end: Int) -> Void) throws(Errno) -> Bool {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        let base = buffer.baseAddress!
        // The buffer holds the file's bytes from `offset`, `filled` of them.
        var offset = start
        var filled = 0
        // Inside a line too long to keep: its bytes are dropped up to its newline.
        var skipping = false
        while true {
            let count = pread(descriptor, base + filled, bufferSize - filled, off_t(offset + filled))
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw Errno() }
            if count == 0 { break }
            filled += count
            var lineStart = 0
            while lineStart < filled, let newline = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), filled - lineStart) {
                let end = base.distance(to: newline)
                body(skipping ? nil : UnsafeRawBufferPointer(start: base + lineStart, count: end - lineStart), offset + end + 1)
                skipping = false
                lineStart = end + 1
            }
            let rest = filled - lineStart
            if skipping || rest > HistoryFile.lineLimit {
                skipping = true
                offset += filled
                filled = 0
            } else {
                if lineStart > 0 && rest > 0 { memmove(base, base + lineStart, rest) }
                offset += lineStart
                filled = rest
            }
        }
        return skipping || filled > 0
    }
}
