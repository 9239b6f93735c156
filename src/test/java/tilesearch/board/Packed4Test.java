package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The packed 4×4 path against the general kernel, which MovesTest pins to the rules. */
class Packed4Test {

    @Test
    void move_randomBoards_matchesGeneralKernel() {
        SplittableRandom random = new SplittableRandom(4);
        byte[] cells = new byte[16];
        byte[] expected = new byte[16];
        byte[] actual = new byte[16];
        for (int i = 0; i < 20_000; i++) {
            for (int c = 0; c < 16; c++) {
                cells[c] = random.nextInt(3) == 0 ? 0 : (byte) (1 + random.nextInt(i % 2 == 0 ? 3 : 14));
            }
            long packed = Packed4.pack(cells);
            for (Direction direction : Direction.values()) {
                Moves.move(cells, expected, 4, direction);
                Packed4.unpack(Packed4.move(packed, direction), actual);
                assertEquals(Board.of(4, expected), Board.of(4, actual), direction + " on " + Board.of(4, cells));
            }
            assertEquals(Board.of(4, cells).maxExponent(), Packed4.maxExponent(packed));
            int tiles = 0;
            for (byte cell : cells) {
                tiles += cell == 0 ? 0 : 1;
            }
            assertEquals(tiles, Packed4.tileCount(packed));
        }
    }

    @Test
    void maxExponentAfterMove_randomBoards_matchesEachMoveMade() {
        SplittableRandom random = new SplittableRandom(41);
        byte[] cells = new byte[16];
        for (int i = 0; i < 20_000; i++) {
            for (int c = 0; c < 16; c++) {
                cells[c] = random.nextInt(3) == 0 ? 0 : (byte) (1 + random.nextInt(i % 2 == 0 ? 3 : 15));
            }
            long packed = Packed4.pack(cells);
            String board = Board.of(4, cells).toString();
            for (Direction direction : new Direction[] {Direction.LEFT, Direction.RIGHT}) {
                assertEquals(Packed4.maxExponent(Packed4.move(packed, direction)),
                        Packed4.maxExponentAfterRowMove(packed), direction + " on " + board);
            }
            for (Direction direction : new Direction[] {Direction.UP, Direction.DOWN}) {
                assertEquals(Packed4.maxExponent(Packed4.move(packed, direction)),
                        Packed4.maxExponentAfterColumnMove(packed), direction + " on " + board);
            }
        }
    }

    @Test
    void transpose_swapsRowsAndColumns() {
        byte[] cells = new byte[16];
        for (int i = 0; i < 16; i++) {
            cells[i] = (byte) i;
        }
        byte[] transposed = new byte[16];
        Packed4.unpack(Packed4.transpose(Packed4.pack(cells)), transposed);
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                assertEquals(cells[r * 4 + c], transposed[c * 4 + r], "cell " + r + "," + c);
            }
        }
    }

    @Test
    void countAndMirrors_randomBoards_matchTheCells() {
        SplittableRandom random = new SplittableRandom(42);
        byte[] cells = new byte[16];
        byte[] mirrored = new byte[16];
        for (int i = 0; i < 20_000; i++) {
            for (int c = 0; c < 16; c++) {
                cells[c] = random.nextInt(3) == 0 ? 0 : (byte) (1 + random.nextInt(i % 2 == 0 ? 3 : 15));
            }
            long packed = Packed4.pack(cells);
            for (int exponent = 0; exponent <= Packed4.MAX_EXPONENT; exponent++) {
                int count = 0;
                for (byte cell : cells) {
                    count += cell == exponent ? 1 : 0;
                }
                assertEquals(count, Packed4.count(packed, exponent), "exponent " + exponent);
            }
            Packed4.unpack(Packed4.mirrorRows(packed), mirrored);
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    assertEquals(cells[r * 4 + c], mirrored[r * 4 + 3 - c], "left to right, cell " + r + "," + c);
                }
            }
            Packed4.unpack(Packed4.mirrorColumns(packed), mirrored);
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    assertEquals(cells[r * 4 + c], mirrored[(3 - r) * 4 + c], "top to bottom, cell " + r + "," + c);
                }
            }
        }
    }
}
