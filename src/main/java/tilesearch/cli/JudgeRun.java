package tilesearch.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;

/**
 * {@code tilesearch solve -}, the judge's command line, run without picocli: the boards on standard input, each
 * one's largest tile on standard output, with the default options.
 *
 * <p>Why apart: picocli builds a command from its annotations by reflection, some 170 classes set up and a dozen
 * annotation proxies made, which Java 25's ahead-of-time cache cannot keep; on a one-board run that was half of the
 * time. This exact command line has nothing to parse, so it goes straight to {@link SolveOptions#answer} with
 * {@link SolveOptions#defaults()}, which is what {@link SolveCommand} runs for it, and failures are reported by
 * {@link FailureMessages} as {@link FailureHandler} reports them: the same answers, messages and exit codes
 * (JudgeRunTest runs both side by side). Every other command line, {@code solve - --moves 10} included, goes
 * through picocli.
 */
final class JudgeRun {

    /** How failures name the command. */
    private static final String NAME = "tilesearch solve";

    private JudgeRun() {
    }

    /** Whether {@code args} is exactly {@code solve -}. */
    static boolean matches(String[] args) {
        return args.length == 2 && args[0].equals("solve") && args[1].equals("-");
    }

    /** Runs {@code solve -}, reading boards from {@code stdin}, and gives its exit code. */
    static int execute(InputStream stdin, PrintWriter out, PrintWriter err) {
        SolveOptions options = SolveOptions.defaults();
        List<String> inputs = List.of("-");
        // As FailureHandler says it for solve, given without --verbose.
        try {
            return options.answer(stdin, out, err);
        } catch (OutOfMemoryError e) {
            return FailureMessages.outOfMemory(e, NAME, err, options.doing(inputs, null), false);
        } catch (Exception e) {
            return FailureMessages.failed(e, NAME, err, () -> options.doing(inputs, null), false);
        }
    }
}
