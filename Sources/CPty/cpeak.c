#define _GNU_SOURCE
#include "cpeak.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static long read_peak(pid_t pid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    char line[256];
    long peak = -1;
    while (fgets(line, sizeof line, file)) {
        if (strncmp(line, "VmHWM:", 6) == 0) {
            peak = strtol(line + 6, NULL, 10);
            break;
        }
    }
    fclose(file);
    return peak;
}

int cpeak_run(const char *path, char *const argv[], char *const envp[], long *peak_kib) {
    *peak_kib = -1;
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        // Only async-signal-safe calls between fork and exec.
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, 1);
            dup2(null, 2);
        }
        if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0) _exit(126);
        execve(path, argv, envp);
        _exit(127);
    }
    int status;
    // The first stop is the exec's SIGTRAP (or the child ended: exec failed).
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) return -1;
    }
    if (!WIFSTOPPED(status)) return status;
    ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
    ptrace(PTRACE_CONT, pid, NULL, NULL);
    for (;;) {
        if (waitpid(pid, &status, 0) < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (WIFEXITED(status) || WIFSIGNALED(status)) return status;
        if (!WIFSTOPPED(status)) continue;
        int signal = WSTOPSIG(status);
        if (signal == SIGTRAP && (status >> 16) == PTRACE_EVENT_EXIT) {
            *peak_kib = read_peak(pid);
            signal = 0;
        } else if (signal == SIGTRAP) {
            signal = 0;
        }
        ptrace(PTRACE_CONT, pid, NULL, (void *)(long)signal);
    }
}
