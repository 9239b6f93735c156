package tilesearch.search;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;
import tilesearch.board.Direction;

/**
 * The state one board's search shares between all its subtasks: the best exponent found so far (the pruning
 * bound), the path that reaches it, the node count and the stop flag. One instance per board search, handed
 * to every worker; nothing here is global.
 *
 * <p>Races, and why they are safe: workers read {@link #best()} without locking to prune. A stale read is
 * only ever too low (the value never decreases), so a worker may search a node it could have cut, never cut
 * one it needed. Writers improve the value under the monitor so that the exponent and its path always
 * describe the same line.
 *
 * <p>It is also the {@link LiveSearch} a progress display reads. The split counts its subtrees here, once per
 * subtree handed out or finished, not per node; the node count a display sees adds the counts workers keep
 * for themselves, read without synchronisation (see {@link #nodesSoFar}).
 */
final class SharedBest implements LiveSearch {

    private final AtomicInteger best;
    private final int ceiling;
    private final StopSignal stop;
    private final LongAdder nodes = new LongAdder();
    private final long startNanos = System.nanoTime();
    /**
     * The workers searching this board, whose own node counts {@link #nodesSoFar} samples, and whose counters
     * {@link #addCountersTo} sums once the search is over.
     */
    private final List<SearchWorker> workers = new CopyOnWriteArrayList<>();
    private final AtomicInteger subtreesSplit = new AtomicInteger();
    private final AtomicInteger subtreesFinished = new AtomicInteger();
    private final DoubleAdder shareDone = new DoubleAdder();
    private volatile boolean stopped;
    private Direction[] path = new Direction[0];

    /**
     * @param start the largest exponent on the starting board
     * @param ceiling a proven upper bound on the answer: once reached, the whole search can end
     */
    SharedBest(int start, int ceiling, StopSignal stop) {
        this.best = new AtomicInteger(start);
        this.ceiling = ceiling;
        this.stop = stop;
    }

    /** The best exponent found so far; never decreases. */
    int best() {
        return best.get();
    }

    /** Whether the search should end: the ceiling is reached or the stop signal fired. */
    boolean finished() {
        return stopped || best.get() >= ceiling;
    }

    /** Polls the caller's stop signal; call every few thousand nodes. */
    boolean pollStop() {
        if (!stopped && stop.stopRequested()) {
            stopped = true;
        }
        return stopped;
    }

    /** Whether the stop signal cut this search short. */
    boolean stopped() {
        return stopped;
    }

    /**
     * Records {@code exponent} as reached by {@code line[0..length)} followed by {@code last} (when not null),
     * if it beats the best so far.
     */
    void offer(int exponent, Direction[] line, int length, Direction last) {
        // Every node offers its largest tile, and almost none beats the best: this check is kept small enough
        // to be inlined into the search, and the rare improvement is recorded out of line.
        if (exponent > best.get()) {
            record(exponent, line, length, last);
        }
    }

    private synchronized void record(int exponent, Direction[] line, int length, Direction last) {
        if (exponent <= best.get()) {
            return;
        }
        Direction[] found = Arrays.copyOf(line, last == null ? length : length + 1);
        if (last != null) {
            found[length] = last;
        }
        path = found;
        best.set(exponent);
    }

    /** The path to the best exponent. */
    synchronized Direction[] path() {
        return path.clone();
    }

    /** Adds a worker's node count; workers batch their counts to keep this off the hot path. */
    void addNodes(long count) {
        nodes.add(count);
    }

    long nodes() {
        return nodes.sum();
    }

    /** Makes {@code worker}'s running node count part of {@link #nodesSoFar}; once per worker, not per task. */
    void watch(SearchWorker worker) {
        workers.add(worker);
    }

    /**
     * Adds the counters of every worker of this search to {@code counters}. Call only once the search has ended
     * (its tasks joined), so that every count is complete and visible to this thread.
     */
    void addCountersTo(SearchCounters counters) {
        for (SearchWorker worker : workers) {
            worker.addCountersTo(counters);
        }
    }

    /** The split has handed out {@code count} more subtrees. */
    void subtreesSplit(int count) {
        subtreesSplit.addAndGet(count);
    }

    /** A subtree worth {@code share} of the split tree is finished; {@code counted} when it is one of the split. */
    void shareDone(double share, boolean counted) {
        shareDone.add(share);
        if (counted) {
            subtreesFinished.incrementAndGet();
        }
    }

    @Override
    public long startNanos() {
        return startNanos;
    }

    /**
     * The nodes handed in so far plus those the workers are still counting. A worker's count is a plain field
     * that its thread increments per node; reading it from another thread is a data race that only a display
     * may afford: the value may be stale, and between a worker's handing in its count and this sum it may be
     * missed for a moment. (A {@code long} read is not torn on the 64-bit JVMs this tool runs on.)
     */
    @Override
    public long nodesSoFar() {
        long sum = nodes.sum();
        for (SearchWorker worker : workers) {
            sum += worker.nodesSoFar();
        }
        return sum;
    }

    @Override
    public int bestExponent() {
        return best();
    }

    @Override
    public int upperBoundExponent() {
        return ceiling;
    }

    @Override
    public int subtreesSplit() {
        return subtreesSplit.get();
    }

    @Override
    public int subtreesFinished() {
        return subtreesFinished.get();
    }

    @Override
    public double fractionDone() {
        return Math.min(1, shareDone.sum());
    }
}
