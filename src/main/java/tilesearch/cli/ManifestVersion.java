package tilesearch.cli;

import picocli.CommandLine.IVersionProvider;

/** The version printed by {@code --version}: the jar manifest's {@code Implementation-Version}. */
public final class ManifestVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"tilesearch " + number()};
    }

    /** The version alone, {@code 1.0.0}, or a note that the classes do not come from the jar. */
    public static String number() {
        String version = ManifestVersion.class.getPackage().getImplementationVersion();
        return version == null ? "(development build, not from the jar)" : version;
    }
}
