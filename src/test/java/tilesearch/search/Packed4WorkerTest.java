package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;

/** The packed 4×4 search's own bound against the general one it stands for. */
class Packed4WorkerTest {

    @Test
    void axisPairingReaches_randomBoards_sameAsTheBoundOnCells() {
        SplittableRandom random = new SplittableRandom(47);
        byte[] cells = new byte[16];
        int[] scratch = new int[Bounds.scratchSize(4, 30)];
        int[] counts = new int[Packed4.MAX_EXPONENT + 2];
        int reached = 0;
        for (int i = 0; i < 50_000; i++) {
            int largest = 1 + random.nextInt(14);
            for (int c = 0; c < 16; c++) {
                cells[c] = random.nextInt(4) == 0 ? 0 : (byte) (1 + random.nextInt(random.nextBoolean() ? 3 : largest));
            }
            long packed = Packed4.pack(cells);
            int maxExponent = Packed4.maxExponent(packed);
            // As the search asks: the target beats the best, which is at least the board's largest tile.
            int target = maxExponent + 1 + random.nextInt(Math.max(1, Packed4.MAX_EXPONENT - maxExponent));
            int remaining = 2 + random.nextInt(9);
            boolean expected = Bounds.axisPairingReaches(cells, 4, remaining, target, scratch);
            boolean actual = Packed4Worker.axisPairingReaches(Packed4.move(packed, Direction.UP),
                    Packed4.move(packed, Direction.LEFT), remaining, target, counts);
            assertEquals(expected, actual, "target " + target + " in " + remaining + " on " + Board.of(4, cells));
            reached += expected ? 1 : 0;
        }
        // Both outcomes occur often, so the comparison means something either way.
        assertTrue(reached > 5_000 && reached < 45_000, reached + " of 50,000 reached");
    }
}
