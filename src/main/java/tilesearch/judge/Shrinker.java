package tilesearch.judge;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * Shrinks a failing case greedily, as QuickCheck and Hypothesis do: it tries smaller cases in a fixed order and
 * keeps a step only when the program still fails it with the same verdict, until no step does (a fixed point) or
 * the bound on runs is spent.
 *
 * <p>Each pass tries, in order, each kind of step until none of that kind is kept: fresh cases of a smaller side
 * drawn for the purpose (probes), a quarter of the board (a
 * corner window of half the side), fewer tiles (clearing halves, quarters, … of the tiles, down to single ones),
 * a side one shorter (one row and one column removed, those holding the fewest tiles first), the tiles packed
 * towards the top left (the board after the move up or left, then one tile moved one cell up or left into an
 * empty cell, which lets later passes crop the emptied lines), every tile halved, then single tiles halved.
 * Passes repeat until one keeps nothing. Steps never leave the problem's limits: the side stays within its
 * range, a tile is never halved below 2, and at least one tile stays.
 *
 * <p>Every step makes the case smaller in the order (side, tiles, sum of exponents, sum of rows and columns of
 * the tiles): a move merges tiles or slides some towards the corner and never raises the tile count. So no
 * sequence of kept steps can cycle, and shrinking ends.
 *
 * <p>Deterministic: the same failing case and the same program behaviour give the same steps.
 */
final class Shrinker {

    /** Fresh smaller cases tried in one pass once no step cuts the failing case down. */
    static final int PROBES = 100;

    private final Problem problem;
    private final CaseGenerator generator;
    private final Trials trials;
    private final int maxRuns;
    private final BooleanSupplier abandon;

    /**
     * A shrinker that runs {@code trials} at most {@code maxRuns} times per case, and stops early once
     * {@code abandon} says the case is no longer wanted.
     */
    Shrinker(Problem problem, CaseGenerator generator, Trials trials, int maxRuns, BooleanSupplier abandon) {
        this.problem = problem;
        this.generator = generator;
        this.trials = trials;
        this.maxRuns = maxRuns;
        this.abandon = abandon;
    }

