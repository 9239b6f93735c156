package tilesearch.report;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.board.Tiles;
import tilesearch.replay.ReplayableInputs;
import tilesearch.results.ResultRow;
import tilesearch.search.ClassicSearcher;

/** Input files and the results rows {@code solve} writes for them, for tests of the report's replays. */
final class ReplayRows {

    private ReplayRows() {
    }

    /** What a run of the inputs under {@code folder} lets a replay read: the files under it. */
    static ReplayableInputs inputsUnder(Path folder) {
        return ReplayableInputs.of(List.of(folder.toString()));
    }

    /** {@code moves} random moves played on {@code start}: an apply board written to {@code input}, and its row. */
    static ResultRow applied(Path input, Board start, int moves, long seed, double elapsedMs) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder letters = new StringBuilder();
        List<Direction> directions = new ArrayList<>();
        for (int i = 0; i < moves; i++) {
            Direction direction = Direction.ofOrdinal(random.nextInt(4));
            directions.add(direction);
            letters.append(direction.letter());
        }
        Files.writeString(input, start.toText() + "\n" + letters + "\n");
        Board after = start.play(directions);
        return row(input, start.size(), "apply", letters.toString(), after.maxExponent(), letters.toString(), after,
                directions.size(), elapsedMs);
    }

    /** {@code start} solved at K = {@code moves}: a search board written to {@code input}, and its row. */
    static ResultRow searched(Path input, Board start, int moves, double elapsedMs) throws IOException {
        Files.writeString(input, start.toText() + "\n");
        SearchResult result = new ClassicSearcher().search(start, moves);
        StringBuilder path = new StringBuilder();
        result.path().forEach(direction -> path.append(direction.letter()));
        return row(input, start.size(), "search", Integer.toString(moves), result.maxExponent(), path.toString(),
                result.boardAfter(), result.nodes(), elapsedMs);
    }

    private static ResultRow row(Path input, int size, String task, String moves, int maxExponent, String path,
            Board after, long nodes, double elapsedMs) {
        BigInteger tile = new BigInteger(Tiles.decimal(maxExponent));
        return new ResultRow(input.toString(), 1, 1L, "", size, task, moves, tile, path, after.toNotation(), tile,
                nodes, elapsedMs, ResultRow.OK, "", "");
    }
}
