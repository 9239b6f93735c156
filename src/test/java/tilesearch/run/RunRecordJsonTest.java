package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RunRecordJsonTest {

    @Property(tries = 300)
    void write_anyFiles_readBackTheSame(@ForAll("files") List<InputFingerprint> files) throws IOException {
        RunRecord record = new RunRecord(Map.of("--moves", "5"), List.of("in"), List.of());
        byte[] json = written(record, files);

        assertEquals(files, files(json));
        assertEquals(record, read(json));
    }

    @Test
    void write_theRecordOfTheLastVersion_sameBytes() throws IOException {
        byte[] before = recordOfTheLastVersion();

        assertEquals(new String(before, StandardCharsets.UTF_8), new String(written(read(before), files(before)),
                StandardCharsets.UTF_8));
    }

    @Test
    void read_theRecordOfTheLastVersion_everyField() throws IOException {
        RunRecord record = read(recordOfTheLastVersion());
        List<InputFingerprint> files = files(recordOfTheLastVersion());

        assertEquals(List.of("in", "-"), record.inputs());
        assertEquals(new InputFingerprint("in/a \"q\" \\ \u00e9\t.txt", 12,
                Instant.parse("2026-12-01T04:59:00.678465183Z"), "ab12"), files.get(0));
        assertEquals(new InputFingerprint("-", -1, null, null), files.get(1));
        Attempt stopped = record.attempts().get(1);
        assertEquals(143, stopped.exitCode());
        assertEquals("signal", stopped.stoppedBy());
        assertEquals(new Attempt.Counts(1, 2, 3, 4, 5, 6, 7), stopped.counts());
        assertEquals(List.of("tilesearch", "solve", "--out", "x y.csv"), record.attempts().get(0).command());
        assertNull(record.attempts().get(0).end());
    }

    @Test
    void write_aRecordOfManyFiles_inBoundedMemory() throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            files.add(new InputFingerprint("inputs/many/board-" + i + ".txt", i, Instant.ofEpochSecond(i), null));
        }
        RunRecord record = new RunRecord(Map.of("--moves", "5"), List.of("inputs/many"), List.of());
        CountingStream counted = new CountingStream();

        RunRecordJson.write(record, files, counted);

        // Streamed: the record reaches the file in pieces of a buffer's size, never held whole.
        assertTrue(counted.bytes > 2_000_000, counted.bytes + " bytes");
        assertTrue(counted.largestWrite <= 64 * 1024, counted.largestWrite + " bytes in one write");
    }

    @Test
    void write_aRecordWithNothingInIt_emptyObjectsAndListsOnTheirFieldsLines() throws IOException {
        RunRecord record = new RunRecord(Map.of(), List.of(), List.of());

        assertEquals("{\n  \"format\": 1,\n  \"options\": {},\n  \"inputs\": [],\n  \"files\": [],\n"
                + "  \"attempts\": []\n}\n", new String(written(record, List.of()), StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"format\": 1, \"format\": 1}", "{\"format\": 01}", "[1]", "", "{\"format\": 1} x",
        "{\"format\": 1, \"options\": {}, \"inputs\": [], \"files\": [], \"attempts\": []} {}"})
    void read_notOneJsonRecord_refusedNamingTheFile(String text) {
        RunRecordException refused = assertThrows(RunRecordException.class, () -> read(text.getBytes(
                StandardCharsets.UTF_8)));

        assertTrue(refused.getMessage().startsWith(PATH + ": not a run record tilesearch can read ("),
                refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"threads\": 2|\"threads\": \"2\"|attempts[0].threads",
        "\"exitCode\": null|\"exitCode\": \"143\"|attempts[0].exitCode",
        "\"size\": 12|\"size\": 1.5|files[0].size",
        "\"inputs\": [\"in\", \"-\"]|\"inputs\": [\"in\", 7]|inputs[1]",
        "\"--moves\": \"5\"|\"--moves\": 5|options.--moves",
        "\"rowsKept\": 0|\"rowsKept\": 99999999999999999999|attempts[0].rowsKept",
        "\"start\": \"2026-12-01T08:00:00Z\"|\"start\": \"yesterday\"|attempts[0].start",
        "\"start\": \"2026-12-01T08:00:00Z\",|\"begin\": \"2026-12-01T08:00:00Z\",|attempts[0].start",
        "\"files\": [|\"files\": {\"a\": [|files"})
    void read_aFieldOfTheWrongKind_refusedNamingTheFileAndTheField(String edit) throws IOException {
        String[] parts = edit.split("\\|");
        String damaged = lastVersionWith(parts[0], parts[1]);

        RunRecordException refused = assertThrows(RunRecordException.class, () -> read(damaged.getBytes(
                StandardCharsets.UTF_8)));

        assertTrue(refused.getMessage().startsWith(PATH + ": not a run record tilesearch can read ("),
                refused.getMessage());
        assertTrue(refused.getMessage().contains("\"" + parts[2] + "\""), refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"threads\": 2|\"threads\": 0|\"attempts[0].threads\" is out of range: 0",
        "\"threads\": 2|\"threads\": 2147483648|\"attempts[0].threads\" is out of range: 2147483648",
        "\"exitCode\": 143|\"exitCode\": -2147483649|\"attempts[1].exitCode\" is out of range: -2147483649",
        "\"rowsKept\": 1|\"rowsKept\": -1|\"attempts[1].rowsKept\" is out of range: -1",
        "\"format\": 1|\"format\": -1|layout -1, written by another version of tilesearch"})
    void read_aNumberOutOfItsRange_refusedWithTheNumber(String edit) throws IOException {
        String[] parts = edit.split("\\|");
        String damaged = lastVersionWith(parts[0], parts[1]);

        RunRecordException refused = assertThrows(RunRecordException.class, () -> read(damaged.getBytes(
                StandardCharsets.UTF_8)));

        assertEquals(PATH + ": not a run record tilesearch can read (" + parts[2] + ")", refused.getMessage());
    }

    private static final Path PATH = Path.of("night.run.json");

    private static byte[] recordOfTheLastVersion() throws IOException {
        try (InputStream in = RunRecordJsonTest.class.getResourceAsStream("written-by-1.0.0.run.json")) {
            return in.readAllBytes();
        }
    }

    /** The 1.0.0 record with the first {@code text} in it replaced by {@code replacement}. */
    private static String lastVersionWith(String text, String replacement) throws IOException {
        String whole = new String(recordOfTheLastVersion(), StandardCharsets.UTF_8);
        String edited = whole.replaceFirst(java.util.regex.Pattern.quote(text),
                java.util.regex.Matcher.quoteReplacement(replacement));
        assertTrue(!edited.equals(whole), "no " + text + " in the record");
        return edited;
    }

    private static RunRecord read(byte[] json) throws IOException {
        return RunRecordJson.read(PATH, new ByteArrayInputStream(json), file -> { });
    }

    /** The files of {@code json}, read one at a time as a resume reads them. */
    private static List<InputFingerprint> files(byte[] json) throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        RunRecordJson.read(PATH, new ByteArrayInputStream(json), files::add);
        return files;
    }

    private static byte[] written(RunRecord record, List<InputFingerprint> files) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        RunRecordJson.write(record, files, out);
        return out.toByteArray();
    }

    /** Counts the bytes written to it, and the most in one write, keeping none. */
    private static final class CountingStream extends OutputStream {
        long bytes;
        int largestWrite;

        @Override
        public void write(int b) {
            bytes++;
            largestWrite = Math.max(largestWrite, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            bytes += len;
            largestWrite = Math.max(largestWrite, len);
        }
    }

    @Provide
    Arbitrary<List<InputFingerprint>> files() {
        // The halves of a surrogate pair come paired and alone.
        Arbitrary<String> names = Arbitraries.strings().withChars("ab/. \"\\\t\n\u0001\u00e9\u2003\ud83d\ude00")
                .ofMaxLength(12);
        Arbitrary<Long> sizes = Arbitraries.oneOf(Arbitraries.just(-1L), Arbitraries.longs().between(0, 1L << 40));
        Arbitrary<Instant> modified = Arbitraries.oneOf(Arbitraries.just(null), instants());
        Arbitrary<String> hashes = Arbitraries.oneOf(Arbitraries.just(null),
                Arbitraries.strings().withChars("0123456789abcdef").ofLength(64));
        return Combinators.combine(names, sizes, modified, hashes)
                .as((name, size, time, hash) -> new InputFingerprint(name, size, time, hash)).list().ofMaxSize(5);
    }

    @Provide
    Arbitrary<Instant> instants() {
        Arbitrary<Long> seconds = Arbitraries.oneOf(Arbitraries.longs().between(-100_000_000_000L, 400_000_000_000L),
                Arbitraries.longs().between(0, 4_000_000_000L));
        Arbitrary<Integer> nanos = Arbitraries.oneOf(Arbitraries.integers().between(0, 999_999_999),
                Arbitraries.integers().between(0, 999).map(milli -> milli * 1_000_000),
                Arbitraries.integers().between(0, 999_999).map(micro -> micro * 1000), Arbitraries.just(0));
        return Combinators.combine(seconds, nanos).as(Instant::ofEpochSecond);
    }
}
