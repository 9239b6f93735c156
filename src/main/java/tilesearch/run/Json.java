package tilesearch.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON for the run record: objects ({@code Map<String, Object>}, keys in order), arrays
 * ({@code List<Object>}), strings, whole numbers ({@code Long}), booleans and {@code null}; and, to write, values
 * that write themselves ({@link Writable}). Written indented,
 * two spaces a level, a list of plain values on one line, so that a person can read the record; read strictly,
 * so that a damaged record is noticed.
 */
final class Json {

    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /**
     * The value {@code text} holds.
     *
     * @throws IllegalArgumentException when {@code text} is not one whole JSON value of the kinds above
     */
    static Object parse(String text) {
        Json json = new Json(text);
        Object value = json.value();
        json.skipSpace();
        if (json.at != text.length()) {
            throw json.error("text after the value");
        }
        return value;
    }

    /**
     * A value that writes its own JSON, exactly as {@link #write(Object)} would write the value it stands for,
     * {@code indent} being the indent of the line it starts on: for a long array of objects of one shape, written
     * without a map per item.
     */
    interface Writable {
        void writeTo(StringBuilder out, String indent);
    }

    /** {@code value} as indented JSON, ending with a line break. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out, "");
        return out.append('\n').toString();
    }

    private static void write(Object value, StringBuilder out, String indent) {
        if (value instanceof Map<?, ?> object) {
            if (object.isEmpty()) {
                out.append("{}");
                return;
            }
            String inner = indent + "  ";
            out.append("{\n");
            int left = object.size();
            for (Map.Entry<?, ?> entry : object.entrySet()) {
                out.append(inner);
                quote((String) entry.getKey(), out);
                out.append(": ");
                write(entry.getValue(), out, inner);
                out.append(--left > 0 ? ",\n" : "\n");
            }
            out.append(indent).append('}');
        } else if (value instanceof List<?> array) {
            if (array.stream().noneMatch(item -> item instanceof Map || item instanceof List)) {
                // A list of plain values, such as a command line, reads best on one line.
                out.append('[');
                for (int i = 0; i < array.size(); i++) {
                    out.append(i == 0 ? "" : ", ");
                    write(array.get(i), out, indent);
                }
                out.append(']');
                return;
            }
            String inner = indent + "  ";
            out.append("[\n");
            for (int i = 0; i < array.size(); i++) {
                out.append(inner);
                write(array.get(i), out, inner);
                out.append(i + 1 < array.size() ? ",\n" : "\n");
            }
            out.append(indent).append(']');
        } else if (value instanceof String string) {
            quote(string, out);
        } else if (value instanceof Writable writable) {
            writable.writeTo(out, indent);
        } else if (value == null || value instanceof Long || value instanceof Integer || value instanceof Boolean) {
            out.append(value);
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    /** {@code value} as a JSON string, quoted and escaped. */
    static void quote(String value, StringBuilder out) {
        out.append('"');
        if (plain(value)) {
            // Nearly every value (a file name, a hash, a time): appended whole, not character by character, which
            // was most of writing the record of a folder of 10,000 files.
            out.append(value).append('"');
            return;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** Whether {@code value} needs no escape: no quote, backslash or control character. */
    private static boolean plain(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\') {
                return false;
            }
        }
        return true;
    }

    private Object value() {
        skipSpace();
        if (at >= text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> object = new LinkedHashMap<>();
        at++;
        skipSpace();
        if (peek('}')) {
            at++;
            return object;
        }
        while (true) {
            skipSpace();
            if (!peek('"')) {
                throw error("expected a quoted key");
            }
            String key = string();
            skipSpace();
            expect(':');
            if (object.put(key, value()) != null) {
                throw error("the key \"" + key + "\" twice");
            }
            skipSpace();
            if (peek('}')) {
                at++;
                return object;
            }
            expect(',');
        }
    }

    private List<Object> array() {
        List<Object> array = new ArrayList<>();
        at++;
        skipSpace();
        if (peek(']')) {
            at++;
            return array;
        }
        while (true) {
            array.add(value());
            skipSpace();
            if (peek(']')) {
                at++;
                return array;
            }
            expect(',');
        }
    }

    private String string() {
        StringBuilder out = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw error("a string that does not end");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw error("a string that does not end");
            }
            char escaped = text.charAt(at++);
            switch (escaped) {
                case '"', '\\', '/' -> out.append(escaped);
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("a \\u escape cut short");
                    }
                    try {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException e) {
                        throw error("a bad \\u escape");
                    }
                    at += 4;
                }
                default -> throw error("an unknown escape \\" + escaped);
            }
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("expected a value");
        }
        at += word.length();
        return value;
    }

    private Long number() {
        int start = at;
        if (peek('-')) {
            at++;
        }
        while (at < text.length() && Character.isDigit(text.charAt(at))) {
            at++;
        }
        try {
            return Long.parseLong(text.substring(start, at));
        } catch (NumberFormatException e) {
            throw error("expected a value (numbers are whole)");
        }
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        at++;
    }

    private void skipSpace() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private IllegalArgumentException error(String what) {
        int line = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            line += text.charAt(i) == '\n' ? 1 : 0;
        }
        return new IllegalArgumentException("line " + line + ": " + what);
    }
}
