/// The address of one stack in a ``NavigationTree``.
///
/// Level `0` is the root container; level `n` is the `n`-th presentation above it. In a tabs or
/// split container the path also names the section.
public struct StackPath: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The presentation level: `0` for the root, `1` for the first presentation, and so on.
  public var level: Int
  /// The section of a tabs or split container, or `nil` for a single stack.
  public var section: SectionID?

  /// Creates a path to the stack at `level`, in `section` when the container has sections.
  public init(level: Int = 0, section: SectionID? = nil) {
    self.level = level
    self.section = section
  }

  /// The root container's single stack.
  public static let root = StackPath()

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    let base = level == 0 ? "root" : "level \(level)"
    guard let section else { return base }
    return "\(base) › \(section)"
  }
}