    /** The smallest case found that fails like {@code failing}, which must not be accepted. */
    Shrunk shrink(Trial failing) throws IOException, InterruptedException {
        Search search = new Search(failing);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Step step : Step.values()) {
                if (!search.keepShrinking(step)) {
                    return new Shrunk(search.best, search.runs, false);
                }
                changed |= search.keptAny;
            }
        }
        return new Shrunk(search.best, search.runs, true);
    }

    /** The kinds of step, in the order each pass tries them. */
    private enum Step { PROBE, QUARTER, CLEAR, CROP, PACK, SHIFT, HALVE_ALL, HALVE_ONE }

    /** One shrink under way: the smallest failing trial so far and the runs spent. */
    private final class Search {

        private Trial best;
        private int runs;
        private boolean keptAny;

        Search(Trial failing) {
            this.best = failing;
        }

        /**
         * Keeps the first candidate of {@code step} that fails the same way, again and again until none does.
         *
         * @return false when the bound on runs or {@code abandon} stopped it
         */
        boolean keepShrinking(Step step) throws IOException, InterruptedException {
            keptAny = false;
            boolean kept = true;
            while (kept) {
                kept = false;
                for (JudgeCase candidate : candidates(step, best.judgeCase())) {
                    if (runs >= maxRuns || abandon.getAsBoolean()) {
                        return false;
                    }
                    runs++;
                    Trial trial = trials.run(candidate);
                    if (trial.verdict() == best.verdict()) {
                        best = trial;
                        kept = true;
                        keptAny = true;
                        break;
                    }
                }
            }
            return true;
        }
    }

    /** The cases one step of {@code step} smaller than {@code failing}, in the order they are tried. */
    private List<JudgeCase> candidates(Step step, JudgeCase failing) {
        if (step == Step.PROBE) {
            return probes(failing);
        }
        Board board = failing.board();
        List<Board> boards = switch (step) {
            case QUARTER -> quarters(board);
            case CLEAR -> cleared(board);
            case CROP -> cropped(board);
            case PACK -> packed(board);
            case SHIFT -> shifted(board);
            case HALVE_ALL -> halvedAll(board);
            case HALVE_ONE -> halvedOne(board);
            case PROBE -> List.of();
        };
        List<JudgeCase> cases = new ArrayList<>();
        for (Board smaller : boards) {
            // a move can merge two of the largest tiles into one the problem does not allow
            if (smaller.maxExponent() <= problem.maxExponent()) {
                cases.add(failing.withBoard(smaller));
            }
        }
        return cases;
    }

    /**
     * Fresh cases of a smaller side, when the problem allows one, their largest side cycling up from the
     * smallest: greedy steps stop at a local minimum (a chain that needs every one of five lines cannot lose a
     * row and a column), while a small board failing the same way is often a few draws away, and small boards
     * are the cheapest to run.
     */
    private List<JudgeCase> probes(JudgeCase failing) {
        List<JudgeCase> probes = new ArrayList<>();
        int sides = failing.board().size() - problem.minSize();
        for (int probe = 0; sides > 0 && probe < PROBES; probe++) {
            probes.add(generator.probe(failing.index(), probe, problem.minSize() + probe % sides));
        }
        return probes;
    }

    /** The four corner windows of half the side, when the problem allows that side. */
    private List<Board> quarters(Board board) {
        int size = board.size();
        int half = Math.max(problem.minSize(), size / 2);
        List<Board> windows = new ArrayList<>();
        if (half >= size) {
            return windows;
        }
        for (int top : new int[] {0, size - half}) {
            for (int left : new int[] {0, size - half}) {
                int[][] rows = new int[half][half];
                for (int r = 0; r < half; r++) {
                    for (int c = 0; c < half; c++) {
                        rows[r][c] = board.exponentAt(top + r, left + c);
                    }
                }
                addWithTile(windows, Board.ofExponents(rows));
            }
        }
        return windows;
    }

    /** The board with one chunk of its tiles cleared, chunks of half the tiles first, then quarters, … then one. */
    private static List<Board> cleared(Board board) {
        byte[] cells = board.exponents();
        List<Integer> tiles = new ArrayList<>();
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] != 0) {
                tiles.add(cell);
            }
        }
        List<Board> boards = new ArrayList<>();
        for (int chunk = (tiles.size() + 1) / 2; chunk >= 1; chunk = chunk == 1 ? 0 : (chunk + 1) / 2) {
            for (int from = 0; from < tiles.size(); from += chunk) {
                if (chunk >= tiles.size()) {
                    break;
                }
                byte[] fewer = cells.clone();
                for (int i = from; i < Math.min(tiles.size(), from + chunk); i++) {
                    fewer[tiles.get(i)] = 0;
                }
                boards.add(Board.of(board.size(), fewer));
            }
        }
        return boards;
    }

    /** The board with one row and one column removed, those that lose the fewest tiles first. */
    private List<Board> cropped(Board board) {
        int size = board.size();
        List<int[]> cuts = new ArrayList<>();
        if (size - 1 < problem.minSize()) {
            return List.of();
        }
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                cuts.add(new int[] {row, column, lost(board, row, column)});
            }
        }
        cuts.sort(Comparator.comparingInt(cut -> cut[2]));
        List<Board> boards = new ArrayList<>();
        for (int[] cut : cuts) {
            int[][] rows = new int[size - 1][size - 1];
            for (int r = 0, to = 0; r < size; r++) {
                if (r == cut[0]) {
                    continue;
                }
                for (int c = 0, toColumn = 0; c < size; c++) {
                    if (c != cut[1]) {
                        rows[to][toColumn++] = board.exponentAt(r, c);
                    }
                }
                to++;
            }
            addWithTile(boards, Board.ofExponents(rows));
        }
        return boards;
    }

    /** Tiles lost by removing {@code row} and {@code column}. */
    private static int lost(Board board, int row, int column) {
        int lost = 0;
        for (int i = 0; i < board.size(); i++) {
            lost += board.exponentAt(row, i) != 0 ? 1 : 0;
            lost += i != row && board.exponentAt(i, column) != 0 ? 1 : 0;
        }
        return lost;
    }

    /** The board after the move up and after the move left, those that change it. */
    private static List<Board> packed(Board board) {
        List<Board> boards = new ArrayList<>();
        for (Direction move : new Direction[] {Direction.UP, Direction.LEFT}) {
            Board after = board.move(move);
            if (!after.equals(board)) {
                boards.add(after);
            }
        }
        return boards;
    }

    /** The board with one tile moved one cell up, or one cell left, into an empty cell. */
    private static List<Board> shifted(Board board) {
        int size = board.size();
        byte[] cells = board.exponents();
        List<Board> boards = new ArrayList<>();
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] == 0) {
                continue;
            }
            for (int target : new int[] {cell >= size ? cell - size : -1, cell % size > 0 ? cell - 1 : -1}) {
                if (target >= 0 && cells[target] == 0) {
                    byte[] moved = cells.clone();
                    moved[target] = moved[cell];
                    moved[cell] = 0;
                    boards.add(Board.of(size, moved));
                }
            }
        }
        return boards;
    }

    /** Every tile above 2 halved at once: the same game one level down, so most bugs survive it. */
    private static List<Board> halvedAll(Board board) {
        byte[] cells = board.exponents();
        boolean any = false;
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] > 1) {
                cells[cell]--;
                any = true;
            }
        }
        return any ? List.of(Board.of(board.size(), cells)) : List.of();
    }

    /** The board with one tile above 2 halved, for each such tile in row-major order. */
    private static List<Board> halvedOne(Board board) {
        byte[] cells = board.exponents();
        List<Board> boards = new ArrayList<>();
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] > 1) {
                byte[] halved = cells.clone();
                halved[cell]--;
                boards.add(Board.of(board.size(), halved));
            }
        }
        return boards;
    }

    private static void addWithTile(List<Board> boards, Board board) {
        if (board.maxExponent() > 0) {
            boards.add(board);
        }
    }
}
