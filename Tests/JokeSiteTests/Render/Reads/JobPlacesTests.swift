import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// Where each job left its output in the manifest: an edit that lists the
/// same jobs finds and keeps their outputs by place.
@Suite struct JobPlacesTests {
    @Test func theManifestKeepsThemAsTheyWere() throws {
        var draft = JobPlacesDraft(listing: 42, jobCount: 3, last: nil, carried: [])
        // Job 0 made first, job 2 made second, job 1 kept from the last build's place 5.
        draft.outputs.add(job: 0, output: -1)
        draft.outputs.add(job: 2, output: -2)
        draft.outputs.add(job: 1, output: 5)
        var kept = Array(repeating: false, count: 8)
        kept[3] = true
        kept[5] = true
        var digests = ReadDigests(seed: ContentHash(high: 1, low: 2), tags: Array(repeating: [], count: Int(Dependency.Tag.count)))
        digests.places = draft.places(made: 2, kept: kept)
        let read = try #require(ReadDigests(seed: digests.seed, encoded: ArraySlice(digests.encoded()))?.places)
        #expect(read.listing == 42)
        #expect((0..<read.jobCount).map(read.place(ofJob:)) == [0, 3, 1], "made first, then the kept in their last order")
        #expect(ReadDigests(seed: digests.seed, encoded: ArraySlice(digests.encoded().dropLast())) == nil)
    }

    /// An edit keeps most jobs by place: the manifest it leaves has each
    /// job's output at the job's place, as a clean build's does. The first
    /// build makes the index of what the jobs read (`ReadLog`); each edit
    /// keeps by it (`ReadIndex`) and writes a delta of that manifest.
    @Test func anEditLeavesEachJobsOutputAtItsPlace() throws {
        let edited = try FixtureSite()
        let clean = try FixtureSite()
        try edited.build()
        #expect(try Self.manifest(of: edited).digests?.places?.index != nil)
        for (old, new) in [("The rain returned", "The rain came back"), ("came back", "returned at last")] {
            try edited.fixture.replace(old, with: new, in: "jokes.json")
            let report = try edited.build()
            #expect(report.pagesRendered > 0 && report.pagesRendered < report.pages / 2)
            #expect(try Self.manifest(of: edited).digests?.places?.index != nil)
            let state = StateFolder(for: edited.output.standardizedFileURL.resolvingSymlinksInPath())
            #expect(FileManager.default.fileExists(atPath: state.manifestDelta))
            try clean.fixture.replace(old, with: new, in: "jokes.json")
        }
        try clean.build()
        #expect(try Self.outputs(of: edited) == (try Self.outputs(of: clean)))
    }

    /// A new joke lists other jobs: its build finds each by name, and
    /// leaves the places a clean build leaves.
    @Test func aNewJokeLeavesEachJobsOutputAtItsPlace() throws {
        let edited = try FixtureSite()
        try edited.build()
        let clean = try FixtureSite()
        for site in [edited, clean] {
            try site.fixture.replace("\"joke_d\": {", with: "\"joke_new\": {\n    \"character\": \"mr_sad\",\n    \"text\": \"A new joke arrived late.\",\n    \"type\": \"dad_joke\",\n    \"tags\": [\"weather\"]\n  },\n  \"joke_d\": {", in: "jokes.json")
            try site.build()
        }
        #expect(try Self.outputs(of: edited) == (try Self.outputs(of: clean)))
    }

    /// By job, the name of the output at its place and the key it has.
    private static func outputs(of site: FixtureSite) throws -> [String] {
        let manifest = try manifest(of: site)
        let places = try #require(manifest.digests?.places)
        return (0..<places.jobCount).map { job in
            let place = places.place(ofJob: job)
            return manifest.name(of: place) + " " + "\(manifest.outputs[place].key)"
        }
    }

    private static func manifest(of site: FixtureSite) throws -> OutputManifest {
        try #require(OutputManifest.read(StateFolder(for: site.output.standardizedFileURL.resolvingSymlinksInPath())))
    }
}
