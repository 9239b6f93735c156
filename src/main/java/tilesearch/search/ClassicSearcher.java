package tilesearch.search;

import java.util.ArrayList;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Moves;
import tilesearch.board.SearchLimits;
import tilesearch.board.SearchResult;

/**
 * The baseline every speed claim is measured against: the depth-first search that everyone writes for
 * "2048 (Hard)", single-threaded, on the general {@link Moves} kernel.
 *
 * <p>It tries the four moves in a fixed order, skips a move that leaves the board unchanged, and cuts a node
 * when even doubling the largest tile on every remaining move ({@code curMax << remainingMoves}, here
 * {@code maxExponent + remainingMoves}) would not beat the best tile found so far. Nothing else: no move
 * ordering, no other bound, no transposition table. Keep it that way, so that ratios stay honest.
 *
 * <p>Not thread-safe: one instance searches one board at a time.
 */
public final class ClassicSearcher implements Searcher {

    /** Nodes between two polls of the stop signal. */
    private static final int STOP_POLL_INTERVAL = 4096;

    private static final Direction[] DIRECTIONS = Direction.values();

    private int size;
    private int budget;
    private byte[][] plies;
    private Direction[] line;
    private Direction[] bestLine;
    private int bestLength;
    private int best;
    private long nodes;
    private StopSignal stop;
    private boolean stopped;

    @Override
    public SearchResult search(Board board, int moves, StopSignal stop) {
        SearchLimits.checkMoves(moves);
        this.size = board.size();
        this.budget = moves;
        this.plies = new byte[moves + 1][size * size];
        this.line = new Direction[moves];
        this.bestLine = new Direction[moves];
        this.bestLength = 0;
        this.best = board.maxExponent();
        this.nodes = 0;
        this.stop = stop;
        this.stopped = false;
        board.copyExponentsTo(plies[0]);

        dfs(0, best);

        List<Direction> path = new ArrayList<>(bestLength);
        for (int i = 0; i < bestLength; i++) {
            path.add(bestLine[i]);
        }
        Board after = board.play(path);
        int upperBound = stopped ? board.maxExponent() + moves : best;
        return new SearchResult(best, path, after, Math.max(upperBound, best), nodes, !stopped);
    }

    private void dfs(int depth, int maxExponent) {
        if (maxExponent > best) {
            best = maxExponent;
            bestLength = depth;
            System.arraycopy(line, 0, bestLine, 0, depth);
        }
        int remaining = budget - depth;
        if (remaining == 0 || maxExponent + remaining <= best || stopped) {
            return;
        }
        byte[] current = plies[depth];
        byte[] child = plies[depth + 1];
        for (Direction direction : DIRECTIONS) {
            int outcome = Moves.move(current, child, size, direction);
            if (!Moves.changed(outcome)) {
                continue;
            }
            if (++nodes % STOP_POLL_INTERVAL == 0 && stop.stopRequested()) {
                stopped = true;
                return;
            }
            line[depth] = direction;
            dfs(depth + 1, Moves.maxExponent(outcome));
        }
    }
}
