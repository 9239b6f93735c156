package tilesearch.report;

import java.util.Objects;
import tilesearch.replay.Replay;
import tilesearch.results.ResultRow;

/**
 * One board's replay as the report shows it: the row, and its replay, or why there is none (the input is gone,
 * or the row does not hold up against it).
 *
 * @param row the board's row, whole
 * @param replay the replay, or {@code null} when it could not be made
 * @param unavailable why there is no replay; {@code ""} when there is one
 */
public record BoardReplay(ResultRow row, Replay replay, String unavailable) {

    public BoardReplay {
        Objects.requireNonNull(row, "row");
        Objects.requireNonNull(unavailable, "unavailable");
    }
}
