/// The figures `ProcessBenchmarks.swift` and `StartupBenchmarks.swift` take
/// from the real binary on a pseudo-terminal, named as docs/performance.md
/// lists them. The idle run gives three figures and the paired starts three;
/// `Once` runs each once.
func processBenchmarks() -> [Benchmark] {
    let idle = Once { try idleCPU() }
    let starts = Once { try StartupTimes.measure() }
    return [
        Benchmark("startup.first-frame", unit: "ms") { try starts.value.game },
        Benchmark("startup.c-ncurses", unit: "ms") { try starts.value.cNcurses },
        Benchmark("startup.ratio", unit: "×") { try starts.value.ratio },
        Benchmark("startup.instructions", unit: "instructions") { Double(try startupInstructions()) },
        Benchmark("idle.cpu.title", unit: "ms/s") { try idle.value.title },
        Benchmark("idle.cpu.game", unit: "ms/s") { try idle.value.game },
        Benchmark("memory.title", unit: "MiB") { try titleResidentMiB() },
        Benchmark("memory.peak", unit: "MiB") { try idle.value.peakMiB },
    ]
}
