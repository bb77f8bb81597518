import Foundation
import Testing
import TemplateEngine

/// The official Mustache specification, whose files this target carries in
/// `MustacheSpec/` (every file but the optional lambdas), rendered in
/// dynamic mode.
@Suite struct MustacheSpecTests {
    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]

    static var directory: URL {
        Bundle.module.url(forResource: "MustacheSpec", withExtension: nil)!
    }

    @Test(arguments: files) func passes(_ file: String) throws {
        for test in try Self.load(file) {
            var sources = [TemplateSource(name: "", file: "\(file): \(test.name)", text: test.template)]
            for (name, text) in test.partials ?? [:] {
                sources.append(TemplateSource(name: name, file: name, text: text))
            }
            let compiled = TemplateLibrary(sources).compile("", scope: .dynamic)
            switch compiled {
            case .success(let template):
                let output = template.render(test.data.templateValue)
                #expect(output == test.expected, "\(file): \(test.name) — \(test.desc)")
            case .failure(let problems):
                Issue.record("\(file): \(test.name) does not compile: \(problems)")
            }
        }
    }

    /// All 163 cases are read: a missing or truncated file fails here.
    @Test func readsEveryCase() throws {
        let count = try Self.files.reduce(0) { $0 + (try Self.load($1)).count }
        #expect(count == 163)
    }

    static func load(_ file: String) throws -> [SpecCase] {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(file).json"))
        return try JSONDecoder().decode(SpecFile.self, from: data).tests
    }
}

struct SpecFile: Decodable {
    var tests: [SpecCase]
}

struct SpecCase: Decodable {
    var name: String
    var desc: String
    var data: SpecValue
    var template: String
    var partials: [String: String]?
    var expected: String
}

/// Any JSON value, as the spec's data is.
enum SpecValue: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SpecValue])
    case object([String: SpecValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SpecValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SpecValue].self))
        }
    }

    var templateValue: TemplateValue {
        switch self {
        case .null: .absent
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .double(let value): .text("\(value)")
        case .string(let value): .text(value)
        case .array(let items): .list(items.map(\.templateValue))
        case .object(let members): .object(members.mapValues(\.templateValue))
        }
    }
}
