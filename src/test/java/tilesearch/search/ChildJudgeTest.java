package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Moves;
import tilesearch.board.RandomBoards;

/** The judge against what it stands for: making each child, then its axis pairing bound. */
class ChildJudgeTest {

    @Test
    void judgeAxis_randomBoards_sameVerdictsAsMakingBothChildren() {
        SplittableRandom random = new SplittableRandom(7);
        Tally tally = new Tally();
        for (int i = 0; i < 6000; i++) {
            Board board = switch (i % 4) {
                case 0 -> denseBoard(random, 6 + random.nextInt(7));
                case 1 -> denseBoard(random, 13 + random.nextInt(28));
                default -> smallBoard(random);
            };
            assertSameVerdicts(board, random, tally);
        }
        assertTrue(tally.cut > 1000 && tally.kept > 1000 && tally.oddRuns > 100 && tally.halvesCut > 100,
                tally.toString());
    }

    /** Boards taller than a byte lane can count, so the pass has to fold its counts on the way. */
    @Test
    void judgeAxis_boardsOver255Lines_sameVerdictsAsMakingBothChildren() {
        SplittableRandom random = new SplittableRandom(11);
        Tally tally = new Tally();
        for (int i = 0; i < 12; i++) {
            assertSameVerdicts(denseBoard(random, 256 + random.nextInt(60)), random, tally);
        }
        assertTrue(tally.cut > 0 && tally.kept > 0, tally.toString());
    }

    /** A judge is reused from node to node: verdicts must not depend on what it judged before. */
    @Test
    void judgeAxis_reusedJudge_sameVerdictsAsFreshOne() {
        SplittableRandom random = new SplittableRandom(13);
        int size = 20;
        ChildJudge reused = new ChildJudge(size, 6);
        for (int i = 0; i < 500; i++) {
            Board board = denseBoard(random, size);
            boolean horizontal = random.nextBoolean();
            int after = 1 + random.nextInt(6);
            int target = board.maxExponent() + random.nextInt(4);
            assertEquals(new ChildJudge(size, 6).judgeAxis(board.exponents(), horizontal, after, target),
                    reused.judgeAxis(board.exponents(), horizontal, after, target), board.toString());
        }
    }

    private static void assertSameVerdicts(Board board, SplittableRandom random, Tally tally) {
        int size = board.size();
        boolean horizontal = random.nextBoolean();
        int after = 1 + random.nextInt(5);
        int target = board.maxExponent() + random.nextInt(4);
        int[] scratch = new int[Bounds.scratchSize(size, after)];

        int answer = new ChildJudge(size, after).judgeAxis(board.exponents(), horizontal, after, target);

        Direction near = horizontal ? Direction.LEFT : Direction.UP;
        for (Direction direction : new Direction[] {near, near.opposite()}) {
            byte[] child = new byte[size * size];
            int moved = Moves.move(board.exponents(), child, size, direction);
            boolean reaches = Moves.changed(moved) && (Moves.maxExponent(moved) >= target
                    || Bounds.axisPairingReaches(child, size, after, target, scratch));
            boolean isNear = direction == near;
            String context = direction + " after " + after + " target " + target + " on " + board;
            assertEquals(Moves.changed(moved), (answer & (isNear ? ChildJudge.NEAR_CHANGED : ChildJudge.FAR_CHANGED))
                    != 0, context);
            assertEquals(reaches, (answer & (isNear ? ChildJudge.NEAR_REACHES : ChildJudge.FAR_REACHES)) != 0,
                    context);
            // Each failed half of the child's bound, and only those, is reported, unless the child already holds
            // the target (then nothing was counted and nothing is cut).
            int halves = Moves.changed(moved) && Moves.maxExponent(moved) < target
                    ? Bounds.axesReaching(child, size, after, target, scratch)
                    : Bounds.HORIZONTAL_REACHES | Bounds.VERTICAL_REACHES;
            int alongHalf = horizontal ? Bounds.HORIZONTAL_REACHES : Bounds.VERTICAL_REACHES;
            int cuts = isNear ? answer : answer >>> ChildJudge.FAR_SHIFT;
            assertEquals((halves & alongHalf) == 0, (cuts & ChildJudge.NEAR_ALONG_CUT) != 0, "along, " + context);
            assertEquals((halves & ~alongHalf) == 0, (cuts & ChildJudge.NEAR_ACROSS_CUT) != 0, "across, " + context);
            tally.halvesCut += Moves.changed(moved) && reaches && halves != (Bounds.HORIZONTAL_REACHES
                    | Bounds.VERTICAL_REACHES) ? 1 : 0;
            tally.cut += Moves.changed(moved) && !reaches ? 1 : 0;
            tally.kept += reaches ? 1 : 0;
        }
        tally.oddRuns += hasOddRun(board, horizontal, Math.max(1, target - after) - 1) ? 1 : 0;
    }

    /** Whether a line of the axis holds three equal tiles of at least {@code least} in a row, empty cells aside. */
    private static boolean hasOddRun(Board board, boolean horizontal, int least) {
        int size = board.size();
        byte[] cells = board.exponents();
        for (int line = 0; line < size; line++) {
            int previous = 0;
            int run = 0;
            for (int along = 0; along < size; along++) {
                int exponent = cells[horizontal ? line * size + along : along * size + line];
                if (exponent == 0) {
                    continue;
                }
                run = exponent == previous ? run + 1 : 1;
                previous = exponent;
                if (run >= 3 && exponent >= least) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Boards with up to 30% empty cells and few tile values, where runs of three or more equal tiles are common. */
    private static Board denseBoard(SplittableRandom random, int size) {
        return RandomBoards.random(random, size, 0.7 + 0.3 * random.nextDouble(), 2 + random.nextInt(4));
    }

    private static Board smallBoard(SplittableRandom random) {
        int size = 1 + random.nextInt(5);
        return RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(4));
    }

    private static final class Tally {
        int cut;
        int kept;
        int oddRuns;
        int halvesCut;

        @Override
        public String toString() {
            return cut + " children cut, " + kept + " kept (" + halvesCut + " with an axis cut), " + oddRuns
                    + " boards with runs of three";
        }
    }
}
