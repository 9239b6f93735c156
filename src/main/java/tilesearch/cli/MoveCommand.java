package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.run.ExitCodes;

/** {@code tilesearch move}: plays a line of move letters on one board and prints the board after them. */
@Command(name = "move",
        header = "Play move letters on one board and print the board after them.",
        description = {
            "The input is one board in the board text format (an optional line holding N, then N rows of N "
                    + "values) followed by a line of move letters: U, D, L, R, or a sequence such as ULDR.",
            "Prints the board after the moves, one row a line, values separated by single spaces. "
                    + "Tiles are exact however large they grow.",
            "Exit code 1 when the input is not one board followed by move letters."},
        footer = {
            "%nExample:",
            "  printf '2 2 4\\n0 0 4\\n0 0 0\\nL\\n' | tilesearch move",
            "  4 4 0",
            "  4 0 0",
            "  0 0 0"})
final class MoveCommand implements Callable<Integer> {

    private final InputStream stdin;

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Parameters(paramLabel = "FILE", arity = "0..1",
            description = "The board file (default: standard input).")
    private String file;

    MoveCommand(InputStream stdin) {
        this.stdin = stdin;
    }

    @Override
    public Integer call() throws IOException {
        String input = file == null ? "-" : file;
        BoardJob job;
        BoardJob next;
        try (JobReader reader = open(input)) {
            job = reader.read();
            next = job == null ? null : reader.read();
        }
        String problem = problem(job, next);
        if (problem != null) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(TileSearch.voice(spec) + ": " + (file == null ? "standard input" : file) + ": " + problem);
            err.flush();
            return ExitCodes.BOARD_FAILED;
        }
        BoardJob.Apply apply = (BoardJob.Apply) job.task();
        PrintWriter out = spec.commandLine().getOut();
        out.println(apply.board().play(apply.moves()).toText());
        out.flush();
        return ExitCodes.OK;
    }

    private JobReader open(String input) {
        try {
            return JobSources.open(List.of(input), 0, stdin);
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file or directory: " + e.getFile());
        }
    }

    /** What keeps the input from being one board with move letters, or {@code null} when it is one. */
    private static String problem(BoardJob job, BoardJob next) {
        if (job == null) {
            return "no board found";
        }
        if (job.task() instanceof BoardJob.Invalid invalid) {
            return invalid.message();
        }
        // A line after the board that cannot be read (longer than the line cap, not UTF-8) says more than its absence
        if (job.task() instanceof BoardJob.Search && next != null && next.task() instanceof BoardJob.Invalid invalid) {
            return invalid.message();
        }
        if (job.task() instanceof BoardJob.Search) {
            return "line " + job.line() + ": the board is not followed by a line of move letters (U, D, L, R)";
        }
        if (next != null) {
            return "expected one board, found more after the board at line " + job.line();
        }
        return null;
    }
}
