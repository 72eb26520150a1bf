#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex in memory of its own (a `pthread_mutex_t` must not
/// move): the one lock between threads, which the inbox and the network's
/// threads (NetTransport) take. `Mutex` would do without the pointer, but
/// needs macOS 15 / iOS 18, and StoreCore promises macOS 13 / iOS 16.
package final class Lock: @unchecked Sendable {
    // Sendable by hand: the mutex is what makes it safe.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
