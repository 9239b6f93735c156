package tilesearch.judge;

import static java.util.Collections.nCopies;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * The cases of one judge session: case {@code i} depends on the seed and {@code i} alone, so any number of workers
 * in any order make the same cases. Families take their turns in a fixed schedule of twenty slots, so each gets a
 * fixed share of every twenty cases and the first twenty hold every family of the problem.
 *
 * <p>Thread-safe: it holds only the problem and the seed.
 */
public final class CaseGenerator {

    /** A search problem's families in their fixed proportions: uniform boards 7 of 20, the rest aimed at bugs. */
    private static final List<Family> SEARCH_SCHEDULE = slots(
            nCopies(7, Family.UNIFORM), nCopies(2, Family.TINY), nCopies(2, Family.FULL), nCopies(1, Family.ONE_TILE),
            nCopies(3, Family.EQUAL_LINES), nCopies(2, Family.CHAIN), nCopies(1, Family.SHALLOW_BEST),
            nCopies(2, Family.WALLS));
    /** An apply problem's families: one move on 8×8 boards, so overflow and equal lines replace the deep ones. */
    private static final List<Family> APPLY_SCHEDULE = slots(
            nCopies(7, Family.UNIFORM), nCopies(3, Family.FULL), nCopies(1, Family.ONE_TILE),
            nCopies(4, Family.EQUAL_LINES), nCopies(3, Family.OVERFLOW), nCopies(2, Family.WALLS));
    /** Weyl increment of {@link SplittableRandom}: each case's stream starts from its own number of the seed's. */
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    /** Sets the probes' streams apart from the cases' streams. */
    private static final long PROBE_SALT = 0x5DEECE66DL;
    /** Room for each failing case's probes in the probes' stream. */
    private static final long PROBES_PER_CASE = 1L << 20;
    /** The exponent of the tiles an overflow case pairs: 2^30 + 2^30 = 2^31 passes {@code Integer.MAX_VALUE}. */
    private static final int OVERFLOW_EXPONENT = 30;

    private final Problem problem;
    private final long seed;

    /** The cases of {@code problem} drawn from {@code seed}. */
    public CaseGenerator(Problem problem, long seed) {
        this.problem = problem;
        this.seed = seed;
    }

    /** Case {@code index} (from 0). */
    public JudgeCase generate(int index) {
        return draw(index, problem.maxSize(), seed + (index + 1L) * GOLDEN_GAMMA);
    }

    /**
     * Probe {@code probe} for shrinking case {@code index}: a fresh case of side at most {@code maxSize}, drawn
     * from a stream of its own, so that a failure a shrink cannot cut down can still be found on a smaller board.
     * The result keeps {@code index}, its family the one it was drawn as.
     */
    public JudgeCase probe(int index, int probe, int maxSize) {
        JudgeCase drawn = draw(probe, Math.max(problem.minSize(), Math.min(problem.maxSize(), maxSize)),
                (seed ^ PROBE_SALT) + ((long) index * PROBES_PER_CASE + probe + 1L) * GOLDEN_GAMMA);
        return new JudgeCase(index, drawn.family(), drawn.board(), drawn.move());
    }

    /** The case in slot {@code slot} of the schedule, no larger than {@code maxSize}, from {@code streamSeed}. */
    private JudgeCase draw(int slot, int maxSize, long streamSeed) {
        List<Family> schedule = problem.search() ? SEARCH_SCHEDULE : APPLY_SCHEDULE;
        Family family = schedule.get(slot % schedule.size());
        SplittableRandom random = new SplittableRandom(new SplittableRandom(streamSeed).nextLong());
        Direction move = problem.search() ? null : Direction.ofOrdinal(random.nextInt(4));
        Draw draw = new Draw(random, maxSize);
        Cells cells = switch (family) {
            case UNIFORM -> draw.uniform(draw.size(problem.minSize()), 0.1 + 0.9 * random.nextDouble());
            case TINY -> draw.uniform(draw.clamp(1 + random.nextInt(2)), 0.5 + 0.5 * random.nextDouble());
            case FULL -> draw.uniform(draw.size(problem.minSize()), 1);
            case ONE_TILE -> draw.oneTile();
            case EQUAL_LINES -> draw.equalLines(move);
            case CHAIN -> draw.chain();
            case SHALLOW_BEST -> draw.shallowBest();
            case OVERFLOW -> draw.overflow(move);
            case WALLS -> draw.walls();
        };
        cells.ensureTile(random);
        return new JudgeCase(slot, family, cells.board(), move);
    }

