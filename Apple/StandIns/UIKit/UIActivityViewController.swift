// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@available(iOS 6.0, *)
@MainActor
open class UIActivityViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.typealias
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void

  // https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.property
  @available(iOS 8.0, *)
  open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?
}

// https://developer.apple.com/documentation/uikit/uiactivity
@available(iOS 6.0, *)
@MainActor
open class UIActivity: NSObject {
  // https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.struct
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
