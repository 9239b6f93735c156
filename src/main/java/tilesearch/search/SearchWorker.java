package tilesearch.search;

import java.util.Arrays;
import tilesearch.board.Direction;
import tilesearch.board.Moves;

/**
 * The sequential depth-first search below one node, with the pruning rules of {@link BestSearcher}. A
 * worker is used by one thread at a time: its buffers (four children per ply, allocated with the worker) are
 * reused for every node it visits, so the search allocates nothing per node. So is the transposition table it
 * is given, which no other worker uses meanwhile.
 *
 * <p>Each node is handled in numbered steps (see {@link #expand}); {@link BestSearcher}'s split tasks use
 * the same steps for the shallow plies they run in parallel, so both paths prune alike.
 */
final class SearchWorker {

    /** Marks "no previous move" in {@code lastMove}. */
    static final int NO_MOVE = -1;

    /**
     * Bit of a child's outcome here (one {@code Moves} and {@link ChildJudge#REACHES} leave free): the child is
     * the far child of a pair made by {@code moveAxis} with {@link Moves#SAME_ORDER}, placed right after its near
     * child. The order by largest tile keeps the two next to each other: it is stable, and both share a largest
     * tile.
     */
    private static final int MIRRORS_PREVIOUS = 8;

    /**
     * Bits of a judged child's outcome here and of a node's verdict: no move along that axis of the child can
     * reach the target, since that half of the child's axis pairing bound failed (see
     * {@link ChildJudge#NEAR_ALONG_CUT}). The child skips the axis without judging its moves again.
     */
    static final int HORIZONTAL_CUT = 16;
    static final int VERTICAL_CUT = 32;
    /** The bits of a child's outcome that its parent's judgment leaves for the child: see {@link #expand}. */
    static final int VERDICT = ChildJudge.REACHES | HORIZONTAL_CUT | VERTICAL_CUT;

    /**
     * Children with at most this many moves left are always judged by the axis pairing bound before they are made.
     * With more moves left, whether judging pays depends on the board and K: on random 20×20 boards at K = 10
     * the bound cuts almost nothing there, at K = 15 it cuts most children with four moves left. So those
     * levels are judged only while judging them has been cutting (see {@link #worthJudging}). Skipping a bound
     * never changes an answer, only the time it takes.
     */
    static final int ALWAYS_JUDGED_PLIES = 3;
    /**
     * Children with more moves left than this are never judged. With many moves left the bound's base (the
     * target less the moves left) is low, so nearly every tile counts and a judgment costs up to a hundred times
     * one near the leaves, and the relaxed moves after the first let almost any board through: it cut none of
     * the children with 6 to 9 moves left on random 20×20 and 8×8 boards at K = 10 to 18. With 5 left it cuts a
     * fifth to a quarter of them on a deep board (K = 16 to 18), yet judging them costs more than it saves: a
     * child with 5 left is cheap to make beside its axis sibling in one pass, and its own judgment of its children
     * cuts what the parent's would have. Skipping a bound never changes an answer, only the time it takes.
     */
    static final int MAX_JUDGED_AFTER = 4;
    /** Children judged at a level before its cut rate decides whether to go on judging there. */
    private static final int JUDGING_TRIAL = 64;
    /** While a level is not judged, one child in this many still is, so its cut rate stays current. */
    private static final int JUDGING_SAMPLE = 16;

    /**
     * Nodes with fewer moves left are not looked up in the transposition table: below this, a node costs less
     * to search than to hash and remember. With the mirror rule skipping the boards a near sibling made, only
     * about 2% of the nodes with 3 to 9 moves left are boards met before, and a hit with five or fewer left saves
     * about two judgments, less than the lookups that find nothing cost (see docs/performance.md).
     */
    static final int TABLE_MIN_REMAINING = 6;

    /** Nodes between two polls of the stop signal. */
    private static final int STOP_POLL_INTERVAL = 1 << 12;

    private static final Direction[] DIRECTIONS = Direction.values();

