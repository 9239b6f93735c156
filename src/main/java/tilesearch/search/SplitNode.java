package tilesearch.search;

import java.io.Serializable;
import java.util.Arrays;
import tilesearch.board.Direction;
import tilesearch.board.Moves;

/**
 * A node of the shallow plies that a split search hands out: everything a {@link SearchWorker} needs to expand
 * it or to search below it, as the sequential search would reach it. The fork/join split ({@link BestSearcher})
 * and the split across machines ({@link SplitSearch}) both walk the shallow plies through these nodes, so both
 * make the same children in the same order as the sequential search.
 *
 * <p>Serializable, so that a node can be shipped to another machine and searched there.
 *
 * @param cells the board
 * @param depth moves played from the root
 * @param line the moves that lead here, in {@code [0, depth)}; sized to the budget
 * @param maxExponent the largest exponent on the board
 * @param lastMove the ordinal of the move into this node, or {@link SearchWorker#NO_MOVE} at the root
 * @param lastMerged whether that move merged anything
 * @param verdict what the parent's judgment of this node found (see {@link SearchWorker#expand})
 * @param mirrorsPrevious whether this node is the far child of a pair whose near child is the sibling before it,
 *     so that it skips their axis by the mirror rule (see {@link SearchWorker#expand}, step 6)
 * @param symmetries symmetries this node is known to have (see {@link Symmetry})
 */
record SplitNode(byte[] cells, int depth, Direction[] line, int maxExponent, int lastMove, boolean lastMerged,
        int verdict, boolean mirrorsPrevious, int symmetries) implements Serializable {

    /** The root of a search of {@code moves} from {@code cells}, whose symmetries are {@code symmetries}. */
    static SplitNode root(byte[] cells, int moves, int maxExponent, int symmetries) {
        return new SplitNode(cells, 0, new Direction[moves], maxExponent, SearchWorker.NO_MOVE, true, 0, false,
                symmetries);
    }

    /**
     * Visits this node with {@code worker} (offering its largest tile, then pruning as the sequential search
     * does) and returns its children worth searching, in the order the sequential search visits them.
     */
    SplitNode[] expand(SearchWorker worker) {
        prepare(worker);
        int count = worker.expand(cells, depth, maxExponent, lastMove, lastMerged, verdict, symmetries);
        SplitNode[] children = new SplitNode[count];
        for (int i = 0; i < count; i++) {
            int outcome = worker.childOutcome(depth, i);
            Direction move = worker.childMove(depth, i);
            Direction[] childLine = Arrays.copyOf(line, line.length);
            childLine[depth] = move;
            children[i] = new SplitNode(worker.child(depth, i).clone(), depth + 1, childLine,
                    Moves.maxExponent(outcome), move.ordinal(), Moves.merged(outcome),
                    outcome & SearchWorker.VERDICT, worker.childMirrorsPrevious(depth, i),
                    Symmetry.keptBy(symmetries, move.ordinal()));
        }
        return children;
    }

    /** Searches everything below this node with {@code worker}, as the sequential search would. */
    void search(SearchWorker worker) {
        prepare(worker);
        worker.search(cells, depth, maxExponent, lastMove, lastMerged, verdict, symmetries);
    }

    /**
     * Gives {@code worker} the line to this node and whether it mirrors its near sibling. The rule holds here though
     * that sibling is another subtree, searched before, after or meanwhile: see docs/design.md.
     */
    private void prepare(SearchWorker worker) {
        System.arraycopy(line, 0, worker.line(), 0, depth);
        if (mirrorsPrevious) {
            worker.mirrorNext(depth);
        }
    }
}
