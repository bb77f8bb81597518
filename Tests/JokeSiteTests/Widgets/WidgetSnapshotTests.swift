import Foundation
import Testing
import SocialCards
@testable import JokeSite

@Suite struct WidgetSnapshotTests {
    private func site(_ fixture: FixtureCatalogue, date: String = "2026-11-22") throws -> ResolvedSite {
        ResolvedSite(catalogue: try fixture.load(), today: CalendarDay(date)!, computedAt: "")
    }

    /// The fixture with today's joke replaced by `text`.
    private func site(todaysText text: String) throws -> ResolvedSite {
        let fixture = try FixtureCatalogue()
        let json = text.replacingOccurrences(of: "\n", with: "\\n")
        try fixture.replace("My umbrella broke.\\nSo did my *spirit*.", with: json, in: "jokes.json")
        return try site(fixture)
    }

    @Test func showsTheSetupNeverThePunchline() throws {
        let site = try site(FixtureCatalogue())
        for family in WidgetFamily.allCases {
            let snapshot = WidgetSnapshot(family: family, site: site)
            #expect(!snapshot.contentText.contains("spirit"), "\(family)")
            #expect(snapshot.jokeID == "joke_c")
        }
        #expect(WidgetSnapshot(family: .systemSmall, site: site).contentText == "JOKE OF THE DAY\nMy umbrella broke.\nMr. Sad")
        #expect(WidgetSnapshot(family: .systemLarge, site: site).contentText == "JOKE OF THE DAY\nMy umbrella broke.\nMr. Sad\nDad joke")
        #expect(WidgetSnapshot(family: .accessoryRectangular, site: site).contentText == "Mr. Sad\nMy umbrella broke.")
        #expect(WidgetSnapshot(family: .accessoryInline, site: site).contentText == "Mr. Sad: My umbrella broke.")
        #expect(WidgetSnapshot(family: .accessoryCircular, site: site).contentText == "")
    }

    @Test func exactLinesForALongSetupInEveryFamily() throws {
        let site = try site(todaysText: "Why did the scarecrow win an award for his work in the cornfield last summer? He was outstanding.")
        let lines = Dictionary(uniqueKeysWithValues: WidgetFamily.allCases.map { ($0, WidgetSnapshot(family: $0, site: site).wrapped) })
        #expect(lines[.systemSmall] == .init(lines: ["Why did the scarecrow", "win an award for his", "work in the cornfield", "last summer?"], truncated: false))
        #expect(lines[.systemMedium] == .init(lines: ["Why did the scarecrow win an award for his", "work in the cornfield last summer?"], truncated: false))
        #expect(lines[.systemLarge] == .init(lines: ["Why did the scarecrow win an", "award for his work in the cornfield", "last summer?"], truncated: false))
        #expect(lines[.accessoryRectangular] == .init(lines: ["Why did the scarecrow win an", "award for his work in the…"], truncated: true))
        #expect(lines[.accessoryInline] == .init(lines: ["Mr. Sad: Why did the scarecrow…"], truncated: true))
        #expect(lines[.accessoryCircular] == .init(lines: [], truncated: false))
    }

    @Test func linesNeverExceedTheLimitAndTruncatedMeansCut() throws {
        let long = String(repeating: "Why would anyone write such a long setup for a tiny widget? ", count: 6) + "Really?\nPunchline."
        for text in ["Short one?\nYes.", long, "Supercalifragilisticexpialidociouslyextraordinarilylongword? Yes."] {
            let site = try site(todaysText: text)
            for family in WidgetFamily.allCases {
                let wrapped = WidgetSnapshot(family: family, site: site).wrapped
                #expect(wrapped.lines.count <= family.lineLimit, "\(family)")
                #expect(wrapped.truncated == (wrapped.lines.last?.hasSuffix("…") ?? false), "\(family)")
                let font = family.fonts["text"].map { GlyphWidthModel(size: $0.size, weight: $0.weight) }
                for line in wrapped.lines {
                    #expect(font!.width(of: line) <= family.textWidth(), "\(family): \(line)")
                }
            }
        }
    }

    @Test func aOneWordSetupLongerThanALineStillFits() throws {
        let site = try site(todaysText: "Pneumonoultramicroscopicsilicovolcanoconiosisisthelongestwordofall?\nIndeed.")
        let small = WidgetSnapshot(family: .systemSmall, site: site).wrapped
        #expect(small.lines.count == 4)
        #expect(!small.truncated)
        let rectangular = WidgetSnapshot(family: .accessoryRectangular, site: site).wrapped
        #expect(rectangular.lines.count == 2)
        #expect(rectangular.truncated)
        #expect(rectangular.lines[1].hasSuffix("…"))
        let large = WidgetSnapshot(family: .systemLarge, site: site).wrapped
        #expect(!large.truncated)
        #expect(large.lines.joined() == "Pneumonoultramicroscopicsilicovolcanoconiosisisthelongestwordofall?")
    }

