import FoundationEssentials
import Posix
import NIOCore
import NIOHTTP1

/// The open `GET events` streams, and the change each of them is told about. A client sees a
/// Mark done, a `habitctl done` or a synced change as the store's commit is noticed by habitd
/// (its debounce, 50 ms by default), with nothing polled: between changes nothing wakes.
///
/// Each stream belongs to the token that opened it: one token holds at most `perToken`, and
/// read-only tokens together at most `readOnlyLimit`, so a phone's token (or a leaked one)
/// cannot fill the server and the owner's browser always finds room.
final class EventHub: @unchecked Sendable {
    /// More streams than this are refused (503): each holds a socket.
    static let limit = 64
    /// The streams one token may hold (a browser's tabs).
    static let perToken = 8
    /// The streams all read-only tokens may hold together.
    static let readOnlyLimit = 48
    private let lock = Lock()
    private var channels: [ObjectIdentifier: (channel: Channel, owner: WebResponse.StreamOwner)] = [:]

    /// Adds a stream of `owner`'s; false when it would pass a limit.
    func add(_ channel: Channel, owner: WebResponse.StreamOwner) -> Bool {
        lock.withLock {
            let owners = channels.values.map(\.owner)
            guard channels.count < Self.limit, owners.filter({ $0.token == owner.token }).count < Self.perToken,
                  !owner.readOnly || owners.filter(\.readOnly).count < Self.readOnlyLimit else { return false }
            channels[ObjectIdentifier(channel)] = (channel, owner)
            return true
        }
    }

    func remove(_ channel: Channel) { _ = lock.withLock { channels.removeValue(forKey: ObjectIdentifier(channel)) } }

    var count: Int { lock.withLock { channels.count } }

    /// Writes one event to every stream.
    func send(event: String, data: String) {
        let text = "event: \(event)\ndata: \(data)\n\n"
        for (channel, _) in lock.withLock({ Array(channels.values) }) {
            let buffer = channel.allocator.buffer(string: text)
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)), promise: nil)
        }
    }

    /// Closes every stream whose token `known` no longer knows (revoked).
    func closeUnless(_ known: (String) -> Bool) {
        let tokens = Set(lock.withLock { channels.values.map(\.owner.token) })
        let gone = tokens.filter { !known($0) }
        guard !gone.isEmpty else { return }
        for (channel, owner) in lock.withLock({ Array(channels.values) }) where gone.contains(owner.token) {
            remove(channel)
            channel.close(promise: nil)
        }
    }

    /// Ends every stream (the server stops).
    func closeAll() {
        for (channel, _) in lock.withLock({ Array(channels.values) }) { channel.close(promise: nil) }
        lock.withLock { channels.removeAll() }
    }
}
