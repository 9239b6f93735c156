package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import tilesearch.logging.LogConfigurator;
import tilesearch.run.RunNotices;

/**
 * What a run tells its user, printed on stderr, each line led by the command that ran ({@code tilesearch solve: }),
 * as every message of the program is; with {@code --quiet}, the warnings only.
 */
public final class RunMessages implements RunNotices {

    private final String name;
    private final String prefix;
    private final PrintWriter err;
    private final boolean quiet;

    /**
     * Messages of the command {@code name} ({@code tilesearch solve}), printed on {@code err}; {@code quiet}
     * leaves the summary out.
     */
    public RunMessages(String name, PrintWriter err, boolean quiet) {
        this.name = name;
        this.prefix = name + ": warning: ";
        this.err = err;
        this.quiet = quiet;
    }

    /**
     * Readies stderr for the run of the command {@code spec} when it is a terminal, or {@code quiet} asked for
     * warnings alone, and {@code --verbose} was not given: a person reads the progress line, the messages and the
     * summary there, so log lines below WARN stay off it (the run log keeps them) and the others read as the
     * command's messages.
     */
    public static void atTerminal(CommandSpec spec, boolean quiet) {
        if ((quiet || Terminal.stderrIsTerminal())
                && !spec.commandLine().getParseResult().hasMatchedOption(VerboseOption.NAME)) {
            LogConfigurator.messagesOnStderr(TileSearch.voice(spec));
        }
    }

    @Override
    public void warning(String text) {
        err.println(prefix + text);
    }

    @Override
    public void recordNotWritten(IOException failure) {
        err.println(prefix + "could not write the run record: " + FailureMessages.describe(failure));
    }

    @Override
    public void summary(String text) {
        if (quiet) {
            return;
        }
        err.println(name + ": " + text);
        err.flush();
    }
}
