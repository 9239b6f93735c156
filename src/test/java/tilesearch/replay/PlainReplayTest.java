package tilesearch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;

class PlainReplayTest {

    @Test
    void render_twoMoves_blocksWithHeadersSeparatedByOneBlankLine() {
        Replay replay = Replay.play(Board.parse("2 2 0/0 4 4/0 0 8"), List.of(Direction.LEFT, Direction.UP));

        assertEquals("""
                start
                2 2 0
                0 4 4
                0 0 8

                after L (1 of 2)
                4 0 0
                8 0 0
                8 0 0

                after U (2 of 2)
                4 0 0
                16 0 0
                0 0 0
                """, PlainReplay.render(replay));
    }

    @Test
    void render_noMoves_startOnly() {
        assertEquals("start\n2\n", PlainReplay.render(Replay.play(Board.parse("2"), List.of())));
    }
}
