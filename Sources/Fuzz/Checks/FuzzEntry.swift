#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CLibFuzzer
import Glibc

/// What the fuzz executables do, shared by both: each defines libFuzzer's
/// `LLVMFuzzerTestOneInput` as a call to `testOneInput`, and its `main` as a
/// call to `main`.
public enum FuzzEntry {
    /// The C signature libFuzzer calls for each input.
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs `target` on the bytes and traps on a broken property, so that
    /// libFuzzer saves the input as a crash.
    public static func testOneInput(_ target: FuzzTarget, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let data = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        do {
            _ = try target.check(data)
        } catch {
            fatalError("fuzz-\(target.name): \(error)")
        }
        return 0
    }

    /// The program. Built with libFuzzer (`-sanitize=fuzzer -DFUZZING`, as
    /// `make fuzz` does) it hands the command line to libFuzzer's driver.
    /// SwiftPM renames every executable's `main` and points the `main` symbol
    /// at it, so libFuzzer's own `main` is never the one that runs; hence
    /// this call. In a plain build it checks each file named, once.
    public static func main(_ target: FuzzTarget, callback: Callback) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
        #else
        runFiles(target, Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// Runs `target` once on each file in `paths`, printing each outcome;
    /// exits 1 when a file cannot be read or breaks a property. Lets anyone
    /// rerun a saved crash without the fuzzer.
    static func runFiles(_ target: FuzzTarget, _ paths: [String]) -> Never {
        guard !paths.isEmpty else {
            printError("usage: fuzz-\(target.name) FILE…  (make fuzz builds it with libFuzzer)")
            exit(2)
        }
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("\(path): cannot read")
                failed = true
                continue
            }
            do {
                print("\(path): \(try target.check(Array(data)))")
            } catch {
                printError("\(path): \(error)")
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }
}

/// Writes one line to standard error.
private func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
