import OrderedCollections

extension Container {
  /// The stack of `section` (or the single stack for `nil`).
  @inlinable
  func stack(in section: SectionID?, level: Int) throws(NavigationError) -> Stack<Route> {
    // A switch on the container alone reads it where it is; one on a tuple of it copies it.
    switch self {
    case .stack(let stack):
      guard section == nil else { throw .notSections(level: level) }
      return stack
    case .tabs(let sections), .split(let sections):
      guard let id = section else { throw .sectionRequired(level: level) }
      guard let stack = sections[id] else { throw .noSuchSection(id, level: level) }
      return stack
    }
  }

  /// Whether the container has a stack for `section` (the single stack for `nil`).
  @inlinable
  func hasStack(in section: SectionID?) -> Bool {
    switch self {
    case .stack: section == nil
    case .tabs(let sections), .split(let sections):
      section.map { sections.stacks.index(forKey: $0) != nil } ?? false
    }
  }

  /// Changes the stack of `section` (or the single stack for `nil`) in place.
  ///
  /// The container is emptied while `body` runs so that the stack's storage stays uniquely
  /// referenced: a push onto a deep stack does not copy it.
  @inlinable
  mutating func modifyStack<T>(
    in section: SectionID?, level: Int, _ body: (inout Stack<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    switch self {
    case .stack(var stack):
      guard section == nil else { throw .notSections(level: level) }
      self = .stack([])
      defer { self = .stack(stack) }
      return try body(&stack)
    case .tabs, .split:
      guard let section else { throw .sectionRequired(level: level) }
      return try modifySections(level: level) { (sections) throws(NavigationError) in
        guard sections[section] != nil else { throw .noSuchSection(section, level: level) }
        return try sections.modifyStack(section, body)
      }
    }
  }

  /// Changes the sections of a tabs or split container in place, keeping its layout.
  @inlinable
  mutating func modifySections<T>(
    level: Int, _ body: (inout Sections<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    switch self {
    case .stack: throw .notSections(level: level)
    case .tabs(var sections), .split(var sections):
      let layout = self.layout
      self = .stack([])
      defer { self = layout == .tabs ? .tabs(sections) : .split(sections) }
      return try body(&sections)
    }
  }
}
