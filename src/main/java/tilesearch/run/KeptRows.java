package tilesearch.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows an earlier run left that a resumed run keeps, in one results file or in the part files of a folder.
 *
 * @param completed the boards that have a final row
 * @param ok kept rows with status ok
 * @param errors kept error rows
 * @param timeouts kept timeout rows
 * @param droppedByFile rows dropped per input file, because the file changed or is no longer given
 * @param solvedAgain rows dropped so that their boards are solved again: stopped, out of memory, or retried
 */
record KeptRows(KeptBoards completed, long ok, long errors, long timeouts, Map<String, Long> droppedByFile,
        long solvedAgain) {

    /** What the files {@code parts} keep together (one, for a results file), their boards in {@code completed}. */
    static KeptRows of(List<ExistingResults> parts, KeptBoards completed) {
        long ok = 0;
        long errors = 0;
        long timeouts = 0;
        long solvedAgain = 0;
        Map<String, Long> dropped = new LinkedHashMap<>();
        for (ExistingResults part : parts) {
            ok += part.ok();
            errors += part.errors();
            timeouts += part.timeouts();
            solvedAgain += part.solvedAgain();
            part.droppedByFile().forEach((file, rows) -> dropped.merge(file, rows, Long::sum));
        }
        return new KeptRows(completed, ok, errors, timeouts, dropped, solvedAgain);
    }

    /** Every row dropped: those of files dropped, and those solved again. */
    long dropped() {
        long dropped = solvedAgain;
        for (long rows : droppedByFile.values()) {
            dropped += rows;
        }
        return dropped;
    }

    /** Kept rows that are not exact: errors and timeouts. */
    long inexact() {
        return errors + timeouts;
    }
}
