import Wayfinder

/// BookKitty's tabs, in the order the tab bar shows them.
public enum BookKittyTab: String, CaseIterable, Sendable {
  /// Recently added books and recent recommendations.
  case home
  /// The questions asked and their answers.
  case questions
  /// The books in the library.
  case library
  /// The "+": an action, not a tab to show (``BookKittyTabsFlow`` opens the floating menu).
  ///
  /// Last, so that the digits 1–3 keep picking Home, Q&A and Library in the terminal; the
  /// UIKit sample draws it as seed 002's floating button.
  case add

  /// The tabs that show screens, without the "+".
  public static let screens: [BookKittyTab] = [.home, .questions, .library]

  /// The title on the tab bar.
  public var title: String {
    switch self {
    case .home: "Home"
    case .questions: "Q&A"
    case .library: "Library"
    case .add: "+"
    }
  }

  /// The tab's root screen; `nil` for the "+", which shows none.
  public var root: BookKittyRoute? {
    switch self {
    case .home: .home
    case .questions: .questions
    case .library: .library
    case .add: nil
    }
  }

  /// The tab's identifier in the navigation tree.
  public var id: SectionID { SectionID(self) }

  /// The tab a tree's section identifier names, `nil` for a section that is not a BookKitty tab.
  public init?(_ id: SectionID) {
    self.init(rawValue: id.rawValue)
  }
}

extension SectionID {
  /// The BookKitty tab title for this section ("Home", "Q&A", "Library", "+"), or the identifier's
  /// text when it names no BookKitty tab; what a host writes on its tab bar.
  public var bookKittyTitle: String {
    BookKittyTab(self)?.title ?? rawValue
  }
}
