/// SplitMix64: a small, fast, seeded random number generator, so that a seed replays a test run
/// exactly — shared by the randomized and fuzz tests of every module.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let size = rng.int(1...10)
/// ```
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's state; the next value is derived from it.
  public var state: UInt64

  /// A generator whose sequence is decided by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly chosen integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A number in `0..<bound` by the remainder of the next value (slightly biased, cheap; fine
  /// for fuzzing); 0 when `bound` is below 1.
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

  /// True with the given probability.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A uniformly chosen element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