    private SharedBest shared;
    private final int size;
    private final int cellCount;
    private final int budget;
    private final byte[][][] children;
    private final int[][] childOutcomes;
    private final int[][] childMoves;
    /**
     * Per depth: set by the parent just before it searches a child that is the far child of a {@code moveAxis}
     * pair with {@link Moves#SAME_ORDER}, whose near child it searched just before (see step 6); read and cleared
     * as the child is expanded, so that a node expanded any other way never sees it.
     */
    private final boolean[] mirrorsPrevious;
    private final Direction[] line;
    private final int[] pairCounts;
    private final ChildJudge childJudge;
    /** Per number of moves left: children judged by the bound, and how many of them it cut. */
    private final long[] judged;
    private final long[] cut;
    /** Per number of moves left, for {@link SearchCounters}: nodes visited, children built, table hits. */
    private final long[] visited;
    private final long[] built;
    private final long[] tableHits;
    /** Per number of moves left: axes skipped by the mirror rule (step 6). */
    private final long[] mirrorSkips;
    /** Per number of moves left: axes skipped because their half of the node's axis pairing bound failed. */
    private final long[] axesCut;
    private BoardTable table;
    private long nodes;

    SearchWorker(int size, int budget) {
        this.size = size;
        this.cellCount = size * size;
        this.budget = budget;
        // Children are kept only at nodes with 2 or more moves left (step 4 keeps none), and a depth-first
        // search reaches all of those depths at once: allocating them up front costs nothing it would not
        // soon allocate anyway, and keeps a never-taken allocation branch out of the compiled search.
        this.children = new byte[budget][][];
        for (int depth = 0; depth + 1 < budget; depth++) {
            children[depth] = new byte[4][cellCount];
        }
        this.childOutcomes = new int[budget][4];
        this.childMoves = new int[budget][4];
        this.mirrorsPrevious = new boolean[budget + 1];
        this.line = new Direction[budget];
        this.pairCounts = new int[Bounds.scratchSize(size, budget)];
        this.childJudge = new ChildJudge(size, budget);
        this.judged = new long[budget + 1];
        this.cut = new long[budget + 1];
        this.visited = new long[budget + 1];
        this.built = new long[budget + 1];
        this.tableHits = new long[budget + 1];
        this.mirrorSkips = new long[budget + 1];
        this.axesCut = new long[budget + 1];
    }

    /** Whether this worker's buffers fit a search of {@code budget} moves on a board of side {@code size}. */
    boolean fits(int size, int budget) {
        return this.size == size && this.budget == budget;
    }

    /**
     * Starts a new search sharing {@code shared} with the other workers of the same board, and recording in
     * {@code table} (already started on this search); the node count starts from zero.
     */
    SearchWorker begin(SharedBest shared, BoardTable table) {
        this.shared = shared;
        this.table = table;
        this.nodes = 0;
        Arrays.fill(mirrorsPrevious, false);
        Arrays.fill(judged, 0);
        Arrays.fill(cut, 0);
        Arrays.fill(visited, 0);
        Arrays.fill(built, 0);
        Arrays.fill(tableHits, 0);
        Arrays.fill(mirrorSkips, 0);
        Arrays.fill(axesCut, 0);
        return this;
    }

    /**
     * Adds what this worker counted since {@link #begin} to {@code counters}: the children the judge cut are the
     * ones decided without building them.
     */
    void addCountersTo(SearchCounters counters) {
        counters.add(visited, built, cut, tableHits, mirrorSkips, axesCut);
    }

    /** Boards generated by this worker since {@link #begin} or the last call; the count starts again from zero. */
    long takeNodes() {
        long taken = nodes;
        nodes = 0;
        return taken;
    }

    /**
     * Boards generated since {@link #begin} or the last {@link #takeNodes}, for a progress display on another
     * thread: a racy read of the count the search keeps anyway (see {@link SharedBest#nodesSoFar}).
     */
    long nodesSoFar() {
        return nodes;
    }

    /** The line of moves leading to the node at {@code depth}; callers fill {@code [0, depth)}. */
    Direction[] line() {
        return line;
    }

    /** The {@code index}-th child made by the last {@link #expand} at {@code depth}. */
    byte[] child(int depth, int index) {
        return children[depth][index];
    }

    int childOutcome(int depth, int index) {
        return childOutcomes[depth][index];
    }

    Direction childMove(int depth, int index) {
        return DIRECTIONS[childMoves[depth][index]];
    }

