// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "jokesite",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "jokesite", targets: ["jokesite"]),
        .library(name: "JokeSite", targets: ["JokeSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.8.0"),
    ],
    targets: [
        // The system libcmark (Debian libcmark-dev, Homebrew cmark).
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // The system Cairo and Pango, for social cards (Debian
        // libcairo2-dev libpango1.0-dev, Homebrew cairo pango).
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
        ),
        // The system librsvg, to draw a character's SVG avatar on its social
        // cards (Debian librsvg2-dev, Homebrew librsvg).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        // The system zlib, to read Pagefind's gzipped index files (see
        // `PagefindCanonicalizer`); macOS and Debian ship it.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The system libqrencode, for the QR code of the App Store link
        // (Debian libqrencode-dev, Homebrew qrencode).
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]
        ),
        // Drawing social cards and icons as PNG, apart from the engine so
        // it builds fast on its own.
        .target(name: "SocialCards", dependencies: ["CCairoPango", "CRsvg"]),
        // The whole engine: load → validate → rules → render → write.
        .target(
            name: "JokeSite",
            dependencies: [
                "CMark",
                "CZlib",
                "CQRencode",
                "SocialCards",
                "CAtomicSwap",
                "CFreedMemory",
                "TemplateEngine",
                .product(name: "Yams", package: "Yams"),
            ],
            // jokesite's own templates, built in by PageSourceList.
            exclude: ["Render/Templates/BuiltIn"],
            plugins: ["PageSourceList"]
        ),
        // Lists the page sources of `Render/Pages/` as `PageSources.declared`
        // at build time (a new page kind is its file and its templates), and
        // builds in the templates of `Render/Templates/BuiltIn/`.
        .plugin(name: "PageSourceList", capability: .buildTool(), dependencies: ["PageSourceLister"]),
        .executableTarget(name: "PageSourceLister"),
        // jokesite's compiled Mustache: templates checked against declared
        // values, rendered into bytes, and the one content hash that keys
        // them (`ContentHash`, SHA-256 from swift-crypto). No other
        // dependency, so it builds and tests in seconds.
        .target(name: "TemplateEngine", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // Exchanging two paths in one step (renameat2 / renamex_np), which
        // Swift's C overlays do not expose.
        .target(name: "CAtomicSwap"),
        // glibc's `malloc_trim`, which Swift's Glibc module does not export.
        .target(name: "CFreedMemory"),
        // `jokesite serve`: the preview server, kept apart so the engine and
        // its tests build without Hummingbird.
        .target(
            name: "JokeSiteServer",
            dependencies: [
                "JokeSite",
                "TemplateEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `jokesite pull` and `push`: the catalogue mirrored to and from Cloud
        // Firestore over its REST API, apart so the engine builds without
        // JWTKit (the RS256 JWT of a service-account key).
        .target(
            name: "Firestore",
            dependencies: [
                "JokeSite",
                .product(name: "JWTKit", package: "jwt-kit"),
            ]
        ),
        // A thin command line over the engine.
        .executableTarget(
            name: "jokesite",
            dependencies: [
                "JokeSite",
                "JokeSiteServer",
                "Firestore",
                "SocialCards",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "JokeSiteTests",
            // The executable is a dependency so its tests run the real binary.
            dependencies: [
                "JokeSite", "SocialCards", "Firestore", "jokesite",
                // Makes the RSA key of a test service account.
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "JWTKit", package: "jwt-kit"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // Carries the Mustache spec's test files (MIT, see MustacheSpec/README.md).
        .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine"], resources: [.copy("MustacheSpec")]),
    ],
    swiftLanguageModes: [.v6]
)
