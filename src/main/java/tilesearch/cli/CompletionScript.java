package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;

/**
 * Writes the bash completion script of {@code tilesearch} to the file its one argument names: picocli's, made from
 * the whole command line with every subcommand, so that it offers what {@code --help} lists. The build runs it when
 * it makes the distribution.
 */
public final class CompletionScript {

    private CompletionScript() {
    }

    /** Writes the script to {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CompletionScript FILE");
        }
        PrintWriter silent = new PrintWriter(Writer.nullWriter());
        String script = AutoComplete.bash("tilesearch",
                TileSearch.commandLine(InputStream.nullInputStream(), silent, silent));
        Path file = Path.of(args[0]);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, script);
    }
}