    /**
     * Whether the {@code index}-th child made by the last {@link #expand} at {@code depth} is the far child of a
     * pair whose near child is the one before it, so that it may skip their axis by the mirror rule (step 6).
     */
    boolean childMirrorsPrevious(int depth, int index) {
        return (childOutcomes[depth][index] & MIRRORS_PREVIOUS) != 0;
    }

    /**
     * Makes the next node expanded at {@code depth} skip its axis by the mirror rule, as the far child of such a
     * pair: for a node of the shallow plies that a split hands out, whose near sibling is searched by another task.
     */
    void mirrorNext(int depth) {
        mirrorsPrevious[depth] = true;
    }

    /**
     * Searches everything below {@code cells}, the node at {@code depth} reached by {@code line()[0, depth)}.
     *
     * @param verdict what the parent's judgment of this node found, the {@link #VERDICT} bits of its outcome
     * @param symmetries symmetries this node is known to have (see {@link Symmetry})
     */
    void search(byte[] cells, int depth, int maxExponent, int lastMove, boolean lastMerged, int verdict,
            int symmetries) {
        int count = expand(cells, depth, maxExponent, lastMove, lastMerged, verdict, symmetries);
        for (int i = 0; i < count; i++) {
            int outcome = childOutcomes[depth][i];
            // Re-check: best may have risen while the earlier siblings were searched.
            if (Moves.maxExponent(outcome) + budget - depth - 1 <= shared.best()) {
                continue;
            }
            int move = childMoves[depth][i];
            line[depth] = DIRECTIONS[move];
            // The near child before it was searched: the re-check above skips both or neither, as they share a
            // largest tile and the best only grows.
            mirrorsPrevious[depth + 1] = (outcome & MIRRORS_PREVIOUS) != 0;
            search(children[depth][i], depth + 1, Moves.maxExponent(outcome), move, Moves.merged(outcome),
                    outcome & VERDICT, Symmetry.keptBy(symmetries, move));
        }
    }

