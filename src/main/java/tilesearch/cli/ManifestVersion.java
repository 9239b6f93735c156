package tilesearch.cli;

import picocli.CommandLine.IVersionProvider;

/** The version printed by {@code --version}: the jar manifest's {@code Implementation-Version}. */
final class ManifestVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = ManifestVersion.class.getPackage().getImplementationVersion();
        return new String[] {"tilesearch " + (version == null ? "(development build, not from the jar)" : version)};
    }
}
