import SimulationTesting
import UIKit
import XCTest

/// Subview order, containment, tint inheritance, animation switches, recognizer resets and table cells.
final class HierarchyTests: SimulationTestCase {
    func testInsertingAnExistingSubviewBelowOrAboveASiblingPlacesItNextToIt() {
        onMain {
            let parent = UIView()
            let (a, b, c) = (UIView(), UIView(), UIView())
            [a, b, c].forEach(parent.addSubview)
            parent.insertSubview(a, belowSubview: c)
            XCTAssertTrue(parent.subviews.elementsEqual([b, a, c], by: ===))
            parent.insertSubview(c, aboveSubview: b)
            XCTAssertTrue(parent.subviews.elementsEqual([b, c, a], by: ===))
            parent.insertSubview(b, at: 2)
            XCTAssertTrue(parent.subviews.elementsEqual([c, a, b], by: ===))
        }
    }

    func testRemovingAChildTellsItItLeft() {
        onMain {
            final class Child: UIViewController {
                var parents: [UIViewController?] = []
                override func didMove(toParent parent: UIViewController?) { parents.append(parent) }
            }
            let parent = UIViewController()
            let child = Child()
            parent.addChild(child)
            child.removeFromParent()
            XCTAssertEqual(child.parents.count, 1)
            XCTAssertNil(child.parents.first ?? parent)
            XCTAssertTrue(parent.children.isEmpty)
        }
    }

    func testAppearanceCallbacksReceiveTheAnimatedFlagOfTheTransition() {
        onMain {
            final class Screen: UIViewController {
                var flags: [Bool] = []
                override func viewWillAppear(_ animated: Bool) { flags.append(animated) }
                override func viewDidAppear(_ animated: Bool) { flags.append(animated) }
            }
            let screen = Screen()
            screen.beginAppearanceTransition(true, animated: true)
            screen.endAppearanceTransition()
            XCTAssertEqual(screen.flags, [true, true])
        }
    }

    func testTintColorChangesReachSubviewsThatInheritIt() {
        onMain {
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
            XCTAssertEqual(root.changes, 1)
            XCTAssertEqual(inheriting.changes, 1)
            XCTAssertEqual(ownTint.changes, 0, "a view with its own tint is not affected")
            XCTAssertEqual(inheriting.tintColor, .green)
        }
    }

    func testAnimationsAreReportedDisabledInsidePerformWithoutAnimation() {
        onMain {
            XCTAssertTrue(UIView.areAnimationsEnabled)
            var inside = true
            UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
            XCTAssertFalse(inside)
            UIView.setAnimationsEnabled(false)
            XCTAssertFalse(UIView.areAnimationsEnabled)
        }
    }

    func testARecognizerResetsWhenItReturnsToPossible() {
        onMain {
            final class CountingTap: UITapGestureRecognizer {
                var resets = 0
                override func reset() { resets += 1 }
            }
            let window = makeWindow()
            let tap = CountingTap()
            window.addGestureRecognizer(tap)
            window.simulateTap()
            XCTAssertEqual(tap.resets, 1)
            XCTAssertEqual(tap.state, .possible)
        }
    }

    func testTableCellsLayOutTheirBuiltInLabelsPerStyle() {
        onMain {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.layoutIfNeeded()
            let text = try! XCTUnwrap(cell.textLabel)
            let detail = try! XCTUnwrap(cell.detailTextLabel)
            XCTAssertTrue(text.superview === cell.contentView)
            XCTAssertEqual(text.frame.minX, 16)
            XCTAssertLessThan(text.frame.maxY, detail.frame.maxY, "the subtitle sits beneath the title")
            XCTAssertNil(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel)
        }
    }

    func testScrollToRowAnimatedMovesOverFrames() {
        onMain {
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
            XCTAssertEqual(table.contentOffset.y, 0, "an animated scroll starts where it is")
            UISimulation.runUntilIdle()
            XCTAssertEqual(table.contentOffset.y, 50 * 44, accuracy: 0.5)
        }
    }
}

/// Colours and traits under odd input and on other threads.
final class ColorTraitTests: SimulationTestCase {
    func testAColourMadeOfNaNHashesWithoutTrapping() {
        let color = UIColor(red: CGFloat.nan, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(color.hash, UIColor(red: 0, green: 0, blue: 0, alpha: 1).hash)
    }

    func testTheCurrentTraitsBelongToTheThreadThatSetsThem() {
        let seen = Log<UIUserInterfaceStyle>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
            seen.append(UITraitCollection.current.userInterfaceStyle)
            done.signal()
        }
        done.wait()
        XCTAssertEqual(seen.values, [.dark], "the thread that set them sees its traits")
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "this thread still sees the default")
    }
}
