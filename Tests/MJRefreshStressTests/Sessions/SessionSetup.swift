import MJRefresh

/// The scenes a randomized session runs on.
enum SessionSetup: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A table view with a normal header and an auto footer.
    case headerAutoFooter
    /// A table view with a normal header and a back footer.
    case headerBackFooter
    /// A horizontally scrolling view with a normal trailer.
    case trailer
    /// A horizontally scrolling view with a normal leader at its start and a normal trailer at its end.
    case leaderTrailer
    /// A table view (a chat) with an auto header loading older rows and an auto footer.
    case autoHeaderAutoFooter
    /// A table view with a normal header and an auto footer, pushed in a navigation controller with large titles
    /// and a search controller, in a tab bar controller (`SessionContainers`).
    case navigationAutoFooter
    /// A table view with a normal header and a back footer, pushed in a navigation controller with an opaque bar,
    /// in a tab bar controller.
    case navigationBackFooter
    /// A table view with a normal header and an auto footer, the middle of three pages of the app's horizontal
    /// paging scroll view, each page a list with its own header and auto footer, in a tab bar controller
    /// (`SessionPaging`).
    case pagedLists
    /// A table view with a normal header and a back footer, the middle of three pages of a `UIPageViewController`,
    /// in a tab bar controller.
    case pageViewControllerLists
    /// A table view with a normal header and an auto footer, the middle of three pages of the app's pager below a
    /// banner in an outer vertical table (JXPagingView's nested-scroll layout), in a tab bar controller.
    case nestedPagedLists

    /// The roles that have a component in this scene.
    var roles: [SessionStep.Role] {
        switch self {
        case .headerAutoFooter, .headerBackFooter, .navigationAutoFooter, .navigationBackFooter, .pagedLists,
            .pageViewControllerLists, .nestedPagedLists:
            return [.header, .footer]
        case .trailer: return [.trailer]
        case .leaderTrailer: return [.leader, .trailer]
        case .autoHeaderAutoFooter: return [.autoHeader, .footer]
        }
    }

    /// Whether the list sits in containers (navigation, tabs, bars) rather than straight in the window.
    var isInContainers: Bool { self == .navigationAutoFooter || self == .navigationBackFooter }

    /// Whether the list is a page of a paging container (`SessionPaging`).
    var isPaged: Bool { self == .pagedLists || self == .pageViewControllerLists || self == .nestedPagedLists }

    /// Whether a session may play iOS 26's bars (drawn per session: `SessionStep.iOS26`).
    var mayPlayIOS26: Bool { isInContainers || isPaged }

    /// The table's estimate of a row's height. The rows are 44 to 200 pt: the paging scenes estimate them far too
    /// tall, the others too short, so the content size shrinks or grows as rows are measured while scrolling.
    var estimatedRowHeight: CGFloat { isPaged ? 400 : 44 }

    /// Whether the footer is a back footer (else an auto footer, when there is one).
    var hasBackFooter: Bool {
        self == .headerBackFooter || self == .navigationBackFooter || self == .pageViewControllerLists
    }

    /// Whether the finger and the refresh move along x.
    var isHorizontal: Bool { self == .trailer || self == .leaderTrailer }

    var description: String { ".\(rawValue)" }
}
