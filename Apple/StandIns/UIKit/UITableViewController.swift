// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {}
  // https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
  open var tableHeaderView: UIView?

  // https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none
    case none = 0
  }

  // https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {}
}

// https://developer.apple.com/documentation/uikit/uitableviewcontroller
// UITableViewController adopts UITableViewDataSource and UITableViewDelegate, which Swift shows
// as methods of the class: subclasses `override` them. They are declared here as such.
@MainActor
open class UITableViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open var tableView: UITableView! = UITableView(frame: .zero)

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case subtitle = 3
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  @available(iOS 14.0, *)
  public var contentConfiguration: (any UIContentConfiguration)?
}

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
// (`protocol UIContentConfiguration`, not main-actor isolated: only its `makeContentView()` is.)
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
}
