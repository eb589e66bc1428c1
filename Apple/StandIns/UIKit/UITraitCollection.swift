// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
  case unspecified = 0
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
  case compact = 1
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
  case regular = 2
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject {
  public override init() {}

  // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

// https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor @objc
public protocol UITraitEnvironment: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  @available(iOS 8.0, *)
  var traitCollection: UITraitCollection { get }
}

// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15
@available(iOS 17.0, *)
public protocol UITraitDefinition {
  // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/value
  associatedtype Value
  // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/defaultvalue
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/uikit/uitrait-9423
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
// (Its other static members, `identifier`, `name` and `affectsColorAppearance`, are left out.)
@available(iOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
// (Apple's protocol also refines NSCopying; nothing here copies a registration.)
@available(iOS 17.0, *)
@MainActor @objc
public protocol UITraitChangeRegistration: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@available(iOS 17.0, *)
@MainActor
public protocol UITraitChangeObservable {
  // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> =
    (TraitEnvironment, UITraitCollection) -> Void
}

@available(iOS 17.0, *)
extension UITraitChangeObservable {
  // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    TraitChangeRegistration()
  }
}

/// The placeholder registration the stand-in returns (UIKit's own type is private).
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {}

// UIView adopts UITraitEnvironment and UITraitChangeObservable
// (https://developer.apple.com/documentation/uikit/uitraitcollection — "The following classes
// adopt UITraitEnvironment: … UIWindow … UIViewController … UIView").
extension UIView: UITraitEnvironment {
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  public var traitCollection: UITraitCollection { UITraitCollection() }
}

@available(iOS 17.0, *)
extension UIView: UITraitChangeObservable {}
