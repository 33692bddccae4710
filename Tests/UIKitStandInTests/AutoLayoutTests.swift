import SimulationTesting
import Testing
import UIKit

/// Auto Layout in the stand-in: constraints written against UIKit's API place views at their superview's layout.
/// Each expected frame is worked out from the constraints in the test (the formula is beside it).
@MainActor
@Suite(.uiSimulation)
struct AutoLayoutTests {
    /// A 300 × 400 container at (20, 100) in a window, placed by its frame, with a subview placed by constraints.
    private func containerWithChild() -> (UIView, UIView) {
        let window = makeWindow()
        let container = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
        window.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test func edgesPinnedToTheSuperviewWithConstants() {
        let (container, child) = containerWithChild()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -40),
        ])
        #expect(child.frame == .zero, "nothing moves before layout")
        container.layoutIfNeeded()
        // x = 10, width = 300 − 10 − 20; y = 30, height = 400 − 30 − 40.
        #expect(child.frame == CGRect(x: 10, y: 30, width: 270, height: 330))
        #expect(container.constraints.count == 4, "installed on the common ancestor")
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aFrameChangeOfTheSuperviewReachesThePinnedSubviewAtTheNextFrame() {
        let (container, child) = containerWithChild()
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: container.leftAnchor),
            child.rightAnchor.constraint(equalTo: container.rightAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        UISimulation.advance(by: 1.0 / 60)
        container.frame.size.width = 200
        UISimulation.advance(by: 1.0 / 60)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func fixedSizeCentredInTheSuperview() {
        let (container, child) = containerWithChild()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        // x = (300 − 100) / 2; y = (400 − 50) / 2 + 10.
        #expect(child.frame == CGRect(x: 100, y: 185, width: 100, height: 50))
    }

    @Test func multipliersRelateDimensions() {
        let (container, child) = containerWithChild()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 10),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2),
        ])
        container.layoutIfNeeded()
        // width = 0.5 × 300 + 10; height = 2 × width.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 160, height: 320))

        let next = UIView()
        next.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(next)
        NSLayoutConstraint.activate([
            next.leadingAnchor.constraint(equalToSystemSpacingAfter: child.trailingAnchor, multiplier: 2),
            next.topAnchor.constraint(equalToSystemSpacingBelow: child.topAnchor, multiplier: 1),
            next.widthAnchor.constraint(equalToConstant: 1), next.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        // x = 160 + 2 × 8 (the system spacing); y = 0 + 8.
        #expect(next.frame.origin == CGPoint(x: 176, y: 8))

        // Positions scale from the superview's own origin, wherever the superview sits (here at x = 20):
        // centerX = 0.5 × (300 / 2), bottom = 0.75 × 400.
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(marker)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: marker, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: marker, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 0.75, constant: 0),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 70, y: 290, width: 10, height: 10))
    }

    @Test func theInitialiserWithItemsAndAttributesIsTheSameRelation() {
        let (container, child) = containerWithChild()
        container.addConstraints([
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing,
                multiplier: 1, constant: -5),
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            NSLayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .centerY,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: container, attribute: .height,
                multiplier: 0.25, constant: 0),
        ])
        container.layoutIfNeeded()
        // maxX = 300 − 5, width 40; maxY = 400 / 2, height = 0.25 × 400.
        #expect(child.frame == CGRect(x: 255, y: 100, width: 40, height: 100))
        #expect(container.constraints.allSatisfy { $0.isActive })
    }

    @Test func aRequiredInequalityWinsOverAnOptionalEquality() {
        let (container, child) = containerWithChild()
        let wish = child.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        let weaker = child.heightAnchor.constraint(equalToConstant: 10)
        weaker.priority = .defaultLow
        let stronger = child.heightAnchor.constraint(equalToConstant: 70)
        stronger.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 200), wish,
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 50), weaker, stronger,
        ])
        container.layoutIfNeeded()
        // width: min(300 wished at 750, 200 required); height: 70 at 999 over 10 at 250, and 70 ≥ 50.
        #expect(child.frame.size == CGSize(width: 200, height: 70))
        stronger.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.height == 50, "10 wished at 250, but at least 50 required")
    }

    @Test func contentHuggingAndCompressionFollowTheIntrinsicSize() {
        let (container, _) = containerWithChild()
        let label = UILabel()
        label.text = "Pull down to refresh"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
        ])
        container.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(natural.width > 0 && natural.height > 0)
        #expect(label.frame.size.width == (natural.width * 3).rounded() / 3, "hugged to its natural width")
        let cap = label.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
        cap.isActive = true
        container.layoutIfNeeded()
        #expect(label.frame.width == 40, "a required cap compresses it")
        cap.priority = UILayoutPriority(700)
        container.layoutIfNeeded()
        #expect(label.frame.width > 40, "a cap below the compression resistance (750) gives way")
        cap.isActive = false
        label.text = "Release to refresh, or keep pulling"
        UISimulation.advance(by: 1.0 / 60)
        #expect(label.frame.width == (label.intrinsicContentSize.width * 3).rounded() / 3, "new text: new width")
        #expect(label.frame.width > natural.width)
    }

    @Test func changingAConstantAsksForLayoutAndAnimatesInsideAnAnimationBlock() {
        let (container, child) = containerWithChild()
        let height = child.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100), height,
        ])
        UISimulation.advance(by: 1.0 / 60)
        #expect(child.frame.height == 100)
        height.constant = 300
        #expect(child.frame.height == 100, "not synchronously")
        UIView.animate(withDuration: 0.4) { container.layoutIfNeeded() }
        #expect(child.frame.height == 300, "the model value at once")
        UISimulation.advance(by: 0.2)
        let shown = child.simulatedPresentationBounds.height
        #expect(shown > 100 && shown < 300, "half way the presentation is between")
        UISimulation.advance(by: 0.3)
        #expect(child.simulatedPresentationBounds.height == 300)
        height.constant = 120
        UISimulation.advance(by: 1.0 / 60)
        #expect(child.frame.height == 120, "without a layoutIfNeeded, at the next frame")
    }

    @Test func guidesSafeAreaAndMargins() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let screen = UIView(frame: window.bounds)
        window.addSubview(screen)
        let inSafeArea = UIView()
        let inMargins = UIView()
        let left = UIView()
        let right = UIView()
        let spacer = UILayoutGuide()
        screen.addLayoutGuide(spacer)
        for view in [inSafeArea, inMargins, left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        let safe = screen.safeAreaLayoutGuide
        let margins = screen.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inSafeArea.topAnchor.constraint(equalTo: safe.topAnchor),
            inSafeArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            inSafeArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            inSafeArea.widthAnchor.constraint(equalToConstant: 10),
            inMargins.topAnchor.constraint(equalTo: margins.topAnchor),
            inMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inMargins.heightAnchor.constraint(equalToConstant: 10),
            // left | spacer | right across the width, the three equally wide.
            left.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            spacer.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            left.heightAnchor.constraint(equalToConstant: 10),
            right.heightAnchor.constraint(equalToConstant: 10),
            spacer.topAnchor.constraint(equalTo: screen.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        UISimulation.advance(by: 1.0 / 60)
        // y = 59, height = 844 − 59 − 34.
        #expect(inSafeArea.frame == CGRect(x: 0, y: 59, width: 10, height: 751))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 59, width: 390, height: 751))
        // The margins (8) inside the safe area: x = 8, y = 59 + 8, width = 390 − 16.
        #expect(inMargins.frame == CGRect(x: 8, y: 67, width: 374, height: 10))
        // Each third of 390.
        #expect(left.frame.width == 130 && right.frame.minX == 260 && right.frame.width == 130)
        #expect(spacer.layoutFrame == CGRect(x: 130, y: 0, width: 130, height: 1))
        #expect(screen.layoutGuides.count == 1 && spacer.owningView === screen)

        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        UISimulation.advance(by: 1.0 / 60)
        #expect(inSafeArea.frame == CGRect(x: 59, y: 0, width: 10, height: 823), "follows the safe area")
    }

    @Test func aScreenInAViewControllerFollowsRotationAndAdditionalSafeArea() {
        let controller = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -44),
        ])
        let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        UISimulation.runUntilIdle()
        // y = safe top, height = view height − 44 − y.
        #expect(content.frame == CGRect(x: 0, y: 59, width: 390, height: 844 - 44 - 59))

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        UISimulation.runUntilIdle()
        #expect(controller.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 844, height: 390 - 44))

        controller.additionalSafeAreaInsets.top = 30
        UISimulation.runUntilIdle()
        #expect(controller.view.safeAreaInsets.top == 30)
        #expect(content.frame == CGRect(x: 0, y: 30, width: 844, height: 390 - 44 - 30))
    }

    @Test func pinnedUnderANavigationBarAndAboveATabBar() {
        let controller = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        let navigation = UINavigationController(rootViewController: controller)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = tabs
        UISimulation.runUntilIdle()
        let insets = controller.view.safeAreaInsets
        let barBottom = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: controller.view).maxY
        let tabTop = tabs.tabBar.convert(tabs.tabBar.bounds, to: controller.view).minY
        #expect(insets.top == barBottom && insets.bottom == controller.view.bounds.height - tabTop)
        // The safe area guide: y = bar bottom, height = tab bar top − bar bottom.
        #expect(content.frame == CGRect(x: 0, y: barBottom, width: 390, height: tabTop - barBottom))

        navigation.setNavigationBarHidden(true, animated: false)
        UISimulation.runUntilIdle()
        #expect(content.frame.minY == 59, "the bar gone, the status area is the top")
    }

    @Test func badInputHasDefinedBehaviour() {
        let (container, child) = containerWithChild()
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let contradiction = child.widthAnchor.constraint(equalToConstant: 200)
        let stranger = UIView()
        let unrelated = child.topAnchor.constraint(equalTo: stranger.topAnchor)
        NSLayoutConstraint.activate([
            first, contradiction, unrelated,
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: .nan),
        ])
        #expect(!unrelated.isActive, "no common ancestor: not activated")
        container.layoutIfNeeded()
        #expect(child.frame.width == 100, "the later of two contradicting required constraints is broken")
        #expect(child.frame.height == 0, "a non-finite multiplier leaves the constraint without effect")
        #expect(UISimulation.invalidGeometryReports.isEmpty)

        // An ambiguous view keeps the frame it has.
        let loose = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        loose.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(loose)
        loose.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50).isActive = true
        container.layoutIfNeeded()
        #expect(loose.frame == CGRect(x: 50, y: 6, width: 7, height: 8))
    }

    @Test func installingFollowsTheCommonAncestorAndUpdateConstraintsRunsBeforeLayout() {
        final class UpdatingView: UIView {
            var updates = 0
            var width: NSLayoutConstraint?
            override func updateConstraints() {
                updates += 1
                width?.constant = 77
                super.updateConstraints()
            }
        }
        let (container, child) = containerWithChild()
        let updating = UpdatingView()
        updating.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(updating)
        let between = updating.leadingAnchor.constraint(equalTo: child.trailingAnchor)
        let width = updating.widthAnchor.constraint(equalToConstant: 10)
        updating.width = width
        NSLayoutConstraint.activate([between, width])
        #expect(container.constraints.contains(between) && updating.constraints.contains(width))
        container.layoutIfNeeded()
        #expect(updating.updates == 0 && updating.frame.width == 10)
        updating.setNeedsUpdateConstraints()
        #expect(updating.needsUpdateConstraints())
        container.layoutIfNeeded()
        #expect(updating.updates == 1 && !updating.needsUpdateConstraints())
        #expect(updating.frame.width == 77)
        container.removeConstraint(between)
        #expect(!between.isActive && !container.constraints.contains(between))
    }

    @Test func constraintsChangedInViewWillLayoutSubviewsHoldInTheSamePass() {
        final class Controller: UIViewController {
            let content = UIView()
            lazy var height = content.heightAnchor.constraint(equalToConstant: 10)
            override func viewDidLoad() {
                super.viewDidLoad()
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: view.topAnchor),
                    content.widthAnchor.constraint(equalTo: view.widthAnchor), height,
                ])
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                height.constant = view.bounds.width / 2
            }
        }
        let controller = Controller()
        makeWindow().rootViewController = controller
        UISimulation.advance(by: 1.0 / 60)
        // height = width / 2, set just before the frames are applied.
        #expect(controller.content.frame == CGRect(x: 0, y: 0, width: 390, height: 195))
    }

    @Test func aCellLaysOutItsContentWithAnchors() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let badge = UIView()
                badge.tag = 7
                badge.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
                    badge.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                ])
                return cell
            }
        }
        let rows = Rows()
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        UISimulation.runUntilIdle()
        let cells = table.visibleCells
        #expect(cells.count == 3)
        for cell in cells {
            let content = cell.contentView.bounds
            let badge = cell.contentView.viewWithTag(7)!
            // maxX = width − 8 (margin), centred vertically, 20 × 20.
            #expect(
                badge.frame == CGRect(x: content.width - 8 - 20, y: (content.height - 20) / 2, width: 20, height: 20))
        }
    }

    @Test func baselineAnchorsAreTheViewsTopAndBottom() {
        let (container, child) = containerWithChild()
        let label = UILabel()
        label.text = "Loading"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.lastBaselineAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: child.bottomAnchor),
        ])
        container.layoutIfNeeded()
        // bottom = 400 − 5; the label's top at the child's bottom.
        #expect(child.frame.maxY == 395 && label.frame.minY == 395)
    }

    @Test func aViewLeavingItsSuperviewTakesTheConstraintsReachingItWith() {
        let (container, child) = containerWithChild()
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sibling)
        let between = sibling.topAnchor.constraint(equalTo: child.bottomAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 30)
        let siblingHeight = sibling.heightAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([between, own, siblingHeight])
        child.removeFromSuperview()
        #expect(!between.isActive && !container.constraints.contains(between), "held above the view: removed")
        #expect(own.isActive && child.constraints.contains(own), "held by the view itself: kept")
        #expect(siblingHeight.isActive)
        container.layoutIfNeeded()
        #expect(sibling.frame.height == 5)
    }

    @Test func systemLayoutSizeFittingMeasuresWithoutMoving() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = UILabel()
        label.text = "Last updated: today"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        let natural = label.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // The label at its natural size (compression 750 over the fitting level 50) plus the constants around it.
        #expect(abs(compressed.width - (natural.width + 32)) < 0.001)
        #expect(abs(compressed.height - (natural.height + 22)) < 0.001)
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth.width == 300 && abs(fixedWidth.height - (natural.height + 22)) < 0.001)
        #expect(card.frame.size == CGSize(width: 50, height: 50) && label.frame == .zero, "nothing moved")
    }

    @Test func aRootViewsMarginsAreTheSystemMinimumInsideTheSafeArea() {
        let controller = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        UISimulation.runUntilIdle()
        let safe = controller.view.safeAreaInsets
        #expect(safe.top == 103 && safe.bottom == 34)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // x = 16, y = safe top, width = 390 − 2 × 16, height = 844 − safe top − safe bottom.
        #expect(content.frame == CGRect(x: 16, y: 103, width: 358, height: 707))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 2, bottom: 0, trailing: 30)
        UISimulation.runUntilIdle()
        // The sides at least 16; the top 103 + 4; the trailing 30.
        #expect(content.frame == CGRect(x: 16, y: 107, width: 390 - 16 - 30, height: 844 - 107 - 34))
    }

    /// Random constraint sets, contradictory, cyclic or ambiguous as they come: the layout always ends, every frame
    /// is finite with a size of at least zero, and no invalid geometry reaches the views.
    @Test func randomConstraintSetsAlwaysGiveFiniteFrames() {
        var seed: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let groups: [[NSLayoutConstraint.Attribute]] = [
            [.left, .right, .leading, .trailing, .centerX], [.top, .bottom, .centerY], [.width, .height],
        ]
        let relations: [NSLayoutConstraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Float] = [1000, 1000, 999, 750, 250, 1]
        for _ in 0..<150 {
            let (container, first) = containerWithChild()
            var views = [container, first]
            for _ in 0..<3 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                views.append(view)
            }
            var constraints: [NSLayoutConstraint] = []
            for _ in 0..<(4 + next(10)) {
                let group = groups[next(groups.count)]
                let constraint = NSLayoutConstraint(
                    item: views[1 + next(4)], attribute: group[next(group.count)], relatedBy: relations[next(3)],
                    toItem: next(4) == 0 ? nil : views[next(5)], attribute: group[next(group.count)],
                    multiplier: CGFloat(next(9)) / 2 - 2, constant: CGFloat(next(1001) - 500))
                constraint.priority = UILayoutPriority(priorities[next(priorities.count)])
                constraints.append(constraint)
            }
            NSLayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
            constraints[next(constraints.count)].constant = CGFloat(next(200))
            container.layoutIfNeeded()
            for view in views.dropFirst() {
                let frame = view.frame
                #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
                #expect(frame.width >= 0 && frame.height >= 0)
            }
        }
        #expect(UISimulation.invalidGeometryReports.isEmpty)
    }

    /// Random required constraints built to hold for random frames (each constant worked out from those frames,
    /// inequalities given room in their own direction): the solution meets every one, up to the pixel rounding
    /// of the two edges involved (1/3 pt each, times the multiplier on the right).
    @Test func randomSatisfiableSetsAreMet() {
        var seed: UInt64 = 0xa11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func value(_ frame: CGRect, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
            switch attribute {
            case .left: frame.minX
            case .right: frame.maxX
            case .centerX: frame.midX
            case .top: frame.minY
            case .bottom: frame.maxY
            case .centerY: frame.midY
            case .width: frame.width
            default: frame.height
            }
        }
        let groups: [[NSLayoutConstraint.Attribute]] = [
            [.left, .right, .centerX], [.top, .bottom, .centerY], [.width, .height],
        ]
        let relations: [NSLayoutConstraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for _ in 0..<100 {
            let (container, first) = containerWithChild()
            var views = [container, first]
            for _ in 0..<3 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                views.append(view)
            }
            var targets = [container.bounds]
            for _ in 1..<views.count {
                targets.append(CGRect(x: next(300), y: next(400), width: next(200), height: next(200)))
            }
            var constraints: [(NSLayoutConstraint, Int, Int?)] = []
            for _ in 0..<(3 + next(12)) {
                let group = groups[next(groups.count)]
                let (a, b) = (1 + next(4), next(4) == 0 ? nil : next(5))
                let (attribute1, attribute2) = (group[next(group.count)], group[next(group.count)])
                // A view's positions against its own are read in its own coordinates, where its left is 0.
                if a == b && group != groups[2] { continue }
                let multiplier = CGFloat(next(5)) / 2
                let relation = relations[next(3)]
                let room = CGFloat(next(20))
                let lhs = value(targets[a], attribute1)
                let rhs = b.map { multiplier * value(targets[$0], attribute2) } ?? 0
                let slack: CGFloat =
                    switch relation {
                    case .equal: 0
                    case .lessThanOrEqual: room
                    case .greaterThanOrEqual: -room
                    }
                let constraint = NSLayoutConstraint(
                    item: views[a], attribute: attribute1, relatedBy: relation, toItem: b.map { views[$0] },
                    attribute: b == nil ? .notAnAttribute : attribute2, multiplier: multiplier,
                    constant: lhs - rhs + slack)
                constraints.append((constraint, a, b))
            }
            NSLayoutConstraint.activate(constraints.map(\.0))
            container.layoutIfNeeded()
            let frames = [container.bounds] + views.dropFirst().map(\.frame)
            for (constraint, a, b) in constraints {
                let lhs = value(frames[a], constraint.firstAttribute)
                let rhs =
                    (b.map { constraint.multiplier * value(frames[$0], constraint.secondAttribute) } ?? 0)
                    + constraint.constant
                let tolerance = (1 + constraint.multiplier) / 3 + 0.001
                switch constraint.relation {
                case .equal:
                    #expect(abs(lhs - rhs) <= tolerance, "\(constraint.firstAttribute) = \(rhs)")
                case .lessThanOrEqual: #expect(lhs <= rhs + tolerance)
                case .greaterThanOrEqual: #expect(lhs >= rhs - tolerance)
                }
            }
        }
    }

    /// A view lays out its subtree with the constraints installed above it that reach in: a label pinned by its
    /// grandparent keeps its pinned width when new text lays out only its own superview.
    @Test func aSubtreeLaysOutWithTheConstraintsInstalledAboveIt() {
        let (container, _) = containerWithChild()
        let band = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 100))
        container.addSubview(band)
        let label = UILabel()
        label.text = "Idle"
        label.translatesAutoresizingMaskIntoConstraints = false
        band.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.centerYAnchor.constraint(equalTo: container.topAnchor, constant: 100),
        ])
        UISimulation.advance(by: 1.0 / 60)
        let height = label.intrinsicContentSize.height
        // In the band: x = 10 − 0, width = 300 − 20; centre y = 100 − 50.
        #expect(label.frame.minX == 10 && label.frame.width == 280)
        #expect(abs(label.frame.midY - 50) <= 1.0 / 3 && abs(label.frame.height - height) <= 1.0 / 3)
        label.text = "Refreshing…"
        UISimulation.advance(by: 1.0 / 60)
        #expect(label.frame.minX == 10 && label.frame.width == 280, "still pinned by the container")
    }
}
