/// The tour's shared `PictureStore`, by reference, so each scenario's director adds to it.
@MainActor
final class PictureLibrary {
    private(set) var store = PictureStore()

    func add(_ svg: String) -> Int {
        store.add(svg)
    }
}
