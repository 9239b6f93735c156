package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.RandomBoards;

/**
 * {@code solve} with stderr in a file, as under nohup: once the input is counted, its progress lines, there and
 * in the run log, carry the total, the percentage and the ETA.
 */
class ProgressLogProcessTest {

    private static final int BOARDS = 2_000;

    /** A progress line with the total and an ETA, as a log line: time, level, thread, logger, message. */
    private static final Pattern COUNTED = Pattern.compile(
            ".*INFO  \\[tilesearch-progress\\] ProgressReport - [0-9,]+ of 2,000 boards \\(\\d+\\.\\d%\\), "
                    + "ETA \\d+:\\d\\d:\\d\\d, [0-9,.]+ boards/s, .*");

    @TempDir
    Path work;

    @Test
    void solve_stderrInAFile_progressLinesCarryTheTotalAndAnEta() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        StringBuilder boards = new StringBuilder();
        for (int i = 0; i < BOARDS; i++) {
            boards.append(RandomBoards.random(random, 12, 0.6, 10).toText()).append("\n\n");
        }
        Path input = Files.writeString(work.resolve("many.txt"), boards);
        Path err = work.resolve("err.txt");

        TileSearchProcess.run(work, err, List.of(), 120, "solve", "--moves", "12", "--progress", "300ms",
                "--deadline", "5s", "--out", work.resolve("out.csv").toString(), input.toString());

        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertTrue(stderr.lines().anyMatch(line -> COUNTED.matcher(line).matches()), stderr);
        assertTrue(!stderr.contains("\r"), stderr);
        String log = Files.readString(work.resolve("out.csv.log"), StandardCharsets.UTF_8);
        assertTrue(log.lines().anyMatch(line -> COUNTED.matcher(line).matches()), log);
    }
}
