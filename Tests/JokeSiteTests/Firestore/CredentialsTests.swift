import _CryptoExtras
import Crypto
@testable import Firestore
import Foundation
import Testing

/// Which credentials the environment gives, and the service-account JWT.
@Suite struct CredentialsTests {
    @Test func theEmulatorThenATokenThenAKeyFileThenNone() throws {
        let key = try KeyFile()
        let all = ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:9", "GOOGLE_OAUTH_ACCESS_TOKEN": "ya29.a", "GOOGLE_APPLICATION_CREDENTIALS": key.path]
        guard case .emulator(host: "127.0.0.1:9") = try FirestoreCredentials.fromEnvironment(all) else { Issue.record("not the emulator"); return }
        guard case .accessToken("ya29.a") = try FirestoreCredentials.fromEnvironment(all.filter { $0.key != "FIRESTORE_EMULATOR_HOST" })
        else { Issue.record("not the token"); return }
        guard case .accessToken("ya29.b") = try FirestoreCredentials.fromEnvironment(["CLOUDSDK_AUTH_ACCESS_TOKEN": "ya29.b"])
        else { Issue.record("not gcloud's token"); return }
        guard case .serviceAccount(let account) = try FirestoreCredentials.fromEnvironment(["GOOGLE_APPLICATION_CREDENTIALS": key.path])
        else { Issue.record("not the key"); return }
        #expect(account.clientEmail == "site@mr-funny-jokes.iam.gserviceaccount.com")
        #expect(account.projectID == "mr-funny-jokes")
        guard case .anonymous = try FirestoreCredentials.fromEnvironment([:]) else { Issue.record("not anonymous"); return }
    }

    @Test func theJWTIsSignedWithTheKeyForFirestore() throws {
        let key = try KeyFile()
        let account = try ServiceAccountKey(contentsOf: key.path)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let parts = try account.assertion(now: now).split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        #expect(try decode(parts[0]) == #"{"alg":"RS256","typ":"JWT","kid":"key-1"}"#)
        #expect(try decode(parts[1]) == #"{"iss":"site@mr-funny-jokes.iam.gserviceaccount.com","scope":"https://www.googleapis.com/auth/datastore","#
            + #""aud":"https://oauth2.googleapis.com/token","iat":1800000000,"exp":1800003600}"#)
        let signature = _RSA.Signing.RSASignature(rawRepresentation: try bytes(parts[2]))
        #expect(key.privateKey.publicKey.isValidSignature(signature, for: SHA256.hash(data: Data("\(parts[0]).\(parts[1])".utf8)),
                                                           padding: .insecurePKCS1v1_5))
    }

    @Test func anUnusableKeyFileIsNamedNeverShown() throws {
        let key = try KeyFile(type: "external_account")
        #expect {
            try ServiceAccountKey(contentsOf: key.path)
        } throws: { error in
            let message = "\(error)"
            return message.contains(key.path) && message.contains("not a service-account key") && !message.contains("PRIVATE KEY")
        }
    }

    private func bytes(_ base64URL: String) throws -> Data {
        var text = base64URL.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        return try #require(Data(base64Encoded: text))
    }

    private func decode(_ base64URL: String) throws -> String {
        String(decoding: try bytes(base64URL), as: UTF8.self)
    }
}

/// A service-account key file with a new RSA key, as Google's console makes them.
private final class KeyFile {
    let folder: TemporaryFolder
    let privateKey: _RSA.Signing.PrivateKey
    var path: String { folder.url.appendingPathComponent("key.json").path }

    init(type: String = "service_account") throws {
        folder = try TemporaryFolder(prefix: "jokesite-key")
        privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let pem = privateKey.pemRepresentation.replacingOccurrences(of: "\n", with: "\\n")
        try Data("""
            {"type": "\(type)", "project_id": "mr-funny-jokes", "private_key_id": "key-1", "private_key": "\(pem)",
             "client_email": "site@mr-funny-jokes.iam.gserviceaccount.com", "token_uri": "https://oauth2.googleapis.com/token"}
            """.utf8).write(to: URL(fileURLWithPath: path))
    }
}
