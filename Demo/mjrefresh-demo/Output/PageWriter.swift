import Foundation

/// Writes the tour as one self-contained HTML page: the data as JSON in a script element, the player's style
/// and script inline, nothing fetched from anywhere.
enum PageWriter {
    static let fileName = "mjrefresh-demo.html"

    /// The page's data for `results`, whose pictures are in `pictures`.
    static func data(for results: [ScenarioResult], pictures: PictureStore) -> PageData {
        PageData(
            title: "MJRefresh for Swift — demo",
            pictures: pictures,
            scenarios: results.map { result in
                let recording = result.recording
                return PageData.Scenario(
                    name: recording.name, title: recording.title, summary: recording.summary,
                    framesPerSecond: recording.framesPerSecond, axis: recording.axis, frames: recording.frames,
                    statuses: recording.statuses, events: recording.events,
                    expectedActivity: result.expectedActivity, matchesExpectation: result.matchesExpectation)
            })
    }

    /// The HTML of the page showing `data`.
    static func html(_ data: PageData) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // JSONEncoder escapes "/" as "\/", so no "</script>" can end the data block early.
        let json = String(decoding: try encoder.encode(data), as: UTF8.self)
        return PageTemplate.html(title: data.title, style: PageStyle.css, script: PageScript.javaScript, json: json)
    }

    /// The data a page written by `html(_:)` carries.
    static func data(inPage html: String) throws -> PageData {
        guard let start = html.range(of: PageTemplate.dataOpening),
            let end = html.range(of: PageTemplate.dataClosing, range: start.upperBound..<html.endIndex)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return try JSONDecoder().decode(PageData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    /// Writes the page into `directory` (created if needed) and returns its URL.
    static func write(_ data: PageData, to directory: String) throws -> URL {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(fileName)
        try html(data).write(to: file, atomically: true, encoding: .utf8)
        return file.standardizedFileURL
    }
}
