// A stand-in for Apple's UIKit, compiled by Scripts/check-apple.sh as a module named UIKit so that
// WayfinderUIKit and BookKittyUIKit type-check on Linux. It declares exactly the API they use,
// each declaration transcribed from Apple's documentation (the page is cited above it), with
// Apple's names, labels, optionality, `@MainActor` isolation and availability. Bodies are
// placeholders: this module is compiled, never run.
//
// Two differences Linux forces, neither visible to the code that uses the module:
// - `@objc optional` protocol requirements cannot be written without the Objective-C runtime;
//   they are plain requirements with empty default implementations in a protocol extension, so
//   a conforming method must still have Apple's exact signature to be the one that is called.
// - Real UIKit re-exports Foundation and CoreGraphics (`CGRect`, `IndexPath`); this one
//   re-exports Foundation, which declares both on Linux.
//
// A few members nothing calls are declared too, because the adapters subclass UIKit classes and
// a subclass member must not reuse a superclass member's name (each says so where it stands).

@_exported import Foundation

// https://developer.apple.com/documentation/foundation/indexpath/row
// (UIKit's extension of IndexPath for table views.)
extension IndexPath {
  /// An index number identifying a row in a section of a table view.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  /// Creates an index path that references a row in a particular section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }
}
