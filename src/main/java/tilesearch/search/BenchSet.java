package tilesearch.search;

import java.util.ArrayList;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;

/**
 * The fixed boards of {@code tilesearch bench}, as Stockfish's bench positions: drawn from fixed seeds with
 * {@link RandomBoards}, so the set never changes, and its total node count on one thread is the search's
 * signature. A change that alters what the search visits changes that count, and shows in review.
 */
public final class BenchSet {

    /**
     * One board of the set and its move budget.
     *
     * @param name what the board is, for the bench's table
     * @param board the board
     * @param moves the move budget K
     */
    public record Case(String name, Board board, int moves) {
    }

    /** The budget of the deep board: the seed-1 board of {@code generate --size 20 --density 1 --seed 1}. */
    static final int DEEP_MOVES = 17;

    private BenchSet() {
    }

    /**
     * The whole set: {@link #quick()}, random full 20×20 boards at K = 14 and 15, and the deep board; about
     * 10 million nodes, 5 to 15 s on one thread on 2 cores.
     */
    public static List<Case> all() {
        List<Case> cases = new ArrayList<>(quick());
        cases.add(new Case("20x20 seed 6", fullBoard(6), 14));
        cases.add(new Case("20x20 seed 7", fullBoard(7), 15));
        cases.add(new Case("20x20 seed 1", fullBoard(1), DEEP_MOVES));
        return cases;
    }

    /**
     * The small part of the set, a second or so: random full 20×20 boards at K = 10 and 12, a half-full one at
     * K = 10, an 8×8 one at K = 14 and four 4×4 ones at K = 10. Its node count is checked by a test.
     */
    public static List<Case> quick() {
        List<Case> cases = new ArrayList<>();
        for (int seed = 2; seed <= 4; seed++) {
            cases.add(new Case("20x20 seed " + seed, fullBoard(seed), 10));
        }
        cases.add(new Case("20x20 seed 5", fullBoard(5), 12));
        cases.add(new Case("20x20 half, seed 8", new RandomBoards(8, 20, 0.5, 6).next(), 10));
        cases.add(new Case("8x8 seed 9", new RandomBoards(9, 8, 0.9, 8).next(), 14));
        RandomBoards small = new RandomBoards(10, 4, 0.8, 8);
        for (int i = 1; i <= 4; i++) {
            cases.add(new Case("4x4 seed 10 #" + i, small.next(), 10));
        }
        return cases;
    }

    /** The first board of {@code generate --size 20 --density 1 --seed SEED} (tiles 2 to 1024). */
    private static Board fullBoard(long seed) {
        return new RandomBoards(seed, 20, 1.0, 10).next();
    }
}
