package tilesearch.judge;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import tilesearch.board.Direction;
import tilesearch.board.Tiles;

/**
 * A judge session's summary as one JSON object, for scripts: the problem, the counts by verdict, and every
 * failure with its shrunk and original input, the expected and actual output and the best path. The schema is
 * documented in docs/judge.md; a field is added, never renamed, and {@link #FORMAT} changes when one changes
 * meaning.
 */
public final class JudgeJson {

    /** The schema's version, the object's first field. */
    public static final int FORMAT = 1;

    private static final JsonFactory FACTORY = new JsonFactory();

    private JudgeJson() {
    }

    /** {@code summary} as an indented JSON object, ending in a line break. */
    public static String render(JudgeSummary summary) {
        StringWriter text = new StringWriter();
        JudgeSettings settings = summary.settings();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeNumberField("format", FORMAT);
            writeProblem(json, settings.problem());
            json.writeNumberField("seed", settings.seed());
            json.writeNumberField("count", settings.count());
            json.writeNumberField("casesRun", summary.casesRun());
            json.writeBooleanField("accepted", summary.allAccepted());
            json.writeObjectFieldStart("verdicts");
            for (Verdict verdict : Verdict.values()) {
                json.writeNumberField(key(verdict), summary.verdicts().get(verdict));
            }
            json.writeEndObject();
            json.writeArrayFieldStart("failures");
            for (Failure failure : summary.failures()) {
                writeFailure(json, failure);
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("JSON is written to memory, which does not fail", e);
        }
        return text.append('\n').toString();
    }

    /** A verdict's JSON name: {@code wrongAnswer}. */
    static String key(Verdict verdict) {
        String[] words = verdict.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder key = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            key.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return key.toString();
    }

    private static void writeProblem(JsonGenerator json, Problem problem) throws IOException {
        json.writeObjectFieldStart("problem");
        json.writeStringField("name", problem.name());
        json.writeStringField("kind", problem.kind().name().toLowerCase(Locale.ROOT));
        if (problem.search()) {
            json.writeNumberField("moves", problem.moves());
        }
        json.writeNumberField("minSize", problem.minSize());
        json.writeNumberField("maxSize", problem.maxSize());
        json.writeStringField("maxTile", Tiles.decimal(problem.maxExponent()));
        json.writeEndObject();
    }

    private static void writeFailure(JsonGenerator json, Failure failure) throws IOException {
        Trial trial = failure.shrunk().trial();
        json.writeStartObject();
        json.writeNumberField("case", failure.index());
        json.writeStringField("family", failure.family().label());
        json.writeStringField("verdict", key(failure.verdict()));
        json.writeStringField("input", trial.judgeCase().input());
        json.writeStringField("originalInput", failure.original().judgeCase().input());
        json.writeStringField("expected", trial.expected().output() + "\n");
        json.writeStringField("output", trial.run().stdout());
        json.writeNumberField("exitCode", trial.run().exitCode());
        json.writeStringField("stderrTail", trial.run().stderrTail());
        StringBuilder path = new StringBuilder();
        for (Direction move : trial.expected().path()) {
            path.append(move.letter());
        }
        json.writeStringField("path", path.toString());
        json.writeObjectFieldStart("shrink");
        json.writeNumberField("runs", failure.shrunk().runs());
        json.writeBooleanField("fixedPoint", failure.shrunk().fixedPoint());
        json.writeEndObject();
        json.writeEndObject();
    }
}
