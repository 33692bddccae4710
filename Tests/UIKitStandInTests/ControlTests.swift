import SimulationTesting
import Testing
import UIKit

/// Controls turn a finger into events and send their `UIAction`s, as UIKit's do: a button's tap, a switch's flip,
/// a bar button item's action, a disabled control's silence.
@MainActor
@Suite(.uiSimulation)
struct ControlTests {
    @Test func aTapOnAButtonSendsItsPrimaryActionWithTheButtonAsSender() throws {
        let window = makeWindow()
        var senders: [UIButton] = []
        let button = UIButton(
            primaryAction: UIAction(title: "Refresh") { action in
                senders.append(try! #require(action.sender as? UIButton))
            })
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Refresh", "the action's title titles the button")

        button.simulateTap()
        #expect(senders.count == 1)
        #expect(senders.first === button)
        #expect(!button.isHighlighted && !button.isTracking, "the finger has lifted")
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideThenThePrimaryAction() {
        let window = makeWindow()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        var events: [String] = []
        var highlightedAtTouchDown = false
        button.addAction(
            UIAction { _ in
                events.append("down")
                highlightedAtTouchDown = button.isHighlighted
            }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("value") }, for: .valueChanged)
        button.simulateTap()
        #expect(events == ["down", "up inside", "primary"])
        #expect(highlightedAtTouchDown)
    }

    @Test func aDisabledOrCoveredButtonSendsNothing() {
        let window = makeWindow()
        var taps = 0
        let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        button.isEnabled = false
        button.simulateTap()
        #expect(taps == 0)
        #expect(button.state == .disabled)
        #expect(button.accessibilityTraits.contains(.notEnabled))

        button.isEnabled = true
        let cover = UIView(frame: button.frame)
        window.addSubview(cover)
        button.simulateTap()
        #expect(taps == 0, "the tap lands on the view in front")
        cover.removeFromSuperview()
        button.simulateTap()
        #expect(taps == 1)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let id = UIAction.Identifier("reload")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func aSwitchFlipsOnATapAndSendsValueChangedButNotWhenSetFromCode() {
        let window = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31), "a switch keeps its own size")
        window.addSubview(toggle)
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        toggle.simulateTap()
        toggle.simulateTap()
        #expect(values == [true, false])
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(values == [true, false], "code changes send nothing")
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func aBarButtonItemRunsItsActionWhenTappedUnlessDisabled() throws {
        var senders: [UIBarButtonItem] = []
        let item = UIBarButtonItem(
            title: "Stop",
            primaryAction: UIAction { action in senders.append(try! #require(action.sender as? UIBarButtonItem)) })
        item.simulateTap()
        #expect(senders.count == 1)
        #expect(senders.first === item)
        item.isEnabled = false
        item.simulateTap()
        #expect(senders.count == 1)

        let system = UIBarButtonItem(systemItem: .refresh)
        system.simulateTap()  // no action: nothing happens
        #expect(system.primaryAction == nil)
        let fromAction = UIBarButtonItem(primaryAction: UIAction(title: "Reload") { _ in })
        #expect(fromAction.title == "Reload")
    }

    @Test func aBarButtonItemWithACustomViewTapsTheView() {
        let window = makeWindow()
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 300, y: 50, width: 60, height: 44)
        window.addSubview(button)
        UIBarButtonItem(customView: button).simulateTap()
        #expect(taps == 1)
    }
}

/// A stack view lays out its arranged subviews along its axis, as its distribution and alignment say.
@MainActor
@Suite(.uiSimulation)
struct StackViewTests {
    private func fixed(_ width: CGFloat, _ height: CGFloat) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func aVerticalStackPlacesItsViewsOneBelowTheOtherWithSpacing() {
        let window = makeWindow()
        let label = UILabel()
        label.text = "No messages"
        let button = UIButton(primaryAction: UIAction(title: "Retry") { _ in })
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        window.addSubview(stack)
        UISimulation.runUntilIdle()
        let labelSize = label.intrinsicContentSize
        #expect(label.frame.minY == 0)
        #expect(label.frame.height == labelSize.height)
        #expect(abs(label.frame.midX - 150) < 0.001, "centred across the axis")
        #expect(abs(button.frame.minY - (labelSize.height + 12)) < 0.001)
        #expect(button.frame.maxY == 200, "with .fill the last view takes what is left")
        let natural = labelSize.height + 12 + button.intrinsicContentSize.height
        #expect(abs(stack.intrinsicContentSize.height - natural) < 0.001)
    }

    @Test func distributionsShareTheLength() {
        let window = makeWindow()
        let views = [fixed(40, 10), fixed(60, 10), fixed(100, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
        stack.spacing = 10
        window.addSubview(stack)

        stack.distribution = .fillEqually
        UISimulation.runUntilIdle()
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.height == 30 }, ".fill alignment")

        stack.distribution = .equalSpacing
        UISimulation.runUntilIdle()
        #expect(views.map(\.frame.width) == [40, 60, 100])
        #expect(views.map(\.frame.minX) == [0, 100, 220])

        stack.distribution = .fillProportionally
        UISimulation.runUntilIdle()
        #expect(views.map(\.frame.width) == [60, 90, 150])

        views[1].isHidden = true
        stack.setNeedsLayout()
        stack.distribution = .fillEqually
        UISimulation.runUntilIdle()
        #expect(views[0].frame.width == 155)
        #expect(views[2].frame.minX == 165, "a hidden view takes no space")
    }

    @Test func removingAnArrangedSubviewKeepsItAsASubview() {
        let view = fixed(10, 10)
        let stack = UIStackView(arrangedSubviews: [view, fixed(10, 10)])
        stack.removeArrangedSubview(view)
        #expect(stack.arrangedSubviews.count == 1)
        #expect(view.superview === stack)
        let other = stack.arrangedSubviews[0]
        other.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty, "removed from the tree, removed from the arrangement")
    }
}

/// `UIRefreshControl` as UIKit's: a deep pull begins the refresh during the drag and sends `.valueChanged` once;
/// `beginRefreshing()` sends nothing; the control stays in view until `endRefreshing()`.
@MainActor
@Suite(.uiSimulation)
struct RefreshControlTests {
    @Test func aDeepPullSendsValueChangedOnceAndRestsWithTheControlInView() {
        let stage = Stage()
        let control = UIRefreshControl()
        stage.scrollView.refreshControl = control
        #expect(stage.scrollView.refreshControl === control)
        #expect(control.superview === stage.scrollView)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        stage.pullDown(Stage.fingerTravel(forOverscroll: 100))
        #expect(changes == 0, "100 pt is not enough")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 140) - Stage.fingerTravel(forOverscroll: 100))
        #expect(changes == 1, "sent while the finger is still down")
        #expect(control.isRefreshing)
        stage.release()
        #expect(changes == 1)
        #expect(stage.scrollView.contentInset.top == 60)
        #expect(stage.scrollView.contentOffset.y == -60, "the control stays in view")

        control.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(!control.isRefreshing)
        #expect(stage.scrollView.contentInset.top == 0)
        #expect(stage.scrollView.contentOffset.y == 0)
    }

