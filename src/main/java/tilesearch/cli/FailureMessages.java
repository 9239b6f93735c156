package tilesearch.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * A file error in the words of Unix tools ({@code a.csv: permission denied}), for the messages of every command.
 */
final class FailureMessages {

    private FailureMessages() {
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
