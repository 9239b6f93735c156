package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import tilesearch.batch.MemoryAdvice;

/**
 * Turns what a command throws into an exit code and a one-line message on stderr, prefixed with the command
 * ({@code tilesearch solve: ...}). Stack traces only with {@code --verbose}.
 *
 * <ul>
 *   <li>usage errors (picocli's, and those a command raises itself, like a missing input path):
 *       {@link ExitCodes#USAGE}, with a pointer to {@code --help};
 *   <li>{@link IOException}: {@link ExitCodes#IO_ERROR}, naming the file and the fault;
 *   <li>{@link OutOfMemoryError}: {@link ExitCodes#SOFTWARE}, with one line naming what the command was doing
 *       (see {@link Activity}), the heap it had and how to give it more. Picocli lets errors through its
 *       exception handler, so {@link #executing} catches this one around every command;
 *   <li>anything else is a bug: {@link ExitCodes#SOFTWARE}.
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
    int outOfMemory(OutOfMemoryError failure, CommandLine command) {
        PrintWriter err = command.getErr();
        String name = command.getCommandSpec().qualifiedName();
        String doing = command.getCommand() instanceof Activity activity ? activity.doing() : "running " + name;
        boolean tableMemory = command.getCommandSpec().optionsMap().containsKey("--table-memory");
        err.println(name + ": out of memory (" + failure.getMessage() + ") while " + doing + ", "
                + MemoryAdvice.advice(tableMemory));
        if (command.getParseResult() != null && command.getParseResult().hasMatchedOption(VerboseOption.NAME)) {
            failure.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.SOFTWARE;
    }

    @Override
    public int handleParseException(ParameterException failure, String[] args) {
        CommandLine command = failure.getCommandLine();
        PrintWriter err = command.getErr();
        String name = command.getCommandSpec().qualifiedName();
        err.println(name + ": " + failure.getMessage());
        UnmatchedArgumentException.printSuggestions(failure, err);
        err.println("Try '" + name + " --help' for more information.");
        err.flush();
        return ExitCodes.USAGE;
    }

    @Override
    public int handleExecutionException(Exception failure, CommandLine command, ParseResult parseResult) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError outOfMemory) {
                // an out-of-memory error that a library wrapped on its way up is still one
                return outOfMemory(outOfMemory, command);
            }
        }
        Throwable cause = failure instanceof UncheckedIOException unchecked ? unchecked.getCause() : failure;
        boolean software = !(cause instanceof IOException);
        PrintWriter err = command.getErr();
        String name = command.getCommandSpec().qualifiedName();
        err.println(name + ": " + (software ? "internal error: " + cause : describe((IOException) cause)));
        if (command.getParseResult().hasMatchedOption(VerboseOption.NAME)) {
            failure.printStackTrace(err);
        } else if (software) {
            err.println("This is a bug in tilesearch; run again with " + VerboseOption.NAME
                    + " to see the stack trace.");
        }
        err.flush();
        return software ? ExitCodes.SOFTWARE : ExitCodes.IO_ERROR;
    }

    /** A file error as {@code path: fault}, the way Unix tools say it. */
    static String describe(IOException failure) {
        if (!(failure instanceof FileSystemException fileFailure) || fileFailure.getFile() == null) {
            return failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        }
        String fault;
        if (failure instanceof NoSuchFileException) {
            fault = "no such file or directory";
        } else if (failure instanceof AccessDeniedException) {
            fault = "permission denied";
        } else if (failure instanceof NotDirectoryException) {
            fault = "not a directory";
        } else if (failure instanceof FileAlreadyExistsException) {
            // Only creating folders reports this: a file of the folder's name is in the way.
            fault = "exists and is not a folder";
        } else if (fileFailure.getReason() != null) {
            fault = fileFailure.getReason();
        } else {
            fault = failure.getClass().getSimpleName();
        }
        return fileFailure.getFile() + ": " + fault;
    }
}
