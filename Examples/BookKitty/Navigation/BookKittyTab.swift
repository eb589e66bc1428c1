import Wayfinder

/// BookKitty's tabs, in the order the tab bar shows them.
public enum BookKittyTab: String, CaseIterable, Sendable {
  /// Recently added books and recent recommendations.
  case home
  /// The questions asked and their answers.
  case questions
  /// The books in the library.
  case library

  /// The title on the tab bar.
  public var title: String {
    switch self {
    case .home: "Home"
    case .questions: "Q&A"
    case .library: "Library"
    }
  }

  /// The tab's root screen.
  public var root: BookKittyRoute {
    switch self {
    case .home: .home
    case .questions: .questions
    case .library: .library
    }
  }

  /// The tab's identifier in the navigation tree.
  public var id: TabID { TabID(self) }

  /// The tab a tree's section identifier names, `nil` for a section that is not a BookKitty tab.
  public init?(_ id: TabID) {
    self.init(rawValue: id.rawValue)
  }
}

extension TabID {
  /// The BookKitty tab title for this section ("Home", "Q&A", "Library"), or the identifier's
  /// text when it names no BookKitty tab; what a host writes on its tab bar.
  public var bookKittyTitle: String {
    BookKittyTab(self)?.title ?? rawValue
  }
}
