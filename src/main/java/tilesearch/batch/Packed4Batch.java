package tilesearch.batch;

import java.util.concurrent.RecursiveAction;
import tilesearch.io.BoardJob;
import tilesearch.io.EncodedRows;
import tilesearch.io.JobResult;
import tilesearch.io.Packed4Boards;
import tilesearch.io.RowEncoder;
import tilesearch.search.Packed4Search;

/**
 * A block of packed 4×4 boards solved and encoded by one fork/join task, the lean counterpart of {@link Batch}: each
 * board goes from its {@code long} through {@link Packed4Search} straight into its row's bytes, with no job, board
 * or result made for it. A board the packed path cannot answer exactly (its bound passes the packed range, its
 * search was stopped or timed out, or it failed) is solved and written as {@link BoardSolver#process} and
 * {@link Batch} do, from its {@linkplain Packed4Boards#job job}: the same rows either way.
 *
 * <p>Once the run has stopped, the boards not yet started get no row, as in a {@link Batch}. The counts, rows and
 * slowest board are read by the writer after {@link #join()}, which publishes them.
 */
final class Packed4Batch extends RecursiveAction {

    private static final long serialVersionUID = 1L;

    private final Packed4Boards boards;
    private final BoardSolver solver;
    private final RunStop stop;
    private final RowEncoder encoder;
    private EncodedRows rows;
    private int solved;
    private final int[] statusCounts = new int[JobResult.Status.values().length];
    private JobResult slowest;

    /** The boards of {@code boards}, solved by {@code solver} unless {@code stop} fires first, their rows made by {@code encoder}. */
    Packed4Batch(Packed4Boards boards, BoardSolver solver, RunStop stop, RowEncoder encoder) {
        this.boards = boards;
        this.solver = solver;
        this.stop = stop;
        this.encoder = encoder;
    }

    @Override
    protected void compute() {
        Packed4Search search = solver.packedSearch();
        for (; solved < boards.size() && !stop.stopRequested(); solved++) {
            solve(search, solved);
        }
        rows = encoder.finish();
    }

    /** Solves the board at {@code index} and appends its row. */
    private void solve(Packed4Search search, int index) {
        long start = System.nanoTime();
        JobResult general;
        try {
            boolean packed = search.search(boards.board(index), boards.moves(index), solver.stopSignal(start));
            long elapsed = System.nanoTime() - start;
            if (packed && search.complete()) {
                encoder.appendPacked(boards, index, search, elapsed);
                statusCounts[JobResult.Status.OK.ordinal()]++;
                if (slowest == null || elapsed > slowest.elapsedNanos()) {
                    slowest = JobResult.ok(boards.job(index), search.result(), elapsed);
                }
                return;
            }
            BoardJob job = boards.job(index);
            general = packed ? solver.searched(job, search.result(), elapsed) : solver.process(job);
        } catch (RuntimeException | Error e) {
            general = BoardSolver.failed(boards.job(index), e, System.nanoTime() - start);
        }
        encoder.append(general);
        statusCounts[general.status().ordinal()]++;
        if (slowest == null || general.elapsedNanos() > slowest.elapsedNanos()) {
            slowest = general;
        }
    }

    /** How many boards the block holds. */
    int size() {
        return boards.size();
    }

    /** How many boards were solved before the run stopped (all of them when it did not); after join. */
    int solved() {
        return solved;
    }

    /** The rows of the boards solved, in order; after join. */
    EncodedRows rows() {
        return rows;
    }

    /** How many of the rows have {@code status}; after join. */
    int count(JobResult.Status status) {
        return statusCounts[status.ordinal()];
    }

    /** The result of the slowest board solved, or {@code null} for none; after join. */
    JobResult slowest() {
        return slowest;
    }

    /** The job of the board at {@code index}, for the error rows of a task that died. */
    BoardJob job(int index) {
        return boards.job(index);
    }
}
