import Dispatch
import FoundationEssentials
import Posix
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import HabitCore

/// The API on a socket: SwiftNIO's HTTP/1 server, one event-loop thread, no `Application`
/// and no date cache, so that with no client it sleeps in epoll_wait and adds no wakeup to
/// habitd's. Requests are answered on a queue of their own (the store may wait for a lock);
/// the event loop only carries bytes. An import is answered on a queue of its own, so a
/// large one holds up no other request.
public final class HTTPServer: @unchecked Sendable {
    private let api: WebAPI
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let work: DispatchQueue
    private let importWork: DispatchQueue
    private var channel: Channel?
    private let hub = EventHub()
    private let connections: ConnectionCount
    /// A client that sends nothing, while nothing is being answered to it, for this long is
    /// closed (a slow client holds nothing; a slow answer is still delivered).
    private let idleSeconds: Int64
    /// Told after each answer is made (habitd gives malloc's free pages back after a burst).
    private let answered: @Sendable () -> Void
    /// Connections open at once; one more is closed as soon as it is accepted, unanswered,
    /// until one ends (each holds a descriptor, and habitd has 1,024).
    public static let maxConnections = 256

    /// `work`, `importWork`: where requests and imports are answered; the owner keeps them
    /// for the process's life (a DispatchQueue freed in habitd would start libdispatch's 1 Hz
    /// pool monitor: see `HabitDatabase.backup(toFile:)`).
    /// `idleSeconds`, `maxConnections`: 10 and 256 in habitd (a test sets smaller ones).
    public init(api: WebAPI, work: DispatchQueue, importWork: DispatchQueue, idleSeconds: Int64 = 10,
                maxConnections: Int = HTTPServer.maxConnections, answered: @escaping @Sendable () -> Void = {}) {
        self.api = api
        self.answered = answered
        self.work = work
        self.importWork = importWork
        self.idleSeconds = idleSeconds
        connections = ConnectionCount(limit: maxConnections)
    }

    /// Listens on `host`:`port` (0: any free port) and returns the port bound; over TLS with
    /// the PEM certificate chain and key of `tls`.
    public func start(host: String, port: Int, tls: (certificate: String, key: String)? = nil) throws -> Int {
        let api = self.api, queues = (work: work, imports: importWork), hub = self.hub, connections = self.connections, idle = idleSeconds
        let answered = self.answered
        let ssl = try tls.map { files -> NIOSSLContext in
            let chain = try NIOSSLCertificate.fromPEMFile(files.certificate).map { NIOSSLCertificateSource.certificate($0) }
            let key = try NIOSSLPrivateKey(file: files.key, format: .pem)
            return try NIOSSLContext(configuration: Self.tlsConfiguration(chain: chain, key: key))
        }
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                guard connections.open() else { return channel.close() }
                channel.closeFuture.whenComplete { _ in connections.closed() }
                return channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    if let ssl { try sync.addHandler(NIOSSLServerHandler(context: ssl)) }
                    // Reading or writing is activity: an answer being written keeps it open.
                    try sync.addHandler(IdleStateHandler(allTimeout: .seconds(idle)), name: "idle")
                    try sync.configureHTTPServerPipeline(withPipeliningAssistance: true, withErrorHandling: true)
                    try sync.addHandler(APIHandler(api: api, queues: queues, hub: hub, answered: answered))
                }
            }
            .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.maxMessagesPerRead, value: 4)
        let channel = try bootstrap.bind(host: host, port: port).wait()
        self.channel = channel
        return channel.localAddress?.port ?? port
    }

    /// TLS 1.2 at the least: 1.0 and 1.1 are refused in the handshake (RFC 8996).
    static func tlsConfiguration(chain: [NIOSSLCertificateSource], key: NIOSSLPrivateKey) -> TLSConfiguration {
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        return configuration
    }

    /// Tells every open event stream that the store changed; a stream whose token is no
    /// longer known (revoked) is closed instead.
    public func broadcast(event: String, data: String) {
        hub.send(event: event, data: data)
        // The token check reads the store: on the requests' queue, not the caller's thread.
        let hub = self.hub, api = self.api
        work.async { hub.closeUnless(api.tokenKnown) }
    }

    /// How many event streams are open.
    public var streams: Int { hub.count }

    /// Closes the listening socket and every connection, and ends the event loop.
    public func stop() {
        hub.closeAll()
        try? channel?.close().wait()
        channel = nil
        try? group.syncShutdownGracefully()
    }
}

