package tilesearch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.RandomBoards;

class ReplaySvgTest {

    @Test
    void render_twoMoves_aCaptionedGridPerBoardWithMergedTilesOutlined() {
        Replay replay = Replay.play(Board.parse("2 2 0/0 4 4/8 0 2048"), List.of(Direction.LEFT, Direction.UP));

        String html = ReplaySvg.render(replay);

        assertEquals(List.of("start", "after L (1 of 2)", "after U (2 of 2)"), all(html, "<figcaption>([^<]*)<"));
        assertEquals(List.of("start", "after L (1 of 2)", "after U (2 of 2)"), all(html, "<title>([^<]*)<"));
        assertEquals(3 * 9, all(html, "(<rect )").size(), "a cell per square of each board");
        assertEquals(3, all(html, "class=\"e[0-9]+ m\"").size(), "two merges in L, one in U");
        assertEquals(List.of("2", "2", "4", "4", "8", "2k", "4", "8", "8", "2k", "4", "2k", "16"),
                all(html, ">([^<]+)</text>"));
        assertFalse(html.contains("<script"), html);
    }

    @Test
    void render_randomBoards_cellsColouredByExponentAsTheBoardsHoldThem() {
        SplittableRandom random = new SplittableRandom(4);
        Board board = RandomBoards.random(random, 6, 0.7, 12);
        Replay replay = Replay.play(board, List.of(Direction.DOWN, Direction.RIGHT));

        String html = ReplaySvg.render(replay);

        List<String> classes = all(html, "class=\"e([0-9]+)");
        List<String> expected = new ArrayList<>();
        for (Board shown : List.of(board, replay.boards().get(1), replay.last())) {
            for (int cell = 0; cell < 36; cell++) {
                expected.add(Integer.toString(Math.min(12, shown.exponentAt(cell / 6, cell % 6))));
            }
        }
        assertEquals(expected, classes);
    }

    @Test
    void label_anyTile_atMostFourCharacters() {
        assertEquals("2", ReplaySvg.label(1));
        assertEquals("512", ReplaySvg.label(9));
        assertEquals("1k", ReplaySvg.label(10));
        assertEquals("512k", ReplaySvg.label(19));
        assertEquals("1M", ReplaySvg.label(20));
        assertEquals("32G", ReplaySvg.label(35));
        assertEquals("512E", ReplaySvg.label(69));
        assertEquals("2^70", ReplaySvg.label(70));
        for (int exponent = 1; exponent <= 99; exponent++) {
            assertTrue(ReplaySvg.label(exponent).length() <= 4, ReplaySvg.label(exponent));
        }
    }

    @Test
    void style_aColourForEveryTileClass() {
        for (int exponent = 0; exponent <= 12; exponent++) {
            assertTrue(ReplaySvg.STYLE.contains(".e" + exponent + " { fill: " + TileColors.css(TileColors.background(
                    exponent)) + "; }"), ReplaySvg.STYLE);
        }
    }

    private static List<String> all(String text, String regex) {
        List<String> found = new ArrayList<>();
        Matcher matcher = Pattern.compile(regex).matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(matcher.groupCount() == 0 ? 0 : 1));
        }
        return found;
    }
}
