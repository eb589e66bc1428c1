#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// A screen that names its own popover anchors: a popover presented over it with
  /// `PopoverAnchor(.named(name))` points at the item it returns, with no driver to register
  /// with (``UIKitDriver/registerPopoverAnchor(_:named:)``, which wins where both name one).
  ///
  /// The driver asks the screen on top of the level below the popover: the one whose toolbar
  /// holds the button.
  ///
  /// ```swift
  /// final class MessageViewController: UIViewController, PopoverAnchoring {
  ///   let moveButton = UIBarButtonItem()  // "Move…", in the toolbar
  ///
  ///   func popoverAnchor(named name: String) -> (any UIPopoverPresentationControllerSourceItem)? {
  ///     name == "move" ? moveButton : nil
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol PopoverAnchoring: AnyObject {
    /// The item — a bar button, a view — the anchor `name` stands for; `nil` when the screen
    /// has no anchor of that name.
    func popoverAnchor(named name: String) -> (any UIPopoverPresentationControllerSourceItem)?
  }
#endif
