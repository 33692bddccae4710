import Foundation

/// Keeps every recorded SVG picture of a tour compactly, for the page.
///
/// Consecutive pictures differ in a few lines (a scroll view's transform, a label's text, a spinner's spokes),
/// so each distinct line is stored once, in `lines`, and a picture is a list of runs of consecutive line
/// numbers. Embedded PNGs are moved out of the lines into `images` (each stored once) and referred to as
/// `@img<N>@`, so a moving image does not repeat its bytes. Identical pictures share one entry.
struct PictureStore {
    /// Every distinct line, in order of first appearance.
    private(set) var lines: [String] = []
    /// Every distinct embedded PNG, as a data URL.
    private(set) var images: [String] = []
    /// Each distinct picture as flattened runs: start line, count, start line, count, …
    private(set) var pictures: [[Int]] = []

    private var lineNumbers: [String: Int] = [:]
    private var imageNumbers: [String: Int] = [:]
    private var pictureNumbers: [[Int]: Int] = [:]

    private static let dataURLPrefix = "data:image/png;base64,"

    /// Stores `svg` and returns its picture number (the same number for the same picture).
    mutating func add(_ svg: String) -> Int {
        var runs: [Int] = []
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false) {
            let number = lineNumber(of: extractingImages(from: String(line)))
            if let count = runs.last, let start = runs.dropLast().last, start + count == number {
                runs[runs.count - 1] += 1
            } else {
                runs += [number, 1]
            }
        }
        if let existing = pictureNumbers[runs] { return existing }
        pictures.append(runs)
        pictureNumbers[runs] = pictures.count - 1
        return pictures.count - 1
    }

    /// The SVG text of picture `number`, images restored: exactly the text given to `add`.
    func svg(_ number: Int) -> String {
        let runs = pictures[number]
        var text: [String] = []
        for index in stride(from: 0, to: runs.count, by: 2) {
            text += lines[runs[index]..<runs[index] + runs[index + 1]]
        }
        return restoringImages(in: text.joined(separator: "\n"))
    }

    private mutating func lineNumber(of line: String) -> Int {
        if let number = lineNumbers[line] { return number }
        lines.append(line)
        lineNumbers[line] = lines.count - 1
        return lines.count - 1
    }

    /// `line` with each PNG data URL replaced by its `@img<N>@` reference.
    private mutating func extractingImages(from line: String) -> String {
        var result = ""
        var rest = line[...]
        while let start = rest.range(of: Self.dataURLPrefix) {
            let end = rest[start.upperBound...].firstIndex(of: "\"") ?? rest.endIndex
            let url = String(rest[start.lowerBound..<end])
            let number = imageNumbers[url] ?? {
                images.append(url)
                imageNumbers[url] = images.count - 1
                return images.count - 1
            }()
            result += rest[..<start.lowerBound] + "@img\(number)@"
            rest = rest[end...]
        }
        return result + rest
    }

    private func restoringImages(in text: String) -> String {
        var result = text
        for (number, url) in images.enumerated() {
            result = result.replacingOccurrences(of: "@img\(number)@", with: url)
        }
        return result
    }
}