    /** One case being drawn: its random stream and the largest side it may have. */
    private final class Draw {

        private final SplittableRandom random;
        private final int maxSize;

        Draw(SplittableRandom random, int maxSize) {
            this.random = random;
            this.maxSize = maxSize;
        }

        Cells uniform(int size, double density) {
            Cells cells = new Cells(size);
            int cap = tileCap();
            for (int cell = 0; cell < size * size; cell++) {
                if (random.nextDouble() < density) {
                    cells.set(cell, exponent(random, cap));
                }
            }
            return cells;
        }

        Cells oneTile() {
            Cells cells = new Cells(size(problem.minSize()));
            cells.set(random.nextInt(cells.size * cells.size), 1 + random.nextInt(problem.maxExponent()));
            return cells;
        }

        /** Sparse small tiles, then one to three runs of 3 to 5 equal tiles along the move's axis or either axis. */
        Cells equalLines(Direction move) {
            Cells cells = uniform(size(3), 0.3 * random.nextDouble());
            int cap = tileCap();
            int runs = 1 + random.nextInt(3);
            for (int run = 0; run < runs; run++) {
                int length = Math.min(cells.size, 3 + random.nextInt(3));
                boolean horizontal = move != null ? move.horizontal() : random.nextBoolean();
                cells.line(random.nextInt(cells.size), random.nextInt(cells.size - length + 1), horizontal,
                        equal(exponent(random, cap), length));
            }
            return cells;
        }

        /**
         * One line holding s s s+1 s+2 … from a wall: each move along it merges the pair and the new tile meets its
         * equal, so its largest tile 2^(s+L-1) appears only on move L-1, which is K when the board is long enough.
         */
        Cells chain() {
            Cells cells = uniform(size(2), 0.15 * random.nextDouble());
            cells.lowerTo(1);
            int length = Math.min(cells.size,
                    Math.max(2, Math.min(problem.moves() + 1, problem.maxExponent() + 1)));
            int start = 1 + random.nextInt(Math.max(1, problem.maxExponent() - Math.max(length, 2) + 2));
            int[] chain = new int[length];
            chain[0] = start;
            for (int i = 1; i < length; i++) {
                chain[i] = Math.min(problem.maxExponent(), start + i - 1);
            }
            if (random.nextBoolean()) {
                reverse(chain);
            }
            cells.line(random.nextInt(cells.size), random.nextInt(cells.size - length + 1), random.nextBoolean(),
                    chain);
            return cells;
        }

        /** A pair of the largest tiles, one move from merging, among tiles far smaller. */
        Cells shallowBest() {
            Cells cells = uniform(size(2), 0.3 + 0.6 * random.nextDouble());
            cells.lowerTo(Math.min(3, problem.maxExponent()));
            int big = Math.max(1, problem.maxExponent() - random.nextInt(3));
            int gap = cells.size > 2 ? random.nextInt(2) : 0;
            int[] pair = new int[Math.min(cells.size, 2 + gap)];
            pair[0] = big;
            pair[pair.length - 1] = big;
            cells.line(random.nextInt(cells.size), random.nextInt(cells.size - pair.length + 1), random.nextBoolean(),
                    pair);
            return cells;
        }

