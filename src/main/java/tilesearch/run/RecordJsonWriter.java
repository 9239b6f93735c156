package tilesearch.run;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes JSON in the run record's layout: two spaces a level, each entry of an object or of a list of objects on a
 * line of its own, a list of plain strings on one line, a line break after the whole. It writes only what a record
 * holds: objects, lists, strings, integers and {@code null}. Not thread-safe.
 *
 * <p>Written by hand, not with Jackson, because every run writes its record as it starts: on a JVM without a class
 * cache (OpenJDK 17 and {@code java -jar}), loading and verifying Jackson's generator took about 50 ms, a tenth of a
 * small run. Records are read with Jackson ({@link RunRecordJson}), which only a resume or a report does.
 */
final class RecordJsonWriter {

    /** Nesting deeper than this is a bug in the caller: a record nests three levels. */
    private static final int MAX_DEPTH = 16;

    private final Writer out;
    /** Per open object or list, from the outermost: whether it has an entry yet. */
    private final boolean[] hasEntries = new boolean[MAX_DEPTH];
    private int depth;

    /** A writer onto {@code out}, as UTF-8; {@link #finish} flushes it and leaves {@code out} open. */
    RecordJsonWriter(OutputStream out) {
        this.out = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    }

    /** Opens the record's outermost object. */
    void startRecord() throws IOException {
        out.write('{');
        open();
    }

    /** Closes the outermost object, ends the line and flushes. */
    void finish() throws IOException {
        close('}');
        out.write('\n');
        out.flush();
    }

    /** Opens an object as the next field {@code name}, or as the next entry of a list when {@code name} is null. */
    void startObject(String name) throws IOException {
        entry(name);
        out.write('{');
        open();
    }

    void endObject() throws IOException {
        close('}');
    }

    /** Opens a list of objects as the next field {@code name}. */
    void startList(String name) throws IOException {
        entry(name);
        out.write('[');
        open();
    }

    void endList() throws IOException {
        close(']');
    }

    /** A field holding {@code value}, or {@code null} when it is. */
    void field(String name, String value) throws IOException {
        entry(name);
        if (value == null) {
            out.write("null");
        } else {
            string(value);
        }
    }

    void field(String name, long value) throws IOException {
        entry(name);
        out.write(Long.toString(value));
    }

    /** A field holding {@code value}, or {@code null} when it is. */
    void field(String name, Integer value) throws IOException {
        entry(name);
        out.write(value == null ? "null" : value.toString());
    }

    /** A field holding a list of plain strings, on one line. */
    void words(String name, List<String> words) throws IOException {
        entry(name);
        out.write('[');
        for (int i = 0; i < words.size(); i++) {
            if (i > 0) {
                out.write(", ");
            }
            string(words.get(i));
        }
        out.write(']');
    }

    /** Starts the next entry of the innermost object or list: its separator, line, indent and name. */
    private void entry(String name) throws IOException {
        if (hasEntries[depth - 1]) {
            out.write(',');
        }
        hasEntries[depth - 1] = true;
        newLine(depth);
        if (name != null) {
            string(name);
            out.write(": ");
        }
    }

    private void open() {
        if (depth == MAX_DEPTH) {
            throw new IllegalStateException("a record nests at most " + MAX_DEPTH + " levels");
        }
        hasEntries[depth++] = false;
    }

    private void close(char bracket) throws IOException {
        depth--;
        if (hasEntries[depth]) {
            newLine(depth);
        }
        out.write(bracket);
    }

    private void newLine(int level) throws IOException {
        out.write('\n');
        for (int i = 0; i < level; i++) {
            out.write("  ");
        }
    }

    /**
     * {@code text} as a JSON string: a quote, a backslash and the control characters escaped, as JSON requires, each
     * half of a surrogate pair escaped on its own, as Jackson writes it (so that a lone half survives too), and
     * everything else as it is, in UTF-8.
     */
    private void string(String text) throws IOException {
        out.write('"');
        int plainFrom = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\n' ? "\\n" : c == '\t' ? "\\t"
                    : c == '\r' ? "\\r" : c < 0x20 || Character.isSurrogate(c)
                    ? String.format("\\u%04X", (int) c) : null;
            if (escape != null) {
                out.write(text, plainFrom, i - plainFrom);
                out.write(escape);
                plainFrom = i + 1;
            }
        }
        out.write(text, plainFrom, text.length() - plainFrom);
        out.write('"');
    }
}
