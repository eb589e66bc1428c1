#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder
  import WayfinderHosting

  /// The whole navigation of a scene: the root container, and each presentation over it as a
  /// sheet or a full-screen cover — the adaptive root of a SwiftUI app (a tab bar on compact
  /// windows, a sidebar on regular ones), driven by a ``SwiftUIDriver``.
  ///
  /// Tabs show as a `TabView` and a split as a `NavigationSplitView`, as the navigator's layout
  /// says; the view reports the horizontal size class, and the navigator's layout policy
  /// switches between them, every stack kept. A tab whose flow hides the tab bar
  /// (`FlowCoordinator.hidesSectionBar`) shows its screens with `toolbar(.hidden, for: .tabBar)`.
  /// Presentations play SwiftUI's default animation
  /// whatever their `PresentationTransition` says: `sheet(item:)` and `fullScreenCover(item:)`
  /// take no per-presentation transition.
  ///
  /// ```swift
  /// NavigationRootView(driver: driver, title: { $0.rawValue }) { screen in
  ///   AppScreenView(screen: screen)
  /// }
  /// ```
  ///
  /// A tab's image and badge come from `tabImage` and `tabBadge`; the badge is read as the
  /// view draws, so an `@Observable` count it reads redraws it when it changes:
  ///
  /// ```swift
  /// NavigationRootView(
  ///   driver: driver, title: { $0.rawValue.capitalized },
  ///   tabImage: { $0 == "library" ? "books.vertical" : "house" },
  ///   tabBadge: { $0 == "library" ? 2 : 0 }
  /// ) { screen in
  ///   AppScreenView(screen: screen)
  /// }
  /// ```
  public struct NavigationRootView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    var labels: SectionLabels
    let content: @MainActor (Screen) -> Content
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// Shows what `driver` shows.
    ///
    /// - Parameters:
    ///   - driver: the driver of the scene's host.
    ///   - title: a tab's or sidebar section's title.
    ///   - tabImage: the name of the SF Symbol image of a tab and of its sidebar row; `nil` for a
    ///     section with its title alone.
    ///   - tabBadge: the count a tab's badge shows; `0` hides it.
    ///   - content: the view of a screen.
    public init(
      driver: SwiftUIDriver<Screen>, title: @escaping @MainActor (SectionID) -> String,
      tabImage: @escaping @MainActor (SectionID) -> String? = { _ in nil },
      tabBadge: @escaping @MainActor (SectionID) -> Int = { _ in 0 },
      @ViewBuilder content: @escaping @MainActor (Screen) -> Content
    ) {
      self.model = driver.model
      self.labels = SectionLabels(title: title, image: tabImage, badge: tabBadge)
      self.content = content
    }

    /// Shows `accessory` over the root's sections: above the tab bar in every tab, and at the
    /// bottom of a split's detail column — a music app's mini player, a call in progress.
    ///
    /// Each section's stack leaves room for it (`safeAreaInset(edge: .bottom)`); presentations
    /// cover it. Its taps go where a screen's would: through the root flow
    /// (`Navigator.handle(forLevel:)`, see the SwiftUI article).
    ///
    /// ```swift
    /// NavigationRootView(driver: driver, title: { $0.rawValue }) { screen in
    ///   AppScreenView(screen: screen)
    /// }
    /// .sectionAccessory { MiniPlayerView() }
    /// ```
    public func sectionAccessory<Accessory: View>(
      @ViewBuilder _ accessory: @escaping @MainActor () -> Accessory
    ) -> NavigationRootView {
      var view = self
      view.labels.accessory = { AnyView(accessory()) }
      return view
    }

    /// Draws every split's sidebar with `sidebar` in place of the plain list of section titles:
    /// headers, row images and badges, a context menu or swipe action that removes a section
    /// the user made (through the flow that owns the sections), a "New" button in its toolbar.
    ///
    /// `SidebarSections/selection` is the selected section: setting it selects a section as a
    /// tap on a default row does, so a `List(selection:)` over it keeps the detail column and
    /// the highlighted row in step. The row shown, written again, is no reselection (a list
    /// writes its selection on focus changes too); rows drawn as buttons that call
    /// `SidebarSections/tap(_:)` select as a default row does, and the row shown, tapped again,
    /// goes back to its root.
    ///
    /// ```swift
    /// NavigationRootView(driver: driver, title: { $0.rawValue }) { screen in
    ///   AppScreenView(screen: screen)
    /// }
    /// .sidebar { sidebar in
    ///   List(selection: sidebar.selection) {
    ///     ForEach(sidebar.sections, id: \.self) { id in
    ///       Label(sidebar.title(id), systemImage: sidebar.image(id) ?? "music.note.list")
    ///     }
    ///   }
    /// }
    /// ```
    public func sidebar<Sidebar: View>(
      @ViewBuilder _ sidebar: @escaping @MainActor (SidebarSections) -> Sidebar
    ) -> NavigationRootView {
      var view = self
      view.labels.sidebar = { AnyView(sidebar($0)) }
      return view
    }

    /// The root level, with the size class reported to the host.
    public var body: some View {
      LevelView(model: model, level: 0, labels: labels, content: content)
        .onChange(of: horizontalSizeClass, initial: true) { _, sizeClass in
          guard let sizeClass else { return }
          model.userSizeClassChanged(sizeClass == .regular ? .regular : .compact)
        }
    }
  }

  /// One level — the root or a presentation — and, through its sheet, popover and cover, the
  /// next one.
  ///
  /// Every presentation plays the modifier's default animation: SwiftUI has no per-presentation
  /// transition for `sheet(item:)` or `fullScreenCover(item:)`, so a `PresentationTransition`
  /// changes nothing here. A presented level applies its `PresentationOptions` to its own
  /// content: detents, drag indicator and background interaction for a sheet, the form sizing of
  /// a form sheet, a preferred size, and a popover's compact adaptation.
  struct LevelView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let level: Int
    let labels: SectionLabels
    let content: @MainActor (Screen) -> Content

    var body: some View {
      let model = model
      let level = level
      let shown = model.levels.indices.contains(level) ? model.levels[level] : nil
      let next = model.levels.indices.contains(level + 1) ? model.levels[level + 1] : nil
      PresentedOptions(
        model: model, level: level, shown: shown,
        content: ContainerView(model: model, level: level, labels: labels, content: content)
      )
      // A sheet whose flow refuses the user's dismissal cannot be swiped away. SwiftUI does
      // not say when the user tried, so the flow hears no attempt here.
      .interactiveDismissDisabled(shown?.refusesUserDismissal ?? false)
      // A popover points at the view its screen marked with `popoverAnchor(_:)`, or at a
      // rectangle of this level, or at the whole level.
      .overlayPreferenceValue(PopoverAnchors.self) { anchors in
        GeometryReader { proxy in
          Color.clear
            .popover(
              item: presented(.popover),
              attachmentAnchor: .rect(
                Self.anchorSource(next?.options.anchor, anchors: anchors, in: proxy)),
              arrowEdge: Self.arrowEdge(next?.options.anchor?.arrows)
            ) { _ in nextLevel }
        }
      }
      .sheet(item: presented(.sheet)) { _ in nextLevel }
      .fullScreenCover(item: presented(.cover)) { _ in nextLevel }
      // A dialog is the system's alert or confirmation dialog over this level, drawn from
      // the dialog it presents (kept by SwiftUI while it goes away).
      .alert(
        next?.dialog?.title ?? "", isPresented: dialogShown(.alert),
        presenting: next?.slot == .alert ? next : nil
      ) { shown in
        DialogButtons(model: model, shown: shown)
      } message: { shown in
        if let message = shown.dialog?.message { Text(verbatim: message) }
      }
      .confirmationDialog(
        next?.dialog?.title ?? "", isPresented: dialogShown(.confirmationDialog),
        titleVisibility: .visible,
        presenting: next?.slot == .confirmationDialog ? next : nil
      ) { shown in
        DialogButtons(model: model, shown: shown)
      } message: { shown in
        if let message = shown.dialog?.message { Text(verbatim: message) }
      }
    }

    /// Whether the dialog above this level shows in `slot`.
    ///
    /// SwiftUI writes `false` after any of its buttons, and alone where the user closed it
    /// otherwise (tapped outside). The write names the dialog the binding showed, so that a
    /// late one closes no other.
    private func dialogShown(_ slot: DeclarativeModel<Screen>.Level.Slot) -> Binding<Bool> {
      let model = model
      let level = level
      let presentation = model.presented(above: level, in: slot)?.id
      return Binding(
        get: { model.presented(above: level, in: slot) != nil },
        set: { shown in
          if !shown { model.userSetPresented(nil, above: level, presentation: presentation) }
        })
    }

    /// The level above this one, as the modifier that presents it shows it.
    private var nextLevel: LevelView {
      LevelView(model: model, level: level + 1, labels: labels, content: content)
    }

    /// The level above this one while `slot` presents it; writing `nil` is the user's
    /// dismissal.
    private func presented(_ slot: DeclarativeModel<Screen>.Level.Slot)
      -> Binding<DeclarativeModel<Screen>.Level?>
    {
      let model = model
      let level = level
      return Binding(
        get: { model.presented(above: level, in: slot) },
        set: { model.userSetPresented($0, above: level) })
    }

    /// Where a popover points, in the level's coordinates: its named anchor's bounds, its
    /// rectangle, or the whole level.
    static func anchorSource(
      _ anchor: PopoverAnchor?, anchors: [String: Anchor<CGRect>], in proxy: GeometryProxy
    ) -> Anchor<CGRect>.Source {
      switch anchor?.source {
      case .named(let name)?:
        if let bounds = anchors[name] { return .rect(proxy[bounds]) }
      case .rect(let x, let y, let width, let height)?:
        return .rect(CGRect(x: x, y: y, width: width, height: height))
      case nil:
        break
      }
      return .bounds
    }

    /// The popover's edge its arrow leaves from: the one direction the anchor permits, or the
    /// top when it permits several (SwiftUI takes one).
    static func arrowEdge(_ arrows: PopoverAnchor.Arrows?) -> Edge {
      switch arrows {
      case .down?: .bottom
      case .left?: .leading
      case .right?: .trailing
      default: .top
      }
    }
  }

  /// What a presented level's `PresentationOptions` ask of SwiftUI, on the level's own content.
  struct PresentedOptions<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let level: Int
    let shown: DeclarativeModel<Screen>.Level?
    let content: Content

    var body: some View {
      let model = model
      let level = level
      let options = shown?.options ?? PresentationOptions()
      let detents = options.detents
      let size = options.preferredSize
      let configured =
        content
        .frame(
          idealWidth: size.map { CGFloat($0.width) }, idealHeight: size.map { CGFloat($0.height) }
        )
        .presentationDetents(
          Set((detents?.detents ?? [.large]).map(Self.detent)),
          selection: Binding(
            get: { Self.detent(detents?.resting ?? .large) },
            set: { picked in
              guard let detent = detents?.detents.first(where: { Self.detent($0) == picked })
              else { return }
              model.userSelectedDetent(detent, level: level)
            })
        )
        .presentationDragIndicator(detents?.showsGrabber == true ? .visible : .automatic)
        .presentationBackgroundInteraction(
          detents?.largestUndimmed.map { .enabled(upThrough: Self.detent($0)) } ?? .automatic
        )
        .presentationCompactAdaptation(Self.adaptation(options.anchor?.compactFallback))
      if shown?.style == .formSheet {
        configured.presentationSizing(.form)
      } else {
        configured
      }
    }

    /// SwiftUI's detent for `detent`.
    static func detent(_ detent: SheetDetent) -> PresentationDetent {
      switch detent {
      case .medium: .medium
      case .large: .large
      case .height(let points): .height(CGFloat(points))
      case .fraction(let share): .fraction(CGFloat(share))
      }
    }

    /// What a popover becomes on a compact window.
    static func adaptation(_ fallback: PopoverAnchor.CompactFallback?) -> PresentationAdaptation {
      switch fallback {
      case .fullScreen?: .fullScreenCover
      case .popover?: .popover
      case .sheet?, nil: .sheet
      }
    }
  }

  /// The bounds of the views screens marked with `popoverAnchor(_:)`, by name.
  struct PopoverAnchors: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]

    static func reduce(
      value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]
    ) {
      value.merge(nextValue()) { $1 }
    }
  }

  extension View {
    /// Marks this view as the popover anchor `name`: a popover presented with
    /// `PopoverAnchor(.named(name))` from the level this view is on points at it.
    ///
    /// ```swift
    /// Button("Privacy", systemImage: "shield") { flow.send(BrowserIntent.showPrivacy) }
    ///   .popoverAnchor("shield")
    /// ```
    public func popoverAnchor(_ name: String) -> some View {
      anchorPreference(key: PopoverAnchors.self, value: .bounds) { [name: $0] }
    }
  }

  /// How the app labels its sections: a title (tab and sidebar row), a tab's SF Symbol and its
  /// badge count.
  struct SectionLabels {
    let title: @MainActor (SectionID) -> String
    let image: @MainActor (SectionID) -> String?
    let badge: @MainActor (SectionID) -> Int
    /// What shows above the tab bar in every tab of the root, and under its split's detail.
    var accessory: (@MainActor () -> AnyView)?
    /// The app's own sidebar, for every split.
    var sidebar: (@MainActor (SidebarSections) -> AnyView)?
  }

  /// What a split's sidebar lists, for a sidebar the app draws
  /// (``NavigationRootView/sidebar(_:)``).
  @MainActor
  public struct SidebarSections {
    /// The sections the sidebar lists, in order: those of the tab bar and those hidden in it
    /// (`SectionVisibility.splitOnly`).
    public let sections: [SectionID]
    /// The section the detail column shows, `nil` while none is.
    ///
    /// Setting it selects a section as the user's tap on its row would, and `nil` shows the
    /// sidebar with no section, as the user's way back to it in a collapsed split does. Setting
    /// the section shown changes nothing (no reselection).
    public let selection: Binding<SectionID?>
    let labels: SectionLabels
    let userTapped: @MainActor (SectionID) -> Void

    /// The user tapped the row `id`, as on a default row: it selects the section, and the
    /// section shown, tapped again, is a reselection — its tabs flow pops it to its root
    /// (`TabsCoordinator.reselection`), where the app may scroll to the top.
    @MainActor public func tap(_ id: SectionID) { userTapped(id) }

    /// The section's title, as `NavigationRootView`'s `title` gives it.
    public func title(_ id: SectionID) -> String { labels.title(id) }
    /// The name of the section's SF Symbol image, as `tabImage` gives it.
    public func image(_ id: SectionID) -> String? { labels.image(id) }
    /// The section's badge count, as `tabBadge` gives it.
    public func badge(_ id: SectionID) -> Int { labels.badge(id) }
  }
#endif
