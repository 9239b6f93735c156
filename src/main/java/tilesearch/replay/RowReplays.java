package tilesearch.replay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.input.MoveLetters;
import tilesearch.results.ResultRow;

/**
 * Replays a row of a results CSV: reads its starting board again from the input file, with the readers
 * {@code solve} uses, plays the row's path and checks that it ends on the row's {@code board_after}. Shared by
 * {@code show} and the report, so both trust a row for the same reasons.
 */
public final class RowReplays {

    /** What became of a row's replay. */
    public sealed interface Outcome permits Replayed, Unreadable, WrongRow {

        /** The row replayed. */
        ResultRow row();

        /** Why there is no replay, for the user; {@code ""} when there is one. */
        String message();
    }

    /** The row replayed, and its path ends on its {@code board_after}. */
    public record Replayed(ResultRow row, Replay replay) implements Outcome {

        @Override
        public String message() {
            return "";
        }
    }

    /** The input cannot be read again: it is gone, or it was standard input. */
    public record Unreadable(ResultRow row, String message) implements Outcome {
    }

    /**
     * The row does not hold up: the input no longer has the board at the row's line, or the row's path or
     * {@code board_after} cannot be read, or the path does not end on {@code board_after}.
     */
    public record WrongRow(ResultRow row, String message) implements Outcome {
    }

    private RowReplays() {
    }

    /**
     * Replays {@code row} from its board of its input file, as its {@code file} column names it relative to the
     * working folder, when {@code readable} allows reading that file.
     *
     * @throws IOException when the input exists but cannot be read
     */
    public static Outcome replay(ReplayableInputs readable, ResultRow row) throws IOException {
        String file = row.file();
        int board = row.board();
        if (file.equals("-")) {
            return new Unreadable(row, "the board was read from standard input, which cannot be read again");
        }
        String refusal = readable.refusal(file);
        if (refusal != null) {
            return new Unreadable(row, refusal);
        }
        BoardJob job;
        try {
            job = job(file, board);
        } catch (NoSuchFileException e) {
            return new Unreadable(row, "no such file: " + e.getFile());
        }
        String changed = changed(job, file, board, row.line());
        if (changed != null) {
            return new WrongRow(row, changed + ", so the input changed since the run, or the row is not from it");
        }
        Board start = job.task() instanceof BoardJob.Search search ? search.board()
                : ((BoardJob.Apply) job.task()).board();
        List<Direction> moves;
        Board after;
        try {
            moves = MoveLetters.parse(row.path());
            after = Board.parse(row.boardAfter());
        } catch (IllegalArgumentException e) {
            return new WrongRow(row, "the row's path or board_after cannot be read: " + e.getMessage());
        }
        Replay replay = Replay.play(start, moves);
        if (!replay.last().equals(after)) {
            return new WrongRow(row, "playing the path '" + row.path() + "' from the board at line " + job.line()
                    + " of " + file + " ends on " + replay.last().toNotation() + ", but board_after is "
                    + after.toNotation() + ": a wrong row or an edited input");
        }
        return new Replayed(row, replay);
    }

    /** Job {@code board} of {@code file}, read by the readers {@code solve} uses; {@code null} when there is none. */
    private static BoardJob job(String file, int board) throws IOException {
        try (JobReader reader = JobSources.open(List.of(file), 0, InputStream.nullInputStream())) {
            for (BoardJob job = reader.read(); job != null; job = reader.read()) {
                if (job.ordinal() == board) {
                    return job;
                }
            }
            return null;
        }
    }

    /** What shows that {@code job} is not the board the row was solved from, or {@code null} when it may be. */
    private static String changed(BoardJob job, String file, int board, Long line) {
        if (job == null) {
            return file + " has no board " + board;
        }
        if (job.task() instanceof BoardJob.Invalid invalid) {
            return "that part of " + file + " is no board now: " + invalid.message();
        }
        if (line == null || job.line() != line) {
            return "board " + board + " of " + file + " starts at line " + job.line();
        }
        return null;
    }
}
