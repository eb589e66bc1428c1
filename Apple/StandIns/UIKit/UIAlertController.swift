// https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {}
}

// https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
  }
}
