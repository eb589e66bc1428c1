#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import UIKit

  /// The floating "+" menu (seed 002's dimming view and floating menu), presented as
  /// `.overlay("menu")`: the driver shows it over full screen with a cross-dissolve, and it
  /// draws its own dimmed backdrop and buttons above the "+" button.
  @MainActor
  final class BookKittyMenuController: UIViewController {
    private let model: MenuViewModel
    private var buttons: [UIButton] = []

    init(model: MenuViewModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
      let actions: [(String, @MainActor () -> Void)] = [
        (model.items[0], { [model] in model.addBook() }),
        (model.items[1], { [model] in model.askQuestion() }),
        ("Close", { [model] in model.close() }),
      ]
      for (title, action) in actions {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
        view.addSubview(button)
        buttons.append(button)
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      for (index, button) in buttons.reversed().enumerated() {
        button.frame = CGRect(
          x: bounds.width - 216, y: bounds.height - 160 - CGFloat(index + 1) * 52, width: 200,
          height: 44)
      }
    }
  }
#endif
