/// jokesite's version, kept here alone: `jokesite --version` prints it,
/// `make version` reads this line for the Debian package and the macOS
/// archive, and a release is the tag `v` and it (the release workflow
/// refuses a tag that differs).
let jokesiteVersion = "0.1.0"
