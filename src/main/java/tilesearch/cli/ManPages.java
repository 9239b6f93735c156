package tilesearch.cli;

import java.io.File;
import java.io.IOException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the manual pages of {@code tilesearch} and of each of its subcommands, as AsciiDoc
 * ({@code tilesearch.adoc}, {@code tilesearch-solve.adoc}, ...), into the folder its one argument names:
 * picocli's {@link ManPageGenerator}, from the whole command line, so that the pages say what {@code --help} says.
 * The build runs it and converts the pages to troff for {@code man/man1/} of the distribution. Picocli's code
 * generator is on the build's class path only, never in the jar.
 */
public final class ManPages {

    private ManPages() {
    }

    /** Writes the pages of version {@code args[1]} into the folder {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: ManPages FOLDER VERSION");
        }
        File folder = new File(args[0]);
        if (!folder.isDirectory() && !folder.mkdirs()) {
            throw new IOException("cannot create " + folder);
        }
        // The version being built, which the classes outside the jar do not know from a manifest.
        CommandSpec command = CompletionScript.wholeCommandLine().getCommandSpec();
        String[] version = {TileSearch.NAME + " " + args[1]};
        command.versionProvider(() -> version);
        command.subcommands().values().forEach(sub -> sub.getCommandSpec().versionProvider(() -> version));
        int failed = ManPageGenerator.generateManPage(folder, null, new boolean[0], true, command);
        if (failed != 0) {
            throw new IOException("picocli's ManPageGenerator failed with " + failed);
        }
    }
}
