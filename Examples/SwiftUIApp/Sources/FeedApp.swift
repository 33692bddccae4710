import MJRefresh
import MJRefreshSwiftUI
import SwiftUI

/// A small SwiftUI app using MJRefresh's header and footers: a `List` with a header and an auto footer, and a
/// `ScrollView` with a state header and a back footer, both bound to the model.
@available(iOS 14.0, *)
@main
struct FeedApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FeedList().tabItem { Text("List") }
                FeedGrid().tabItem { Text("ScrollView") }
            }
        }
    }
}

/// The app's data: pages of rows from a pretend server.
@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var rows: [Int] = Array(0..<20)
    @Published var isReloading = false
    @Published var isComplete = false

    func reload() async {
        try? await Task.sleep(nanoseconds: 800_000_000)
        rows = Array(0..<20)
        isComplete = false
    }

    func loadMore() async {
        try? await Task.sleep(nanoseconds: 800_000_000)
        let next = rows.count
        rows += Array(next..<min(next + 20, 60))
        isComplete = rows.count >= 60
    }
}

@available(iOS 14.0, *)
@MainActor
struct FeedList: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        NavigationView {
            List(model.rows, id: \.self) { row in
                Text("Row \(row)")
            }
            .mj_header(isRefreshing: $model.isReloading) { await model.reload() }
            .mj_footer(hasNoMoreData: $model.isComplete) { await model.loadMore() }
            .navigationTitle("Feed")
            .toolbar {
                Button("Reload") { model.isReloading = true }
            }
        }
    }
}

@available(iOS 14.0, *)
@MainActor
struct FeedGrid: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(model.rows, id: \.self) { row in
                    Text("Card \(row)").frame(maxWidth: .infinity, minHeight: 80)
                }
            }
        }
        .mj_header(
            .custom {
                let header = MJRefreshStateHeader()
                header.lastUpdatedTimeLabel.isHidden = true
                return header
            }
        ) { await model.reload() }
        .mj_footer(.backNormal, hasNoMoreData: $model.isComplete) { await model.loadMore() }
    }
}
