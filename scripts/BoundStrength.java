import java.lang.reflect.Method;
import java.util.SplittableRandom;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Moves;
import tilesearch.board.RandomBoards;
import tilesearch.search.ClassicSearcher;

/**
 * How far the search's bounds are from the truth at its frontier, for scripts/bound-strength.sh: nodes are drawn
 * by random walks of {@code DEPTH} moves from the first board of {@code generate --size 20 --density 1 --seed 1},
 * and for each the script finds by plain exhaustive search ({@code ClassicSearcher}) the largest tile it reaches in
 * {@code LEFT} moves, and
 * asks each bound whether a tile of 2^{@code TARGET} is within reach, after 0 to 3 moves played exactly (every
 * sequence of them). A bound "cuts" a node when no sequence lets it through. Nodes the walk draws are those the
 * search meets: at that depth nothing is cut yet, and its transposition table skips only a few percent of them.
 * A bound that cuts a node which does reach the target is wrong: the script then says so and exits with 1.
 *
 * <p>Runs from source against a build of tilesearch (java -cp tilesearch.jar BoundStrength.java ...); it calls
 * the search's own bounds, {@code Bounds.pairingBound} (free pairing) and {@code Bounds.axisPairingReaches} (the
 * next move's pairs counted where the tiles are, then free pairing), which are package-private, by reflection.
 *
 * <pre>java -cp tilesearch.jar BoundStrength.java DEPTH LEFT TARGET NODES</pre>
 */
public final class BoundStrength {

    private static final int SIZE = 20;
    private static final int MAX_EXACT = 3;
    private static final Direction[] DIRECTIONS = Direction.values();

    private final ClassicSearcher exhaustive = new ClassicSearcher();
    private final Method pairingBound;
    private final Method axisPairingReaches;
    /** Scratch for the axis pairing bound: more than it needs on a 20×20 board with up to 64 moves left. */
    private final int[] scratch = new int[1024];

    private BoundStrength() throws ReflectiveOperationException {
        Class<?> bounds = Class.forName("tilesearch.search.Bounds");
        pairingBound = bounds.getDeclaredMethod("pairingBound", byte[].class, int.class, int.class);
        axisPairingReaches = bounds.getDeclaredMethod("axisPairingReaches", byte[].class, int.class, int.class,
                int.class, int[].class);
        pairingBound.setAccessible(true);
        axisPairingReaches.setAccessible(true);
    }

    public static void main(String[] args) throws ReflectiveOperationException {
        int depth = Integer.parseInt(args[0]);
        int left = Integer.parseInt(args[1]);
        int target = Integer.parseInt(args[2]);
        int nodes = Integer.parseInt(args[3]);
        new BoundStrength().run(depth, left, target, nodes);
    }

    private void run(int depth, int left, int target, int nodes) throws ReflectiveOperationException {
        Board root = new RandomBoards(1, SIZE, 1.0, 10).next();
        SplittableRandom random = new SplittableRandom(depth * 1000L + left);
        int[] largest = new int[64];
        int exact = Math.min(MAX_EXACT, left - 1);
        int[] freeCuts = new int[exact + 1];
        int[] axisCuts = new int[exact + 1];
        int wrongCuts = 0;
        for (int node = 0; node < nodes; node++) {
            Board board = walk(root, depth, random);
            byte[] cells = board.exponents();
            int truth = exhaustive.search(board, left).maxExponent();
            largest[truth]++;
            for (int k = 0; k <= exact; k++) {
                int free = letsThrough(cells, board.maxExponent(), k, left, target, false) ? 0 : 1;
                int axis = letsThrough(cells, board.maxExponent(), k, left, target, true) ? 0 : 1;
                freeCuts[k] += free;
                axisCuts[k] += axis;
                wrongCuts += truth >= target ? free + axis : 0;
            }
        }
        System.out.printf("%d nodes after %d random moves from the seed-1 board, %d moves left, target %d%n",
                nodes, depth, left, 1L << target);
        StringBuilder truth = new StringBuilder("largest tile within the moves left:");
        for (int exponent = 0; exponent < largest.length; exponent++) {
            if (largest[exponent] > 0) {
                truth.append(String.format(" %d on %.1f%%", 1L << exponent, 100.0 * largest[exponent] / nodes));
            }
        }
        System.out.println(truth);
        System.out.printf("%-22s %15s %15s%n", "moves played exactly", "free pairing", "axis pairing");
        for (int k = 0; k <= exact; k++) {
            System.out.printf("%-22d %14.1f%% %14.1f%%%n", k, 100.0 * freeCuts[k] / nodes,
                    100.0 * axisCuts[k] / nodes);
        }
        if (wrongCuts > 0) {
            System.err.println("bound-strength: " + wrongCuts + " cuts of nodes that reach the target");
            System.exit(1);
        }
    }

    /** The board after {@code depth} random moves from {@code root}, each one that changes the board. */
    private static Board walk(Board root, int depth, SplittableRandom random) {
        Board board = root;
        for (int move = 0; move < depth; move++) {
            Board child;
            do {
                child = board.move(DIRECTIONS[random.nextInt(4)]);
            } while (child == board);
            board = child;
        }
        return board;
    }

    /**
     * Whether some sequence of {@code exact} real moves leads to a board the bound lets through: one that holds a
     * tile of {@code target}, or whose bound allows one within the moves left.
     */
    private boolean letsThrough(byte[] cells, int maxExponent, int exact, int left, int target, boolean axis)
            throws ReflectiveOperationException {
        if (maxExponent >= target) {
            return true;
        }
        if (exact == 0) {
            return axis
                    ? (boolean) axisPairingReaches.invoke(null, cells, SIZE, left, target, scratch)
                    : (int) pairingBound.invoke(null, cells, cells.length, left) >= target;
        }
        byte[] child = new byte[cells.length];
        for (Direction direction : DIRECTIONS) {
            int outcome = Moves.move(cells, child, SIZE, direction);
            if (Moves.changed(outcome)
                    && letsThrough(child, Moves.maxExponent(outcome), exact - 1, left - 1, target, axis)) {
                return true;
            }
        }
        return false;
    }
}
