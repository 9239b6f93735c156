package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        int cuts = 0;
        int kept = 0;
        int unjudged = 0;
        for (int i = 0; i < 6000; i++) {
            Board board = i % 3 == 0 ? largeBoard(random) : randomBoard(random);
            int size = board.size();
            boolean horizontal = random.nextBoolean();
            int after = 1 + random.nextInt(5);
            int target = board.maxExponent() + random.nextInt(4);
            int[] scratch = new int[ChildJudge.scratchSize(size, after)];

            int answer = ChildJudge.judgeAxis(board.exponents(), size, horizontal, after, target, scratch);

            Direction near = horizontal ? Direction.LEFT : Direction.UP;
            for (Direction direction : new Direction[] {near, near.opposite()}) {
                byte[] child = new byte[size * size];
                int moved = Moves.move(board.exponents(), child, size, direction);
                boolean reaches = Moves.changed(moved) && (Moves.maxExponent(moved) >= target
                        || Bounds.axisPairingReaches(child, size, after, target, scratch));
                boolean isNear = direction == near;
                String context = direction + " after " + after + " target " + target + " on " + board;
                int changedBit = isNear ? ChildJudge.NEAR_CHANGED : ChildJudge.FAR_CHANGED;
                int reachesBit = isNear ? ChildJudge.NEAR_REACHES : ChildJudge.FAR_REACHES;
                assertEquals(Moves.changed(moved), (answer & changedBit) != 0, context);
                if (!isNear && (answer & ChildJudge.FAR_UNJUDGED) != 0) {
                    assertFalse((answer & ChildJudge.FAR_REACHES) != 0, context);
                    unjudged++;
                    continue;
                }
                assertEquals(reaches, (answer & reachesBit) != 0, context);
                cuts += Moves.changed(moved) && !reaches ? 1 : 0;
                kept += reaches ? 1 : 0;
            }
        }
        assertTrue(cuts > 500 && kept > 500 && unjudged > 20,
                cuts + " children cut, " + kept + " kept, " + unjudged + " left to the caller");
    }

    /** Boards up to 12×12 with up to 30% empty cells, where runs of three or more equal tiles are common. */
    private static Board largeBoard(SplittableRandom random) {
        int size = 6 + random.nextInt(7);
        return RandomBoards.random(random, size, 0.7 + 0.3 * random.nextDouble(), 2 + random.nextInt(4));
    }

    private static Board randomBoard(SplittableRandom random) {
        int size = 1 + random.nextInt(5);
        return RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(4));
    }
}
