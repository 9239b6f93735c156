package tilesearch.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import tilesearch.run.Attempt;
import tilesearch.run.RunRecord;
import tilesearch.run.RunRecordJson;

/**
 * A report as one JSON object, for scripts and {@code jq}: the counts by status, the time quantiles, the boards per
 * max tile, K and board size, and the run record's attempts, named as the run record names them. The schema is
 * documented in docs/usage.md under {@code report}; a field is added, never renamed, and {@link #FORMAT} changes
 * when one changes meaning.
 */
public final class JsonReport {

    /** The schema's version, the object's first field. */
    public static final int FORMAT = 1;

    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonReport() {
    }

    /** {@code report} as an indented JSON object, ending in a line break. */
    public static String render(Report report) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeNumberField("format", FORMAT);
            json.writeStringField("results", report.resultsName());
            writeCounts(json, report.summary());
            writeTimes(json, report.summary(), report.run());
            writeDistributions(json, report.summary());
            json.writeFieldName("attempts");
            if (report.record().isPresent()) {
                writeAttempts(json, report.record().get());
            } else {
                json.writeNull();
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("a JSON report is written to memory, which does not fail", e);
        }
        return text.append('\n').toString();
    }

    private static void writeCounts(JsonGenerator json, ResultsSummary summary) throws IOException {
        json.writeNumberField("boards", summary.boards());
        json.writeObjectFieldStart("statuses");
        json.writeNumberField("ok", summary.ok());
        json.writeNumberField("error", summary.errors());
        json.writeNumberField("timeout", summary.timeouts());
        json.writeNumberField("other", summary.otherStatus());
        json.writeEndObject();
    }

    private static void writeTimes(JsonGenerator json, ResultsSummary summary, RunAggregates run)
            throws IOException {
        json.writeObjectFieldStart("timeMs");
        json.writeNumberField("timedBoards", summary.timedBoards());
        json.writeNumberField("total", summary.totalMs());
        writeOptional(json, "p50", summary.medianMs());
        writeOptional(json, "p90", run.timeQuantileMs(0.90));
        writeOptional(json, "p99", run.timeQuantileMs(0.99));
        writeOptional(json, "max", run.maxTimeMs());
        json.writeBooleanField("exact", run.timeQuantileError() == 0);
        json.writeNumberField("relativeError", run.timeQuantileError());
        json.writeEndObject();
    }

    /** Boards per max tile, per K and per board size, each keyed by the decimal number as JSON keys are strings. */
    private static void writeDistributions(JsonGenerator json, ResultsSummary summary) throws IOException {
        writeCounts(json, "maxTiles", summary.maxTiles());
        json.writeNumberField("maxTilesUnlisted", summary.unlistedMaxTiles());
        writeCounts(json, "moves", summary.searchMoves());
        json.writeNumberField("applyBoards", summary.applyBoards());
        writeCounts(json, "boardSizes", summary.boardsBySize());
    }

    private static void writeCounts(JsonGenerator json, String name, Map<?, Long> counts) throws IOException {
        json.writeObjectFieldStart(name);
        for (Map.Entry<?, Long> count : counts.entrySet()) {
            json.writeNumberField(count.getKey().toString(), count.getValue());
        }
        json.writeEndObject();
    }

    private static void writeAttempts(JsonGenerator json, RunRecord record) throws IOException {
        json.writeStartArray();
        for (Attempt attempt : record.attempts()) {
            json.writeStartObject();
            RunRecordJson.writeAttemptFields(json, attempt);
            writeOptional(json, "wallMs", attempt.wallTime() == null ? OptionalLong.empty()
                    : OptionalLong.of(attempt.wallTime().toMillis()));
            RunRecordJson.writeCounts(json, attempt.counts());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void writeOptional(JsonGenerator json, String name, OptionalDouble value) throws IOException {
        json.writeFieldName(name);
        if (value.isPresent()) {
            json.writeNumber(value.getAsDouble());
        } else {
            json.writeNull();
        }
    }

    private static void writeOptional(JsonGenerator json, String name, OptionalLong value) throws IOException {
        json.writeFieldName(name);
        if (value.isPresent()) {
            json.writeNumber(value.getAsLong());
        } else {
            json.writeNull();
        }
    }
}
