#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that keeps its own `main`: parses
/// libFuzzer's flags from argc/argv and fuzzes `callback` until done. Only
/// present when linked with `-sanitize=fuzzer`, so only call it then.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
