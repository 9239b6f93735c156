package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine.IVersionProvider;

/**
 * What {@code --version} prints: the version (the jar manifest's {@code Implementation-Version}) and the commit
 * the build was made from, then the Java it runs on, since the launcher chooses one and a bug report needs both.
 */
public final class ManifestVersion implements IVersionProvider {

    /** The resource beside this class where the build writes the commit's short hash, or {@value #NO_COMMIT}. */
    static final String COMMIT_RESOURCE = "build-commit";
    /** What the build writes for a tree that is no git checkout. */
    static final String NO_COMMIT = "unknown";

    @Override
    public String[] getVersion() {
        String commit = commit();
        return new String[] {
            "tilesearch " + number() + (commit == null ? ""
                    : commit.equals(NO_COMMIT) ? ", built outside a git checkout" : ", commit " + commit),
            "Java " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor") + "), "
                    + System.getProperty("java.home")};
    }

    /** The version alone, {@code 1.0.0}, or a note that the classes do not come from the jar. */
    public static String number() {
        String version = ManifestVersion.class.getPackage().getImplementationVersion();
        return version == null ? "(development build, not from the jar)" : version;
    }

    /** The commit the build wrote, or {@code null} when these classes come from no build that wrote one. */
    private static String commit() {
        try (InputStream in = ManifestVersion.class.getResourceAsStream(COMMIT_RESOURCE)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return null;
        }
    }
}
