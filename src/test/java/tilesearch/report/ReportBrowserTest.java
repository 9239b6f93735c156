package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

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

    @TempDir
    Path temp;

    @Test
    @Timeout(90)
    void report_rendersEveryChartWithoutConsoleErrors() throws Exception {
        Report report = Report.compared("outputs/results.csv", Fixtures.rows(Fixtures.REALISTIC),
                "outputs/last-night.csv", Fixtures.rows(Fixtures.REALISTIC_BASELINE));
        Files.createDirectories(PAGE.getParent());
        Files.writeString(PAGE, HtmlReport.render(report), StandardCharsets.UTF_8);

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
}
