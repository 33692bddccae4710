import Foundation

/// Keeps every recorded SVG picture of a tour compactly; the page embeds it as JSON.
///
/// Consecutive pictures differ in a few lines (a scroll view's transform, a label's text, a spinner's spokes),
/// so each distinct line is stored once, in `lines`, and a picture is a list of runs of consecutive line
/// numbers. Embedded PNGs are moved out of the lines into `images` (each stored once) and referred to as
/// `href="@img<N>@"`, so a moving image does not repeat its bytes; text cannot fake a reference, since quotes
/// in SVG text are escaped. Identical pictures share one entry.
struct PictureStore: Codable, Equatable {
    /// Every distinct line, in order of first appearance.
    private(set) var lines: [String] = []
    /// Every distinct embedded PNG, as a data URL.
    private(set) var images: [String] = []
    /// Each distinct picture as flattened runs: start line, count, start line, count, …
    private(set) var pictures: [[Int]] = []

    private var lineNumbers: [String: Int] = [:]
    private var imageNumbers: [String: Int] = [:]
    private var pictureNumbers: [[Int]: Int] = [:]

    private static let href = "href=\""
    private static let dataURLPrefix = href + "data:image/png;base64,"
    private static let imageReference = href + "@img"

    private enum CodingKeys: String, CodingKey {
        case lines, images, pictures
    }

    init() {}

    /// A store read back from JSON; it can be added to, like the one that was written.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lines = try container.decode([String].self, forKey: .lines)
        images = try container.decode([String].self, forKey: .images)
        pictures = try container.decode([[Int]].self, forKey: .pictures)
        let valid = pictures.allSatisfy { runs in
            runs.count % 2 == 0
                && stride(from: 0, to: runs.count, by: 2).allSatisfy {
                    runs[$0] >= 0 && runs[$0 + 1] >= 0 && runs[$0] + runs[$0 + 1] <= lines.count
                }
        }
        guard valid else {
            throw DecodingError.dataCorruptedError(
                forKey: .pictures, in: container,
                debugDescription: "a picture refers to lines that do not exist")
        }
        lineNumbers = Dictionary(lines.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        imageNumbers = Dictionary(images.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        pictureNumbers = Dictionary(pictures.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Stores `svg` and returns its picture number (the same number for the same picture).
    mutating func add(_ svg: String) -> Int {
        var runs: [Int] = []
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false) {
            let number = lineNumber(of: extractingImages(from: line))
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
            text += lines[runs[index]..<runs[index] + runs[index + 1]].map(restoringImages)
        }
        return text.joined(separator: "\n")
    }

    private mutating func lineNumber(of line: String) -> Int {
        if let number = lineNumbers[line] { return number }
        lines.append(line)
        lineNumbers[line] = lines.count - 1
        return lines.count - 1
    }

    /// `line` with each PNG data URL replaced by its `@img<N>@` reference.
    private mutating func extractingImages(from line: Substring) -> String {
        guard line.contains(Self.dataURLPrefix) else { return String(line) }
        var result = ""
        var rest = line
        while let start = rest.range(of: Self.dataURLPrefix) {
            let end = rest[start.upperBound...].firstIndex(of: "\"") ?? rest.endIndex
            let url = String(rest[rest.index(start.lowerBound, offsetBy: Self.href.count)..<end])
            let number =
                imageNumbers[url]
                ?? {
                    images.append(url)
                    imageNumbers[url] = images.count - 1
                    return images.count - 1
                }()
            result += rest[..<start.lowerBound] + "\(Self.imageReference)\(number)@"
            rest = rest[end...]
        }
        return result + rest
    }

    /// `line` with each `href="@img<N>@` made `href="` and image N again.
    private func restoringImages(in line: String) -> String {
        guard line.contains(Self.imageReference) else { return line }
        var result = ""
        var rest = line[...]
        while let start = rest.range(of: Self.imageReference) {
            result += rest[..<start.lowerBound] + Self.href
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "@"), let number = Int(rest[..<end]),
                images.indices.contains(number)
            else {
                result += "@img"
                continue
            }
            result += images[number]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
