#ifndef CPEAK_H
#define CPEAK_H

/// Runs `path` with `argv`/`envp`, its stdout and stderr to /dev/null, and
/// waits for it to end. Stores its peak resident set in KiB (`VmHWM` of
/// /proc/PID/status, read as it exits, stopped there by ptrace's
/// PTRACE_O_TRACEEXIT; -1 when it could not be read) and returns its wait
/// status, or -1 with errno set. `wait4`'s `ru_maxrss` cannot say this for
/// a program started by `posix_spawn`: it counts the spawning program's own
/// pages, which the child shares until its exec.
int cpeak_run(const char *path, char *const argv[], char *const envp[], long *peak_kib);

#endif
