// Stand-in UIKit: sheets (iOS 15), their detents and the delegate that hears the user's drag.
// Besides the pages cited, UISheetPresentationController.h of the iOS 18.1 SDK gives the
// availability: not on tvOS, and the detent API not on visionOS either.

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISheetPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
  // `@MainActor class Detent` (UISheetPresentationControllerDetent, an NSObject; its `init` is
  // NS_UNAVAILABLE: detents come from the factories).
  @available(iOS 15.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor
  open class Detent: NSObject {
    @available(*, unavailable)
    public override init() {}

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
    // `struct Identifier`, an NS_TYPED_EXTENSIBLE_ENUM of NSString, which Swift imports as
    // `Hashable, Equatable, RawRepresentable, @unchecked Sendable` with both initializers.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
      public var rawValue: String
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
      public init(_ rawValue: String) { self.rawValue = rawValue }
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)
      public init(rawValue: String) { self.rawValue = rawValue }
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium
      // (The SDK's value is the constant UISheetPresentationControllerDetentIdentifierMedium;
      // these strings are placeholders, like every body here.)
      public static let medium = UISheetPresentationController.Detent.Identifier(
        "com.apple.UIKit.medium")
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large
      public static let large = UISheetPresentationController.Detent.Identifier(
        "com.apple.UIKit.large")
    }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
    open class func medium() -> Self { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
    open class func large() -> Self { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
    @available(iOS 16.0, *)
    open var identifier: UISheetPresentationController.Detent.Identifier { .large }
  }

  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/delegate
  // (Redeclares UIPresentationController's `delegate` with the sheet's protocol; see there.)
  @_nonoverride weak open var delegate: (any UISheetPresentationControllerDelegate)?

  // The detent properties are computed here only because Swift refuses `@available(visionOS,
  // unavailable)` on a stored property; the SDK's are plain properties.
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  @available(visionOS, unavailable)
  open var detents: [UISheetPresentationController.Detent] {
    get { [] }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
  @available(visionOS, unavailable)
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
    get { nil }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
  @available(visionOS, unavailable)
  open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
    get { nil }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
  @available(visionOS, unavailable)
  open var prefersGrabberVisible: Bool {
    get { false }
    set {}
  }

  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
  // (`NS_NOESCAPE` block: a plain, non-escaping closure.)
  open func animateChanges(_ changes: () -> Void) { changes() }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
// A Swift refinement in UIKit's overlay (`extension UISheetPresentationController.Detent`, whose
// members the SDK's interface prints `@MainActor @preconcurrency`). The resolver is a plain
// closure, neither `@Sendable` nor `@MainActor`: written in main-actor code, it is main-actor
// isolated.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension UISheetPresentationController.Detent {
  @available(iOS 16.0, *)
  @MainActor @preconcurrency
  public static func custom(
    identifier: UISheetPresentationController.Detent.Identifier? = nil,
    resolver: @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext) ->
      CGFloat?
  ) -> UISheetPresentationController.Detent {
    fatalError("stand-in")
  }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
// The SDK's protocol is an Objective-C one; this one is not `@objc` only because Linux's CGFloat
// (a Foundation struct there) has no Objective-C representation. Nothing outside UIKit conforms
// to it, and it has no optional requirements, so its users see no difference.
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/containertraitcollection
  var containerTraitCollection: UITraitCollection { get }
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
  var maximumDetentValue: CGFloat { get }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor @objc
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
  // (Called for the user's drag only, not when code sets `selectedDetentIdentifier`.)
  @available(visionOS, unavailable)
  @objc optional func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}
