package tilesearch.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.OptionalDouble;
import tilesearch.run.Attempt;
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
        ResultsSummary summary = report.run().summary();
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeNumberField("format", FORMAT);
            json.writeStringField("results", report.resultsName());
            json.writeNumberField("boards", summary.boards());
            json.writeObjectFieldStart("statuses");
            json.writeNumberField("ok", summary.ok());
            json.writeNumberField("error", summary.errors());
            json.writeNumberField("timeout", summary.timeouts());
            json.writeNumberField("other", summary.otherStatus());
            json.writeEndObject();
            json.writeObjectFieldStart("timeMs");
            json.writeNumberField("timedBoards", summary.timedBoards());
            json.writeNumberField("total", summary.totalMs());
            writeTime(json, "p50", summary.medianMs());
            writeTime(json, "p90", summary.p90Ms());
            writeTime(json, "p99", summary.p99Ms());
            writeTime(json, "max", summary.maxMs());
            json.writeBooleanField("exact", summary.timeError() == 0);
            json.writeNumberField("relativeError", summary.timeError());
            json.writeEndObject();
            writeCounts(json, "maxTiles", summary.maxTiles());
            json.writeNumberField("maxTilesUnlisted", summary.unlistedMaxTiles());
            writeCounts(json, "moves", summary.searchMoves());
            json.writeNumberField("applyBoards", summary.applyBoards());
            writeCounts(json, "boardSizes", summary.boardsBySize());
            json.writeFieldName("attempts");
            if (report.record().isPresent()) {
                json.writeStartArray();
                for (Attempt attempt : report.record().get().attempts()) {
                    writeAttempt(json, attempt);
                }
                json.writeEndArray();
            } else {
                json.writeNull();
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("a JSON report is written to memory, which does not fail", e);
        }
        return text.append('\n').toString();
    }

    /** Boards per max tile, per K or per board size, keyed by the decimal number, as JSON keys are strings. */
    private static void writeCounts(JsonGenerator json, String name, Map<?, Long> counts) throws IOException {
        json.writeObjectFieldStart(name);
        for (Map.Entry<?, Long> count : counts.entrySet()) {
            json.writeNumberField(count.getKey().toString(), count.getValue());
        }
        json.writeEndObject();
    }

    /** An attempt as the run record writes it, with its wall time in milliseconds before the counts. */
    private static void writeAttempt(JsonGenerator json, Attempt attempt) throws IOException {
        json.writeStartObject();
        RunRecordJson.writeAttemptFields(json, attempt);
        json.writeFieldName("wallMs");
        if (attempt.wallTime() == null) {
            json.writeNull();
        } else {
            json.writeNumber(attempt.wallTime().toMillis());
        }
        RunRecordJson.writeCounts(json, attempt.counts());
        json.writeEndObject();
    }

    private static void writeTime(JsonGenerator json, String name, OptionalDouble ms) throws IOException {
        json.writeFieldName(name);
        if (ms.isPresent()) {
            json.writeNumber(ms.getAsDouble());
        } else {
            json.writeNull();
        }
    }
}
