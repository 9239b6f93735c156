package tilesearch.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.replay.RowReplays;
import tilesearch.results.ResultRow;

/**
 * Opens a real report from disk in headless Chromium, as a user would, and checks that it renders: every chart has
 * a size, nothing was logged as an error (a blocked network request or a broken style would be). The full-page
 * screenshot is kept as {@code target/report-screenshot.png}.
 *
 * <p>Tagged {@code browser}: it needs {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} (install both
 * with {@code scripts/install-chromium.sh}) and takes a few seconds; skip it locally with
 * {@code mvn test -DexcludedGroups=browser}. It fails, not skips, when they are missing, so CI cannot pass without
 * them.
 */
@Tag("browser")
class ReportBrowserTest {

    private static final int WIDTH = 1360;
    private static final Path SCREENSHOT = Path.of("target", "report-screenshot.png");
    private static final Path PAGE = Path.of("target", "report-browser-test.html");
    private static final Path REPLAY_SCREENSHOT = Path.of("target", "replay-screenshot.png");
    private static final Path REPLAY_PAGE = Path.of("target", "report-replay-test.html");

    @TempDir
    Path temp;

    @Test
    @Timeout(90)
    void report_rendersEveryChartWithoutConsoleErrors() throws Exception {
        Report report = Fixtures.compared("outputs/results.csv", Fixtures.rows(Fixtures.REALISTIC),
                "outputs/last-night.csv", Fixtures.rows(Fixtures.REALISTIC_BASELINE));
        Files.createDirectories(PAGE.getParent());
        Files.writeString(PAGE, HtmlReport.render(report, List.of()), StandardCharsets.UTF_8);

        try (HeadlessChromium browser = HeadlessChromium.start(temp, WIDTH, 900)) {
            browser.open(PAGE);

            List<HeadlessChromium.Box> charts = browser.boxes(".charts > svg");
            assertEquals(4, charts.size(), "charts on the page: " + charts);
            for (HeadlessChromium.Box chart : charts) {
                assertTrue(chart.width() > 100 && chart.height() > 100, "chart rendered too small or not at all: "
                        + chart);
            }
            long bytes = browser.screenshot(SCREENSHOT);
            assertTrue(bytes > 10_000, "screenshot suspiciously small: " + bytes + " bytes");
            assertEquals(List.of(), browser.consoleErrors(), "the page logged errors");
        }
    }

    /**
     * The replays of a real run's boards render: every grid has a size (a 20×20 board at K = 20 at least 20 pixels
     * a cell, so its numbers stay readable) and nothing is logged as an error. The first replay's screenshot is kept
     * as {@code target/replay-screenshot.png} ({@code docs/replay.png}, shown in docs/usage.md).
     */
    @Test
    @Timeout(90)
    void report_replaysRenderEveryGridWithoutConsoleErrors() throws Exception {
        // inputs under target/, named relative to the working folder as a run names them, for the docs' picture
        Path inputs = Files.createDirectories(Path.of("target", "replay-inputs"));
        ResultRow small = ReplayRows.searched(inputs.resolve("small.txt"),
                Board.parse("64 64 128 256 512/256 0 256 0 64/4 0 4 0 2/0 8 0 8 0/2 16 2 0 4"), 5, 12.5);
        ResultRow large = ReplayRows.applied(inputs.resolve("large.txt"),
                RandomBoards.random(new SplittableRandom(20), 20, 0.5, 7), 20, 20, 480.0);
        Report report = Fixtures.report("outputs/results.csv", List.of(small, large));
        List<RowReplays.Outcome> replays = ReportReplays.replay(report.replayed(), ReplayRows.inputsUnder(inputs));
        assertEquals(List.of("", ""), replays.stream().map(RowReplays.Outcome::message).toList());
        Files.writeString(REPLAY_PAGE, HtmlReport.render(report, replays), StandardCharsets.UTF_8);

        try (HeadlessChromium browser = HeadlessChromium.start(temp, WIDTH, 900)) {
            browser.open(REPLAY_PAGE);

            List<HeadlessChromium.Box> grids = browser.boxes("details.replay svg.grid");
            int smallGrids = small.path().length() + 1;
            assertEquals(smallGrids + 21, grids.size(), "grids on the page");
            for (int i = 0; i < grids.size(); i++) {
                double least = (i < smallGrids ? 5 : 20) * 20;
                assertTrue(grids.get(i).width() >= least && grids.get(i).height() >= least,
                        "grid " + i + " rendered too small or not at all: " + grids.get(i));
            }
            assertEquals("start", grids.get(0).label());
            assertEquals("after " + small.path().charAt(0) + " (1 of " + small.path().length() + ")",
                    grids.get(1).label());
            assertTrue(browser.screenshot(REPLAY_SCREENSHOT, "details.replay") > 10_000);
            assertEquals(List.of(), browser.consoleErrors(), "the page logged errors");
        }
    }
}
