// expect: nearly matches optional requirement
// A delegate method one label away from UIKit's (`animate:` for `animated:`): UIKit would never
// call it. The SDK's delegate requirements are `@objc optional`, so nothing else would say so;
// the compiler's near-miss warning does, and warnings are errors.
#if canImport(UIKit)
  import UIKit

  final class FixtureDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animate: Bool
    ) {}
  }
#endif