    @Test(arguments: [
        ("2026-03-07", "2026-03-08T00:00:00-05:00"),
        ("2026-03-08", "2026-03-09T00:00:00-04:00"),
        ("2026-10-31", "2026-11-01T00:00:00-04:00"),
    ])
    func nextRefreshIsTheNextMidnightAcrossDST(date: String, refresh: String) throws {
        let built = try FixtureSite()
        try built.build(date: date)
        let feed = try #require(JSONSerialization.jsonObject(with: Data(try built.read("widgets/system-small.json").utf8)) as? [String: Any])
        let item = try #require((feed["items"] as? [[String: Any]])?.first)
        #expect((item["_widget"] as? [String: Any])?["next_refresh"] as? String == refresh)
    }

    @Test func withoutAnySafeJokeTheSnapshotsCarryAPlaceholder() throws {
        let fixture = try FixtureCatalogue()
        try fixture.write("jokes.json", "{\"only\": {\"character\": \"mr_sad\", \"type\": \"dad_joke\", \"text\": \"Rude? Yes.\", \"sfw\": false}}")
        for name in ["daily_jokes.json", "weekly_rankings.json", "rating_events.json"] { try fixture.remove(name) }
        let built = try FixtureSite(fixture)
        try built.build()
        for family in WidgetFamily.allCases {
            let text = try built.read("widgets/\(family.rawValue).json")
            #expect(text.contains("\"placeholder\" : true"), "\(family)")
            #expect(!text.contains("Rude"), "\(family)")
        }
        #expect(try built.read("widgets/system-small.json").contains("No joke today"))
    }

    @Test func everyFamilyIsAJSONFeedWithWidgetFacts() throws {
        let built = try FixtureSite()
        try built.build()
        for family in WidgetFamily.allCases {
            let feed = try #require(JSONSerialization.jsonObject(with: Data(try built.read("widgets/\(family.rawValue).json").utf8)) as? [String: Any])
            #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
            let item = try #require((feed["items"] as? [[String: Any]])?.first)
            #expect(item["id"] as? String == "https://fixture.example.org/daily/2026-11-22/")
            let facts = try #require(item["_widget"] as? [String: Any])
            #expect(facts["family"] as? String == family.rawValue)
            #expect(facts["deep_link"] as? String == "mrfunnyjokes://jotd")
            #expect(facts["version"] as? Int == WidgetFeed.formatVersion)
            #expect(facts["joke_id"] as? String == "joke_c")
            let sizes = try #require(facts["sizes"] as? [String: Any])
            let devices = try #require(facts["devices"] as? [String: [String: Any]])
            #expect(Set(sizes.keys) == Set(WidgetFamily.deviceClasses.map(\.key)))
            #expect(Set(devices.keys) == Set(WidgetFamily.deviceClasses.map(\.key)))
            #expect(devices["iphone_8"]?["width"] as? Int == family.sizes["iphone_8"]?.width)
            #expect((devices["iphone_8"]?["lines"] as? [String]) == WidgetSnapshot(family: family, site: try site(FixtureCatalogue())).wrapped(on: "iphone_8").lines)
            #expect((facts["icon"] != nil) == (family == .accessoryCircular))
            #expect((facts["character"] as? [String: Any])?["color"] as? String == "#4A90E2")
        }
        #expect(built.exists("widgets/index.html"))
        let circular = try #require(JSONSerialization.jsonObject(with: Data(try built.read("widgets/accessory-circular.json").utf8)) as? [String: Any])
        let icon = (((circular["items"] as? [[String: Any]])?.first?["_widget"]) as? [String: Any])?["icon"] as? [String: String]
        #expect(icon == ["initial": "S", "color": "#4A90E2", "text_color": CharacterPalette(colour: RGBColour(hex: "#4A90E2")!).onColour.hex])
    }

    /// The 375-pt phones (iPhone 8, SE 2–3) have their own row (SPEC §3).
    @Test func theIPhone8RowHasItsOwnSizes() {
        #expect(WidgetFamily.systemSmall.sizes["iphone_8"] == .init(width: 148, height: 148))
        #expect(WidgetFamily.systemMedium.sizes["iphone_8"] == .init(width: 321, height: 148))
        #expect(WidgetFamily.systemLarge.sizes["iphone_8"] == .init(width: 321, height: 324))
        #expect(WidgetFamily.allCases.allSatisfy { $0.sizes.count == WidgetFamily.deviceClasses.count })
        #expect(WidgetFamily.accessoryRectangular.title == "Lock screen, rectangular")
    }
}
