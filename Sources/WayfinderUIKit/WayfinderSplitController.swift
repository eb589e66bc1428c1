#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// A `UISplitViewController` as a ``SplitContainer``: a sidebar that lists the sections and,
  /// beside it, the selected section's navigation controller — with, in three columns, the
  /// section's content column between them.
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
  /// | a pinned section (`Sections.pinnedColumn`) | its navigation controller beside the detail's, both children of a container that is the root of the `.secondary` column's navigation controller (its bar hidden) |
  /// | `SplitColumns.three` | `init(style: .tripleColumn)`: the selected section's content column (its first screen) in `.supplementary`, its navigation controller (the screens above) in `.secondary`; `.all` is `.twoBesideSecondary` |
  ///
  /// The split is meant for regular widths: ``UIKitDriver`` reports the window's size class, and
  /// a navigator whose `layoutPolicy` answers tabs for compact widths replaces the
  /// split with tabs before the user works in a collapsed split.
  ///
  /// The supplementary and secondary columns hold navigation controllers only — the
  /// placeholders, the content columns and the pinned column's container are each the root of
  /// one — because a column-style split wraps any other controller in a navigation controller
  /// of its own, whose empty bar would stand above the screens' bars (the sidebar is wrapped so,
  /// and shows its bar). Each of those columns is emptied before it is given another
  /// controller, so that the new one is never pushed onto the navigation controller it
  /// replaces.
  @MainActor
  public final class WayfinderSplitController: UISplitViewController, SplitContainer {
    /// Where the user's taps on the sidebar go.
    public var tabSelection: TabSelection?
    /// The navigation controller of the section shown, `nil` while no section is shown.
    public private(set) var selectedViewController: UIViewController?

    private var tabs: [ContainerTab] = []
    private let sidebar = WayfinderSidebarController()
    /// Two columns, or three with a content column between the sidebar and the detail.
    public let columns: SplitColumns

    private let placeholder = UINavigationController(rootViewController: UIViewController())
    private let contentPlaceholder = UINavigationController(
      rootViewController: UIViewController())
    private let detailColumns: PinnedColumnController
    /// The navigation controller the pinned column's container is the root of, its bar hidden:
    /// the detail and the pinned section show their own.
    private let detailColumnsNavigation: UINavigationController
    /// What the `.supplementary` and `.secondary` columns show.
    private var columnControllers: [UISplitViewController.Column: UIViewController] = [:]
    private var pinned: UIViewController?
    private var contents: [SectionID: UIViewController] = [:]

    /// Creates an empty split of two columns, or of three (`UISplitViewController.Style`'s
    /// `.tripleColumn`).
    public init(columns: SplitColumns = .two) {
      self.columns = columns
      let detailColumns = PinnedColumnController()
      let navigation = UINavigationController(rootViewController: detailColumns)
      navigation.isNavigationBarHidden = true
      self.detailColumns = detailColumns
      detailColumnsNavigation = navigation
      super.init(style: columns == .three ? .tripleColumn : .doubleColumn)
      sidebar.onSelect = { [weak self] row in self?.userSelected(row: row) }
      setViewController(sidebar, for: .primary)
      if columns == .three { setColumn(.supplementary, to: contentPlaceholder) }
      setColumn(.secondary, to: placeholder)
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

    /// Keeps each section's content column, and shows the selected section's.
    public func setContentColumns(_ contents: [SectionID: UIViewController]) {
      self.contents = contents
      let selected = sidebar.selectedRow.flatMap { tabs.indices.contains($0) ? tabs[$0].id : nil }
      showContent(selectedViewController == nil ? nil : selected)
    }

    /// Shows the section `id` in the detail column.
    public func select(_ id: SectionID) {
      guard let row = tabs.firstIndex(where: { $0.id == id }) else { return }
      showSection(at: row)
    }

    /// Shows the sidebar and an empty detail column.
    public func clearSelection() {
      selectedViewController = nil
      sidebar.selectedRow = nil
      showContent(nil)
      showDetail(placeholder)
      show(.primary)
    }

    /// Sets `preferredDisplayMode` for `visibility`: in three columns, `.all` shows both
    /// sidebars (`.twoBesideSecondary`) and `.doubleColumn` the content beside the detail.
    public func setColumnVisibility(_ visibility: ColumnVisibility) {
      preferredDisplayMode =
        switch (visibility, columns) {
        case (.automatic, _): .automatic
        case (.all, .three): .twoBesideSecondary
        case (.all, .two), (.doubleColumn, _): .oneBesideSecondary
        case (.detailOnly, _): .secondaryOnly
        }
    }

    private func showSection(at row: Int) {
      let controller = tabs[row].controller
      selectedViewController = controller
      sidebar.selectedRow = row
      showContent(tabs[row].id)
      showDetail(controller)
    }

    /// Puts section `id`'s content column in the `.supplementary` column of a split of three;
    /// a placeholder for none.
    private func showContent(_ id: SectionID?) {
      guard columns == .three else { return }
      setColumn(.supplementary, to: id.flatMap { contents[$0] } ?? contentPlaceholder)
    }

    /// Puts `detail` in the `.secondary` column: alone, or beside the pinned column.
    private func showDetail(_ detail: UIViewController) {
      if let pinned {
        // Out of the column before the container adopts it: a controller has one parent.
        if columnControllers[.secondary] !== detailColumnsNavigation {
          setColumn(.secondary, to: nil)
        }
        detailColumns.show(detail: detail, pinned: pinned)
        setColumn(.secondary, to: detailColumnsNavigation)
      } else {
        if columnControllers[.secondary] !== detail { setColumn(.secondary, to: nil) }
        detailColumns.releaseChildren()
        setColumn(.secondary, to: detail)
      }
    }

    /// Gives `column` (`.secondary` or `.supplementary`) `controller`, emptying it first when it
    /// held another: a column-style split that replaces a column's navigation controller with
    /// another controller may push that one onto it instead.
    private func setColumn(_ column: UISplitViewController.Column, to controller: UIViewController?)
    {
      guard controller !== columnControllers[column] else { return }
      if columnControllers[column] != nil, controller != nil { setViewController(nil, for: column) }
      columnControllers[column] = controller
      setViewController(controller, for: column)
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