        /** Pairs of 2^30 (or the largest tile allowed) along the move's axis, on a board of any tiles. */
        Cells overflow(Direction move) {
            Cells cells = uniform(size(problem.minSize()), 0.2 + 0.8 * random.nextDouble());
            int top = Math.min(OVERFLOW_EXPONENT, problem.maxExponent());
            int pairs = 1 + random.nextInt(4);
            for (int pair = 0; pair < pairs; pair++) {
                boolean horizontal = move != null ? move.horizontal() : random.nextBoolean();
                int length = Math.min(cells.size, 2 + random.nextInt(2));
                cells.line(random.nextInt(cells.size), random.nextInt(cells.size - length + 1), horizontal,
                        equal(top, length));
            }
            return cells;
        }

        /** Random tiles with some rows or columns full and others empty. */
        Cells walls() {
            Cells cells = uniform(size(2), 0.5 * random.nextDouble());
            int cap = tileCap();
            int lines = 1 + random.nextInt(Math.max(1, cells.size / 2));
            for (int i = 0; i < lines; i++) {
                int[] wall = new int[cells.size];
                for (int c = 0; c < wall.length; c++) {
                    wall[c] = exponent(random, cap);
                }
                cells.line(random.nextInt(cells.size), 0, random.nextBoolean(), wall);
            }
            int empty = random.nextInt(Math.max(1, cells.size / 2));
            for (int i = 0; i < empty; i++) {
                cells.line(random.nextInt(cells.size), 0, random.nextBoolean(), new int[cells.size]);
            }
            return cells;
        }

        /** A side length from {@code atLeast} (when the problem allows it) to the problem's largest. */
        int size(int atLeast) {
            int low = clamp(atLeast);
            return low + random.nextInt(maxSize - low + 1);
        }

        int clamp(int size) {
            return Math.max(problem.minSize(), Math.min(maxSize, size));
        }

        /** The largest exponent of one board's random tiles: low caps give boards full of merges. */
        int tileCap() {
            return 1 + random.nextInt(problem.maxExponent());
        }
    }

    private static int exponent(SplittableRandom random, int cap) {
        return 1 + random.nextInt(cap);
    }

    private static int[] equal(int exponent, int length) {
        int[] line = new int[length];
        Arrays.fill(line, exponent);
        return line;
    }

    private static void reverse(int[] values) {
        for (int i = 0, j = values.length - 1; i < j; i++, j--) {
            int kept = values[i];
            values[i] = values[j];
            values[j] = kept;
        }
    }

    @SafeVarargs
    private static List<Family> slots(List<Family>... shares) {
        return Stream.of(shares).flatMap(List::stream).toList();
    }

    /** A board being built: exponents row-major. */
    private static final class Cells {

        private final int size;
        private final byte[] exponents;

        Cells(int size) {
            this.size = size;
            this.exponents = new byte[size * size];
        }

        void set(int cell, int exponent) {
            exponents[cell] = (byte) exponent;
        }

        /** Writes {@code values} along row (or column) {@code line} from position {@code from}. */
        void line(int line, int from, boolean horizontal, int[] values) {
            for (int i = 0; i < values.length; i++) {
                int cell = horizontal ? line * size + from + i : (from + i) * size + line;
                exponents[cell] = (byte) values[i];
            }
        }

        /** Lowers every tile above 2^{@code exponent} to it. */
        void lowerTo(int exponent) {
            for (int cell = 0; cell < exponents.length; cell++) {
                exponents[cell] = (byte) Math.min(exponents[cell], exponent);
            }
        }

        /** Puts a 2 somewhere when the board is empty: every puzzle's board has a tile. */
        void ensureTile(SplittableRandom random) {
            for (byte exponent : exponents) {
                if (exponent != 0) {
                    return;
                }
            }
            exponents[random.nextInt(exponents.length)] = 1;
        }

        Board board() {
            return Board.of(size, exponents);
        }
    }
}
