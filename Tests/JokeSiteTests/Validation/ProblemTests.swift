import Testing
@testable import JokeSite

@Suite struct ProblemTests {
    @Test func describesFileLineDocumentFieldAndMessage() {
        let problem = Problem(file: "content/jokes.json", line: 12, documentID: "abc", field: "likes", message: "expected a whole number")
        #expect(problem.description == "content/jokes.json:12: abc: likes: expected a whole number")
        #expect(Problem(file: "content/site.json", message: "required file is missing").description == "content/site.json: required file is missing")
    }

    @Test func formatsAGitHubAnnotation() {
        let problem = Problem(file: "content/jokes.json", line: 12, documentID: "abc", field: "text", message: "50% off,\nnow")
        #expect(problem.githubAnnotation == "::error file=content/jokes.json,line=12::abc: text: 50%25 off,%0Anow")
    }
}
