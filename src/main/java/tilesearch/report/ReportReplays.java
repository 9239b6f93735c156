package tilesearch.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tilesearch.replay.ReplayableInputs;
import tilesearch.replay.RowReplays;
import tilesearch.results.ResultRow;

/**
 * Which boards the report replays, and their replays: up to {@value #MOST} boards, those with the largest tiles
 * and the slowest in turn, each once. A replay needs the board's input file again, read from the working folder
 * as the row names it, so a report made elsewhere says why a replay is missing instead of failing.
 */
public final class ReportReplays {

    /** The most boards replayed: a 20×20 board at K = 20 is 21 grids, and the page must stay readable. */
    public static final int MOST = 10;

    private ReportReplays() {
    }

    /**
     * The boards to replay, in the order shown: the largest tile first, then the slowest, then the second
     * largest, and so on, each board once, rows without an answer (errors) left out.
     */
    public static List<ResultRow> pick(List<ResultRow> largestTiles, List<ResultRow> slowest) {
        Map<BoardKey, ResultRow> picked = new LinkedHashMap<>();
        for (int i = 0; picked.size() < MOST && (i < largestTiles.size() || i < slowest.size()); i++) {
            for (List<ResultRow> ranking : List.of(largestTiles, slowest)) {
                if (i < ranking.size() && picked.size() < MOST && ranking.get(i).maxTile() != null) {
                    picked.putIfAbsent(BoardKey.of(ranking.get(i)), ranking.get(i));
                }
            }
        }
        return new ArrayList<>(picked.values());
    }

    /**
     * The replays of {@code rows}, in their order, reading only what {@code readable} allows; a row whose input
     * cannot be read gets the reason instead.
     */
    public static List<RowReplays.Outcome> replay(List<ResultRow> rows, ReplayableInputs readable) {
        List<RowReplays.Outcome> replays = new ArrayList<>(rows.size());
        for (ResultRow row : rows) {
            try {
                replays.add(RowReplays.replay(readable, row));
            } catch (IOException e) {
                replays.add(new RowReplays.Unreadable(row, "cannot read " + row.file() + ": " + e.getMessage()));
            }
        }
        return replays;
    }
}
