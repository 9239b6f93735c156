package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.input.Input;
import tilesearch.input.InputFilter;
import tilesearch.input.JobSources;
import tilesearch.input.SkipRule;

class BoardCounterTest {

    @Test
    void getAsLong_twoFiles_unknownUntilCountedThenEveryBoard(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.txt"), "2 2\n4 8\n\n".repeat(3));
        Files.writeString(dir.resolve("b.txt"), "2 0\n0 2\n\n".repeat(4));

        try (BoardCounter counter = new BoardCounter(walk(dir.toString()), 5)) {
            long total = counter.getAsLong();
            for (int tries = 0; total == BoardCounter.UNKNOWN && tries < 500; tries++) {
                Thread.sleep(10);
                total = counter.getAsLong();
            }

            assertEquals(7, total);
        }
    }

    @Test
    void getAsLong_standardInput_staysUnknown() throws Exception {
        try (BoardCounter counter = new BoardCounter(walk("-"), 5)) {
            counter.getAsLong();
            Thread.sleep(50);

            assertEquals(BoardCounter.UNKNOWN, counter.getAsLong());
        }
    }

    @Test
    void getAsLong_closedBeforeAsked_neverCounts(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.txt"), "2 2\n4 8\n");
        BoardCounter counter = new BoardCounter(walk(dir.toString()), 5);
        counter.close();
        counter.getAsLong();
        Thread.sleep(50);

        assertEquals(BoardCounter.UNKNOWN, counter.getAsLong());
    }

    private static List<Input> walk(String path) throws IOException {
        return JobSources.walk(List.of(path), SkipRule.NONE, InputFilter.EVERY_FILE);
    }
}
