/// Where the owner publishes the site (`site.json` `host`), with the limits
/// that host publishes for a site: a build that passes one is warned, as the
/// deploy would fail or be cut. Only limits a build can measure are here (a
/// host's deploy time limit is not).
public struct PublishingHost: Sendable, Equatable {
    /// As `site.json` names it: `github-pages`.
    public var name: String
    /// As people name it: "GitHub Pages".
    public var title: String
    public var limits: [HostLimit]

    /// The hosts `site.json` may name, with their limits as documented in
    /// November 2026 (each limit names its page).
    public static let known: [PublishingHost] = [
        PublishingHost(name: "cloudflare-pages", title: "Cloudflare Pages", limits: [
            HostLimit(.files, 20_000, "20,000 files a site on the Free plan (100,000 on paid plans)",
                      source: "https://developers.cloudflare.com/pages/platform/limits/"),
            HostLimit(.largestFile, 25 * 1_048_576, "25 MiB a file",
                      source: "https://developers.cloudflare.com/pages/platform/limits/"),
        ]),
        PublishingHost(name: "firebase", title: "Firebase Hosting", limits: [
            HostLimit(.bytes, 10_000_000_000, "10 GB of Hosting storage on the no-cost Spark plan",
                      source: "https://firebase.google.com/pricing"),
        ]),
        PublishingHost(name: "github-pages", title: "GitHub Pages", limits: [
            HostLimit(.bytes, 1_000_000_000, "1 GB a published site",
                      source: "https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits"),
        ]),
        PublishingHost(name: "netlify", title: "Netlify", limits: [
            HostLimit(.filesInOneFolder, 54_000, "54,000 files in one folder",
                      source: "https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit"),
        ]),
    ]

    public static func named(_ name: String) -> PublishingHost? {
        known.first { $0.name == name }
    }

    /// The host counts the files of each folder.
    public var limitsFolders: Bool {
        limits.contains { $0.measure == .filesInOneFolder }
    }

    /// One line per limit the site passes: the limit, the site's figure and
    /// where the limit is documented.
    public func warnings(for site: OutputFigures) -> [String] {
        limits.compactMap { limit in
            let found: String
            switch limit.measure {
            case .bytes:
                guard site.bytes > limit.maximum else { return nil }
                found = "the site is \(OutputFigures.size(site.bytes))"
            case .files:
                guard Int64(site.files) > limit.maximum else { return nil }
                found = "the site has \(OutputFigures.count(site.files)) files"
            case .largestFile:
                guard site.largestFileBytes > limit.maximum else { return nil }
                found = "\(site.largestFile) is \(OutputFigures.size(site.largestFileBytes))"
            case .filesInOneFolder:
                guard Int64(site.fullestFolderFiles) > limit.maximum else { return nil }
                let folder = site.fullestFolder.isEmpty ? "the site's top folder" : site.fullestFolder + "/"
                found = "\(folder) holds \(OutputFigures.count(site.fullestFolderFiles)) files"
            }
            return "\(found), over \(title)\(title.hasSuffix("s") ? "'" : "'s") limit of \(limit.text) (\(limit.source))"
        }
    }
}

/// One published limit of a host.
public struct HostLimit: Sendable, Equatable {
    public enum Measure: Sendable, Equatable {
        /// The whole site's bytes.
        case bytes
        /// The site's files.
        case files
        /// The largest file's bytes.
        case largestFile
        /// The files directly in one folder.
        case filesInOneFolder
    }

    public var measure: Measure
    public var maximum: Int64
    /// The limit as the host words it: "1 GB a published site".
    public var text: String
    public var source: String

    init(_ measure: Measure, _ maximum: Int64, _ text: String, source: String) {
        (self.measure, self.maximum, self.text, self.source) = (measure, maximum, text, source)
    }
}

/// How big the site a build leaves is: every file it wrote or kept.
public struct OutputFigures: Sendable, Equatable, Codable {
    public var files = 0
    public var bytes: Int64 = 0
    public var largestFile = ""
    public var largestFileBytes: Int64 = 0
    /// Left empty unless folders are counted (`PublishingHost.limitsFolders`).
    public var fullestFolder = ""
    public var fullestFolderFiles = 0

    public init() {}

    /// "1.4 MB", "980 bytes": decimal units, as hosts state their limits.
    public static func size(_ bytes: Int64) -> String {
        let units = ["kB", "MB", "GB", "TB"]
        guard bytes >= 1000 else { return "\(bytes) bytes" }
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return String(format: "%.1f %@", value, units[unit])
    }

    /// "20,000": digits in groups of three.
    static func count(_ number: Int) -> String {
        let digits = String(number)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}

/// Adds up `OutputFigures` file by file.
struct OutputFigureCounter {
    private(set) var figures = OutputFigures()
    private let countsFolders: Bool
    private var folderFiles: [Substring: Int] = [:]

    init(countsFolders: Bool) {
        self.countsFolders = countsFolders
    }

    /// `path`: asked for only when needed (a kept file's is bytes of the
    /// manifest until then).
    mutating func add(bytes: Int64, path: () -> String) {
        figures.files += 1
        figures.bytes += bytes
        guard bytes >= figures.largestFileBytes || countsFolders else { return }
        let path = path()
        if bytes > figures.largestFileBytes || (bytes == figures.largestFileBytes && path < figures.largestFile) {
            (figures.largestFile, figures.largestFileBytes) = (path, bytes)
        }
        guard countsFolders else { return }
        let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
        let count = folderFiles[folder, default: 0] + 1
        folderFiles[folder] = count
        if count > figures.fullestFolderFiles || (count == figures.fullestFolderFiles && String(folder) < figures.fullestFolder) {
            (figures.fullestFolder, figures.fullestFolderFiles) = (String(folder), count)
        }
    }
}
