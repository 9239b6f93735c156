package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.function.Supplier;
import tilesearch.batch.MemoryAdvice;
import tilesearch.run.ExitCodes;

/**
 * What a command that failed prints on stderr and exits with, free of picocli: {@link FailureHandler} applies it to
 * picocli's commands.
 *
 * <ul>
 *   <li>{@link IOException}: {@link ExitCodes#IO_ERROR}, naming the file and the fault;
 *   <li>{@link OutOfMemoryError}, also wrapped in another exception: {@link ExitCodes#SOFTWARE}, with one line
 *       naming what the command was doing (see {@link Activity}), the heap it had and how to give it more;
 *   <li>anything else is a bug: {@link ExitCodes#SOFTWARE}.
 * </ul>
 * Each message is one line prefixed with the command ({@code tilesearch solve: ...}); stack traces only with
 * {@code --verbose}.
 */
final class FailureMessages {

    private FailureMessages() {
    }

    /**
     * Reports {@code failure}, thrown by the command {@code name}, on {@code err} and gives the exit code.
     *
     * @param doing what the command was doing, asked only when it ran out of memory
     * @param verbose whether {@code --verbose} was given: the stack trace follows the message
     */
    static int failed(Exception failure, String name, PrintWriter err, Supplier<String> doing, boolean verbose) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError outOfMemory) {
                // an out-of-memory error that a library wrapped on its way up is still one
                return outOfMemory(outOfMemory, name, err, doing.get(), verbose);
            }
        }
        Throwable cause = failure instanceof UncheckedIOException unchecked ? unchecked.getCause() : failure;
        boolean software = !(cause instanceof IOException);
        err.println(name + ": " + (software ? "internal error: " + cause : describe((IOException) cause)));
        if (verbose) {
            failure.printStackTrace(err);
        } else if (software) {
            err.println("This is a bug in tilesearch; run again with " + VerboseOption.NAME
                    + " to see the stack trace.");
        }
        err.flush();
        return software ? ExitCodes.SOFTWARE : ExitCodes.IO_ERROR;
    }

    /**
     * Says that the command {@code name} ran out of memory while {@code doing}, in one line, and gives its exit
     * code. The error unwound the command's stack, so what filled the heap is garbage by now and printing the line
     * has room. Only the heap is advised: a search that runs out of memory gives its board an error row that names
     * {@code --table-memory} too, so what reaches the command ran out elsewhere (the inputs of a run, its record),
     * where smaller tables would not help.
     */
    static int outOfMemory(OutOfMemoryError failure, String name, PrintWriter err, String doing, boolean verbose) {
        err.println(name + ": out of memory (" + failure.getMessage() + ") while " + doing + ", "
                + MemoryAdvice.advice(false));
        if (verbose) {
            failure.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.SOFTWARE;
    }

    /** {@code cannot read FILE: fault}, naming {@code file} once whether or not {@code failure} names it. */
    static String cannotRead(Path file, IOException failure) {
        String fault = describe(failure);
        return "cannot read " + (fault.startsWith(file + ": ") ? fault : file + ": " + fault);
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
