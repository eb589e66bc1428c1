#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder

  /// A level's container: one stack, tabs, a split, or a dialog's actions.
  struct ContainerView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let level: Int
    let title: @MainActor (TabID) -> String
    let content: @MainActor (Screen) -> Content

    var body: some View {
      if let shown = model.levels.indices.contains(level) ? model.levels[level] : nil {
        if let dialog = shown.dialog {
          DialogView(model: model, level: level, dialog: dialog)
        } else if shown.layout == .tabs {
          tabs(shown)
        } else if shown.layout == .split {
          split(shown)
        } else {
          stack(StackPath(level: level))
        }
      }
    }

    private func stack(_ path: StackPath) -> StackView<Screen, Content> {
      StackView(model: model, path: path, content: content)
    }

    /// Seed 004's `AppTabView`: one tab per section visible in tabs, each with its own stack;
    /// a section hidden in the tab bar (`SectionVisibility.splitOnly`) has no `Tab` and keeps
    /// its screens in the model.
    private func tabs(_ shown: DeclarativeModel<Screen>.Level) -> some View {
      let model = model
      let level = level
      let fallback = shown.visibleSections.first ?? TabID("")
      return TabView(
        selection: Binding(
          get: { model.selection(atLevel: level) ?? fallback },
          set: { model.userSelect($0, level: level) })
      ) {
        ForEach(shown.visibleSections, id: \.self) { id in
          Tab(value: id) {
            stack(StackPath(level: level, section: id))
          } label: {
            Text(title(id))
          }
        }
      }
    }

    /// Seed 004's `NavigationSplitView`: the sections visible in a split in the sidebar (the
    /// tab bar's and the ones hidden in it), the selected one's stack in the detail column.
    private func split(_ shown: DeclarativeModel<Screen>.Level) -> some View {
      let model = model
      let level = level
      return NavigationSplitView(
        columnVisibility: Binding(
          get: {
            NavigationSplitViewVisibility(model.columnVisibility(atLevel: level))
          },
          set: { model.userSetColumnVisibility(ColumnVisibility($0), level: level) })
      ) {
        List(shown.visibleSections, id: \.self) { id in
          Button(title(id)) { model.userSelect(id, level: level) }
        }
      } detail: {
        if shown.hasSelection, let selection = shown.selection {
          stack(StackPath(level: level, section: selection))
        }
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
