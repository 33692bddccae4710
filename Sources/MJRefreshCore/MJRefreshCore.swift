// The platform-free engine of MJRefresh for Swift. Filled by the refresh-engine work.
