/// How long a resolved dependency lives.
public enum DependencyScope: String, Hashable, Codable, Sendable {
  /// A new instance for every resolution.
  case transient
  /// One instance per container that holds the registration, for as long as the container.
  case singleton
  /// One instance shared while someone holds it; a class type is required.
  case weak
  /// One instance per flow: created the first time the flow's scope resolves it, released when
  /// the flow finishes.
  case flow
}
