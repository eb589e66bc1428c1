// A stand-in for Apple's UIKit, compiled by Scripts/check-apple.sh as a module named UIKit so that
// WayfinderUIKit and BookKittyUIKit, and the docs' UIKit code blocks, type-check on Linux. It
// declares exactly the API they use, each declaration transcribed from Apple's documentation
// (the page is cited above it), with Apple's names, labels, optionality, `@MainActor` isolation
// and availability. Bodies are placeholders: this module is compiled, never run.
//
// It is compiled as Apple ships its SDK (Swift 5 mode, library evolution, clients build from the
// emitted .swiftinterface) and with Objective-C interoperability on: NSObject is the
// Objective-C root class of the ObjectiveC stand-in beside this folder, and delegate protocols
// are `@objc` with `optional` requirements, so a method that nearly matches one is reported as
// Xcode reports it ("nearly matches optional requirement"), an error under -warnings-as-errors.
//
// One difference Linux forces, invisible to the code that uses the module: real UIKit
// re-exports Foundation and CoreGraphics (`CGRect`, `IndexPath`); this one re-exports Foundation,
// which declares both on Linux. Linux's Foundation also declares a Swift class NSObject; the
// typealiases below make UIKit's (the Objective-C one) the NSObject its clients see, as on iOS.
//
// A few members nothing calls are declared too, because the adapters subclass UIKit classes and
// a subclass member must not reuse a superclass member's name (each says so where it stands).

@_exported import Foundation
@_exported import ObjectiveC

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
public typealias NSObject = ObjectiveC.NSObject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
public typealias NSObjectProtocol = ObjectiveC.NSObjectProtocol

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
