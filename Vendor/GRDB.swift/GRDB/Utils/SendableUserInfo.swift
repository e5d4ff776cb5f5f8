import FoundationEssentials

/// habitd's copy: FoundationEssentials' JSONEncoder and JSONDecoder keep `any Sendable`
/// values in `userInfo` where swift-corelibs Foundation's kept `Any`. `Sendable` is a marker
/// protocol: an `any Sendable` is laid out as an `Any`, so the dictionary is the same bytes,
/// and a value read back casts as before.
func sendableUserInfo(_ info: [CodingUserInfoKey: Any]) -> [CodingUserInfoKey: any Sendable] {
    unsafeBitCast(info, to: [CodingUserInfoKey: any Sendable].self)
}
