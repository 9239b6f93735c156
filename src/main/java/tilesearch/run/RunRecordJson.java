package tilesearch.run;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The run record as JSON, field by field: the layout of {@code night.csv.run.json}, written and read with
 * Jackson's streaming API, so that a record of any number of input files is written in a buffer of a few KB and read
 * without a tree, and so that reading one (every report does) loads no data binding. Instants are ISO-8601 in UTC,
 * as {@link Instant#toString} writes them ({@code 2026-11-30T18:00:01.204Z}); unknown values are {@code null}. Laid
 * out by {@link RecordLayout}, so that a person can read it.
 *
 * <p>Read strictly: a record that is not JSON, repeats a field, lacks one or holds one of the wrong kind, or holds
 * an option other than {@link RunRecord#ROW_OPTIONS}, is refused as a whole, naming the field
 * ({@code attempts[1].exitCode}) or the option; other fields it does not know are skipped.
 */
public final class RunRecordJson {

    /** Refuses a repeated field, and leaves the streams it is given to their owners to close. */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    /** The counts of an attempt, in {@link Attempt.Counts}' order. */
    private static final List<String> COUNTS = List.of("rowsKept", "rowsDropped", "rowsWritten", "ok", "errors",
            "timeouts", "stopped");

    private RunRecordJson() {
    }

    /**
     * Writes {@code record} with {@code files}, read one at a time as they are written (a run's inputs), to
     * {@code out} as JSON ending with a line break; does not close {@code out}.
     */
    static void write(RunRecord record, Iterable<InputFingerprint> files, OutputStream out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.setPrettyPrinter(new RecordLayout());
            json.writeStartObject();
            json.writeNumberField("format", RunRecord.FORMAT);
            json.writeObjectFieldStart("options");
            for (Map.Entry<String, String> option : record.options().entrySet()) {
                json.writeStringField(option.getKey(), option.getValue());
            }
            json.writeEndObject();
            writeWords(json, "inputs", record.inputs());
            json.writeArrayFieldStart("files");
            for (InputFingerprint file : files) {
                writeFile(json, file);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("attempts");
            for (Attempt attempt : record.attempts()) {
                json.writeStartObject();
                writeAttemptFields(json, attempt);
                writeCounts(json, attempt.counts());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeRaw('\n');
        }
    }

    private static void writeFile(JsonGenerator json, InputFingerprint file) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", file.name());
        json.writeObjectField("size", file.size() < 0 ? null : file.size());
        json.writeStringField("modified", Objects.toString(file.modified(), null));
        json.writeStringField("sha256", file.sha256());
        json.writeEndObject();
    }

    /**
     * Writes the fields of {@code attempt} as the record has them, all but its counts ({@link #writeCounts}), into
     * the object {@code json} has open: the JSON report's attempts are the record's, with their wall time between.
     */
    public static void writeAttemptFields(JsonGenerator json, Attempt attempt) throws IOException {
        json.writeStringField("version", attempt.version());
        writeWords(json, "command", attempt.command());
        json.writeNumberField("threads", attempt.threads());
        json.writeStringField("host", attempt.host());
        json.writeStringField("java", attempt.java());
        json.writeStringField("start", Objects.toString(attempt.start(), null));
        json.writeStringField("end", Objects.toString(attempt.end(), null));
        json.writeObjectField("exitCode", attempt.exitCode());
        json.writeStringField("stoppedBy", attempt.stoppedBy());
    }

    /** Writes an attempt's {@code counts} under the record's names, in the record's order. */
    public static void writeCounts(JsonGenerator json, Attempt.Counts counts) throws IOException {
        long[] values = {counts.kept(), counts.dropped(), counts.written(), counts.ok(), counts.errors(),
                counts.timeouts(), counts.stopped()};
        for (int i = 0; i < values.length; i++) {
            json.writeNumberField(COUNTS.get(i), values[i]);
        }
    }

    private static void writeWords(JsonGenerator json, String name, List<String> words) throws IOException {
        json.writeFieldName(name);
        json.writeArray(words.toArray(String[]::new), 0, words.size());
    }

    /**
     * The record {@code in} holds, the record file {@code path}, handing each of its files to {@code files} as it is
     * read, so that the heap the record takes does not grow with their number.
     *
     * @throws RunRecordException naming {@code path} and the field, when {@code in} is not JSON, or not a record of
     *     this layout
     */
    static RunRecord read(Path path, InputStream in, Consumer<InputFingerprint> files) throws IOException {
        try (JsonParser json = FACTORY.createParser(in)) {
            Reader reader = new Reader(path, json);
            RunRecord record = reader.record(files);
            if (json.nextToken() != null) {
                throw reader.fault("text after the record");
            }
            return record;
        } catch (JsonProcessingException e) {
            throw notJson(path, e);
        }
    }

    private static RunRecordException notJson(Path path, JsonProcessingException e) {
        return new RunRecordException(path, "not a run record tilesearch can read (not valid JSON: "
                + e.getOriginalMessage() + ", line " + e.getLocation().getLineNr() + ", column "
                + e.getLocation().getColumnNr() + ")");
    }

    /** Reads one record field by field, knowing where it is for its messages. */
    private static final class Reader {

        private final Path path;
        private final JsonParser json;

        Reader(Path path, JsonParser json) {
            this.path = path;
            this.json = json;
        }

        RunRecord record(Consumer<InputFingerprint> files) throws IOException {
            json.nextToken();
            expect(JsonToken.START_OBJECT, "the record", "an object");
            Long format = null;
            Map<String, String> options = null;
            List<String> inputs = null;
            boolean hasFiles = false;
            List<Attempt> attempts = null;
            for (String name = json.nextFieldName(); name != null; name = json.nextFieldName()) {
                json.nextToken();
                switch (name) {
                    case "format" -> {
                        format = number(name, Long.MIN_VALUE, Long.MAX_VALUE);
                        if (format != RunRecord.FORMAT) {
                            throw new RunRecordException(path, "not a run record tilesearch can read (layout "
                                    + format + ", written by another version of tilesearch)");
                        }
                    }
                    case "options" -> options = options(name);
                    case "inputs" -> inputs = array(name, this::string);
                    case "files" -> {
                        forEach(name, this::file, files);
                        hasFiles = true;
                    }
                    case "attempts" -> attempts = array(name, this::attempt);
                    default -> json.skipChildren();
                }
            }
            required(format, "format");
            if (!hasFiles) {
                throw fault("no \"files\"");
            }
            return new RunRecord(required(options, "options"), required(inputs, "inputs"),
                    required(attempts, "attempts"));
        }

        private Map<String, String> options(String where) throws IOException {
            expect(JsonToken.START_OBJECT, where, "an object");
            Map<String, String> options = new LinkedHashMap<>();
            for (String name = json.nextFieldName(); name != null; name = json.nextFieldName()) {
                json.nextToken();
                options.put(name, string(where + "." + name));
            }
            List<String> unknown = new ArrayList<>(options.keySet());
            unknown.removeAll(RunRecord.ROW_OPTIONS);
            if (!unknown.isEmpty()) {
                throw fault("\"" + where + "\" holds " + String.join(", ", unknown) + ", which "
                        + (unknown.size() == 1 ? "is no option" : "are no options") + " that defines the rows ("
                        + String.join(", ", RunRecord.ROW_OPTIONS) + ")");
            }
            return options;
        }

        /** Reads one item of an array, at {@code where}. */
        @FunctionalInterface
        private interface Item<T> {
            T read(String where) throws IOException;
        }

        /** The array at {@code where}, each item read by {@code item}, named {@code where[i]}. */
        private <T> List<T> array(String where, Item<T> item) throws IOException {
            List<T> items = new ArrayList<>();
            forEach(where, item, items::add);
            return items;
        }

        /**
         * Reads each item of the array at {@code where} with {@code item}, named {@code where[i]}, and hands it to
         * {@code each}.
         */
        private <T> void forEach(String where, Item<T> item, Consumer<? super T> each) throws IOException {
            expect(JsonToken.START_ARRAY, where, "an array");
            for (int i = 0; json.nextToken() != JsonToken.END_ARRAY; i++) {
                each.accept(item.read(where + "[" + i + "]"));
            }
        }

        private InputFingerprint file(String where) throws IOException {
            expect(JsonToken.START_OBJECT, where, "an object");
            String name = null;
            Long size = null;
            Instant modified = null;
            String sha256 = null;
            for (String field = json.nextFieldName(); field != null; field = json.nextFieldName()) {
                json.nextToken();
                String at = where + "." + field;
                switch (field) {
                    case "name" -> name = string(at);
                    case "size" -> size = numberOrNull(at, Long.MIN_VALUE, Long.MAX_VALUE);
                    case "modified" -> modified = instantOrNull(at);
                    case "sha256" -> sha256 = stringOrNull(at);
                    default -> json.skipChildren();
                }
            }
            return new InputFingerprint(required(name, where + ".name"), size == null ? -1 : size, modified, sha256);
        }

        private Attempt attempt(String where) throws IOException {
            expect(JsonToken.START_OBJECT, where, "an object");
            String version = null;
            List<String> command = null;
            Long threads = null;
            String host = null;
            String java = null;
            Instant start = null;
            Instant end = null;
            Long exitCode = null;
            String stoppedBy = null;
            Map<String, Long> counts = new HashMap<>();
            for (String field = json.nextFieldName(); field != null; field = json.nextFieldName()) {
                json.nextToken();
                String at = where + "." + field;
                switch (field) {
                    case "version" -> version = string(at);
                    case "command" -> command = array(at, this::string);
                    case "threads" -> threads = number(at, 1, Integer.MAX_VALUE);
                    case "host" -> host = stringOrNull(at);
                    case "java" -> java = stringOrNull(at);
                    case "start" -> start = instantOrNull(at);
                    case "end" -> end = instantOrNull(at);
                    case "exitCode" -> exitCode = numberOrNull(at, Integer.MIN_VALUE, Integer.MAX_VALUE);
                    case "stoppedBy" -> stoppedBy = stringOrNull(at);
                    default -> {
                        if (COUNTS.contains(field)) {
                            counts.put(field, number(at, 0, Long.MAX_VALUE));
                        } else {
                            json.skipChildren();
                        }
                    }
                }
            }
            long[] values = new long[COUNTS.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = required(counts.get(COUNTS.get(i)), where + "." + COUNTS.get(i));
            }
            int threadCount = required(threads, where + ".threads").intValue();
            if (end != null && start != null && end.isBefore(start)) {
                throw fault("\"" + where + ".end\" is before its start");
            }
            return new Attempt(required(version, where + ".version"), required(command, where + ".command"),
                    threadCount, host, java, required(start, where + ".start"), end,
                    exitCode == null ? null : exitCode.intValue(), stoppedBy,
                    new Attempt.Counts(values[0], values[1], values[2], values[3], values[4], values[5], values[6]));
        }

        /** Checks that the current token starts {@code what} at {@code where}. */
        private void expect(JsonToken token, String where, String what) throws RunRecordException {
            if (json.currentToken() != token) {
                throw wrongKind(where, what);
            }
        }

        private String string(String where) throws IOException {
            expect(JsonToken.VALUE_STRING, where, "a string");
            return json.getText();
        }

        private String stringOrNull(String where) throws IOException {
            return json.currentToken() == JsonToken.VALUE_NULL ? null : string(where);
        }

        /** A whole number from {@code min} to {@code max}: a count of rows is 0 or more, an exit code an int. */
        private long number(String where, long min, long max) throws IOException {
            expect(JsonToken.VALUE_NUMBER_INT, where, "a whole number");
            boolean beyondLong = json.getNumberType() == JsonParser.NumberType.BIG_INTEGER;
            if (beyondLong || json.getLongValue() < min || json.getLongValue() > max) {
                String value = beyondLong ? json.getText() : Long.toString(json.getLongValue());
                throw fault("\"" + where + "\" is out of range: " + value);
            }
            return json.getLongValue();
        }

        private Long numberOrNull(String where, long min, long max) throws IOException {
            return json.currentToken() == JsonToken.VALUE_NULL ? null : number(where, min, max);
        }

        private Instant instantOrNull(String where) throws IOException {
            String text = stringOrNull(where);
            try {
                return text == null ? null : Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw fault("\"" + where + "\" is not a time: " + text);
            }
        }

        private <T> T required(T value, String where) throws RunRecordException {
            if (value == null) {
                throw fault("no \"" + where + "\"");
            }
            return value;
        }

        private RunRecordException wrongKind(String where, String what) {
            return fault("\"" + where + "\" should be " + what + ", not " + describe(json.currentToken()) + " (line "
                    + json.currentLocation().getLineNr() + ")");
        }

        RunRecordException fault(String fault) {
            return new RunRecordException(path, "not a run record tilesearch can read (" + fault + ")");
        }

        private static String describe(JsonToken token) {
            if (token == null) {
                return "the end of the file";
            }
            return switch (token) {
                case START_OBJECT -> "an object";
                case START_ARRAY -> "an array";
                case VALUE_STRING -> "a string";
                case VALUE_NUMBER_INT -> "a whole number";
                case VALUE_NUMBER_FLOAT -> "a fraction";
                case VALUE_TRUE, VALUE_FALSE -> "true or false";
                case VALUE_NULL -> "null";
                default -> token.asString() == null ? token.name() : token.asString();
            };
        }
    }
}
