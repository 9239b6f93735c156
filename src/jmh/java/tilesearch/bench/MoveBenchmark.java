package tilesearch.bench;

import java.util.SplittableRandom;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import tilesearch.board.Direction;
import tilesearch.board.Moves;
import tilesearch.board.RandomBoards;

/**
 * The general move kernel: one op plays all four directions on one board, as the search does at every node, so
 * row moves (unit stride) and column moves (stride {@code size}) weigh alike. {@link #allFourDirections} makes
 * each child with {@link Moves#move}; {@link #bothOfEachAxis} makes the same four children with
 * {@link Moves#moveAxis}, both children of an axis in one pass.
 *
 * <p>The op cycles through a pool of precomputed random boards, half of their cells empty and tiles 2..64
 * (rich in slides and merges), so that branch prediction cannot learn a single board.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MoveBenchmark {

    /** Boards in the pool; a power of two so the cursor wraps with a mask. */
    private static final int BOARDS = 1 << 10;

    private static final Direction[] DIRECTIONS = Direction.values();

    /** Side length N of the boards. */
    @Param({"4", "8", "20"})
    public int size;

    private byte[][] boards;
    private byte[] target;
    private byte[] farTarget;
    private int cursor;

    @Setup
    public void makeBoards() {
        SplittableRandom random = new SplittableRandom(BenchBoards.SEED);
        boards = new byte[BOARDS][];
        for (int i = 0; i < BOARDS; i++) {
            boards[i] = RandomBoards.random(random, size, 0.5, 6).exponents();
        }
        target = new byte[size * size];
        farTarget = new byte[size * size];
    }

    @Benchmark
    public void allFourDirections(Blackhole blackhole) {
        byte[] board = boards[cursor];
        cursor = (cursor + 1) & (BOARDS - 1);
        for (Direction direction : DIRECTIONS) {
            blackhole.consume(Moves.move(board, target, size, direction));
        }
    }

    @Benchmark
    public void bothOfEachAxis(Blackhole blackhole) {
        byte[] board = boards[cursor];
        cursor = (cursor + 1) & (BOARDS - 1);
        blackhole.consume(Moves.moveAxis(board, target, farTarget, size, true));
        blackhole.consume(Moves.moveAxis(board, target, farTarget, size, false));
    }
}
