import Foundation
import PackagePlugin

/// Lists the output sources of `Sources/JokeSite/Render/` (its page kinds,
/// feeds and other documents) for `OutputSources.all`, so a new output is
/// its file and its templates, never also a line in a hand-kept list, and
/// embeds jokesite's built-in
/// templates, the `.mustache` files of `Render/Templates/BuiltIn/` (kept out
/// of the target's sources in `Package.swift`), as `BuiltInTemplates.all`.
/// `PageSourceLister` does the work; this only hands it the files and says
/// where its output goes.
@main
struct PageSourceList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        // The target's `Render/` folder, found from its files
        // (`directoryURL` needs tools version 6.1).
        let files = module.sourceFiles(withSuffix: ".swift").map(\.url)
        guard let render = files.lazy.compactMap({ url in url.path.range(of: "/Render/").map { String(url.path[..<$0.upperBound]) } }).first else {
            return []
        }
        let sources = files.filter { $0.path.hasPrefix(render) }.sorted { $0.path < $1.path }
        let builtIn = URL(fileURLWithPath: render + "Templates/BuiltIn")
        let templates = Self.files(under: builtIn).filter { $0.pathExtension == "mustache" }
        let output = context.pluginWorkDirectoryURL.appending(path: "DeclaredOutputSources.swift")
        return [.buildCommand(
            displayName: "Listing the output sources and built-in templates of \(target.name)",
            executable: try context.tool(named: "PageSourceLister").url,
            arguments: [output.path, builtIn.path] + (sources + templates).map(\.path),
            inputFiles: sources + templates,
            outputFiles: [output]
        )]
    }

    /// Every file under `folder`, sorted.
    private static func files(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
