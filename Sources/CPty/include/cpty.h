#ifndef CPTY_H
#define CPTY_H
#include <sys/types.h>

/// Starts `path` with `argv`/`envp` on a new pseudo-terminal of the given
/// size, as the session leader with the terminal as its controlling one.
/// Returns the master's file descriptor and stores the child's pid, or
/// returns -1 with errno set.
int cpty_spawn(const char *path, char *const argv[], char *const envp[],
               unsigned short rows, unsigned short cols, pid_t *pid);

/// Sets the window size of the terminal behind `master`.
int cpty_resize(int master, unsigned short rows, unsigned short cols);

#endif
