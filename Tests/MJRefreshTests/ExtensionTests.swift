import MJRefresh
import SimulationTesting
import Testing

/// MJRefresh's UIKit extensions (issue 3): `mj_header`, `mj_totalDataCount()`, the inset, offset, size and
/// frame shorthands, and the label factory and text width.
@MainActor
@Suite(.uiSimulation)
struct ExtensionTests {
    // MARK: UIScrollView+MJRefresh

    @Test func mjHeaderInsertsAtTheBackAndNilRemoves() {
        let stage = Stage()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        stage.scrollView.addSubview(content)
        #expect(stage.scrollView.mj_header == nil)
        let header = stage.attach(MJRefreshNormalHeader {})
        #expect(stage.scrollView.subviews.first === header, "behind the content")
        #expect(stage.scrollView.mj_header === header)
        stage.scrollView.mj_header = header  // the same header again: nothing moves
        #expect(stage.scrollView.subviews.count == 2)
        stage.scrollView.mj_header = nil
        #expect(header.superview == nil)
        #expect(stage.scrollView.mj_header == nil)
    }

    @Test func totalDataCountSumsRowsOrItemsOverSections() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        #expect(table.mj_totalDataCount() == 0, "no data source")
        let rows = Rows(counts: [3, 0, 5])
        table.dataSource = rows
        #expect(table.mj_totalDataCount() == 8)
        rows.counts = [1]
        table.reloadData()
        #expect(table.mj_totalDataCount() == 1)

        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewFlowLayout())
        let items = Items(counts: [2, 4])
        collection.dataSource = items
        #expect(collection.mj_totalDataCount() == 6)

        #expect(UIScrollView(frame: .zero).mj_totalDataCount() == 0, "not a list")
        withExtendedLifetime((rows, items)) {}
    }

    // MARK: UIScrollView+MJExtension

    @Test func insetSettersMakeTheAdjustedInsetTheValue() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 30))
        let scrollView = stage.scrollView
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.mj_inset == scrollView.adjustedContentInset)
        #expect(scrollView.mj_inset == UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 30))

        scrollView.mj_insetT = 100
        scrollView.mj_insetB = 50
        scrollView.mj_insetL = 50
        scrollView.mj_insetR = 10
        #expect(
            scrollView.contentInset == UIEdgeInsets(top: 53, left: 6, bottom: 16, right: -20),
            "contentInset excludes the part the safe area adds")
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 100, left: 50, bottom: 50, right: 10))
        #expect(scrollView.mj_insetT == 100)
        #expect(scrollView.mj_insetB == 50)
        #expect(scrollView.mj_insetL == 50)
        #expect(scrollView.mj_insetR == 10)

        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.mj_insetT = 20
        #expect(scrollView.contentInset.top == 20, "nothing added: written as given")
    }

    @Test func offsetAndContentSizeShorthandsReadAndWriteOneField() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 800, height: 2000)
        scrollView.mj_offsetY = 120
        scrollView.mj_offsetX = 30
        #expect(scrollView.contentOffset == CGPoint(x: 30, y: 120))
        #expect(scrollView.mj_offsetX == 30)
        #expect(scrollView.mj_offsetY == 120)
        scrollView.mj_contentH = 2500
        scrollView.mj_contentW = 900
        #expect(scrollView.contentSize == CGSize(width: 900, height: 2500))
        #expect(scrollView.mj_contentW == 900)
        #expect(scrollView.mj_contentH == 2500)
    }

    // MARK: UIView+MJExtension

    @Test func frameShorthandsReadAndWriteOneField() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect([view.mj_x, view.mj_y, view.mj_w, view.mj_h] == [1, 2, 3, 4])
        view.mj_x = 10
        view.mj_y = 20
        view.mj_w = 30
        view.mj_h = 40
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        view.mj_size = CGSize(width: 5, height: 6)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 5, height: 6))
        view.mj_origin = CGPoint(x: 7, y: 8)
        #expect(view.frame == CGRect(x: 7, y: 8, width: 5, height: 6))
        #expect(view.mj_size == CGSize(width: 5, height: 6))
        #expect(view.mj_origin == CGPoint(x: 7, y: 8))
    }

    // MARK: UILabel+MJRefresh

    @Test func mjLabelIsBold14GreyCentredAndClear() {
        let label = UILabel.mj_label()
        #expect(label.font == UIFont.boldSystemFont(ofSize: 14))
        #expect(label.textAlignment == .center)
        #expect(label.autoresizingMask == [.flexibleWidth])
        #expect(label.backgroundColor == .clear)
        let light = label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(
            light == UIColor(red: 90 / 255, green: 90 / 255, blue: 90 / 255, alpha: 1), "MJRefresh's RGB(90, 90, 90)")
        let dark = label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark != light, "readable on a dark background")
    }

    @Test func textWidthIsTheOneLineWidthOfTheTextInTheLabelsFont() {
        let label = UILabel.mj_label()
        #expect(label.mj_textWidth() == 0, "no text")
        label.text = ""
        #expect(label.mj_textWidth() == 0, "empty text")
        label.text = "Pull down to refresh"
        let width = label.mj_textWidth()
        let measured = ("Pull down to refresh" as NSString)
            .size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)]).width
        #expect(abs(width - measured) <= 0.01)
        #expect(width > 100)
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(label.mj_textWidth() == width, "the label's own width does not limit it")
        label.font = .boldSystemFont(ofSize: 28)
        #expect(abs(label.mj_textWidth() - 2 * width) <= 0.5, "it scales with the font")
        let regular: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        label.attributedText = NSAttributedString(string: "Pull", attributes: regular)
        #expect(
            abs(label.mj_textWidth() - ("Pull" as NSString).size(withAttributes: regular).width) <= 0.01,
            "an attributed text is measured with its own attributes")
    }
}

/// Rows per section for a table.
private final class Rows: NSObject, UITableViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

/// Items per section for a collection view.
private final class Items: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
