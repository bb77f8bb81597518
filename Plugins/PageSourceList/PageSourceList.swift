import Foundation
import PackagePlugin

/// Lists the page sources of `Sources/JokeSite/Render/Pages/` for
/// `PageSources.all`, so a new page kind is its file and its two templates,
/// never also a line in a hand-kept list. `PageSourceLister` does the work;
/// this only hands it the folder's files and says where its output goes.
@main
struct PageSourceList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let pages = module.sourceFiles(withSuffix: ".swift")
            .map(\.url)
            .filter { $0.deletingLastPathComponent().path.hasSuffix("/Render/Pages") }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "DeclaredPageSources.swift")
        return [.buildCommand(
            displayName: "Listing the page sources of \(target.name)",
            executable: try context.tool(named: "PageSourceLister").url,
            arguments: [output.path] + pages.map(\.path),
            inputFiles: pages,
            outputFiles: [output]
        )]
    }
}
