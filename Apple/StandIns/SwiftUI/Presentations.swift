// Stand-in SwiftUI: popovers, and how a presentation sizes, rests and adapts.
import Foundation

// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor.md
// (`enum PopoverAttachmentAnchor`: not frozen, and the page lists no conformance, so no Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PopoverAttachmentAnchor {
  // https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
  // https://developer.apple.com/tutorials/data/documentation/swiftui/popoverattachmentanchor/point(_:).md
  case point(UnitPoint)
}

// https://developer.apple.com/documentation/swiftui/presentationdetent.md (`struct
// PresentationDetent`, Hashable and Sendable)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/presentationdetent/medium.md
  public static let medium = PresentationDetent(kind: 0, value: 0)
  // https://developer.apple.com/documentation/swiftui/presentationdetent/large.md
  public static let large = PresentationDetent(kind: 1, value: 0)
  // https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:).md
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: 2, value: fraction)
  }
  // https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: 3, value: height)
  }
  private let kind: Int
  private let value: CGFloat
}

// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction.md
// (`struct PresentationBackgroundInteraction`, Sendable)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
  // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/automatic.md
  public static var automatic: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/disabled
  public static var disabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled
  public static var enabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:).md
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { PresentationBackgroundInteraction() }
  private init() {}
}

// https://developer.apple.com/documentation/swiftui/presentationadaptation.md (`struct
// PresentationAdaptation`, Sendable)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
  // https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic.md
  public static var automatic: PresentationAdaptation { PresentationAdaptation() }
  // https://developer.apple.com/documentation/swiftui/presentationadaptation/none.md
  public static var none: PresentationAdaptation { PresentationAdaptation() }
  // https://developer.apple.com/documentation/swiftui/presentationadaptation/popover.md
  public static var popover: PresentationAdaptation { PresentationAdaptation() }
  // https://developer.apple.com/documentation/swiftui/presentationadaptation/sheet
  public static var sheet: PresentationAdaptation { PresentationAdaptation() }
  // https://developer.apple.com/documentation/swiftui/presentationadaptation/fullscreencover
  public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation() }
  private init() {}
}

// https://developer.apple.com/documentation/swiftui/presentationsizing.md (`protocol
// PresentationSizing`, inheriting nothing; its requirements, which all have default
// implementations, are left out: the adapters only use the system sizings)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing {}

// https://developer.apple.com/documentation/swiftui/formpresentationsizing.md (`struct
// FormPresentationSizing`; "Conforms To": Sendable, PresentationSizing)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing, Sendable {
  init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
  // https://developer.apple.com/documentation/swiftui/presentationsizing/form.md
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:).md
  // (`arrowEdge: Edge? = nil`, as the SDK declares it since the iOS 18 SDK, where the TabContent
  // overload of the same name appeared with it; the SDK's `@_alwaysEmitIntoClient`, shown as
  // `@export(implementation)`, changes nothing for a caller and is left out)
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:).md
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { _StandInModified() }

  // https://developer.apple.com/tutorials/data/documentation/swiftui/view/presentationdragindicator(_:).md
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    _StandInModified()
  }

  // https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:).md
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  nonisolated public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:).md
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:).md
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    _StandInModified()
  }
}

// Alerts and confirmation dialogs, with a string title and the data they present (the adapter
// draws a `Dialog`'s title, message and actions with them).
extension View {
  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l.md
  // (the SDK writes its builders `@ViewBuilder`; the 2026 page shows `@ContentBuilder`, the same
  // at a call site)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  // (the string-title overload of the same family, `@_disfavoredOverload` as the SDK's
  // interface declares it)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { _StandInModified() }
}
