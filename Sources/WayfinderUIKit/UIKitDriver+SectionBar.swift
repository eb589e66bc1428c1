#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Records that the tab bar of `level` is hidden (or shown) while `section` is selected,
    /// and hides or shows it now if that section is the one shown.
    func setSectionBarHidden(_ hidden: Bool, section: SectionID, level: Int, animated: Bool) {
      guard levels.indices.contains(level) else { return }
      if hidden {
        levels[level].sectionsHidingBar.insert(section)
      } else {
        levels[level].sectionsHidingBar.remove(section)
      }
      showTabBar(of: levels[level], animated: animated)
    }

    /// Hides the tab bar of `level`'s tab container while its selected section hides it, and
    /// shows it otherwise; a split keeps its sidebar.
    func showTabBar(of level: Level, animated: Bool) {
      guard let tabs = level.tabs, !(tabs is any SplitContainer), let selection = level.selection
      else { return }
      tabs.setTabBarHidden(level.sectionsHidingBar.contains(selection), animated: animated)
    }
  }
#endif