    @Test func beginRefreshingSendsNothingAndDoesNotScroll() {
        let stage = Stage()
        let control = UIRefreshControl()
        stage.scrollView.refreshControl = control
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(control.isRefreshing)
        #expect(changes == 0)
        #expect(stage.scrollView.contentOffset.y == 0, "the control is not scrolled into view")
        control.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
    }

    @Test func replacingOrRemovingTheControlTakesItsInsetAway() {
        let stage = Stage()
        let control = UIRefreshControl()
        stage.scrollView.refreshControl = control
        control.beginRefreshing()
        stage.scrollView.refreshControl = nil
        #expect(control.superview == nil)
        #expect(stage.scrollView.refreshControl == nil)
        #expect(stage.scrollView.contentInset.top == 0)
        let added = UIRefreshControl()
        stage.scrollView.addSubview(added)
        #expect(stage.scrollView.refreshControl == nil, "only a control set as refreshControl is one")
    }

    @Test func aTableShowsItsBackgroundViewBehindTheRowsWhereverItScrolls() {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let background = UILabel()
        background.text = "No messages"
        table.backgroundView = background
        #expect(table.subviews.first === background)
        table.contentSize = CGSize(width: 390, height: 2000)
        table.contentOffset = CGPoint(x: 0, y: 300)
        UISimulation.runUntilIdle()
        #expect(background.frame == table.bounds)
        table.backgroundView = nil
        #expect(background.superview == nil)
    }
}
