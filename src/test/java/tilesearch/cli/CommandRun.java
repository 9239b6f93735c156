package tilesearch.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/**
 * One run of the real command line, as {@code main} would do it but without exiting the JVM.
 *
 * @param exitCode what {@code main} would exit with
 * @param out everything printed to stdout
 * @param err everything printed to stderr
 */
record CommandRun(int exitCode, String out, String err) {

    /** Runs {@code args} with {@code stdin} as standard input. */
    static CommandRun withStdin(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = TileSearch.commandLineFor(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
        return new CommandRun(exitCode, out.toString(), err.toString());
    }

    /** Runs {@code args} with empty standard input. */
    static CommandRun of(String... args) {
        return withStdin("", args);
    }
}
