import Testing
@testable import JokeSite

/// `site.json` `host`: the limits each host publishes, checked against the
/// figures of the site a build leaves.
@Suite struct PublishingHostTests {
    private func host(_ name: String) throws -> PublishingHost {
        try #require(PublishingHost.named(name))
    }

    private func figures(files: Int = 10, bytes: Int64 = 1000, largest: Int64 = 100, inOneFolder: Int = 5) -> OutputFigures {
        var figures = OutputFigures()
        figures.files = files
        figures.bytes = bytes
        (figures.largestFile, figures.largestFileBytes) = ("cards/big.png", largest)
        (figures.fullestFolder, figures.fullestFolderFiles) = ("cards", inOneFolder)
        return figures
    }

    @Test func aSiteWithinEveryLimitIsNotWarned() throws {
        for host in PublishingHost.known {
            #expect(host.warnings(for: figures()).isEmpty, "\(host.name)")
        }
    }

    @Test func gitHubPagesWarnsPastOneGigabyte() throws {
        let pages = try host("github-pages")
        #expect(pages.warnings(for: figures(bytes: 1_000_000_000)).isEmpty, "at the limit")
        let warnings = pages.warnings(for: figures(bytes: 1_234_000_000))
        #expect(warnings == ["the site is 1.2 GB, over GitHub Pages' limit of 1 GB a published site "
            + "(https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits)"])
    }

    @Test func cloudflarePagesWarnsOncePerLimitPassed() throws {
        let cloudflare = try host("cloudflare-pages")
        #expect(cloudflare.warnings(for: figures(files: 20_000, largest: 25 * 1_048_576)).isEmpty, "at the limits")
        let warnings = cloudflare.warnings(for: figures(files: 20_001, largest: 25 * 1_048_576 + 1))
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("the site has 20,001 files, over Cloudflare Pages' limit of 20,000 files a site") == true)
        #expect(warnings.last?.hasPrefix("cards/big.png is 26.2 MB, over Cloudflare Pages' limit of 25 MiB a file") == true)
        #expect(warnings.allSatisfy { $0.hasSuffix("(https://developers.cloudflare.com/pages/platform/limits/)") })
    }

    @Test func netlifyCountsTheFilesOfOneFolder() throws {
        let netlify = try host("netlify")
        #expect(netlify.limitsFolders)
        #expect(netlify.warnings(for: figures(files: 200_000, inOneFolder: 54_000)).isEmpty)
        let warnings = netlify.warnings(for: figures(files: 200_000, inOneFolder: 100_000))
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("cards/ holds 100,000 files, over Netlify's limit of 54,000 files in one folder") == true)
    }

    @Test func firebaseWarnsPastItsStorage() throws {
        let warnings = try host("firebase").warnings(for: figures(bytes: 10_500_000_000))
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("the site is 10.5 GB, over Firebase Hosting's limit of 10 GB") == true)
    }

    @Test func theCounterFindsTheLargestFileAndTheFullestFolder() {
        var counter = OutputFigureCounter(countsFolders: true)
        for (path, bytes) in [("index.html", 10), ("cards/a.png", 500), ("cards/b.png", 400), ("jokes/a/index.html", 20),
                              ("jokes/a/index.md", 5), ("cards/c.png", 1)] as [(String, Int64)] {
            counter.add(bytes: bytes) { path }
        }
        #expect(counter.figures.files == 6)
        #expect(counter.figures.bytes == 936)
        #expect(counter.figures.largestFile == "cards/a.png" && counter.figures.largestFileBytes == 500)
        #expect(counter.figures.fullestFolder == "cards" && counter.figures.fullestFolderFiles == 3)
    }

    @Test func sizesAreInDecimalUnits() {
        #expect(OutputFigures.size(999) == "999 bytes")
        #expect(OutputFigures.size(1_400_000) == "1.4 MB")
        #expect(OutputFigures.size(2_500_000_000) == "2.5 GB")
    }
}
