// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  public override init() {}

  // https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/select(_:)
  // An optional requirement of UIResponderStandardEditActions, which UIResponder adopts; Swift
  // shows an adopted protocol's methods as methods of the class (as it shows UITableViewDelegate's
  // on UITableViewController). Nothing calls it: it is declared because the containers' own
  // `select(_ id: SectionID)` overloads it, and calls must resolve to theirs as against the real SDK.
  open func select(_ sender: Any?) {}
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  @NSCopying open var backgroundColor: UIColor?
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}
  // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  open func bringSubviewToFront(_ view: UIView) {}
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}
}

// https://developer.apple.com/documentation/uikit/uicolor
// (Not main-actor isolated: colors are Sendable.)
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  public override init() {}
  public func copy(with zone: NSZone? = nil) -> Any { self }

  // https://developer.apple.com/documentation/uikit/uicolor/systembackground
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { UIColor() }
  // https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  // https://developer.apple.com/documentation/uikit/uicolor/black
  open class var black: UIColor { UIColor() }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/init(frame:)
  // Deprecated in iOS 26 ("Use init(windowScene:) instead."). Linux ignores iOS availability,
  // so the stand-in deprecates it everywhere, and code that calls it fails the check here too.
  @available(*, deprecated, message: "Use init(windowScene:) instead.")
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:).md
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController?
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {}
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/state
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }

  // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {}
}

// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor
open class UIAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:)
  // Only `title` and `handler` are declared; Apple's other parameters all have defaults, so a
  // call that leaves them out reads the same against the real SDK.
  public convenience init(title: String = "", handler: @escaping UIActionHandler) {
    self.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
// `typealias UIActionHandler = (UIAction) -> Void`: neither `@MainActor` nor `@Sendable`, so a
// handler closure is main-actor isolated only because it is written in a main-actor context.
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
  // https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry: Bool = false
}
