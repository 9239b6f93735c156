package tilesearch.run;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import java.io.IOException;
import java.util.BitSet;

/**
 * The run record's layout, for Jackson's generator: two spaces a level, each entry of an object on a line of its
 * own, a list of objects one object a line, and any other list on one line ({@code "inputs": ["in", "-"]}), so that
 * a person can read the record and {@code diff} two of them. Empty objects and lists are {@code {}} and {@code []}.
 * Stateful: one per generator.
 */
final class RecordLayout implements PrettyPrinter {

    /** A line break, then two spaces for each level. */
    private static final DefaultIndenter NEW_LINE = new DefaultIndenter("  ", "\n");

    /** Open objects and lists, the record itself included: a new line is indented two spaces for each. */
    private int depth;
    /** By the depth of each open list: whether it holds objects, which go one a line. */
    private final BitSet listsOfObjects = new BitSet();

    @Override
    public void writeRootValueSeparator(JsonGenerator json) throws IOException {
        json.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator json) throws IOException {
        // The generator has opened the object's context already: its parent is where the object sits.
        if (json.getOutputContext().getParent().inArray()) {
            listsOfObjects.set(depth);
            NEW_LINE.writeIndentation(json, depth);
        }
        json.writeRaw('{');
        depth++;
    }

    @Override
    public void beforeObjectEntries(JsonGenerator json) throws IOException {
        NEW_LINE.writeIndentation(json, depth);
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator json) throws IOException {
        json.writeRaw(": ");
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator json) throws IOException {
        json.writeRaw(',');
        NEW_LINE.writeIndentation(json, depth);
    }

    @Override
    public void writeEndObject(JsonGenerator json, int entries) throws IOException {
        depth--;
        if (entries > 0) {
            NEW_LINE.writeIndentation(json, depth);
        }
        json.writeRaw('}');
    }

    @Override
    public void writeStartArray(JsonGenerator json) throws IOException {
        json.writeRaw('[');
        depth++;
        listsOfObjects.clear(depth);
    }

    @Override
    public void beforeArrayValues(JsonGenerator json) {
        // The first value follows the bracket: an object puts itself on a new line.
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator json) throws IOException {
        json.writeRaw(listsOfObjects.get(depth) ? "," : ", ");
    }

    @Override
    public void writeEndArray(JsonGenerator json, int values) throws IOException {
        boolean objects = listsOfObjects.get(depth);
        depth--;
        if (objects) {
            NEW_LINE.writeIndentation(json, depth);
        }
        json.writeRaw(']');
    }
}
