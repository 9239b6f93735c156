package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens a real report from disk in headless Chromium, as a user would, and checks that it renders: every chart has
 * a size, nothing was logged as an error (a blocked network request or a broken style would be). The full-page
 * screenshot is kept as {@code target/report-screenshot.png}.
 *
 * <p>Tagged {@code browser}: it needs {@code /usr/bin/chromium} (install with {@code scripts/install-chromium.sh})
 * and takes a few seconds; skip it locally with {@code mvn test -DexcludedGroups=browser}. It fails, not skips,
 * when Chromium is missing, so CI cannot pass without it.
 */
@Tag("browser")
class ReportBrowserTest {

    private static final int WIDTH = 1360;
    private static final Path SCREENSHOT = Path.of("target", "report-screenshot.png");
    private static final Path PAGE = Path.of("target", "report-browser-test.html");

    @TempDir
    Path temp;

    @Test
    @Timeout(60)
    @SuppressWarnings("unchecked")
    void report_rendersEveryChartWithoutConsoleErrors() throws Exception {
        assertTrue(Files.isExecutable(DevTools.CHROMIUM),
                DevTools.CHROMIUM + " is missing: run scripts/install-chromium.sh (needs root and Debian's packages)");
        Report report = Report.compared("outputs/results.csv", Fixtures.rows(Fixtures.REALISTIC),
                "outputs/last-night.csv", Fixtures.rows(Fixtures.REALISTIC_BASELINE));
        Files.createDirectories(PAGE.getParent());
        Files.writeString(PAGE, HtmlReport.render(report), StandardCharsets.UTF_8);

        try (DevTools browser = DevTools.launch(temp.resolve("profile"), WIDTH, 900)) {
            browser.call("Runtime.enable", "{}");
            browser.call("Log.enable", "{}");
            browser.call("Page.enable", "{}");
            browser.call("Emulation.setDeviceMetricsOverride",
                    "{\"width\":" + WIDTH + ",\"height\":900,\"deviceScaleFactor\":1,\"mobile\":false}");
            browser.call("Page.navigate", "{\"url\":" + Json.quote(PAGE.toAbsolutePath().toUri().toString()) + "}");
            browser.await("Page.loadEventFired");

            Map<String, Object> sizes = browser.call("Runtime.evaluate", "{\"returnByValue\":true,\"expression\":"
                    + Json.quote("JSON.stringify([...document.querySelectorAll('svg')].map(svg => {"
                            + " const box = svg.getBoundingClientRect();"
                            + " return [svg.querySelector('title').textContent, box.width, box.height]; }))")
                    + "}");
            List<Object> charts = (List<Object>) Json.parse(
                    (String) ((Map<String, Object>) sizes.get("result")).get("value"));
            assertEquals(4, charts.size(), "charts on the page: " + charts);
            for (Object chart : charts) {
                List<Object> titleWidthHeight = (List<Object>) chart;
                assertTrue((Double) titleWidthHeight.get(1) > 100 && (Double) titleWidthHeight.get(2) > 100,
                        "chart rendered too small or not at all: " + titleWidthHeight);
            }

            Map<String, Object> layout = browser.call("Page.getLayoutMetrics", "{}");
            double height = (Double) ((Map<String, Object>) layout.get("cssContentSize")).get("height");
            Map<String, Object> shot = browser.call("Page.captureScreenshot", "{\"format\":\"png\","
                    + "\"captureBeyondViewport\":true,\"clip\":{\"x\":0,\"y\":0,\"width\":" + WIDTH
                    + ",\"height\":" + Math.ceil(height) + ",\"scale\":1}}");
            byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
            Files.write(SCREENSHOT, png);
            assertTrue(png.length > 10_000, "screenshot suspiciously small: " + png.length + " bytes");

            assertEquals(List.of(), errors(browser.events()), "the page logged errors");
        }
    }

    /** The console errors, uncaught exceptions and browser log errors among DevTools events. */
    @SuppressWarnings("unchecked")
    private static List<String> errors(List<Map<String, Object>> events) {
        List<String> errors = new ArrayList<>();
        for (Map<String, Object> event : events) {
            Object method = event.get("method");
            Map<String, Object> params = (Map<String, Object>) event.get("params");
            if ("Runtime.exceptionThrown".equals(method)) {
                errors.add("exception: " + params.get("exceptionDetails"));
            } else if ("Runtime.consoleAPICalled".equals(method)
                    && List.of("error", "assert").contains(params.get("type"))) {
                errors.add("console." + params.get("type") + ": " + params.get("args"));
            } else if ("Log.entryAdded".equals(method)) {
                Map<String, Object> entry = (Map<String, Object>) params.get("entry");
                if ("error".equals(entry.get("level"))) {
                    errors.add("log: " + entry.get("text") + " " + entry.getOrDefault("url", ""));
                }
            }
        }
        return errors;
    }
}
