package tilesearch.bench;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.search.Searcher;
import tilesearch.search.Strategy;

/**
 * The exact search, classic against best, on one thread: {@code best} gets a one-thread fork/join pool, so
 * its split tasks run one after another on that pool's worker while the benchmark thread waits. Each op
 * searches a whole fixed set of boards, so every op does the same work.
 *
 * <ul>
 *   <li>{@link #full20x20K10}: a few random full 20×20 boards, tiles 2..1024, at K = 10 (the set
 *       (a); a classic op takes about a third of a second);
 *   <li>{@link #batch4x4K10}: a batch of random 4×4 boards, half full, tiles 2..64, at K = 10.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SearchBenchmark {

    /** Random full 20×20 boards per op. */
    private static final int LARGE_BOARDS = 3;
    /** Move budget K for the 20×20 boards. */
    private static final int LARGE_MOVES = 10;
    /** Random 4×4 boards per op. */
    private static final int SMALL_BOARDS = 500;
    /** Move budget K for the 4×4 boards. */
    private static final int SMALL_MOVES = 10;

    /** The algorithm, named as on the command line: {@code classic} or {@code best}. */
    @Param({"classic", "best"})
    public String strategy;

    private ForkJoinPool pool;
    private Searcher searcher;
    private Board[] largeBoards;
    private Board[] smallBoards;

    @Setup
    public void prepare() {
        pool = new ForkJoinPool(1);
        searcher = Strategy.valueOf(strategy.toUpperCase(Locale.ROOT)).newSearcher(pool);
        SplittableRandom random = new SplittableRandom(BenchBoards.SEED);
        largeBoards = new Board[LARGE_BOARDS];
        for (int i = 0; i < LARGE_BOARDS; i++) {
            largeBoards[i] = RandomBoards.random(random, 20, 1.0, 10);
        }
        smallBoards = new Board[SMALL_BOARDS];
        for (int i = 0; i < SMALL_BOARDS; i++) {
            smallBoards[i] = RandomBoards.random(random, 4, 0.5, 6);
        }
    }

    @TearDown
    public void shutDown() {
        pool.shutdown();
    }

    @Benchmark
    public void full20x20K10(Blackhole blackhole) {
        for (Board board : largeBoards) {
            blackhole.consume(searcher.search(board, LARGE_MOVES));
        }
    }

    @Benchmark
    public void batch4x4K10(Blackhole blackhole) {
        for (Board board : smallBoards) {
            blackhole.consume(searcher.search(board, SMALL_MOVES));
        }
    }
}
