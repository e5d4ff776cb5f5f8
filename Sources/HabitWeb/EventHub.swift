import Foundation
import NIOCore
import NIOHTTP1

/// The open `GET events` streams, and the change each of them is told about. A client sees a
/// Mark done, a `habitctl done` or a synced change as the store's commit is noticed by habitd
/// (its debounce, 50 ms by default), with nothing polled: between changes nothing wakes.
final class EventHub: @unchecked Sendable {
    /// More streams than this are refused (503): each holds a socket.
    static let limit = 64
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: Channel] = [:]

    /// Adds a stream; false when there are too many.
    func add(_ channel: Channel) -> Bool {
        lock.withLock {
            guard channels.count < Self.limit else { return false }
            channels[ObjectIdentifier(channel)] = channel
            return true
        }
    }

    func remove(_ channel: Channel) { _ = lock.withLock { channels.removeValue(forKey: ObjectIdentifier(channel)) } }

    var count: Int { lock.withLock { channels.count } }

    /// Writes one event to every stream.
    func send(event: String, data: String) {
        let text = "event: \(event)\ndata: \(data)\n\n"
        for channel in lock.withLock({ Array(channels.values) }) {
            let buffer = channel.allocator.buffer(string: text)
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)), promise: nil)
        }
    }

    /// Ends every stream (the server stops).
    func closeAll() {
        for channel in lock.withLock({ Array(channels.values) }) { channel.close(promise: nil) }
        lock.withLock { channels.removeAll() }
    }
}
