import FuzzChecks

/// libFuzzer calls this with each input it makes (`make fuzz`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProtocol(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntry.testOneInput(.protocol, bytes, count)
}

/// `fuzz-protocol`: the protocol's message parsers under libFuzzer, or, in
/// a plain build, checked once on each file named.
@main enum FuzzProtocol {
    static func main() { FuzzEntry.main(.protocol, callback: fuzzProtocol) }
}
