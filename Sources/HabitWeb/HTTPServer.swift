import Dispatch
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import HabitCore

/// The API on a socket: SwiftNIO's HTTP/1 server, one event-loop thread, no `Application`
/// and no date cache, so that with no client it sleeps in epoll_wait and adds no wakeup to
/// habitd's. Requests are answered on a queue of their own (the store may wait for a lock);
/// the event loop only carries bytes.
public final class HTTPServer: @unchecked Sendable {
    private let api: WebAPI
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let work: DispatchQueue
    private var channel: Channel?
    private let hub = EventHub()
    /// A client that sends nothing for this long is closed (a slow client holds nothing).
    public static let idleSeconds: Int64 = 10

    /// `work`: where requests are answered; the owner keeps it for the process's life (a
    /// DispatchQueue freed in habitd would start libdispatch's 1 Hz pool monitor: see
    /// `HabitDatabase.backup(toFile:)`).
    public init(api: WebAPI, work: DispatchQueue) {
        self.api = api
        self.work = work
    }

    /// Listens on `host`:`port` (0: any free port) and returns the port bound; over TLS with
    /// the PEM certificate chain and key of `tls`.
    public func start(host: String, port: Int, tls: (certificate: String, key: String)? = nil) throws -> Int {
        let api = self.api, work = self.work, hub = self.hub
        let ssl = try tls.map { files -> NIOSSLContext in
            let chain = try NIOSSLCertificate.fromPEMFile(files.certificate).map { NIOSSLCertificateSource.certificate($0) }
            let key = try NIOSSLPrivateKey(file: files.key, format: .pem)
            return try NIOSSLContext(configuration: .makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key)))
        }
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    if let ssl { try sync.addHandler(NIOSSLServerHandler(context: ssl)) }
                    try sync.addHandler(IdleStateHandler(readTimeout: .seconds(Self.idleSeconds)), name: "idle")
                    try sync.configureHTTPServerPipeline(withPipeliningAssistance: true, withErrorHandling: true)
                    try sync.addHandler(APIHandler(api: api, work: work, hub: hub))
                }
            }
            .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.maxMessagesPerRead, value: 4)
        let channel = try bootstrap.bind(host: host, port: port).wait()
        self.channel = channel
        return channel.localAddress?.port ?? port
    }

    /// Tells every open event stream that the store changed.
    public func broadcast(event: String, data: String) { hub.send(event: event, data: data) }

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
    private let work: DispatchQueue
    private let hub: EventHub
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var limit = 0
    private var tooLarge = false
    /// Whether this connection has become an event stream (nothing more is read from it).
    private var streaming = false

    init(api: WebAPI, work: DispatchQueue, hub: EventHub) {
        self.api = api
        self.work = work
        self.hub = hub
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h):
            head = h
            body = []
            let declared = h.headers.first(name: "content-length").flatMap(Int.init) ?? 0
            limit = api.bodyLimit(method: h.method.rawValue, target: h.uri)
            tooLarge = declared > limit
        case .body(var buffer):
            guard !tooLarge else { return }
            if body.count + buffer.readableBytes > limit { tooLarge = true; body = []; return }
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            guard let head else { return }
            self.head = nil
            let keepAlive = head.isKeepAlive && !tooLarge
            if tooLarge {
                let problem = Problem(status: 413, title: "Content Too Large",
                                      detail: tr("the body is larger than %s bytes", limit))
                var response = problem.response
                response.headers += WebResponse.securityHeaders
                return write(response, head: head, keepAlive: false, context: context)
            }
            let peer = context.remoteAddress?.ipAddress ?? ""
            let request = WebRequest(method: head.method.rawValue, target: head.uri, headers: head.headers.map { ($0.name, $0.value) },
                                     body: body, peer: peer)
            body = []
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let loop = context.eventLoop, api = self.api
            work.async {
                let response = api.respond(request)
                loop.execute {
                    let (handler, context) = bound.value
                    handler.write(response, head: head, keepAlive: keepAlive, context: context)
                }
            }
        }
    }

    /// A slow client is closed once it has sent nothing for `HTTPServer.idleSeconds`.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent { context.close(promise: nil) } else { context.fireUserInboundEventTriggered(event) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if streaming { hub.remove(context.channel) }
        context.fireChannelInactive()
    }

    /// `GET events`: the head now, then an event per change, for as long as the client stays.
    /// The idle timeout no longer applies: a stream's client only listens.
    private func startStream(_ response: WebResponse, head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard hub.add(context.channel) else {
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

    private func write(_ response: WebResponse, head: HTTPRequestHead, keepAlive: Bool, context: ChannelHandlerContext) {
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
            if !keepAlive { bound.value.close(promise: nil) }
        }
    }
}
