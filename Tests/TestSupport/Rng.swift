/// SplitMix64: the property tests' deterministic random source (a seed reproduces a run).
public struct Rng: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    public mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
