package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/** The names of a results file's helpers: whole while they fit, shortened and still its own when not. */
class RunFilesTest {

    /** The longest ending a run adds: the run log's compression temporary, a time in nanoseconds in it. */
    private static final String LOG_ROLL_TEMPORARY = ".log.2026-12-01.1234567890123456789.tmp";

    private static int bytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String helperName(String results, String suffix) {
        return RunFiles.sibling(Path.of("out", results), suffix).getFileName().toString();
    }

    @Test
    void sibling_nameThatLeavesRoomForEveryEnding_nameAndEnding() {
        String longestWhole = "r".repeat(RunFiles.LONGEST_WHOLE_NAME - ".csv".length()) + ".csv";

        assertEquals(Path.of("out", "night.csv.lock"), RunFiles.sibling(Path.of("out", "night.csv"), ".lock"));
        assertEquals(Path.of("night.csv.run.json"), RunFiles.sibling(Path.of("night.csv"), ".run.json"));
        assertEquals(longestWhole + ".lock", helperName(longestWhole, ".lock"));
        assertTrue(bytes(longestWhole + LOG_ROLL_TEMPORARY) <= RunFiles.NAME_MAX);
    }

    @Test
    void sibling_longNames_everyEndingFitsAFileName() {
        for (int length = RunFiles.LONGEST_WHOLE_NAME + 1; length <= RunFiles.NAME_MAX; length++) {
            String results = "r".repeat(length - ".csv".length()) + ".csv";

            String helper = helperName(results, LOG_ROLL_TEMPORARY);

            assertTrue(bytes(helper) <= RunFiles.NAME_MAX, length + ": " + bytes(helper));
            assertTrue(helper.matches("r+~[0-9a-f]{8}" + LOG_ROLL_TEMPORARY.replace(".", "\\.")), helper);
        }
    }

    @Test
    void sibling_longNamesDifferingOnlyAtTheEnd_differentHelpers() {
        String stem = "r".repeat(RunFiles.NAME_MAX - ".csv".length());

        String first = helperName(stem + ".csv", ".lock");
        String second = helperName(stem + ".bak", ".lock");

        assertNotEquals(first, second);
        assertEquals(first, helperName(stem + ".csv", ".lock"));
        assertEquals(first.substring(0, first.indexOf('~')), second.substring(0, second.indexOf('~')));
    }

    @Test
    void sibling_hashOfTheWholeName_theSameInEveryJvm() {
        String results = "r".repeat(250) + ".csv";
        CRC32 crc = new CRC32();
        crc.update(results.getBytes(StandardCharsets.UTF_8));

        String helper = helperName(results, ".run.json");

        assertTrue(helper.endsWith("~" + String.format("%08x", crc.getValue()) + ".run.json"), helper);
    }

    @Test
    void sibling_multiByteCharacters_cutOnACharacterBoundary() {
        for (String character : new String[] {"é", "€", "😀"}) {
            for (int pad = 0; pad < 4; pad++) {
                String results = "a".repeat(pad) + character.repeat(240 / bytes(character)) + ".csv";

                String helper = helperName(results, LOG_ROLL_TEMPORARY);
                String kept = helper.substring(0, helper.lastIndexOf('~'));

                assertTrue(bytes(helper) <= RunFiles.NAME_MAX, helper);
                assertTrue(results.startsWith(kept), character + pad);
                assertEquals(kept, new String(kept.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
                assertTrue(bytes(kept) > RunFiles.LONGEST_WHOLE_NAME - 9 - bytes(character), character + pad);
            }
        }
    }

    @Test
    void rolledFrom_rolledNames_theLogTheyRolledFrom() {
        assertEquals(Path.of("out").resolve("night.csv.log"), RunFiles.rolledFrom(
                Path.of("out").resolve("night.csv.log.2026-12-01.0.gz")));
        assertEquals(Path.of("out").resolve("night.csv.log"), RunFiles.rolledFrom(
                Path.of("out").resolve("night.csv.log.2026-12-01.12345678901.tmp")));
        assertEquals(Path.of("out").resolve("a.log"), RunFiles.rolledFrom(Path.of("out").resolve("a.log.2026-12-01.3")));
        assertNull(RunFiles.rolledFrom(Path.of("out").resolve("night.csv.log")));
        assertNull(RunFiles.rolledFrom(Path.of("out").resolve("board-2026-12-01.txt")));
        assertNull(RunFiles.rolledFrom(Path.of("out").resolve(".2026-12-01.0.gz")));
    }


    @Test
    void isHelperName_everyNameARunGivesItsFiles_trueForAnyResults() {
        Path results = Path.of("out", "other.csv");
        String rolled = RunFiles.rolledLogPattern(RunFiles.log(results)).replace("%d{yyyy-MM-dd}", "2026-12-01")
                .replace("%i", "0");

        for (Path helper : List.of(RunFiles.lock(results), RunFiles.record(results), RunFiles.recordTemporary(results),
                RunFiles.repairCopy(results), RunFiles.legacyRecord(results), Path.of(rolled),
                RunFiles.replacing(Path.of("out", "report.html"), 0x7fffffffffffffffL))) {
            assertTrue(RunFiles.isHelperName(helper), helper.toString());
        }
    }

    @Test
    void isHelperName_namesUsersGiveTheirFiles_false() {
        for (String name : List.of("night.csv", "night.log", "all-nights.log", "report.html", "boards.txt",
                "board-2026-12-01.txt", "lock", ".hidden.txt")) {
            assertFalse(RunFiles.isHelperName(Path.of("out", name)), name);
        }
    }
}