    /**
     * Visits one node and makes its children worth searching, best first.
     *
     * @param verdict what the parent's judgment of this node found (steps 5 and 6): {@link ChildJudge#REACHES}
     *     when it judged the node by its axis pairing bound, and {@link #HORIZONTAL_CUT} or {@link #VERTICAL_CUT}
     *     for a half of that bound that failed; 0 when the node was not judged
     * @param symmetries symmetries this node is known to have (step 6)
     * @return how many children were placed at {@code child(depth, 0..count)}, ordered by largest tile; a
     *     child's outcome carries {@link ChildJudge#REACHES} and its cut axes when it was judged on the way
     */
    int expand(byte[] cells, int depth, int maxExponent, int lastMove, boolean lastMerged, int verdict,
            int symmetries) {
        // 0. Take whether this node mirrors its near sibling (see step 6), and leave it unset for the next node.
        boolean mirrored = mirrorsPrevious[depth];
        mirrorsPrevious[depth] = false;
        // 1. Record this node's largest tile.
        shared.offer(maxExponent, line, depth, null);
        int remaining = budget - depth;
        visited[remaining]++;
        if (remaining == 0 || shared.finished()) {
            return 0;
        }
        // 2. Cut when even doubling on every remaining move cannot beat the best (the classic bound).
        int target = shared.best() + 1;
        if (maxExponent + remaining < target) {
            return 0;
        }
        // 3. Met before in this search with at least as many moves left: nothing new below (see BoardTable).
        if (remaining >= TABLE_MIN_REMAINING && table.seenElseRecord(cells, remaining)) {
            tableHits[remaining]++;
            return 0;
        }
        // 4. One move left: the best child is known exactly without making it (see Bounds.bestMerge).
        if (remaining == 1) {
            int merge = Bounds.bestMerge(cells, size, pairCounts);
            if (merge != 0) {
                shared.offer(Bounds.bestMergeExponent(merge), line, depth, Bounds.bestMergeDirection(merge));
            }
            return 0;
        }
        // 5. Cut when, after the best real next move, even free pairing of equal tiles cannot reach the target,
        //    unless the parent judged this node so already, or so many moves are left that it would not cut.
        //    Each half of that bound bounds the moves of its axis alone (both moves of an axis leave the same
        //    tiles): an axis whose half fails is skipped in step 6, as is one the parent's judgment cut.
        int cutAxes = verdict & (HORIZONTAL_CUT | VERTICAL_CUT);
        if ((verdict & ChildJudge.REACHES) == 0 && remaining <= ALWAYS_JUDGED_PLIES) {
            int reaching = Bounds.axesReaching(cells, size, remaining, target, pairCounts);
            if (reaching == 0) {
                return 0;
            }
            cutAxes |= ((reaching & Bounds.HORIZONTAL_REACHES) == 0 ? HORIZONTAL_CUT : 0)
                    | ((reaching & Bounds.VERTICAL_REACHES) == 0 ? VERTICAL_CUT : 0);
        }
        // 6. Make the children, judging them first by their own axis pairing bound: only those that may still
        //    reach the target are made. Both moves of an axis are judged in one pass (see ChildJudge.judgeAxis).
        //    With two moves left the judgment is exact: a child reaches the target exactly when its best last
        //    move does (see Bounds.bestMerge), so only a child that beats the best is ever made there.
        //    The axis rule: when the move into this node merged nothing, repeating it changes nothing, and its
        //    opposite gives the same board as the parent's own opposite move, which the parent searches with
        //    one more move in hand. Skip both. And of the moves this node's symmetries map onto one another,
        //    search one (see Symmetry).
        //    The mirror rule (the opposite-sibling rule): when this node F is the far child of a pair made in one
        //    pass whose lines held the near child N's tiles in the same order (Moves.SAME_ORDER), skip both moves
        //    along the pair's axis. Proof: no line of the parent along that axis held a run of three or more
        //    equal tiles (gaps ignored), so each line of F holds the tile sequence of N's line, packed against
        //    the other wall; a move along that axis slides each line by its tile sequence alone, so for both
        //    moves m of the axis m(F) = m(N). The search visited N just before F, at the same depth, hence with
        //    the same moves left: m(N) was searched there, or cut by a bound on N or on m(N) against a best no
        //    higher than now, or skipped by a rule that covers it (the table, the axis rule, a symmetry), so
        //    m(F), the same board with the same moves left, can add nothing (the table's argument). Nor can it
        //    change the path: a line through m(F) reaches nothing that the same line through m(N), visited
        //    earlier, did not, and a tile is recorded only when it beats every one before it.
        byte[][] buffers = children[depth];
        int[] outcomes = childOutcomes[depth];
        int[] moves = childMoves[depth];
        int count = 0;
        boolean judge = worthJudging(remaining - 1);
        int redundant = Symmetry.redundantMoves(symmetries);
        for (int near = 0; near < 4; near += 2) {
            boolean nearSkipped = axisRuleSkips(lastMove, lastMerged, near) || (redundant >>> near & 1) != 0;
            boolean farSkipped = axisRuleSkips(lastMove, lastMerged, near + 1) || (redundant >>> near + 1 & 1) != 0;
            if (nearSkipped && farSkipped) {
                continue;
            }
            boolean horizontal = DIRECTIONS[near].horizontal();
            if ((cutAxes & (horizontal ? HORIZONTAL_CUT : VERTICAL_CUT)) != 0) {
                axesCut[remaining]++;
                continue;
            }
            boolean lastAxis = lastMove != NO_MOVE && DIRECTIONS[lastMove].horizontal() == horizontal;
            if (lastAxis && mirrored) {
                mirrorSkips[remaining]++;
                continue;
            }
            int verdicts = judge ? childJudge.judgeAxis(cells, horizontal, remaining - 1, target) : 0;
            // When both children of the axis are to be made, they are made in one pass (see Moves.moveAxis).
            boolean bothMade = !nearSkipped && !farSkipped
                    && (!judge || (verdicts & (ChildJudge.NEAR_REACHES | ChildJudge.FAR_REACHES))
                            == (ChildJudge.NEAR_REACHES | ChildJudge.FAR_REACHES));
            long both = 0;
            boolean nearAdded = false;
            if (bothMade) {
                both = Moves.moveAxis(cells, buffers[count], buffers[count + 1], size, horizontal);
                if (!Moves.changed((int) both)) {
                    swapBuffers(buffers, count, count + 1);   // the near child is dropped: the far one moves up
                }
            }
            for (int move = near; move <= near + 1; move++) {
                if (move == near ? nearSkipped : farSkipped) {
                    continue;
                }
                int outcome;
                if (bothMade) {
                    outcome = (int) (move == near ? both : both >>> 32) | (judge ? ChildJudge.REACHES : 0);
                    if (move != near && nearAdded && (outcome & Moves.SAME_ORDER) != 0) {
                        outcome |= MIRRORS_PREVIOUS;
                    }
                } else if (!judge) {
                    outcome = Moves.move(cells, buffers[count], size, DIRECTIONS[move]);
                } else {
                    int changed = move == near ? ChildJudge.NEAR_CHANGED : ChildJudge.FAR_CHANGED;
                    int reaches = move == near ? ChildJudge.NEAR_REACHES : ChildJudge.FAR_REACHES;
                    if ((verdicts & changed) == 0) {
                        continue;
                    }
                    outcome = (verdicts & reaches) == 0
                            ? Moves.CHANGED
                            : Moves.move(cells, buffers[count], size, DIRECTIONS[move]) | ChildJudge.REACHES;
                }
                if (!Moves.changed(outcome)) {
                    continue;
                }
                if ((++nodes & (STOP_POLL_INTERVAL - 1)) == 0 && shared.pollStop()) {
                    return 0;
                }
                if (judge) {
                    judged[remaining - 1]++;
                    if ((outcome & ChildJudge.REACHES) == 0) {
                        cut[remaining - 1]++;
                        continue;
                    }
                    outcome |= cutAxesOf(verdicts >>> (move == near ? 0 : ChildJudge.FAR_SHIFT), horizontal);
                }
                outcomes[count] = outcome;
                moves[count] = move;
                count++;
                nearAdded = move == near;
            }
        }
        built[remaining - 1] += count;
        // 7. Order by largest tile, so that a high best is found early and cuts the rest.
        for (int i = 1; i < count; i++) {
            for (int j = i; j > 0 && Moves.maxExponent(outcomes[j]) > Moves.maxExponent(outcomes[j - 1]); j--) {
                swap(buffers, outcomes, moves, j, j - 1);
            }
        }
        return count;
    }

