package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;

/**
 * A lone deep board in the real program, with a short {@code --progress} interval and no terminal: the log lines
 * must show the board's search as it goes, every field of it, and the run must still end with its usual row.
 */
class SolveProgressTest {

    /** A lone 20×20 board at this K runs well past the deadline on two threads, however fast the machine. */
    private static final int MOVES = 20;
    private static final String DEADLINE = "4s";

    private static final Pattern SEARCH = Pattern.compile("board: best (\\d+), upper bound (\\d+)(, ETA "
            + "\\d+:\\d\\d:\\d\\d)?, searched for (\\d+:\\d\\d:\\d\\d), ([0-9,]+) nodes, ([0-9,]+) nodes/s, subtrees "
            + "([0-9,]+) done of ([0-9,]+) split");

    @TempDir
    Path work;

    @Test
    void solve_loneDeepBoardWithShortInterval_progressShowsTheSearchAndTheRowIsUnchanged() throws Exception {
        Board board = RandomBoards.random(new SplittableRandom(3), 20, 0.5, 10);
        Path input = Files.writeString(work.resolve("deep.txt"), board.toText() + "\n");
        Path csv = work.resolve("out.csv");
        Path stderr = work.resolve("stderr.txt");

        Process process = TileSearchProcess.start(work, stderr, "solve", "--threads", "2", "--moves",
                Integer.toString(MOVES), "--progress", "200ms", "--deadline", DEADLINE, "--out", csv.toString(),
                input.toString());
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the run did not end");
        } finally {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }

        List<String> progress = Files.readAllLines(stderr, StandardCharsets.UTF_8).stream()
                .filter(line -> line.contains(" ProgressReport - ")).toList();
        assertTrue(progress.size() >= 5, "a line every 200 ms for 4 s:\n" + String.join("\n", progress));
        for (String line : progress) {
            // the lone board's own figures once the input is counted, the counts before and after its search
            assertTrue(line.matches(".* ProgressReport - (board: best .*|([01] boards?|[01] of 1 boards \\(\\d+\\.\\d%\\))"
                    + "(; board: .*;|,) [0-9.,]+ boards/s, 0 errors, 0 timeouts)"), line);
        }
        List<Matcher> searches = progress.stream().map(SEARCH::matcher).filter(Matcher::find).toList();
        // the search shows once it has run for an interval (when it starts depends on the machine's load), and
        // then on every line until it ends
        List<Integer> showing = new ArrayList<>();
        for (int i = 0; i < progress.size(); i++) {
            if (SEARCH.matcher(progress.get(i)).find()) {
                showing.add(i);
            }
        }
        assertTrue(showing.size() >= 3 && showing.get(showing.size() - 1) - showing.get(0) == showing.size() - 1,
                "the board shows on every line while it is searched:\n" + String.join("\n", progress));
        Matcher last = searches.get(searches.size() - 1);
        long nodes = Long.parseLong(last.group(5).replace(",", ""));
        assertTrue(nodes > 0, last.group());
        assertTrue(Long.parseLong(last.group(6).replace(",", "")) > 0, last.group());
        int best = new BigInteger(last.group(1)).getLowestSetBit();
        int bound = new BigInteger(last.group(2)).getLowestSetBit();
        assertTrue(best >= board.maxExponent() && bound >= best, last.group());
        int finished = Integer.parseInt(last.group(7).replace(",", ""));
        int split = Integer.parseInt(last.group(8).replace(",", ""));
        // how many subtrees finish by the deadline depends on the machine; BestSearcherProgressTest checks them
        assertTrue(split > 0 && finished <= split, last.group());
        long first = Long.parseLong(searches.get(0).group(5).replace(",", ""));
        assertTrue(first < nodes, "nodes grow from line to line: " + first + " then " + nodes);

        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(1, rows.size());
        assertTrue(List.of("ok", "stopped").contains(rows.get(0).get("status")), rows.get(0).toString());
        assertTrue(new BigInteger(rows.get(0).get("max_tile")).getLowestSetBit() >= best,
                "the row's best is at least the best shown last: " + rows.get(0));
    }
}
