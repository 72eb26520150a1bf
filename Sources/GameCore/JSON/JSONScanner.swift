/// The one reader of JSON's bytes: whitespace, literals, strings with their
/// escapes and whole numbers, each lexed by one rule that every JSON reader
/// of the program calls (the wire's `WireJSON.parse`, the recordings' and
/// history's fast line readers, the duplicate-key scan).
///
/// It reads forward through bytes it does not own (a line where it lies in a
/// buffer) and never traps: past the end, every step answers nil or false.
/// The fast readers call the primitives marked `@inlinable`, which the
/// compiler inlines into them across the module boundary (which, for a
/// `package` declaration, takes `@usableFromInline` on the type and the
/// fields they read too: without it the calls stay calls).
@usableFromInline package struct JSONScanner {
    @usableFromInline package let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    @usableFromInline package var index = 0

    @inlinable package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    @inlinable package var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, nil at the end.
    @inlinable package func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Steps over JSON's whitespace: space, tab, line feed, carriage return.
    @inlinable package mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    @inlinable package static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Steps over `literal` when the bytes here are exactly it.
    @inlinable package mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        index += count
        return true
    }

    /// Where the bytes here stop spelling `literal` (the end, when they run out first).
    package func mismatch(_ literal: StaticString) -> Int {
        var at = index
        while at < bytes.count, at - index < literal.utf8CodeUnitCount,
              bytes[at] == literal.utf8Start[at - index] { at += 1 }
        return at
    }

    /// The bytes of the string whose opening quote is at the cursor, when
    /// it holds no escape and no control character (and, when `ascii`, no
    /// byte above `~`): the cursor moves past its closing quote. Else nil,
    /// and the cursor stays.
    @inlinable package mutating func plainString(ascii: Bool = false) -> UnsafeRawBufferPointer? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<end])
                index = end + 1
                return text
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\"), !ascii || byte < 0x7F else { return nil }
            end += 1
        }
        return nil
    }

    /// What makes digits no whole number as JSON writes one.
    @usableFromInline package enum NumberProblem: Error, Equatable, Sendable {
        case noDigit, leadingZero, notWhole, tooLarge
    }

    /// The digits at the cursor (no sign) read as a whole number as this
    /// program writes one: `0`, or digits not starting with 0, not going on
    /// as a fraction or an exponent, at most `limit` of them. The cursor
    /// moves past the digits, whatever they are.
    @inlinable package mutating func digits(limit: Int) -> Result<Int, NumberProblem> {
        let start = index
        var value = 0
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        let count = index - start
        if count == 0 { return .failure(.noDigit) }
        if count > 1, bytes[start] == UInt8(ascii: "0") { return .failure(.leadingZero) }
        if let next = peek(), next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            return .failure(.notWhole)
        }
        return count <= limit ? .success(value) : .failure(.tooLarge)
    }

    /// As `digits(limit:)`, nil for anything but a whole number; the cursor
    /// moves only past one.
    @inlinable package mutating func wholeNumber(digits limit: Int = 15) -> Int? {
        let start = index
        guard case .success(let value) = digits(limit: limit) else {
            index = start
            return nil
        }
        return value
    }

    /// Steps over a number or a literal without reading it: to the next
    /// byte that ends a value.
    package mutating func skipScalar() {
        while let byte = peek(), !Self.isSpace(byte), byte != UInt8(ascii: ","), byte != UInt8(ascii: "]"),
              byte != UInt8(ascii: "}") { index += 1 }
    }
}
