package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ForkJoinPool;
import tilesearch.batch.BatchRunner;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.ProgressListener;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.results.MaxTileWriter;
import tilesearch.results.ResultWriter;
import tilesearch.run.ExitCodes;
import tilesearch.run.SignalStop;
import tilesearch.search.SearchListener;
import tilesearch.search.Strategy;

/**
 * The options of {@code solve} that decide how its boards are solved, and the run they make, free of picocli:
 * {@link SolveCommand} fills them from its command line.
 *
 * @param moves K for boards whose input gives none ({@code --moves})
 * @param threads worker threads ({@code --threads})
 * @param strategy the search algorithm ({@code --strategy})
 * @param tableMebibytes each worker's transposition table, in MiB ({@code --table-memory})
 * @param timeLimit the most one board may take, or null for none ({@code --time-limit})
 * @param deadline the most the whole run may take, or null for none ({@code --deadline})
 */
record SolveOptions(int moves, int threads, Strategy strategy, int tableMebibytes, Duration timeLimit,
        Duration deadline) {

    /** {@code --moves} when none is given: "2048 (Easy)". */
    static final int DEFAULT_MOVES = 5;
    /** {@code --table-memory} when none is given. */
    static final int DEFAULT_TABLE_MEBIBYTES = 16;

    /** A new stop for one run: at the {@link #deadline}, if any, or when asked. */
    RunStop newStop() {
        return deadline == null ? RunStop.withoutDeadline() : RunStop.until(Instant.now().plus(deadline));
    }

    /**
     * Answers judge-style: solves every board of {@code stdin} and prints each one's largest tile on {@code out},
     * one per line; a board without an exact answer has its message on {@code err}, in the voice of the command
     * {@code voice}. Ctrl-C and SIGTERM stop the run cleanly.
     *
     * @return the exit code, as {@link ExitCodes#of} gives it
     */
    int answer(InputStream stdin, PrintWriter out, PrintWriter err, String voice) throws IOException {
        RunStop stop = newStop();
        try (SignalStop signals = SignalStop.install(stop);
                JobReader reader = JobSources.open(List.of("-"), moves, stdin)) {
            RunSummary summary = run(reader, new MaxTileWriter(out, err, voice), stop, ProgressListener.NONE,
                    SearchListener.NONE);
            return ExitCodes.of(summary, 0, stop, signals.signal());
        }
    }

    /** Solves every job of {@code reader} into {@code writer}, which it closes. */
    RunSummary run(JobReader reader, ResultWriter writer, RunStop stop, ProgressListener progress,
            SearchListener searches) throws IOException {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try (ResultWriter closing = writer) {
            long tableBytes = (long) tableMebibytes << 20;
            BoardSolver solver = new BoardSolver(() -> strategy.newSearcher(pool, tableBytes, searches), timeLimit,
                    stop);
            return new BatchRunner(pool, solver, stop, progress).run(reader, closing);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Solving {@code inputs} into {@code out} (null for the default, or for stdout when the input is {@code -}), in
     * words that follow "while": a search that runs out of memory needs more heap or smaller tables.
     */
    String doing(List<String> inputs, Path out) {
        String into = out != null ? " into " + (out.toString().equals(SolveCommand.STANDARD_OUTPUT)
                ? "standard output" : out) : inputs.equals(List.of("-")) ? "" : " into " + RunOptions.DEFAULT_OUTPUT;
        return String.format(Locale.ROOT, "solving %s%s (%d threads, --table-memory %d MiB each)",
                String.join(" ", inputs), into, threads, tableMebibytes);
    }
}
