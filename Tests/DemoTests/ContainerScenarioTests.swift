import MJRefresh
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// The scenarios whose screens are UIKit's containers: a large title with a search field, a tab bar, sticky
/// section headers, a page view controller. Each plays MJRefresh's documented states and callbacks, the list
/// sits where the bars leave it, and the pictures show the simulator's own bars, drawn over a blurred copy of
/// the content under them.
@MainActor
@Suite(.uiSimulation)
struct ContainerScenarioTests {
    /// Plays `scenario` at 10 fps, calling `onFrame` with the director after each recorded frame (the live
    /// screen), and returns the recording and the pictures of its frames.
    private static func play(_ scenario: Scenario, onFrame: @escaping (Director) -> Void = { _ in })
        -> (recording: ScenarioRecording, pictures: [String])
    {
        let library = PictureLibrary()
        let result = Tour.play(
            [scenario], framesPerSecond: 10, languageCode: "en", pictures: library, onFrame: onFrame)
        let recording = result[0].recording
        return (recording, recording.frames.map { library.store.svg($0) })
    }

    private static func event(_ text: String, in recording: ScenarioRecording) -> TimelineEvent? {
        recording.events.first { $0.text == text }
    }

    /// Every frame shows the simulator's bar material (a blur of what is under it) and none of the demo's paint.
    private static func expectSimulatorBars(
        _ pictures: [String], count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, picture) in pictures.enumerated() {
            let blurs = picture.components(separatedBy: "<feGaussianBlur stdDeviation=\"10\"/>").count - 1
            #expect(blurs == count, "frame \(index): \(blurs) bars", sourceLocation: sourceLocation)
            #expect(picture.contains("<use href=\"#under"), "frame \(index)", sourceLocation: sourceLocation)
            #expect(!picture.contains("phone-bar"), "frame \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func largeTitleRefreshesBelowTheSearchFieldAndScrollingCollapsesTheTitle() throws {
        let (recording, pictures) = Self.play(.largeTitle)
        #expect(recording.componentActivity == Scenario.largeTitle.expectedActivity)
        #expect(
            Scenario.largeTitle.expectedActivity
                == Scenario.refresh("header", through: [.idle, .pulling, .refreshing]))
        // At the top: 47 status + 44 bar + 52 large title + 52 search field = 195 pt above the content.
        #expect(recording.events.first?.contentOffset == [0, -195])
        let refreshing = try #require(Self.event("pulling → refreshing", in: recording))
        #expect(refreshing.contentInset == [54, 0, 0, 0])
        #expect(abs(refreshing.contentOffset[1] - (-195 - 54)) <= 0.5, "the header right below the search field")
        let expanded = pictures[refreshing.frame]
        #expect(expanded.contains("font-size=\"34\" font-weight=\"700\""), "the large title")
        #expect(expanded.contains(">Inbox</text>"))
        #expect(expanded.contains(">Search messages</text>"))
        // Scrolled up at the end: the large title has collapsed into the title row, the search field stays.
        let collapsed = try #require(pictures.last)
        #expect(!collapsed.contains("font-size=\"34\""), "no large title left")
        #expect(collapsed.contains(">Search messages</text>"))
        #expect(recording.statuses.last?.hasPrefix("header idle 0% · inset top 0 bottom 0 · offset y ") ?? false)
        Self.expectSimulatorBars(pictures, count: 1)
    }

    @Test func tabBarFooterLoadsAboveTheTabBarAndASwitchAwayAndBackLoadsOnce() throws {
        var footerBottomAboveTabBar: [Bool] = []
        let (recording, pictures) = Self.play(.tabBar) { director in
            guard let tabs = director.phone.window.rootViewController as? UITabBarController,
                let feed = (tabs.viewControllers?.first as? UINavigationController)?.topViewController
                    as? ListController, tabs.selectedIndex == 0,
                let footer = feed.tableView.mj_footer, footer.state == .refreshing
            else { return }
            let footerOnScreen = footer.convert(footer.bounds, to: nil)
            let tabBarTop = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil).minY
            footerBottomAboveTabBar.append(footerOnScreen.maxY <= tabBarTop + 0.5)
        }
        #expect(recording.componentActivity == Scenario.tabBar.expectedActivity)
        #expect(
            Scenario.tabBar.expectedActivity
                == Scenario.refresh("footer", through: [.idle, .refreshing], endAnimates: false))
        let loading = try #require(Self.event("idle → refreshing", in: recording))
        let away = try #require(Self.event("taps the “Saved” tab", in: recording))
        let back = try #require(Self.event("taps the “Feed” tab", in: recording))
        let end = try #require(Self.event("refreshing → idle", in: recording))
        #expect(loading.time < away.time && away.time < back.time && back.time < end.time, "switched while loading")
        // The flick's load was seen above the tab bar before the switch.
        #expect(footerBottomAboveTabBar.first == true)
        #expect(pictures[loading.frame + 1].contains(">Loading...</tspan>"))
        let savedTab = pictures[away.frame]
        #expect(savedTab.contains(">Saved post 1</tspan>") && !savedTab.contains(">Post 20</tspan>"))
        for picture in [pictures[loading.frame], savedTab] {
            #expect(picture.contains(">Feed</text>") && picture.contains(">Saved</text>"), "the tab items")
        }
        // The navigation bar of the shown tab and the tab bar.
        Self.expectSimulatorBars(pictures, count: 2)
    }

    @Test func stickySectionHeadersStayBelowTheRefreshingHeaderAndPinnedAfterTheEnd() throws {
        var refreshingFrames = 0
        var pinnedAfterEnd: [Bool] = []
        let (recording, pictures) = Self.play(.stickySections) { director in
            guard let list = director.phone.screen as? ListController, let header = list.tableView.mj_header else {
                return
            }
            let table: UITableView = list.tableView
            guard let today = table.headerView(forSection: 0) else { return }
            if header.state == .refreshing {
                refreshingFrames += 1
                #expect(today.frame.minY >= header.frame.maxY - 0.5, "a section header never covers the header")
            } else if list.rows.count > 20 {
                // After the end the header of the section at the top sticks at the top of the visible area.
                let visibleTop = table.contentOffset.y + table.adjustedContentInset.top
                let pinned = (0..<table.numberOfSections).compactMap { table.headerView(forSection: $0) }
                    .contains { abs($0.frame.minY - visibleTop) < 0.5 }
                pinnedAfterEnd.append(pinned)
            }
        }
        #expect(recording.componentActivity == Scenario.stickySections.expectedActivity)
        let refreshing = try #require(Self.event("pulling → refreshing", in: recording))
        #expect(refreshing.contentInset == [54, 0, 0, 0])
        #expect(refreshingFrames > 10)
        #expect(!pinnedAfterEnd.isEmpty && pinnedAfterEnd.allSatisfy { $0 })
        #expect(pictures[refreshing.frame + 2].contains(">Today</tspan>"))
        Self.expectSimulatorBars(pictures, count: 1)
    }

    @Test func pagingRefreshesEachPageOnItsOwnAndASwipeRefreshesNothing() throws {
        var shownPages: [String] = []
        let (recording, pictures) = Self.play(.paging) { director in
            guard let pager = director.phone.screen as? PagesController,
                let page = pager.viewControllers?.first?.title, shownPages.last != page
            else { return }
            shownPages.append(page)
        }
        #expect(recording.componentActivity == Scenario.paging.expectedActivity)
        #expect(
            Scenario.paging.expectedActivity
                == Scenario.refresh("news header", through: [.idle, .pulling, .refreshing])
                + Scenario.refresh("sports header", through: [.idle, .pulling, .refreshing]))
        #expect(shownPages == ["News", "Sports"])
        let swipe = try #require(recording.events.first { $0.text.hasPrefix("drags ←") })
        let settled = try #require(recording.events.last { $0.text == "touches down" })
        #expect(
            !recording.events.contains { $0.kind == .state && $0.time >= swipe.time && $0.time < settled.time },
            "the page swipe arms nothing")
        #expect(pictures.last?.contains(">Score 1</tspan>") ?? false)
        Self.expectSimulatorBars(pictures, count: 1)
    }

    @Test func barsDrawTheSameBytesTwice() {
        let first = Self.play(.largeTitle).pictures
        let second = Self.play(.largeTitle).pictures
        #expect(first == second)
    }
}
