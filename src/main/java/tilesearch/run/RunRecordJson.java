package tilesearch.run;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run record as JSON, field by field: the layout of {@code night.run.json}. Instants are ISO-8601 in UTC
 * ({@code 2026-11-30T18:00:01.204Z}); unknown values are {@code null}.
 */
final class RunRecordJson {

    private RunRecordJson() {
    }

    static Map<String, Object> toJson(RunRecord record) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", (long) RunRecord.FORMAT);
        json.put("options", new LinkedHashMap<String, Object>(record.options()));
        json.put("inputs", new ArrayList<Object>(record.inputs()));
        json.put("files", new FileEntries(record.files()));
        List<Object> attempts = new ArrayList<>();
        for (Attempt attempt : record.attempts()) {
            attempts.add(toJson(attempt));
        }
        json.put("attempts", attempts);
        return json;
    }

    /**
     * The {@code files} array, written as {@link Json} writes a list of objects with the fields {@code name},
     * {@code size}, {@code modified} and {@code sha256}, without a map per file. A folder of 10,000 files makes
     * the record 2.4 MB, written twice a run; through a map per file, the writing made the largest method the JIT
     * compiled in the run, 34 KB of code.
     */
    private record FileEntries(List<InputFingerprint> files) implements Json.Writable {

        @Override
        public void writeTo(StringBuilder out, String indent) {
            if (files.isEmpty()) {
                out.append("[]");
                return;
            }
            String item = indent + "  ";
            String field = item + "  ";
            out.append("[\n");
            for (int i = 0; i < files.size(); i++) {
                // A method per file: this loop runs once per record, and is not compiled while it runs.
                writeFile(files.get(i), out, item, field);
                out.append(i + 1 < files.size() ? ",\n" : "\n");
            }
            out.append(indent).append(']');
        }

        private static void writeFile(InputFingerprint file, StringBuilder out, String item, String field) {
            out.append(item).append("{\n").append(field).append("\"name\": ");
            Json.quote(file.name(), out);
            out.append(",\n").append(field).append("\"size\": ");
            if (file.size() < 0) {
                out.append("null");
            } else {
                out.append(file.size());
            }
            out.append(",\n").append(field).append("\"modified\": ");
            quoteOrNull(text(file.modified()), out);
            out.append(",\n").append(field).append("\"sha256\": ");
            quoteOrNull(file.sha256(), out);
            out.append('\n').append(item).append('}');
        }

        private static void quoteOrNull(String value, StringBuilder out) {
            if (value == null) {
                out.append("null");
            } else {
                Json.quote(value, out);
            }
        }
    }

    private static Map<String, Object> toJson(Attempt attempt) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("version", attempt.version());
        json.put("command", new ArrayList<Object>(attempt.command()));
        json.put("threads", (long) attempt.threads());
        json.put("host", attempt.host());
        json.put("java", attempt.java());
        json.put("start", text(attempt.start()));
        json.put("end", text(attempt.end()));
        json.put("exitCode", attempt.exitCode() == null ? null : (long) attempt.exitCode());
        json.put("stoppedBy", attempt.stoppedBy());
        Attempt.Counts counts = attempt.counts();
        json.put("rowsKept", counts.kept());
        json.put("rowsDropped", counts.dropped());
        json.put("rowsWritten", counts.written());
        json.put("ok", counts.ok());
        json.put("errors", counts.errors());
        json.put("timeouts", counts.timeouts());
        json.put("stopped", counts.stopped());
        return json;
    }

    /**
     * The record {@code json} holds.
     *
     * @throws IllegalArgumentException when a field is missing or of a later layout
     * @throws ClassCastException when a field is of the wrong kind
     */
    static RunRecord fromJson(Object json) {
        Map<String, Object> object = object(json);
        long format = number(object, "format");
        if (format != RunRecord.FORMAT) {
            throw new IllegalArgumentException("layout " + format + ", written by another version of tilesearch");
        }
        Map<String, String> options = new LinkedHashMap<>();
        object(field(object, "options")).forEach((name, value) -> options.put(name, (String) value));
        List<String> inputs = new ArrayList<>();
        for (Object input : array(object, "inputs")) {
            inputs.add((String) input);
        }
        List<InputFingerprint> files = new ArrayList<>();
        for (Object entry : array(object, "files")) {
            Map<String, Object> file = object(entry);
            Long size = (Long) file.get("size");
            files.add(new InputFingerprint(string(file, "name"), size == null ? -1 : size,
                    instant(file.get("modified")), (String) file.get("sha256")));
        }
        List<Attempt> attempts = new ArrayList<>();
        for (Object entry : array(object, "attempts")) {
            attempts.add(attempt(object(entry)));
        }
        return new RunRecord(options, inputs, files, attempts);
    }

    private static Attempt attempt(Map<String, Object> json) {
        List<String> command = new ArrayList<>();
        for (Object word : array(json, "command")) {
            command.add((String) word);
        }
        Long exitCode = (Long) json.get("exitCode");
        Attempt.Counts counts = new Attempt.Counts(number(json, "rowsKept"), number(json, "rowsDropped"),
                number(json, "rowsWritten"), number(json, "ok"), number(json, "errors"), number(json, "timeouts"),
                number(json, "stopped"));
        return new Attempt((String) json.get("version"), command, Math.toIntExact(number(json, "threads")),
                (String) json.get("host"), (String) json.get("java"), instant(field(json, "start")),
                instant(json.get("end")), exitCode == null ? null : Math.toIntExact(exitCode),
                (String) json.get("stoppedBy"), counts);
    }

    /** The first instant of the year 10000: from there on, {@link Instant#toString} writes a year of five digits. */
    private static final long YEAR_10000_SECONDS = 253_402_300_800L;

    /**
     * {@code instant} as {@link Instant#toString} writes it ({@code 2026-11-30T18:00:01.204Z}: seconds always, the
     * fraction in groups of three digits as needed), or {@code null}. Written here digit by digit from 1970 to 9999,
     * which holds every file's modification time: a record names 10,000 of them for a folder of 10,000 files, and
     * {@code DateTimeFormatter} took half the time of writing it, and 0.2 s of compiling.
     */
    static String text(Instant instant) {
        if (instant == null) {
            return null;
        }
        long seconds = instant.getEpochSecond();
        if (seconds < 0 || seconds >= YEAR_10000_SECONDS) {
            return instant.toString();
        }
        LocalDate date = LocalDate.ofEpochDay(seconds / 86_400);
        int second = (int) (seconds % 86_400);
        int nano = instant.getNano();
        byte[] text = new byte[30];
        digits(text, 0, date.getYear(), 4);
        text[4] = '-';
        digits(text, 5, date.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, date.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, second / 3600, 2);
        text[13] = ':';
        digits(text, 14, second / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, second % 60, 2);
        int end = 19;
        if (nano != 0) {
            text[end++] = '.';
            if (nano % 1_000_000 == 0) {
                end = digits(text, end, nano / 1_000_000, 3);
            } else if (nano % 1000 == 0) {
                end = digits(text, end, nano / 1000, 6);
            } else {
                end = digits(text, end, nano, 9);
            }
        }
        text[end++] = 'Z';
        return new String(text, 0, end, StandardCharsets.ISO_8859_1);
    }

    /** Writes {@code value} as {@code count} decimal digits, zeros in front, at {@code at}; returns where they end. */
    private static int digits(byte[] text, int at, int value, int count) {
        for (int i = at + count - 1; i >= at; i--) {
            text[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        return at + count;
    }

    private static Instant instant(Object text) {
        return text == null ? null : Instant.parse((String) text);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object json) {
        if (!(json instanceof Map)) {
            throw new IllegalArgumentException("expected an object");
        }
        return (Map<String, Object>) json;
    }

    private static List<?> array(Map<String, Object> object, String name) {
        return (List<?>) field(object, name);
    }

    private static String string(Map<String, Object> object, String name) {
        return (String) field(object, name);
    }

    private static long number(Map<String, Object> object, String name) {
        return (Long) field(object, name);
    }

    private static Object field(Map<String, Object> object, String name) {
        Object value = object.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no \"" + name + "\"");
        }
        return value;
    }
}
