/// The six WidgetKit families of the app and what each shows (SPEC §3).
public enum WidgetFamily: String, CaseIterable, Sendable, Codable {
    case systemSmall = "system-small"
    case systemMedium = "system-medium"
    case systemLarge = "system-large"
    case accessoryCircular = "accessory-circular"
    case accessoryRectangular = "accessory-rectangular"
    case accessoryInline = "accessory-inline"

    public struct Font: Sendable, Equatable, Codable {
        public var size: Double
        public var weight: GlyphWidthModel.Weight
    }

    public struct Size: Sendable, Equatable, Codable {
        public var width: Int
        public var height: Int
    }

    /// Device classes in SPEC §3's order, with their key in the snapshot.
    public static let deviceClasses: [(key: String, name: String)] = [
        ("iphone_se", "iPhone SE (1st gen)"),
        ("iphone_8", "iPhone 8 / SE 2–3"),
        ("iphone_mini", "iPhone mini"),
        ("iphone_standard", "iPhone standard"),
        ("iphone_pro_max", "iPhone Pro Max"),
    ]

    /// The device class the snapshot's `lines` are wrapped for.
    public static let referenceDevice = "iphone_standard"

    /// Where the family's snapshot is published.
    public var route: String {
        "widgets/\(rawValue).json"
    }

    /// What a person calls the family: "Small", "Lock screen, rectangular".
    public var title: String {
        switch self {
        case .systemSmall: "Small"
        case .systemMedium: "Medium"
        case .systemLarge: "Large"
        case .accessoryCircular: "Lock screen, circular"
        case .accessoryRectangular: "Lock screen, rectangular"
        case .accessoryInline: "Lock screen, inline"
        }
    }

    public var isSystem: Bool {
        self == .systemSmall || self == .systemMedium || self == .systemLarge
    }

    /// Point sizes by device class (SPEC §3). Lock-screen sizes follow
    /// Apple's table for those screens; the first-generation SE (no lock-screen
    /// widgets) gets the 375-pt phones' sizes.
    public var sizes: [String: Size] {
        let table: [(Int, Int)]
        switch self {
        case .systemSmall: table = [(141, 141), (148, 148), (155, 155), (158, 158), (170, 170)]
        case .systemMedium: table = [(292, 141), (321, 148), (329, 155), (338, 158), (364, 170)]
        case .systemLarge: table = [(292, 311), (321, 324), (329, 345), (338, 354), (364, 382)]
        case .accessoryCircular: table = [(68, 68), (68, 68), (68, 68), (72, 72), (76, 76)]
        case .accessoryRectangular: table = [(153, 68), (153, 68), (155, 68), (160, 72), (172, 76)]
        case .accessoryInline: table = [(225, 20), (225, 20), (225, 20), (234, 20), (257, 20)]
        }
        return Dictionary(uniqueKeysWithValues: zip(Self.deviceClasses.map(\.key), table.map { Size(width: $0.0, height: $0.1) }))
    }

    public var padding: Double {
        switch self {
        case .systemSmall: 8
        case .systemMedium, .systemLarge: 11
        default: 0
        }
    }

    /// Role → font: `badge`, `text`, `name`, `chip`.
    public var fonts: [String: Font] {
        switch self {
        case .systemSmall:
            ["badge": Font(size: 8, weight: .bold), "text": Font(size: 13, weight: .medium), "name": Font(size: 11, weight: .semibold)]
        case .systemMedium:
            ["badge": Font(size: 10, weight: .bold), "text": Font(size: 15, weight: .medium), "name": Font(size: 12, weight: .semibold)]
        case .systemLarge:
            ["badge": Font(size: 11, weight: .bold), "text": Font(size: 20, weight: .medium), "name": Font(size: 15, weight: .semibold),
             "chip": Font(size: 12, weight: .semibold)]
        case .accessoryCircular:
            [:]
        case .accessoryRectangular:
            ["name": Font(size: 17, weight: .bold), "text": Font(size: 12, weight: .regular)]
        case .accessoryInline:
            ["text": Font(size: 15, weight: .regular)]
        }
    }

    public var avatarSize: Double? {
        switch self {
        case .systemSmall: 16
        case .systemMedium: 24
        case .systemLarge: 32
        default: nil
        }
    }

    /// Lines of joke text; 0 for the icon-only circular family.
    public var lineLimit: Int {
        switch self {
        case .systemSmall: 4
        case .systemMedium: 2
        case .systemLarge: 6
        case .accessoryCircular: 0
        case .accessoryRectangular: 2
        case .accessoryInline: 1
        }
    }

    public var showsBadge: Bool { isSystem }
    public var showsTypeChip: Bool { self == .systemLarge }

    /// The width the text wraps in on a device: the widget's width less the
    /// padding on both sides (the avatar sits on its own row, under the text).
    public func textWidth(device: String = referenceDevice) -> Double {
        Double(sizes[device]?.width ?? 0) - 2 * padding
    }
}
