import Wayfinder

extension DeclarativeModel {
  /// One level of a ``DeclarativeModel``: the root container, or a presentation over it.
  ///
  /// `Identifiable` so that it is a `sheet(item:)` item: a new presentation at the same level
  /// has a new ``id``, and SwiftUI replaces the sheet.
  public struct Level: Identifiable, Hashable, Sendable {
    /// Unique per presentation.
    public let id: Int
    /// 0 for the root, 1 for the first presentation.
    public let level: Int
    /// How it is presented; `nil` for the root.
    public var style: PresentationStyle?
    /// The alert or confirmation dialog it shows, if it is one.
    public var dialog: Dialog?
    /// Tabs or a split; `nil` for one stack.
    public var layout: SectionLayout?
    /// The sections, in display order; empty for one stack.
    public var sections: [SectionID] = []
    /// The sections that are actions: tapping one acts and selects nothing.
    public var actions: Set<SectionID> = []
    /// The visibility of each section that is not `SectionVisibility.everywhere`.
    public var visibility: [SectionID: SectionVisibility] = [:]
    /// The selected section.
    public var selection: SectionID?
    /// Whether a section is shown (a split may show none).
    public var hasSelection = true
    /// The columns a split shows.
    public var columnVisibility = ColumnVisibility.automatic
    /// How many columns a split draws (`SplitColumns`).
    public var splitColumns = SplitColumns.two
    /// The section a split shows in a column beside the detail (`Sections.pinnedColumn`).
    public var pinnedColumn: SectionID?
    /// The sections whose tab bar is hidden while they are selected.
    public var sectionsHidingBar: Set<SectionID> = []
    /// Each stack's screens, bottom first, by section (`nil` for one stack).
    public var stacks: [SectionID?: [ScreenID]] = [:]
    /// Whether the user may not dismiss the level: a sheet's
    /// `interactiveDismissDisabled(_:)`.
    public var refusesUserDismissal = false
    /// The stacks, by section (`nil` for one stack), whose top screen shows no back button
    /// and allows no back swipe: SwiftUI's `navigationBarBackButtonHidden(_:)`.
    public var stacksRefusingBack: Set<SectionID?> = []

    init(id: Int, level: Int, style: PresentationStyle?, dialog: Dialog?) {
      self.id = id
      self.level = level
      self.style = style
      self.dialog = dialog
    }

    /// A sheet's detents, a popover's anchor, a preferred size (`Presentation.options`).
    public var options = PresentationOptions()
    /// The tab bar's order when it is not the display order (`Sections.tabBarOrder`).
    public var tabBarOrder: [SectionID]?

    /// The sections the layout shows, in its order: a tab bar's in ``tabBarOrder``, a
    /// sidebar's in display order.
    ///
    /// A `TabView`'s `Tab`s are those visible in tabs, a split's sidebar rows those visible in
    /// a split. A layout in which no section is visible shows every section, as
    /// `Sections.visibleIDs(in:)` does. A split lists no row for its pinned column
    /// (``pinnedColumn``), which it shows beside the detail.
    public var visibleSections: [SectionID] {
      var ordered = sections
      if layout == .tabs, let order = tabBarOrder {
        let known = Set(sections)
        let listed = order.filter(known.contains)
        let rest = sections.filter { !listed.contains($0) }
        ordered = listed + rest
      }
      let unpinned = layout == .split ? ordered.filter { $0 != pinnedColumn } : ordered
      guard let layout, !visibility.isEmpty else { return unpinned }
      let visible = unpinned.filter { (visibility[$0] ?? .everywhere).isVisible(in: layout) }
      return visible.isEmpty ? unpinned : visible
    }

    /// Which SwiftUI modifier presents the level.
    public var slot: Slot? { style.map(Slot.init) }

    /// The presentation modifier a style maps to.
    ///
    /// A sheet and a form sheet are `sheet(item:)`, a popover `popover(item:)`, an alert
    /// `alert(_:isPresented:presenting:actions:message:)` and a confirmation dialog
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`; every
    /// other style — full screen, pushed over the tabs, over full screen, an overlay such as
    /// BookKitty's menu — is `fullScreenCover(item:)`, which the user cannot swipe away.
    public enum Slot: Hashable, Sendable {
      /// `sheet(item:onDismiss:content:)`.
      case sheet
      /// `popover(item:attachmentAnchor:arrowEdge:content:)`.
      case popover
      /// `fullScreenCover(item:onDismiss:content:)`.
      case cover
      /// `alert(_:isPresented:presenting:actions:message:)`.
      case alert
      /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
      case confirmationDialog

      init(_ style: PresentationStyle) {
        switch style {
        case .popover: self = .popover
        case .sheet, .formSheet: self = .sheet
        case .alert: self = .alert
        case .confirmationDialog: self = .confirmationDialog
        default: self = .cover
        }
      }
    }
  }
}
