#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// In a split of three columns, moves the first screen of each section's stack — every
    /// section but the pinned one and the actions — out of its navigation controller into a
    /// content column of its own, and gives the split those columns.
    ///
    /// UIKit gives a controller one parent, and a triple-column split one controller per
    /// column: the navigation controller keeps the detail column's screens, the stack above
    /// its first. Only ever called while no pushed level sits on those navigation controllers.
    func divideColumns(of shown: Level, level: Int) {
      guard shown.splitColumns == .three, shown.tabs is any SplitContainer else { return }
      for section in shown.sections where section.id != shown.pinnedColumn && !section.isAction {
        divideColumn(at: StackPath(level: level, section: section.id), of: shown)
      }
      showContentColumns(of: shown)
    }

    /// Puts every section's first screen back in its navigation controller: the stacks are
    /// whole again, for tabs or a split of two columns.
    func joinColumns(of shown: Level) {
      for path in shown.contents.keys { joinColumn(at: path, of: shown) }
      showContentColumns(of: shown)
    }

    /// Moves the first screen of the stack at `path` into a content column.
    func divideColumn(at path: StackPath, of shown: Level) {
      guard shown.contents[path] == nil, let navigation = shown.stacks[path] else { return }
      let screens = navigation.viewControllers
      let content = ContentColumnController()
      navigation.setViewControllers(Array(screens.dropFirst()), animated: false)
      content.show(screens.first)
      shown.contents[path] = content
    }

    /// Moves the first screen of the stack at `path` back from its content column.
    func joinColumn(at path: StackPath, of shown: Level) {
      guard let content = shown.contents[path] else { return }
      let first = content.screen
      content.show(nil)
      shown.contents[path] = nil
      if let first, let navigation = shown.stacks[path] {
        navigation.setViewControllers([first] + navigation.viewControllers, animated: false)
      }
    }

    /// Gives the level's split its content columns, by section.
    func showContentColumns(of shown: Level) {
      var columns: [SectionID: UIViewController] = [:]
      for (path, content) in shown.contents {
        if let section = path.section { columns[section] = content }
      }
      (shown.tabs as? any SplitContainer)?.setContentColumns(columns)
    }
  }
#endif
