import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// This machine's names and addresses on its networks (getifaddrs and gethostname): what a
/// phone on the same network may call it, for habitd's Host check and `habitctl web pair`.
public enum LocalAddresses {
    /// The IPv4 and IPv6 addresses of the interfaces that are up, loopback included;
    /// IPv4 first. Link-local IPv6 addresses (fe80::) are left out: a URL cannot carry
    /// their zone portably.
    public static func all() -> [String] {
        var head: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&head) == 0, let first = head else { return [] }
        defer { freeifaddrs(head) }
        var v4: [String] = [], v6: [String] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let ifa = cursor {
            defer { cursor = ifa.pointee.ifa_next }
            guard let addr = ifa.pointee.ifa_addr, ifa.pointee.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            let family = Int32(addr.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(addr, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if family == AF_INET { v4.append(text) } else if !text.lowercased().hasPrefix("fe80") { v6.append(text) }
        }
        var seen = Set<String>()
        return (v4 + v6).filter { seen.insert($0).inserted }
    }

    /// The first address another machine on the network can reach: IPv4 before IPv6, no loopback.
    public static func forOthers() -> String? {
        all().first { !$0.hasPrefix("127.") && $0 != "::1" }
    }

    /// This machine's host name, and its mDNS name (`NAME.local`).
    public static func hostNames() -> [String] {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return [] }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        return name.isEmpty ? [] : [name, name + ".local"]
    }
}
