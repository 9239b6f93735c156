package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * A headless Chromium for browser tests, driven by Selenium WebDriver through Debian's {@code chromedriver}: open a
 * file from disk, measure elements, read the console's errors, take a screenshot of the page or of one element.
 * Use one per test, in a try-with-resources block, so the browser and its driver stop also when the test fails.
 *
 * <p>Both binaries are named explicitly ({@link #CHROMEDRIVER}, {@link #CHROMIUM}), so Selenium Manager never looks
 * for, or downloads, a driver or a browser: this machine reaches no network beyond package mirrors. The flags are
 * those Chromium needs as root with no network: no sandbox, no GPU, no background connections to Google, and a
 * fresh profile in the scratch folder. The driver listens on a free port of the loopback interface only.
 *
 * <p>Not thread-safe: one test thread drives one browser.
 */
final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /** How long a page may take to load; a report of many rows is a large page. */
    private static final Duration PAGE_LOAD = Duration.ofSeconds(60);

    /** One element's rendered size in CSS pixels, with a label to name it in a failure. */
    record Box(String label, double width, double height) {
    }

    private final ChromeDriver driver;

    private HeadlessChromium(ChromeDriver driver) {
        this.driver = driver;
    }

    /**
     * Starts Chromium with a window of {@code width} × {@code height} CSS pixels and an empty profile under
     * {@code scratch} (a folder the test owns, e.g. a {@code @TempDir}), which also gets the driver's log and the
     * browser's temporary files. Fails with a hint when a binary is missing, so CI cannot pass without them.
     */
    static HeadlessChromium start(Path scratch, int width, int height) throws IOException {
        for (Path binary : List.of(CHROMIUM, CHROMEDRIVER)) {
            assertTrue(Files.isExecutable(binary),
                    binary + " is missing: run scripts/install-chromium.sh (needs root and Debian's packages)");
        }
        Path profile = Files.createDirectories(scratch.resolve("chromium-profile"));
        // Chromium puts its singleton socket under TMPDIR; keep it beside the profile so both are cleaned up
        Path temporary = Files.createDirectories(scratch.resolve("chromium-tmp"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .withEnvironment(Map.of("TMPDIR", temporary.toString()))
                .withLogFile(scratch.resolve("chromedriver.log").toFile())
                .build();
        ChromeOptions options = new ChromeOptions()
                .setBinary(CHROMIUM.toFile())
                .addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--disable-extensions", "--hide-scrollbars", "--mute-audio",
                        "--window-size=" + width + "," + height, "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        options.setPageLoadTimeout(PAGE_LOAD);
        return new HeadlessChromium(new ChromeDriver(service, options));
    }

    /** Opens a file from disk and returns once it has loaded. */
    void open(Path file) {
        driver.get(file.toAbsolutePath().toUri().toString());
    }

    /**
     * The rendered boxes of the elements matching a CSS selector, in document order. Each is labelled by its
     * {@code <title>} child (SVG) or else its {@code id}, or its tag name. One round trip, however many match.
     */
    List<Box> boxes(String cssSelector) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> found = (List<Map<String, Object>>) driver.executeScript("""
                return [...document.querySelectorAll(arguments[0])].map(element => {
                  const box = element.getBoundingClientRect();
                  const title = element.querySelector(':scope > title');
                  return { label: title ? title.textContent : (element.id || element.tagName),
                           width: box.width, height: box.height };
                });""", cssSelector);
        List<Box> boxes = new ArrayList<>(found.size());
        for (Map<String, Object> box : found) {
            boxes.add(new Box((String) box.get("label"), ((Number) box.get("width")).doubleValue(),
                    ((Number) box.get("height")).doubleValue()));
        }
        return boxes;
    }

    /**
     * The browser log's errors since the last call: console errors, uncaught exceptions, failed loads and
     * Content-Security-Policy violations all land there at level SEVERE.
     */
    List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
        return errors;
    }

    /**
     * Writes a PNG of the whole page, not only the window, to {@code file} (parent folders are created) and
     * returns its size in bytes.
     */
    long screenshot(Path file) throws IOException {
        Map<String, Object> layout = driver.executeCdpCommand("Page.getLayoutMetrics", Map.of());
        @SuppressWarnings("unchecked")
        Map<String, Object> content = (Map<String, Object>) layout.get("cssContentSize");
        return capture(file, 0, 0, ((Number) content.get("width")).doubleValue(),
                ((Number) content.get("height")).doubleValue());
    }

    /**
     * Writes a PNG of the first element matching {@code cssSelector}, whole even where it runs past the window,
     * to {@code file} (parent folders are created) and returns its size in bytes.
     */
    long screenshot(Path file, String cssSelector) throws IOException {
        @SuppressWarnings("unchecked")
        Map<String, Object> box = (Map<String, Object>) driver.executeScript("""
                const box = document.querySelector(arguments[0]).getBoundingClientRect();
                return { x: box.left + window.scrollX, y: box.top + window.scrollY,
                         width: box.width, height: box.height };""", cssSelector);
        return capture(file, ((Number) box.get("x")).doubleValue(), ((Number) box.get("y")).doubleValue(),
                ((Number) box.get("width")).doubleValue(), ((Number) box.get("height")).doubleValue());
    }

    /** Captures a rectangle of the page, in CSS pixels from its top left corner, as PNG into {@code file}. */
    private long capture(Path file, double x, double y, double width, double height) throws IOException {
        Map<String, Object> clip = Map.of("x", Math.floor(x), "y", Math.floor(y), "scale", 1,
                "width", Math.ceil(width), "height", Math.ceil(height));
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, png);
        return png.length;
    }

    @Override
    public void close() {
        driver.quit();
    }
}
