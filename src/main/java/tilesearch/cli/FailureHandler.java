package tilesearch.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRefusedException;

/**
 * Turns what a picocli command throws into an exit code and a one-line message on stderr, prefixed with the
 * command ({@code tilesearch solve: ...}, {@code tilesearch spark-solve: ...}: {@link TileSearch#voice}). Stack
 * traces only with {@code --verbose}.
 *
 * <ul>
 *   <li>usage errors (picocli's, those a command raises itself, like a missing input path, and a run refused
 *       before it touched anything, {@link RunRefusedException}):
 *       {@link ExitCodes#USAGE}, with a pointer to {@code --help};
 *   <li>everything else as {@link FailureMessages} says. Picocli lets errors through its exception handler, so
 *       {@link #executing} catches {@link OutOfMemoryError} around every command.
 * </ul>
 */
final class FailureHandler implements IExecutionExceptionHandler, IParameterExceptionHandler {

    /**
     * Runs the chosen command as picocli does by default ({@link CommandLine.RunLast}), turning an
     * {@link OutOfMemoryError} into its one-line message and exit code. The error unwound the command's stack,
     * so what filled the heap is garbage by now and printing the line has room.
     */
    IExecutionStrategy executing() {
        return parseResult -> {
            try {
                return new CommandLine.RunLast().execute(parseResult);
            } catch (OutOfMemoryError e) {
                return outOfMemory(e, innermost(parseResult).commandSpec().commandLine());
            }
        };
    }

    private static ParseResult innermost(ParseResult parseResult) {
        ParseResult innermost = parseResult;
        while (innermost.hasSubcommand()) {
            innermost = innermost.subcommand();
        }
        return innermost;
    }

    /** Says that {@code command} ran out of memory, in one line, and gives its exit code. */
    private static int outOfMemory(OutOfMemoryError failure, CommandLine command) {
        return FailureMessages.outOfMemory(failure, TileSearch.voice(command.getCommandSpec()), command.getErr(),
                doing(command), verbose(command));
    }

    @Override
    public int handleParseException(ParameterException failure, String[] args) {
        return usage(failure.getCommandLine(), failure);
    }

    /** Says what is wrong with how {@code command} was asked, and where its help is. */
    private static int usage(CommandLine command, RuntimeException failure) {
        PrintWriter err = command.getErr();
        err.println(TileSearch.voice(command.getCommandSpec()) + ": " + failure.getMessage());
        if (failure instanceof ParameterException parameters) {
            UnmatchedArgumentException.printSuggestions(parameters, err);
        }
        // The help of the command as it is run: spark-solve is a program of its own.
        err.println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return ExitCodes.USAGE;
    }

    /** A run refused before it touched anything is a usage error, as picocli's own are. */
    @Override
    public int handleExecutionException(Exception failure, CommandLine command, ParseResult parseResult) {
        if (failure instanceof RunRefusedException refused) {
            return usage(command, refused);
        }
        return FailureMessages.failed(failure, TileSearch.voice(command.getCommandSpec()), command.getErr(),
                () -> doing(command), verbose(command));
    }

    private static String doing(CommandLine command) {
        return command.getCommand() instanceof Activity activity ? activity.doing()
                : "running " + command.getCommandSpec().qualifiedName();
    }

    private static boolean verbose(CommandLine command) {
        return command.getParseResult() != null && command.getParseResult().hasMatchedOption(VerboseOption.NAME);
    }
}
