// threeducks-relay-copy: the copying half of `threeducks relay`
// (docs/network.md). `threeducks relay ROOM` checks the request and the
// rooms directory and connects to the room's socket; then it execs this
// program with that socket on descriptor 3, so the process that stays
// alive for the whole game is this small one and not the Swift runtime
// (issue 24: `memory.relay`, at most 3 MiB).
//
// It copies standard input to the socket and the socket to standard
// output, byte for byte, through two fixed 8 KiB buffers, until either side
// closes: the same loop, exit statuses and messages as the Swift copier
// (`Relay.copy` in Sources/NetTransport/Relay.swift), which remains the
// fallback where this program is missing. It reads no environment, no
// arguments and no files, allocates nothing, and runs nothing.
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "exit_status.h"

enum { INPUT = 0, OUTPUT = 1, SOCKET = 3, SIZE = 8192, PAGE = 4096 };

static char to_socket[SIZE];
static char to_output[SIZE];

// `threeducks: relay: WHAT: ERROR` on standard error; the status to exit with.
static int fail(int status, const char *what, int error) {
    dprintf(STDERR_FILENO, "threeducks: relay: %s%s%s\n", what, error ? ": " : "", error ? strerror(error) : "");
    return status;
}

static int copy(void) {
    size_t socket_start = 0, socket_end = 0, output_start = 0, output_end = 0;
    for (;;) {
        struct pollfd entries[3] = {
            {.fd = socket_end > socket_start ? -1 : INPUT, .events = POLLIN},
            {.fd = SOCKET, .events = 0},
            {.fd = output_end > output_start ? OUTPUT : -1, .events = POLLOUT},
        };
        if (output_end == output_start) entries[1].events |= POLLIN;
        if (socket_end > socket_start) entries[1].events |= POLLOUT;
        // Not polled at all while both its directions wait: a hang-up would wake poll at once, over and over.
        if (entries[1].events == 0) entries[1].fd = -1;
        if (poll(entries, 3, -1) < 0) {
            if (errno == EINTR) continue;
            return fail(STATUS_OS_ERROR, "poll", errno);
        }
        // Input → buffer.
        if (entries[0].revents != 0) {
            ssize_t count = read(INPUT, to_socket, SIZE);
            if (count == 0) return STATUS_SUCCESS;  // The joining side is gone.
            if (count < 0 && errno != EINTR && errno != EAGAIN) return fail(STATUS_IO_ERROR, "reading standard input", errno);
            if (count > 0) socket_start = 0, socket_end = (size_t)count;
        }
        // Socket → buffer.
        if ((entries[1].revents & (POLLIN | POLLHUP | POLLERR)) && output_end == output_start) {
            ssize_t count = recv(SOCKET, to_output, SIZE, MSG_DONTWAIT);
            if (count == 0) return STATUS_SUCCESS;  // The host closed.
            if (count < 0 && errno != EINTR && errno != EAGAIN) return STATUS_SUCCESS;  // Reset by the host: over all the same.
            if (count > 0) output_start = 0, output_end = (size_t)count;
        }
        // Buffer → socket.
        if (socket_end > socket_start) {
            ssize_t sent = send(SOCKET, to_socket + socket_start, socket_end - socket_start, MSG_DONTWAIT | MSG_NOSIGNAL);
            if (sent > 0) socket_start += (size_t)sent;
            if (sent < 0 && errno != EINTR && errno != EAGAIN) return STATUS_SUCCESS;
        }
        // Buffer → output: at most a page at a time, which a pipe that polled writable takes whole.
        if (output_end > output_start && (entries[2].revents != 0 || entries[2].fd < 0)) {
            size_t length = output_end - output_start;
            ssize_t written = write(OUTPUT, to_output + output_start, length < PAGE ? length : PAGE);
            if (written > 0) output_start += (size_t)written;
            if (written < 0 && errno != EINTR && errno != EAGAIN) {
                if (errno == EPIPE) return STATUS_SUCCESS;
                return fail(STATUS_IO_ERROR, "writing standard output", errno);
            }
        }
    }
}

int main(void) {
    signal(SIGPIPE, SIG_IGN);
    // Only `threeducks relay` runs this, with the room's socket on descriptor 3.
    struct stat info;
    if (fstat(SOCKET, &info) != 0 || !S_ISSOCK(info.st_mode))
        return fail(STATUS_USAGE, "threeducks-relay-copy is run by `threeducks relay ROOM`, with the room's socket on descriptor 3", 0);
    return copy();
}
