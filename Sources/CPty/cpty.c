// Pseudo-terminals for the benchmarks: forkpty and TIOCSWINSZ are not
// reachable from Swift (variadic ioctl, _GNU_SOURCE-only headers).
#define _GNU_SOURCE
#include "cpty.h"
#include <pty.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cpty_spawn(const char *path, char *const argv[], char *const envp[],
               unsigned short rows, unsigned short cols, pid_t *pid) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = cols;
    int master = -1;
    pid_t child = forkpty(&master, NULL, NULL, &size);
    if (child < 0) return -1;
    if (child == 0) {
        execve(path, argv, envp);
        _exit(127);
    }
    *pid = child;
    return master;
}

int cpty_resize(int master, unsigned short rows, unsigned short cols) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = cols;
    return ioctl(master, TIOCSWINSZ, &size);
}
