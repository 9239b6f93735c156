package tilesearch.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.RandomBoards;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;
import tilesearch.search.Strategy;

class BoardSolverTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(1);

    /** A solver as {@code solve} makes one, its searchers of {@code strategy} in {@link #POOL}. */
    private static BoardSolver solver(Strategy strategy, Duration timeLimit, RunStop stop) {
        return new BoardSolver(() -> strategy.newSearcher(POOL), timeLimit, stop);
    }

    @AfterAll
    static void shutDownPool() {
        POOL.shutdownNow();
    }

    private static JobResult solve(Strategy strategy, BoardJob.Task task) {
        return solver(strategy, null, RunStop.withoutDeadline()).process(new BoardJob("in.txt", 1, 7, "", task));
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void process_threeByThreeExample_reachesSixteenWithinFiveMoves(Strategy strategy) {
        Board start = Board.parse("2 2 2/4 4 4/8 8 8");

        JobResult result = solve(strategy, new BoardJob.Search(start, 5));

        assertEquals(JobResult.Status.OK, result.status());
        assertEquals(4, result.answer().maxExponent());
        assertTrue(result.answer().path().size() <= 5);
        assertEquals(result.answer().boardAfter(), start.play(result.answer().path()));
        assertEquals(4, result.answer().boardAfter().maxExponent());
        assertEquals("", result.message());
    }

    @Test
    void process_applyJob_boardAfterTheMovesAndItsMaxTile() {
        Board start = Board.parse("1073741824 1073741824/0 2");

        JobResult result = solve(Strategy.BEST, new BoardJob.Apply(start, List.of(Direction.LEFT, Direction.UP)));

        assertEquals(JobResult.Status.OK, result.status());
        assertEquals(Board.parse("2147483648 0/2 0"), result.answer().boardAfter());
        assertEquals(31, result.answer().maxExponent());
        assertEquals(31, result.answer().upperBound());
        assertEquals(List.of(Direction.LEFT, Direction.UP), result.answer().path());
        assertEquals(2, result.answer().nodes());
    }

    @Test
    void process_invalidJob_errorWithTheReadersMessage() {
        JobResult result = solve(Strategy.BEST, new BoardJob.Invalid("line 7: expected 3 values, found 2"));

        assertEquals(JobResult.Status.ERROR, result.status());
        assertNull(result.answer());
        assertEquals("line 7: expected 3 values, found 2", result.message());
    }

    @Test
    void process_searchThrows_errorRowNamingTheLine() {
        JobResult result = solve(Strategy.CLASSIC, new BoardJob.Search(Board.parse("2"), -1));

        assertEquals(JobResult.Status.ERROR, result.status());
        assertEquals("line 7: could not solve this board: moves must be between 0 and 30, got -1", result.message());
    }

    /** Moves that make {@link #slowBoard}'s search run far longer than any test may wait (K = 15 takes seconds). */
    static final int SLOW_MOVES = 20;

    /** A full random 20×20 board: at {@link #SLOW_MOVES} its search runs far longer than any test may wait. */
    static Board slowBoard() {
        return new RandomBoards(14, 20, 1.0, 10).next();
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void process_slowBoardWithTimeLimit_timeoutWithBestFoundAndProvenBound(Strategy strategy) {
        Board start = slowBoard();
        BoardSolver solver = solver(strategy, Duration.ofMillis(100), RunStop.withoutDeadline());

        JobResult result = solver.process(new BoardJob("in.txt", 1, 7, "", new BoardJob.Search(start, SLOW_MOVES)));

        assertEquals(JobResult.Status.TIMEOUT, result.status());
        assertTrue(result.elapsedNanos() < Duration.ofSeconds(5).toNanos(), "took " + result.elapsedNanos());
        assertTrue(result.answer().maxExponent() >= start.maxExponent());
        assertTrue(result.answer().upperBound() >= result.answer().maxExponent());
        assertEquals(result.answer().maxExponent(), start.play(result.answer().path()).maxExponent());
        assertTrue(result.message().startsWith("line 7: time limit reached after 0."), result.message());
    }

    @Test
    void process_runStoppedBySignal_stoppedWithBestFoundSoFar() {
        RunStop stop = RunStop.withoutDeadline();
        stop.request(RunStop.Reason.SIGNAL);
        BoardSolver solver = solver(Strategy.BEST, Duration.ofHours(1), stop);

        JobResult result = solver.process(
                new BoardJob("in.txt", 1, 7, "", new BoardJob.Search(slowBoard(), SLOW_MOVES)));

        assertEquals(JobResult.Status.STOPPED, result.status());
        assertTrue(result.answer().upperBound() >= result.answer().maxExponent());
        assertTrue(result.message().startsWith("line 7: the run stopped on a signal after "), result.message());
    }

    @Test
    void process_smallBoardWithTimeLimit_exactAsWithout() {
        BoardSolver solver = solver(Strategy.BEST, Duration.ofSeconds(30), RunStop.withoutDeadline());

        JobResult result = solver.process(new BoardJob("in.txt", 1, 7, "",
                new BoardJob.Search(Board.parse("2 2 2/4 4 4/8 8 8"), 5)));

        assertEquals(JobResult.Status.OK, result.status());
        assertEquals(4, result.answer().maxExponent());
    }
}
