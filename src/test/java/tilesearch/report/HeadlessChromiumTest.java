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

/** The browser tests' helper must see what it claims to: sizes as laid out, and errors when there are some. */
@Tag("browser")
class HeadlessChromiumTest {

    @TempDir
    Path temp;

    @Test
    @Timeout(90)
    void boxesAndConsoleErrors_seeWhatThePageDid() throws Exception {
        Path page = temp.resolve("page.html");
        Files.writeString(page, """
                <!DOCTYPE html><html><body>
                <svg id="wide" width="300" height="40"><title>wide one</title></svg>
                <svg width="20" height="70"></svg>
                <script>console.error("written on purpose");</script>
                </body></html>
                """, StandardCharsets.UTF_8);

        try (HeadlessChromium browser = HeadlessChromium.start(temp, 800, 600)) {
            browser.open(page);

            assertEquals(List.of(new HeadlessChromium.Box("wide one", 300, 40), new HeadlessChromium.Box("svg", 20, 70)),
                    browser.boxes("svg"));
            List<String> errors = browser.consoleErrors();
            assertEquals(1, errors.size(), "errors: " + errors);
            assertTrue(errors.get(0).contains("written on purpose"), errors.get(0));
            assertEquals(List.of(), browser.consoleErrors(), "errors are handed out once");
            Path screenshot = temp.resolve("shots").resolve("page.png");
            assertTrue(browser.screenshot(screenshot) > 1_000);
            assertTrue(Files.size(screenshot) > 1_000);
        }
    }
}
