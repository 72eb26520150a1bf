// The exit statuses the copier uses, as `ExitStatus` (Sources/SysExits/
// ExitStatus.swift, the program's one table) names and numbers them;
// RelayCopierTests checks each line against it.
enum {
    STATUS_SUCCESS = 0,
    STATUS_USAGE = 64,
    STATUS_OS_ERROR = 71,
    STATUS_IO_ERROR = 74,
};
