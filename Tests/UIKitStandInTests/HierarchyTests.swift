import SimulationTesting
import Testing
import UIKit

/// Subview order, containment, tint inheritance, animation switches, recognizer resets and table cells.
@MainActor
@Suite(.uiSimulation)
struct HierarchyTests {
    @Test func insertingAnExistingSubviewBelowOrAboveASiblingPlacesItNextToIt() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        parent.insertSubview(b, at: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    }

    @Test func removingAChildTellsItItLeft() {
        final class Child: UIViewController {
            var parents: [UIViewController?] = []
            override func didMove(toParent parent: UIViewController?) { parents.append(parent) }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        child.removeFromParent()
        #expect(child.parents.count == 1)
        #expect(child.parents.first ?? parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func appearanceCallbacksReceiveTheAnimatedFlagOfTheTransition() {
        final class Screen: UIViewController {
            var flags: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { flags.append(animated) }
            override func viewDidAppear(_ animated: Bool) { flags.append(animated) }
        }
        let screen = Screen()
        screen.beginAppearanceTransition(true, animated: true)
        screen.endAppearanceTransition()
        #expect(screen.flags == [true, true])
    }

    @Test func tintColorChangesReachSubviewsThatInheritIt() {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = TintWatcher()
        let inheriting = TintWatcher()
        let ownTint = TintWatcher()
        ownTint.tintColor = .red
        ownTint.changes = 0
        root.addSubview(inheriting)
        root.addSubview(ownTint)
        root.tintColor = .green
        #expect(root.changes == 1)
        #expect(inheriting.changes == 1)
        #expect(ownTint.changes == 0, "a view with its own tint is not affected")
        #expect(inheriting.tintColor == .green)
    }

    @Test func animationsAreReportedDisabledInsidePerformWithoutAnimation() {
        #expect(UIView.areAnimationsEnabled)
        var inside = true
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(!inside)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
    }

    @Test func aRecognizerResetsWhenItReturnsToPossible() {
        final class CountingTap: UITapGestureRecognizer {
            var resets = 0
            override func reset() { resets += 1 }
        }
        let window = makeWindow()
        let tap = CountingTap()
        window.addGestureRecognizer(tap)
        window.simulateTap()
        #expect(tap.resets == 1)
        #expect(tap.state == .possible)
    }

    @Test func tableCellsLayOutTheirBuiltInLabelsPerStyle() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        let text = try! #require(cell.textLabel)
        let detail = try! #require(cell.detailTextLabel)
        #expect(text.superview === cell.contentView)
        #expect(text.frame.minX == 16)
        #expect(text.frame.maxY < detail.frame.maxY, "the subtitle sits beneath the title")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func scrollToRowAnimatedMovesOverFrames() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows()
        table.dataSource = rows
        window.addSubview(table)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        #expect(table.contentOffset.y == 0, "an animated scroll starts where it is")
        UISimulation.runUntilIdle()
        #expect(abs(table.contentOffset.y - 50 * 44) <= 0.5)
    }
}

/// Colours and traits under odd input and on other threads. Nothing here is the simulator's (the current traits
/// are per thread), so these run in parallel, off the main actor.
struct ColorTraitTests {
    @Test func aColourMadeOfNaNHashesWithoutTrapping() {
        let color = UIColor(red: CGFloat.nan, green: 0, blue: 0, alpha: 1)
        #expect(color.hash == UIColor(red: 0, green: 0, blue: 0, alpha: 1).hash)
    }

    @Test func theCurrentTraitsBelongToTheThreadThatSetsThem() {
        let seen = Log<UIUserInterfaceStyle>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
            seen.append(UITraitCollection.current.userInterfaceStyle)
            done.signal()
        }
        done.wait()
        #expect(seen.values == [.dark], "the thread that set them sees its traits")
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "this thread still sees the default")
    }
}
