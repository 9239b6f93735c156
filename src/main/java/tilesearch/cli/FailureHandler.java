package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import tilesearch.batch.MemoryAdvice;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRefusedException;

/**
 * Turns what a picocli command throws into an exit code and a one-line message on stderr, prefixed with the
 * command ({@code tilesearch solve: ...}, {@code tilesearch spark-solve: ...}: {@link TileSearch#voice}). Stack
 * traces only with {@code --verbose}.
 *
 * <ul>
 *   <li>usage errors (picocli's, those a command raises itself, like a missing input path, and a run refused
 *       before it touched anything, {@link RunRefusedException}): {@link ExitCodes#USAGE}, with a pointer to
 *       {@code --help};
 *   <li>{@link IOException}: {@link ExitCodes#IO_ERROR}, naming the file and the fault
 *       ({@link FailureMessages#describe});
 *   <li>{@link OutOfMemoryError}, also wrapped in another exception: {@link ExitCodes#SOFTWARE}, with one line
 *       naming what the command was doing (see {@link Activity}), the heap it had and how to give it more.
 *       Picocli lets errors through its exception handler, so {@link #executing} catches it around every command;
 *   <li>anything else is a bug: {@link ExitCodes#SOFTWARE}.
 * </ul>
 */
final class FailureHandler implements IExecutionExceptionHandler, IParameterExceptionHandler {

    /**
     * Runs the chosen command as picocli does by default ({@link CommandLine.RunLast}), turning an
     * {@link OutOfMemoryError} into its one-line message and exit code.
     */
    IExecutionStrategy executing() {
        return parseResult -> {
            try {
                return new CommandLine.RunLast().execute(parseResult);
            } catch (OutOfMemoryError e) {
                // the command that ran: the last of the command and its subcommands
                List<CommandLine> commands = parseResult.asCommandLineList();
                return outOfMemory(e, commands.get(commands.size() - 1));
            }
        };
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
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError outOfMemory) {
                // an out-of-memory error that a library wrapped on its way up is still one
                return outOfMemory(outOfMemory, command);
            }
        }
        Throwable cause = failure instanceof UncheckedIOException unchecked ? unchecked.getCause() : failure;
        boolean software = !(cause instanceof IOException);
        PrintWriter err = command.getErr();
        err.println(TileSearch.voice(command.getCommandSpec()) + ": "
                + (software ? "internal error: " + cause : FailureMessages.describe((IOException) cause)));
        if (verbose(command)) {
            failure.printStackTrace(err);
        } else if (software) {
            err.println("This is a bug in tilesearch; run again with " + VerboseOption.NAME
                    + " to see the stack trace.");
        }
        err.flush();
        return software ? ExitCodes.SOFTWARE : ExitCodes.IO_ERROR;
    }

    /**
     * Says that {@code command} ran out of memory, in one line, and gives its exit code. The error unwound the
     * command's stack, so what filled the heap is garbage by now and printing the line has room. Only the heap is
     * advised: a search that runs out of memory gives its board an error row that names {@code --table-memory}
     * too, so what reaches the command ran out elsewhere (the inputs of a run, its record), where smaller tables
     * would not help.
     */
    private static int outOfMemory(OutOfMemoryError failure, CommandLine command) {
        String doing = command.getCommand() instanceof Activity activity ? activity.doing()
                : "running " + command.getCommandSpec().qualifiedName();
        PrintWriter err = command.getErr();
        err.println(TileSearch.voice(command.getCommandSpec()) + ": out of memory (" + failure.getMessage()
                + ") while " + doing + ", " + MemoryAdvice.advice(false));
        if (verbose(command)) {
            failure.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.SOFTWARE;
    }

    private static boolean verbose(CommandLine command) {
        return command.getParseResult() != null && command.getParseResult().hasMatchedOption(VerboseOption.NAME);
    }
}
