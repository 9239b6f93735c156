package tilesearch.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.RandomBoards;

class ReplayTest {

    /** How many cells of board {@code board} of {@code replay} the move before it made by merging. */
    private static int merges(Replay replay, int board) {
        int merges = 0;
        int size = replay.boards().get(board).size();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                merges += replay.merged(board, row, column) ? 1 : 0;
            }
        }
        return merges;
    }

    @Test
    void play_knownBoard_stepsAndMergedCells() {
        Board start = Board.parse("2 2 4 4/0 0 0 0/4 0 4 8/2 0 0 0");

        Replay replay = Replay.play(start, List.of(Direction.LEFT, Direction.UP));

        assertEquals(start, replay.boards().get(0));
        assertEquals(0, merges(replay, 0));
        assertEquals(Board.parse("4 8 0 0/0 0 0 0/8 8 0 0/2 0 0 0"), replay.boards().get(1));
        assertEquals(List.of(true, true, false, false, true, false), List.of(replay.merged(1, 0, 0),
                replay.merged(1, 0, 1), replay.merged(1, 0, 2), replay.merged(1, 2, 1), replay.merged(1, 2, 0),
                replay.merged(1, 3, 0)));
        assertEquals(3, merges(replay, 1));
        assertEquals(Board.parse("4 16 0 0/8 0 0 0/2 0 0 0/0 0 0 0"), replay.boards().get(2));
        assertEquals(1, merges(replay, 2));
        assertEquals(true, replay.merged(2, 0, 1));
        assertEquals(replay.boards().get(2), replay.last());
        assertEquals(List.of("start", "after L (1 of 2)", "after U (2 of 2)"),
                List.of(replay.caption(0), replay.caption(1), replay.caption(2)));
    }

    @Test
    void play_noMoves_lastIsTheStart() {
        Board start = Board.parse("2 0/0 2");

        Replay replay = Replay.play(start, List.of());

        assertEquals(List.of(start), replay.boards());
        assertEquals(start, replay.last());
    }

    @Test
    void play_moveThatChangesNothing_isAStepWithoutMerges() {
        Board start = Board.parse("2 4/0 0");

        Replay replay = Replay.play(start, List.of(Direction.UP));

        assertEquals(start, replay.boards().get(1));
        assertEquals(0, merges(replay, 1));
    }

    @Test
    void equals_sameStartAndMoves_equalElseNot() {
        Board start = Board.parse("2 2 0/0 4 4/0 0 8");
        Replay replay = Replay.play(start, List.of(Direction.LEFT, Direction.UP));

        assertEquals(replay, Replay.play(Board.parse("2 2 0/0 4 4/0 0 8"), List.of(Direction.LEFT, Direction.UP)));
        assertEquals(replay.hashCode(), Replay.play(start, List.of(Direction.LEFT, Direction.UP)).hashCode());
        assertNotEquals(replay, Replay.play(start, List.of(Direction.UP, Direction.LEFT)));
        assertNotEquals(replay, Replay.play(Board.parse("2 2 0/0 4 4/0 0 4"), List.of(Direction.LEFT, Direction.UP)));
    }

    @Test
    void toText_twoMoves_blocksWithHeadersSeparatedByOneBlankLine() {
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
                """, replay.toText());
    }

    @Test
    void toText_noMoves_startOnly() {
        assertEquals("start\n2\n", Replay.play(Board.parse("2"), List.of()).toText());
    }

    /** The move rule of Board against a slow list-based slide that notes where each merge lands. */
    @Test
    void play_randomBoardsAndPaths_boardsFollowTheMoveRuleAndMergesMatchAReferenceSlide() {
        SplittableRandom random = new SplittableRandom(13);
        for (int trial = 0; trial < 3_000; trial++) {
            int size = 1 + random.nextInt(8);
            Board board = RandomBoards.random(random, size, random.nextDouble(), 1 + random.nextInt(4));
            List<Direction> moves = new ArrayList<>();
            for (int i = random.nextInt(8); i > 0; i--) {
                moves.add(Direction.ofOrdinal(random.nextInt(4)));
            }

            Replay replay = Replay.play(board, moves);

            assertEquals(board.play(moves), replay.last());
            assertEquals(moves, replay.moves());
            Board before = board;
            for (int i = 0; i < moves.size(); i++) {
                Board after = replay.boards().get(i + 1);
                assertEquals(before.move(moves.get(i)), after, "trial " + trial + ", move " + i);
                boolean[] expected = referenceMerged(before, moves.get(i));
                boolean[] actual = new boolean[size * size];
                for (int cell = 0; cell < actual.length; cell++) {
                    actual[cell] = replay.merged(i + 1, cell / size, cell % size);
                }
                assertArrayEquals(expected, actual, "trial " + trial + ": " + before + " moved " + moves.get(i));
                before = after;
            }
        }
    }

    /** Slides each line as a list of tiles read from the wall, noting the index of every merged tile. */
    private static boolean[] referenceMerged(Board board, Direction move) {
        int size = board.size();
        boolean[] merged = new boolean[size * size];
        for (int line = 0; line < size; line++) {
            List<Integer> tiles = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                int cell = cell(move, line, i, size);
                if (board.exponentAt(cell / size, cell % size) != 0) {
                    tiles.add(board.exponentAt(cell / size, cell % size));
                }
            }
            int written = 0;
            for (int t = 0; t < tiles.size(); t++, written++) {
                if (t + 1 < tiles.size() && tiles.get(t).equals(tiles.get(t + 1))) {
                    merged[cell(move, line, written, size)] = true;
                    t++;
                }
            }
        }
        return merged;
    }

    /** The cell at position {@code i} of line {@code line}, counted from the wall {@code move} slides to. */
    private static int cell(Direction move, int line, int i, int size) {
        return switch (move) {
            case LEFT -> line * size + i;
            case RIGHT -> line * size + size - 1 - i;
            case UP -> i * size + line;
            case DOWN -> (size - 1 - i) * size + line;
        };
    }
}
