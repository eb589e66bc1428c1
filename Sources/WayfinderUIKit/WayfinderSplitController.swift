#if canImport(UIKit) && !os(tvOS)
  import UIKit
  import Wayfinder

  /// A two-column `UISplitViewController` as a ``SplitContainer``: a sidebar that lists the
  /// sections and, beside it, the selected section's navigation controller.
  ///
  /// A tap on a sidebar row asks ``TabContainer/tabSelection`` first, as a tab bar does: the
  /// navigator refuses the row already shown (a reselection) and the split shows nothing new;
  /// otherwise the split shows the section in the detail column and reports the selection.
  /// Selecting a section in code reports nothing.
  ///
  /// | Wayfinder | UIKit |
  /// | --- | --- |
  /// | a section selected | its navigation controller, `setViewController(_:for: .secondary)` |
  /// | no section (`Sections.hasSelection` is `false`) | an empty placeholder in the detail column, then `show(.primary)` |
  /// | `ColumnVisibility.automatic` | `preferredDisplayMode = .automatic` |
  /// | `.all`, `.doubleColumn` | `preferredDisplayMode = .oneBesideSecondary` |
  /// | `.detailOnly` | `preferredDisplayMode = .secondaryOnly` |
  /// | a pinned section (`Sections.pinnedColumn`) | its navigation controller beside the detail's, both children of the `.secondary` column's controller |
  /// | `SplitColumns.three` | two columns: the detail shows the whole stack, its list first, as a collapsed triple-column split does |
  ///
  /// The split is meant for regular widths: ``UIKitDriver`` reports the window's size class, and
  /// a navigator whose `layoutPolicy` answers tabs for compact widths replaces the
  /// split with tabs before the user works in a collapsed split.
  @MainActor
  public final class WayfinderSplitController: UISplitViewController, SplitContainer {
    /// Where the user's taps on the sidebar go.
    public var tabSelection: TabSelection?
    /// The navigation controller of the section shown, `nil` while no section is shown.
    public private(set) var selectedViewController: UIViewController?

    private var tabs: [ContainerTab] = []
    private let sidebar = WayfinderSidebarController()
    private let placeholder = UIViewController()
    private let columns = PinnedColumnController()
    private var pinned: UIViewController?

    /// Creates an empty two-column split.
    public init() {
      super.init(style: .doubleColumn)
      sidebar.onSelect = { [weak self] row in self?.userSelected(row: row) }
      setViewController(sidebar, for: .primary)
      setViewController(placeholder, for: .secondary)
    }

    /// Not supported: the driver creates the split in code.
    public required init?(coder: NSCoder) { nil }

    /// Lists `tabs` in the sidebar; a section shown that is not among them gives way to the
    /// placeholder (so that `setTabs([])` lets go of every navigation controller).
    public func setTabs(_ tabs: [ContainerTab]) {
      self.tabs = tabs
      sidebar.titles = tabs.map(\.title)
      if let shown = selectedViewController, !tabs.contains(where: { $0.controller === shown }) {
        clearSelection()
      }
    }

    /// Shows `controller` in a column beside the detail, or removes that column for `nil`.
    public func setPinnedColumn(_ controller: UIViewController?) {
      pinned = controller
      showDetail(selectedViewController ?? placeholder)
    }

    /// Shows the section `id` in the detail column.
    public func select(_ id: TabID) {
      guard let row = tabs.firstIndex(where: { $0.id == id }) else { return }
      showSection(at: row)
    }

    /// Shows the sidebar and an empty detail column.
    public func clearSelection() {
      selectedViewController = nil
      sidebar.selectedRow = nil
      showDetail(placeholder)
      show(.primary)
    }

    /// Sets `preferredDisplayMode` for `visibility`.
    public func setColumnVisibility(_ visibility: ColumnVisibility) {
      preferredDisplayMode =
        switch visibility {
        case .automatic: .automatic
        case .all, .doubleColumn: .oneBesideSecondary
        case .detailOnly: .secondaryOnly
        }
    }

    private func showSection(at row: Int) {
      let controller = tabs[row].controller
      selectedViewController = controller
      sidebar.selectedRow = row
      showDetail(controller)
    }

    /// Puts `detail` in the `.secondary` column: alone, or beside the pinned column.
    private func showDetail(_ detail: UIViewController) {
      if let pinned {
        columns.show(detail: detail, pinned: pinned)
        setViewController(columns, for: .secondary)
      } else {
        columns.releaseChildren()
        setViewController(detail, for: .secondary)
      }
    }

    private func userSelected(row: Int) {
      guard tabs.indices.contains(row) else { return }
      let id = tabs[row].id
      guard tabSelection?.shouldSelect(id) ?? true else { return }
      showSection(at: row)
      // A sidebar over the detail (portrait iPad) gives way to the section picked.
      show(.secondary)
      tabSelection?.didSelect(id)
    }
  }

  /// The sidebar of a ``WayfinderSplitController``: one row per section, the shown one selected.
  @MainActor
  final class WayfinderSidebarController: UITableViewController {
    /// The sections' titles, in order.
    var titles: [String] = [] {
      didSet { showSelection() }
    }
    /// The row of the section shown, `nil` for none.
    var selectedRow: Int? {
      didSet { showSelection() }
    }
    /// Called with the row the user tapped.
    var onSelect: (@MainActor (Int) -> Void)?

    init() {
      super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      var content = UIListContentConfiguration.cell()
      content.text = titles[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      onSelect?(indexPath.row)
    }

    /// Reloads the rows (which clears the table's selection) and selects the shown section's.
    private func showSelection() {
      tableView.reloadData()
      if let row = selectedRow, titles.indices.contains(row) {
        tableView.selectRow(
          at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
      }
    }
  }
#endif
