package tilesearch.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.RandomBoards;

class ReplayTest {

    /** How many cells of the board after {@code step} its move made by merging. */
    private static int merges(Step step) {
        int merges = 0;
        for (int row = 0; row < step.after().size(); row++) {
            for (int column = 0; column < step.after().size(); column++) {
                merges += step.merged(row, column) ? 1 : 0;
            }
        }
        return merges;
    }

    @Test
    void play_knownBoard_stepsAndMergedCells() {
        Board start = Board.parse("2 2 4 4/0 0 0 0/4 0 4 8/2 0 0 0");

        Replay replay = Replay.play(start, List.of(Direction.LEFT, Direction.UP));

        assertEquals(start, replay.start());
        Step left = replay.steps().get(0);
        assertEquals(Board.parse("4 8 0 0/0 0 0 0/8 8 0 0/2 0 0 0"), left.after());
        assertEquals(List.of(true, true, false, false, true, false), List.of(left.merged(0, 0), left.merged(0, 1),
                left.merged(0, 2), left.merged(2, 1), left.merged(2, 0), left.merged(3, 0)));
        assertEquals(3, merges(left));
        Step up = replay.steps().get(1);
        assertEquals(Board.parse("4 16 0 0/8 0 0 0/2 0 0 0/0 0 0 0"), up.after());
        assertEquals(1, merges(up));
        assertEquals(true, up.merged(0, 1));
        assertEquals(up.after(), replay.last());
    }

    @Test
    void play_noMoves_lastIsTheStart() {
        Board start = Board.parse("2 0/0 2");

        Replay replay = Replay.play(start, List.of());

        assertEquals(List.of(), replay.steps());
        assertEquals(start, replay.last());
    }

    @Test
    void play_moveThatChangesNothing_isAStepWithoutMerges() {
        Board start = Board.parse("2 4/0 0");

        Step step = Replay.play(start, List.of(Direction.UP)).steps().get(0);

        assertEquals(start, step.after());
        assertEquals(0, merges(step));
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
            Board before = board;
            for (int i = 0; i < moves.size(); i++) {
                Step step = replay.steps().get(i);
                assertEquals(moves.get(i), step.move());
                assertEquals(before.move(moves.get(i)), step.after(), "trial " + trial + ", move " + i);
                boolean[] expected = referenceMerged(before, moves.get(i));
                boolean[] actual = new boolean[size * size];
                for (int cell = 0; cell < actual.length; cell++) {
                    actual[cell] = step.merged(cell / size, cell % size);
                }
                assertArrayEquals(expected, actual, "trial " + trial + ": " + before + " moved " + moves.get(i));
                before = step.after();
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
