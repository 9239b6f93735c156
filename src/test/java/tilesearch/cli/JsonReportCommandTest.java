package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/** {@code report --format json} read back as JSON and checked against the CSV's rows, counted here apart. */
class JsonReportCommandTest {

    @TempDir
    Path temp;

    @Test
    void call_jsonOfARealRun_countsQuantilesAndAttemptsAgreeWithTheRows() throws Exception {
        Path inputs = Files.createDirectories(temp.resolve("in"));
        Files.writeString(inputs.resolve("boards.txt"), randomBoards(new Random(25), 40) + "2 3\n0 4\n");
        Path csv = temp.resolve("night.csv");
        CommandRun solved = CommandRun.of("solve", "--threads", "2", "--moves", "4", "--out", csv.toString(),
                inputs.toString());
        assertEquals(ExitCodes.BOARD_FAILED, solved.exitCode(), solved.err());
        Path json = temp.resolve("night.json");

        CommandRun report = CommandRun.of("report", csv.toString(), "--format", "json", "--out", json.toString());

        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        Map<String, Object> read = parse(json);
        Rows rows = Rows.of(csv);
        assertEquals((long) rows.statuses.values().stream().mapToLong(Long::longValue).sum(), read.get("boards"));
        assertTrue(rows.statuses.get("error") >= 1, rows.statuses.toString());
        Map<?, ?> statuses = (Map<?, ?>) read.get("statuses");
        for (String status : List.of("ok", "error", "timeout")) {
            assertEquals(rows.statuses.getOrDefault(status, 0L), statuses.get(status), status);
        }
        assertTimes(rows, (Map<?, ?>) read.get("timeMs"));
        List<?> attempts = (List<?>) read.get("attempts");
        assertEquals(1, attempts.size());
        Map<?, ?> attempt = (Map<?, ?>) attempts.get(0);
        assertEquals(2L, attempt.get("threads"));
        assertEquals((long) ExitCodes.BOARD_FAILED, attempt.get("exitCode"));
        assertNull(attempt.get("stoppedBy"));
        assertEquals(read.get("boards"), attempt.get("rowsWritten"));
        assertEquals(rows.statuses.get("error"), attempt.get("errors"));
        assertEquals(rows.statuses.get("ok"), attempt.get("ok"));
        assertTrue((Long) attempt.get("wallMs") >= 0, attempt.toString());
        assertTrue(((List<?>) attempt.get("command")).contains("--moves"), attempt.toString());
    }

    @Test
    void call_jsonWithoutARunRecord_hasNoAttemptsAndTheFixturesQuantiles() throws Exception {
        Path csv = fixture("realistic-results.csv");

        CommandRun report = CommandRun.of("report", csv.toString(), "--format", "json", "--out", "-");

        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        Map<String, Object> read = parse(report.out());
        assertTrue(read.containsKey("attempts"));
        assertNull(read.get("attempts"));
        Rows rows = Rows.of(csv);
        assertEquals((long) rows.times.size(), ((Map<?, ?>) read.get("timeMs")).get("timedBoards"));
        assertTimes(rows, (Map<?, ?>) read.get("timeMs"));
    }

    @Test
    void call_jsonThatCannotBeWritten_exitsAsTheOtherFormatsDo() throws Exception {
        Path notAFolder = Files.writeString(temp.resolve("plain-file"), "not a folder\n");
        Path out = notAFolder.resolve("report.json");

        CommandRun report = CommandRun.of("report", fixture("sample-results.csv").toString(), "--format", "json",
                "--out", out.toString());
        CommandRun html = CommandRun.of("report", fixture("sample-results.csv").toString(), "--out",
                notAFolder.resolve("report.html").toString());

        assertEquals(ExitCodes.IO_ERROR, report.exitCode(), report.err());
        assertEquals(html.exitCode(), report.exitCode());
        assertTrue(report.err().contains("cannot write " + out), report.err());
    }

    private static void assertTimes(Rows rows, Map<?, ?> times) {
        List<Double> sorted = new ArrayList<>(rows.times);
        sorted.sort(null);
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        assertEquals(median, (Double) times.get("p50"), 1e-9);
        assertEquals(sorted.get((int) Math.ceil(0.90 * n) - 1), (Double) times.get("p90"), 1e-9);
        assertEquals(sorted.get((int) Math.ceil(0.99 * n) - 1), (Double) times.get("p99"), 1e-9);
        assertEquals(sorted.get(n - 1), (Double) times.get("max"), 1e-9);
        assertEquals(sorted.stream().mapToDouble(Double::doubleValue).sum(), (Double) times.get("total"), 1e-6);
        assertEquals(Boolean.TRUE, times.get("exact"));
        assertEquals(0.0, times.get("relativeError"));
    }

    /** Square boards of N from 2 to 4 with a few small tiles, one per blank-line-separated block. */
    private static String randomBoards(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int b = 0; b < count; b++) {
            int n = 2 + random.nextInt(3);
            for (int row = 0; row < n; row++) {
                List<String> cells = new ArrayList<>();
                for (int col = 0; col < n; col++) {
                    cells.add(String.valueOf(random.nextInt(3) == 0 ? 0 : 1 << (1 + random.nextInt(4))));
                }
                text.append(String.join(" ", cells)).append('\n');
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The statuses and times of a results CSV, counted with a CSV parser of its own. */
    private record Rows(Map<String, Long> statuses, List<Double> times) {
        static Rows of(Path csv) throws IOException {
            Map<String, Long> statuses = new LinkedHashMap<>();
            List<Double> times = new ArrayList<>();
            try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                    CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                            .parse(reader)) {
                for (CSVRecord record : parser) {
                    statuses.merge(record.get("status"), 1L, Long::sum);
                    if (!record.get("elapsed_ms").isEmpty()) {
                        times.add(Double.parseDouble(record.get("elapsed_ms")));
                    }
                }
            }
            return new Rows(statuses, times);
        }
    }

    private static Path fixture(String name) throws URISyntaxException {
        return Path.of(JsonReportCommandTest.class.getResource("/tilesearch/report/" + name).toURI());
    }

    private static Map<String, Object> parse(Path json) throws IOException {
        return parse(Files.readString(json, StandardCharsets.UTF_8));
    }

    /** The object {@code text} holds, as maps, lists, Long, Double, String, Boolean and null; nothing after it. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> parse(String text) throws IOException {
        try (JsonParser parser = new JsonFactory().createParser(text)) {
            Object value = value(parser, parser.nextToken());
            assertNull(parser.nextToken(), "text after the object");
            return (Map<String, Object>) value;
        }
    }

    private static Object value(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT -> {
                Map<String, Object> object = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    Object previous = object.put(name, value(parser, parser.nextToken()));
                    assertNull(previous, "repeated field " + name);
                }
                return object;
            }
            case START_ARRAY -> {
                List<Object> array = new ArrayList<>();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    array.add(value(parser, next));
                }
                return array;
            }
            case VALUE_NUMBER_INT -> {
                return parser.getLongValue();
            }
            case VALUE_NUMBER_FLOAT -> {
                return parser.getDoubleValue();
            }
            case VALUE_STRING -> {
                return parser.getText();
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return parser.getBooleanValue();
            }
            case VALUE_NULL -> {
                return null;
            }
            default -> throw new AssertionError("unexpected " + token);
        }
    }
}
