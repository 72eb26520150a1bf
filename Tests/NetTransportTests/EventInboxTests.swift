import Glibc
import NetTransport
import StoreCore
import Testing

/// How events from the listener's thread reach a run loop: a wake
/// descriptor to poll beside the keyboard, and a drain on the loop's thread.
@Suite struct EventInboxTests {
    private func readable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) == 1
    }

    @Test func anEventFromAnotherThreadWakesThePollerAndDrainsInOrder() throws {
        let inbox = try EventInbox<Int>.opened()
        #expect(!readable(inbox.wakeDescriptor, milliseconds: 0))
        var thread = pthread_t()
        let box = Unmanaged.passRetained(inbox).toOpaque()
        pthread_create(&thread, nil, { argument in
            let inbox = Unmanaged<EventInbox<Int>>.fromOpaque(argument!).takeRetainedValue()
            for value in 0..<1000 { inbox.post(value) }
            return nil
        }, box)
        pthread_join(thread, nil)
        #expect(readable(inbox.wakeDescriptor, milliseconds: 5000))
        #expect(inbox.drain() == Array(0..<1000), "every event, oldest first, though the pipe holds far fewer bytes")
        #expect(!readable(inbox.wakeDescriptor, milliseconds: 0), "drained: the run loop sleeps again")
        #expect(inbox.drain() == [])
    }
}
