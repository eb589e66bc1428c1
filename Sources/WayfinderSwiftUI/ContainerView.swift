#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder
  import WayfinderHosting

  /// A level's container: one stack, tabs or a split.
  struct ContainerView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let level: Int
    let labels: SectionLabels
    let content: @MainActor (Screen) -> Content

    var body: some View {
      if let shown = model.levels.indices.contains(level) ? model.levels[level] : nil {
        if shown.layout == .tabs {
          tabs(shown)
        } else if shown.layout == .split {
          split(shown)
        } else {
          withAccessory(stack(StackPath(level: level)))
        }
      }
    }

    /// `view` with the root's accessory below it (``NavigationRootView/sectionAccessory(_:)``);
    /// presented levels show none.
    @ViewBuilder
    private func withAccessory(_ view: some View) -> some View {
      if level == 0, let accessory = labels.accessory {
        view.safeAreaInset(edge: .bottom) { accessory() }
      } else {
        view
      }
    }

    private func stack(_ path: StackPath) -> StackView<Screen, Content> {
      StackView(model: model, path: path, content: content)
    }

    /// The tab view of an adaptive SwiftUI root: one tab per section visible in tabs, each
    /// with its own stack; a section hidden in the tab bar (`SectionVisibility.splitOnly`) has
    /// no `Tab` and keeps its screens in the model.
    private func tabs(_ shown: DeclarativeModel<Screen>.Level) -> some View {
      let model = model
      let level = level
      let fallback = shown.visibleSections.first ?? SectionID("")
      return TabView(
        selection: Binding(
          get: { model.selection(atLevel: level) ?? fallback },
          set: { model.userSelect($0, level: level) })
      ) {
        ForEach(shown.visibleSections, id: \.self) { id in
          Tab(value: id) {
            withAccessory(stack(StackPath(level: level, section: id)))
          } label: {
            if let image = labels.image(id) {
              Label(labels.title(id), systemImage: image)
            } else {
              Text(labels.title(id))
            }
          }
          .badge(labels.badge(id))
        }
      }
    }

    /// The `NavigationSplitView` of an adaptive SwiftUI root: the sections visible in a split
    /// in the sidebar (the tab bar's and the ones hidden in it), the selected one's stack in
    /// the detail column — or, in three columns, its first screen in the content column and
    /// the rest in the detail — and a pinned section's stack beside the detail.
    @ViewBuilder
    private func split(_ shown: DeclarativeModel<Screen>.Level) -> some View {
      let model = model
      let level = level
      let visibility = Binding(
        get: { NavigationSplitViewVisibility(model.columnVisibility(atLevel: level)) },
        set: { model.userSetColumnVisibility(ColumnVisibility($0), level: level) })
      let selected = shown.hasSelection ? shown.selection : nil
      if shown.splitColumns == .three {
        NavigationSplitView(
          columnVisibility: visibility,
          preferredCompactColumn: Binding(
            get: { NavigationSplitViewColumn(model.preferredCompactColumn(atLevel: level)) },
            set: { model.userSetPreferredCompactColumn(SplitColumn($0), level: level) })
        ) {
          sidebar(shown)
        } content: {
          if let selected,
            let root = model.root(at: StackPath(level: level, section: selected))
              .flatMap(model.screen)
          {
            content(root)
          }
        } detail: {
          withAccessory(
            HStack(spacing: 0) {
              if let selected {
                StackView(
                  model: model, path: StackPath(level: level, section: selected), isDetail: true,
                  content: content)
              }
              pinned(shown)
            })
        }
      } else {
        NavigationSplitView(columnVisibility: visibility) {
          sidebar(shown)
        } detail: {
          withAccessory(
            HStack(spacing: 0) {
              if let selected { stack(StackPath(level: level, section: selected)) }
              pinned(shown)
            })
        }
      }
    }

    @ViewBuilder
    private func sidebar(_ shown: DeclarativeModel<Screen>.Level) -> some View {
      let model = model
      let level = level
      if let custom = labels.sidebar {
        custom(
          SidebarSections(
            sections: shown.visibleSections,
            selection: Binding(
              get: { model.sidebarSelection(atLevel: level) },
              set: { model.userSetSidebarSelection($0, level: level) }),
            labels: labels, userTapped: { model.userSelect($0, level: level) }))
      } else {
        // Each row as its tab reads: its title, with its image where it has one.
        List(shown.visibleSections, id: \.self) { id in
          if let image = labels.image(id) {
            Button(labels.title(id), systemImage: image) { model.userSelect(id, level: level) }
          } else {
            Button(labels.title(id)) { model.userSelect(id, level: level) }
          }
        }
      }
    }

    /// The pinned section's own `NavigationStack` beside the detail, after a divider.
    @ViewBuilder
    private func pinned(_ shown: DeclarativeModel<Screen>.Level) -> some View {
      if let pinned = shown.pinnedColumn {
        Divider()
        stack(StackPath(level: level, section: pinned))
      }
    }
  }

  extension NavigationSplitViewColumn {
    init(_ column: SplitColumn) {
      switch column {
      case .sidebar: self = .sidebar
      case .content: self = .content
      case .detail: self = .detail
      }
    }
  }

  extension SplitColumn {
    init(_ column: NavigationSplitViewColumn) {
      if column == .sidebar {
        self = .sidebar
      } else if column == .content {
        self = .content
      } else {
        self = .detail
      }
    }
  }

  extension NavigationSplitViewVisibility {
    init(_ visibility: ColumnVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      }
    }
  }

  extension ColumnVisibility {
    init(_ visibility: NavigationSplitViewVisibility) {
      if visibility == .all {
        self = .all
      } else if visibility == .doubleColumn {
        self = .doubleColumn
      } else if visibility == .detailOnly {
        self = .detailOnly
      } else {
        self = .automatic
      }
    }
  }
#endif
