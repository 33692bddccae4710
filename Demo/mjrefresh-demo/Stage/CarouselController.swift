import MJRefresh

/// The carousel screen's own texts, in the language of the scenario.
struct CarouselTexts {
    let heading: String
    let note: String
    let card: @Sendable (Int) -> String

    static let english = CarouselTexts(
        heading: "Featured", note: "Swipe past the last card to see more.", card: { "Card \($0)" })
    static let arabic = CarouselTexts(
        heading: "مختارات", note: "اسحب بعد البطاقة الأخيرة لترى المزيد.", card: { "بطاقة \($0)" })
}

/// A screen with a horizontal strip of cards, a `UICollectionView` with a horizontal flow layout: the
/// trailer's natural home ("swipe for more").
@MainActor
final class CarouselController: UIViewController, UICollectionViewDataSource {
    static let cardSize = CGSize(width: 160, height: 300)
    private static let cellIdentifier = "card"

    private(set) var cardCount: Int
    private let texts: CarouselTexts
    private(set) lazy var collectionView: UICollectionView = makeCollectionView()

    init(cardCount: Int, texts: CarouselTexts = .english) {
        self.cardCount = cardCount
        self.texts = texts
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let heading = UILabel(
            frame: CGRect(x: 16, y: Phone.safeArea.top + 20, width: Phone.bounds.width - 32, height: 30))
        heading.text = texts.heading
        heading.font = .systemFont(ofSize: 22, weight: .bold)
        view.addSubview(heading)
        view.addSubview(collectionView)
        let note = UILabel(frame: CGRect(x: 16, y: collectionView.frame.maxY + 16, width: 358, height: 40))
        note.text = texts.note
        note.font = .systemFont(ofSize: 15)
        note.textColor = .secondaryLabel
        view.addSubview(note)
    }

    /// Adds cards at the end, as the app does when the trailer asks for more.
    func appendCards(_ count: Int) {
        let indexPaths = (cardCount..<cardCount + count).map { IndexPath(item: $0, section: 0) }
        cardCount += count
        collectionView.insertItems(at: indexPaths)
    }

    private func makeCollectionView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Self.cardSize
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let frame = CGRect(
            x: 0, y: Phone.safeArea.top + 64, width: Phone.bounds.width,
            height: Self.cardSize.height + 20)
        let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.backgroundColor = .systemBackground
        collection.dataSource = self
        collection.register(CardCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        return collection
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cardCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? CardCell)?.show(number: indexPath.item + 1, text: texts.card(indexPath.item + 1))
        return cell
    }
}

/// A coloured card with its number.
@MainActor
final class CardCell: UICollectionViewCell {
    private let label = UILabel()
    private static let colors: [UIColor] = [
        UIColor(red: 0.35, green: 0.56, blue: 0.95, alpha: 1), UIColor(red: 0.96, green: 0.62, blue: 0.25, alpha: 1),
        UIColor(red: 0.33, green: 0.75, blue: 0.50, alpha: 1), UIColor(red: 0.82, green: 0.40, blue: 0.70, alpha: 1),
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(number: Int, text: String) {
        label.text = text
        contentView.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
