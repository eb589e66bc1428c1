#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// A BookKitty screen as a table: rows from a view model, some of them actions, and text
  /// fields above them for the screens that take typing.
  ///
  /// Rows are read again after every action and whenever the screen appears, so the view
  /// model's state is all the screen shows.
  @MainActor
  final class BookKittyListController: UITableViewController {
    /// One row: text, and what tapping it does.
    struct Row {
      var title: String
      var detail: String?
      var action: (@MainActor () -> Void)?
    }

    private let fields: [UITextField]
    private let reload: @MainActor () -> Void
    private let rows: @MainActor () -> [Row]

    init(
      title: String, fields: [UITextField] = [], reload: @escaping @MainActor () -> Void = {},
      rows: @escaping @MainActor () -> [Row]
    ) {
      self.fields = fields
      self.reload = reload
      self.rows = rows
      super.init(style: .insetGrouped)
      self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      guard !fields.isEmpty else { return }
      let height: CGFloat = 44
      let header = UIView(
        frame: CGRect(x: 0, y: 0, width: 320, height: height * CGFloat(fields.count)))
      for (index, field) in fields.enumerated() {
        field.frame = CGRect(x: 16, y: height * CGFloat(index), width: 288, height: height)
        header.addSubview(field)
      }
      tableView.tableHeaderView = header
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      reload()
      tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows().count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let row = rows()[indexPath.row]
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      var content = UIListContentConfiguration.subtitleCell()
      content.text = row.title
      content.secondaryText = row.detail
      cell.contentConfiguration = content
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      let rows = rows()
      guard rows.indices.contains(indexPath.row) else { return }
      rows[indexPath.row].action?()
      tableView.reloadData()
    }
  }

  extension UITextField {
    /// A text field with a placeholder, for a screen's header.
    @MainActor
    static func bookKitty(_ placeholder: String, secure: Bool = false) -> UITextField {
      let field = UITextField(frame: .zero)
      field.placeholder = placeholder
      field.isSecureTextEntry = secure
      return field
    }
  }
#endif
