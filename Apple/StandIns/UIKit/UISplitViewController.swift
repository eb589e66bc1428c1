// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
  @available(iOS 14.0, *)
  public enum Style: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
    case doubleColumn = 1
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
    case tripleColumn = 2
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
  @available(iOS 14.0, *)
  public enum Column: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
    case primary = 0
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary
    case supplementary = 1
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
    case secondary = 2
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
  @available(iOS 8.0, *)
  public enum DisplayMode: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic
    case automatic = 0
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly
    case secondaryOnly = 1
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary
    case oneBesideSecondary = 2
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary
    @available(iOS 14.0, *)
    case twoBesideSecondary = 4
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) {
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
  @available(iOS 14.0, *)
  open func show(_ column: UISplitViewController.Column) {}
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
  @available(iOS 8.0, *)
  open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
}
