package tilesearch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;

class AnsiReplayTest {

    /** L merges two pairs, U one; the 2048 makes every cell 4 digits wide, so a board 3 × 6 = 18 columns. */
    private static final Replay REPLAY = Replay.play(Board.parse("2 2 0/0 4 4/8 0 2048"),
            List.of(Direction.LEFT, Direction.UP));

    @Test
    void render_wideTerminal_everyBoardInOneBandWithItsHeader() {
        List<String> lines = AnsiReplay.render(REPLAY, 200).lines().toList();

        assertEquals("start" + " ".repeat(18 - 5 + 2) + "after L (1 of 2)" + " ".repeat(18 - 16 + 2)
                + "after U (2 of 2)", lines.get(0));
        assertEquals("  2     2         " + "  " + "  4*              " + "  " + "  4    2048       ",
                plain(lines.get(1)));
        assertEquals("        4     4   " + "  " + "  8*              " + "  " + "  16*             ",
                plain(lines.get(2)));
        assertEquals(List.of("", "* a tile made by merging in that move"), lines.subList(4, lines.size()));
    }

    @Test
    void render_narrowTerminal_oneBoardABand() {
        List<String> lines = AnsiReplay.render(REPLAY, 30).lines().toList();

        assertEquals(List.of("start", "after L (1 of 2)", "after U (2 of 2)"),
                List.of(lines.get(0), lines.get(5), lines.get(10)));
        assertEquals(List.of("", "", ""), List.of(lines.get(4), lines.get(9), lines.get(14)));
        assertEquals(16, lines.size());
    }

    @Test
    void render_cells_colouredAsTheirTilesMergedOnesBoldAndMarked() {
        String text = AnsiReplay.render(REPLAY, 30);
        List<String> lines = text.lines().toList();

        String afterLeftFirstRow = lines.get(6);
        String mergedFour = "\u001b[48;5;" + AnsiReplay.xterm256(TileColors.background(2)) + ";38;5;"
                + AnsiReplay.xterm256(TileColors.text(2)) + ";1m  4*  ";
        assertTrue(afterLeftFirstRow.startsWith(mergedFour), afterLeftFirstRow);
        String empty = "\u001b[48;5;" + AnsiReplay.xterm256(TileColors.background(0)) + ";38;5;"
                + AnsiReplay.xterm256(TileColors.text(0)) + ";22m      ";
        assertTrue(afterLeftFirstRow.endsWith(empty + empty + "\u001b[0m"), afterLeftFirstRow);
        assertEquals(4, text.chars().filter(c -> c == '*').count(), "three merges and the legend: " + text);
    }

    /** A 20×20 board with tiles up to 2048, played L then U: 120 columns a board in decimals. */
    private static Replay wideReplay() {
        StringBuilder board = new StringBuilder();
        for (int row = 0; row < 20; row++) {
            for (int column = 0; column < 20; column++) {
                board.append(column == 0 ? "" : " ").append(row == column ? 2048 : (row + column) % 3 == 0 ? 2 : 0);
            }
            board.append('/');
        }
        return Replay.play(Board.parse(board.substring(0, board.length() - 1)), List.of(Direction.LEFT, Direction.UP));
    }

    @Test
    void render_20x20At80Or100Columns_exponentsInCellsThatFit() {
        for (int width : new int[] {80, 100}) {
            String text = AnsiReplay.render(wideReplay(), width);

            for (String line : text.lines().toList()) {
                assertTrue(plain(line).length() < width, width + " columns: " + plain(line).length() + " '" + line + "'");
            }
            assertTrue(text.contains("Numbers are exponents: 11 is 2048."), text);
            assertTrue(plain(text.lines().toList().get(1)).startsWith("11 "), text);
        }
    }

    @Test
    void render_20x20At200Columns_decimalsAsEver() {
        String text = AnsiReplay.render(wideReplay(), 200);

        assertTrue(plain(text.lines().toList().get(1)).startsWith(" 2048 "), text);
        assertFalse(text.contains("exponents"), text);
    }

    @Test
    void xterm256_primariesAndGrey_nearestPaletteEntries() {
        assertEquals(16, AnsiReplay.xterm256(0x000000));
        assertEquals(231, AnsiReplay.xterm256(0xffffff));
        assertEquals(196, AnsiReplay.xterm256(0xff0000));
        assertEquals(21, AnsiReplay.xterm256(0x0000ff));
        assertEquals(244, AnsiReplay.xterm256(0x808080));
    }

    /** The text without its escape sequences: what the terminal shows. */
    private static String plain(String line) {
        return line.replaceAll("\u001b\\[[0-9;]*m", "");
    }
}