    /**
     * Whether to judge the next node's children, with {@code after} moves left: always near the leaves; never
     * past {@value #MAX_JUDGED_AFTER}; between, for a trial of {@value #JUDGING_TRIAL} children, then while more
     * than one in eight was cut (judging a child costs most of what making it does, and a cut saves the child's
     * whole subtree), and else at one node in {@value #JUDGING_SAMPLE}.
     */
    private boolean worthJudging(int after) {
        if (after <= ALWAYS_JUDGED_PLIES) {
            return true;
        }
        if (after > MAX_JUDGED_AFTER) {
            return false;
        }
        long tried = judged[after];
        return tried < JUDGING_TRIAL || cut[after] * 8 > tried || (nodes & (JUDGING_SAMPLE - 1)) == 0;
    }

    /**
     * A judged child's {@link #HORIZONTAL_CUT} and {@link #VERTICAL_CUT} bits, from its near bits of
     * {@link ChildJudge#judgeAxis}'s answer on the {@code horizontal} axis or the vertical one.
     */
    private static int cutAxesOf(int nearBits, boolean horizontal) {
        int along = (nearBits & ChildJudge.NEAR_ALONG_CUT) != 0 ? 1 : 0;
        int across = (nearBits & ChildJudge.NEAR_ACROSS_CUT) != 0 ? 1 : 0;
        return horizontal
                ? along * HORIZONTAL_CUT | across * VERTICAL_CUT
                : along * VERTICAL_CUT | across * HORIZONTAL_CUT;
    }

    private static boolean axisRuleSkips(int lastMove, boolean lastMerged, int move) {
        return lastMove != NO_MOVE && !lastMerged
                && (move == lastMove || move == DIRECTIONS[lastMove].opposite().ordinal());
    }

    private static void swap(byte[][] buffers, int[] outcomes, int[] moves, int a, int b) {
        swapBuffers(buffers, a, b);
        int outcome = outcomes[a];
        outcomes[a] = outcomes[b];
        outcomes[b] = outcome;
        int move = moves[a];
        moves[a] = moves[b];
        moves[b] = move;
    }

    private static void swapBuffers(byte[][] buffers, int a, int b) {
        byte[] buffer = buffers[a];
        buffers[a] = buffers[b];
        buffers[b] = buffer;
    }
}
