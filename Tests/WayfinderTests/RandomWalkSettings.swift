import Foundation

/// How long the random walks are and where they start, from the environment, so that one
/// command runs a short walk in `swift test` and a long one for the figures.
///
/// - `WAYFINDER_WALK_STEPS`: the operations in each walk (10,000 by default);
/// - `WAYFINDER_WALK_SEED`: one seed, decimal or `0x` hexadecimal, instead of each test's own.
struct WalkSettings {
  /// What an environment variable says that a walk cannot use.
  struct BadValue: Error, CustomStringConvertible {
    let variable: String
    let value: String
    let expected: String

    var description: String {
      "\(variable)=\(value) is not \(expected); unset it or give one, e.g. \(variable)=20000"
    }
  }

  /// The operations in each walk.
  let steps: Int
  /// The seed the environment gives, if any.
  let seed: UInt64?

  /// The settings in `environment`.
  ///
  /// - Throws: ``BadValue`` when a variable is set to something else than a count or a seed.
  init(
    environment: [String: String] = ProcessInfo.processInfo.environment, defaultSteps: Int = 10_000
  ) throws {
    if let text = environment["WAYFINDER_WALK_STEPS"] {
      guard let steps = Int(text.replacingOccurrences(of: "_", with: "")), steps > 0 else {
        throw BadValue(
          variable: "WAYFINDER_WALK_STEPS", value: text, expected: "a whole number above 0")
      }
      self.steps = steps
    } else {
      steps = defaultSteps
    }
    if let text = environment["WAYFINDER_WALK_SEED"] {
      guard let seed = Self.seed(text) else {
        throw BadValue(
          variable: "WAYFINDER_WALK_SEED", value: text,
          expected: "a seed (a whole number, decimal or 0x hexadecimal)")
      }
      self.seed = seed
    } else {
      seed = nil
    }
  }

  /// The seeds to walk: the environment's, or `defaults`.
  func seeds(_ defaults: [UInt64]) -> [UInt64] {
    seed.map { [$0] } ?? defaults
  }

  private static func seed(_ text: String) -> UInt64? {
    let digits = text.replacingOccurrences(of: "_", with: "").lowercased()
    if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16) }
    return UInt64(digits)
  }

  /// A seed as the summary lines print it.
  static func format(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16)
  }

  /// Operations per second, rounded, for the summary lines.
  static func rate(_ operations: Int, in duration: Duration) -> Int {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return seconds > 0 ? Int((Double(operations) / seconds).rounded()) : 0
  }
}