/// One connection: gathers a request (refusing a body over the limit as it arrives), asks
/// the API on the work queue, and writes the answer back on the event loop.
final class APIHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let api: WebAPI
    private let queues: (work: DispatchQueue, imports: DispatchQueue)
    private let hub: EventHub
    private let answered: @Sendable () -> Void
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var limit = 0
    /// A body over the limit was announced or sent: answered 413, and the rest of the body
    /// read and dropped (`discarded`) until its end, so that the client, still sending, reads
    /// the answer rather than a reset; then closed.
    private var refused = false
    private var discarded = 0
    /// How much of a refused body is read and dropped before the connection is simply closed.
    static let discardLimit = 16 << 20
    /// Requests read and not yet answered (an answer being worked on is not idleness).
    private var answering = 0
    /// Whether this connection has become an event stream (nothing more is read from it).
    private var streaming = false

    init(api: WebAPI, queues: (work: DispatchQueue, imports: DispatchQueue), hub: EventHub, answered: @escaping @Sendable () -> Void) {
        self.api = api
        self.queues = queues
        self.hub = hub
        self.answered = answered
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if refused {
            switch part {
            case .body(let buffer):
                discarded += buffer.readableBytes
                if discarded > Self.discardLimit { context.close(promise: nil) }
            case .end: context.close(promise: nil)
            case .head: break
            }
            return
        }
        switch part {
        case .head(let h):
            head = h
            body = []
            let declared = h.headers.first(name: "content-length").flatMap(Int.init) ?? 0
            limit = api.bodyLimit(method: h.method.rawValue, target: h.uri)
            // Refused as soon as the head says so: the body is never waited for.
            if declared > limit { refuse(head: h, context: context) }
        case .body(var buffer):
            guard let head else { return }
            if body.count + buffer.readableBytes > limit { body = []; return refuse(head: head, context: context) }
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            guard let head else { return }
            self.head = nil
            let peer = context.remoteAddress?.ipAddress ?? ""
            let request = WebRequest(method: head.method.rawValue, target: head.uri, headers: head.headers.map { ($0.name, $0.value) },
                                     body: body, peer: peer)
            body = []
            answering += 1
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let loop = context.eventLoop, api = self.api, answered = self.answered
            let queue = api.isImport(method: head.method.rawValue, target: head.uri) ? queues.imports : queues.work
            queue.async {
                let response = api.respond(request)
                answered()
                loop.execute {
                    let (handler, context) = bound.value
                    handler.answering -= 1
                    handler.write(response, head: head, keepAlive: head.isKeepAlive, context: context)
                }
            }
        }
    }

    /// 413 now, without waiting for the body; once it is written this side of the connection
    /// is shut (the client sees the answer end), and what still comes is dropped.
    private func refuse(head: HTTPRequestHead, context: ChannelHandlerContext) {
        refused = true
        self.head = nil
        body = []
        let problem = Problem(status: 413, title: "Content Too Large", detail: tr("the body is larger than %s bytes", limit))
        var response = problem.response
        response.headers += WebResponse.securityHeaders
        write(response, head: head, keepAlive: false, context: context, closing: .output)
    }

    /// A client is closed once nothing has been read from it or written to it for the
    /// server's idle time while none of its requests is being answered.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is IdleStateHandler.IdleStateEvent else { return context.fireUserInboundEventTriggered(event) }
        if answering == 0 { context.close(promise: nil) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if streaming { hub.remove(context.channel) }
        context.fireChannelInactive()
    }

    /// `GET events`: the head now, then an event per change, for as long as the client stays.
    /// The idle timeout no longer applies: a stream's client only listens.
    private func startStream(_ response: WebResponse, head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard let owner = response.streamOwner, hub.add(context.channel, owner: owner) else {
            var busy = Problem(status: 503, title: "Service Unavailable", detail: tr("too many event streams are open")).response
            busy.headers += WebResponse.securityHeaders
            return write(busy, head: head, keepAlive: false, context: context)
        }
        streaming = true
        _ = context.pipeline.removeHandler(name: "idle")
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: HTTPHeaders(response.headers)))),
                      promise: nil)
        // The client learns it is connected, and to come back within a second if cut off.
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: "retry: 1000\n: connected\n\n")))),
                              promise: nil)
    }

    /// `closing`: what of the connection is closed after an answer that does not keep it alive.
    private func write(_ response: WebResponse, head: HTTPRequestHead, keepAlive: Bool, context: ChannelHandlerContext,
                       closing: CloseMode = .all) {
        if response.stream { return startStream(response, head: head, context: context) }
        var headers = HTTPHeaders(response.headers)
        headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        if !keepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        if head.method != .HEAD, !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        }
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            guard !keepAlive else { return }
            // A half close where the transport has one (TLS has not: closed whole).
            let promise = bound.value.eventLoop.makePromise(of: Void.self)
            promise.futureResult.whenFailure { _ in bound.value.close(promise: nil) }
            bound.value.close(mode: closing, promise: promise)
        }
    }
}

/// The connections open at once, counted as they are accepted and as they close.
final class ConnectionCount: @unchecked Sendable {
    private let lock = Lock()
    private var opened = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts one more; false (and not counted) past the limit.
    func open() -> Bool {
        lock.withLock {
            guard opened < limit else { return false }
            opened += 1
            return true
        }
    }

    func closed() { lock.withLock { opened -= 1 } }
}
