package tilesearch.input;

/**
 * Stamps the jobs of one input file with its name and their 1-based ordinals, so that boards and malformed
 * regions share one count and every region of the file is numbered exactly once.
 */
final class FileJobs {

    private final String file;
    private int count;

    /** Jobs for the input the user named {@code file}. */
    FileJobs(String file) {
        this(file, 0);
    }

    /** Jobs for part of the input {@code file} that follows {@code before} jobs of it, numbered after them. */
    FileJobs(String file, int before) {
        this.file = file;
        this.count = before;
    }

    /** The next job of this file, starting at {@code line}. */
    BoardJob next(long line, String id, BoardJob.Task task) {
        count++;
        return new BoardJob(file, count, line, id, task);
    }

    /** The next job of this file: a region starting at {@code line} that could not be read. */
    BoardJob invalid(long line, String message) {
        return next(line, "", new BoardJob.Invalid(message));
    }

    /** The input's name as the jobs carry it. */
    String file() {
        return file;
    }

    /** How many jobs this file has produced so far. */
    int count() {
        return count;
    }
}
