package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LineSourceTest {

    @Test
    void next_unixWindowsAndMissingFinalLineEnd() throws IOException {
        assertEquals(List.of("a", "b", "", "c"), texts(new LineSource(Reading.stream("a\nb\r\n\r\nc"))));
    }

    @Test
    void next_trailingLineEndAddsNoEmptyLine() throws IOException {
        assertEquals(List.of("a", "b"), texts(new LineSource(Reading.stream("a\nb\n"))));
    }

    @Test
    void next_carriageReturnsBeforeTheLineEnd_onlyOneDropped() throws IOException {
        LineSource lines = new LineSource(Reading.stream("a\nc\r\r\nlast"));
        assertEquals(Line.of(1, "a"), lines.next());
        assertEquals(Line.of(2, "c\r"), lines.next());
        assertEquals(Line.of(3, "last"), lines.next());
    }

    @Test
    void next_emptyInput() throws IOException {
        assertNull(new LineSource(Reading.stream("")).next());
    }

    @Test
    void next_byteOrderMarkStrippedFromFirstLineOnly() throws IOException {
        assertEquals(List.of("2 2", "\uFEFF4"), texts(new LineSource(Reading.stream("\uFEFF2 2\n\uFEFF4"))));
    }

    @Test
    void next_multiByteUtf8() throws IOException {
        assertEquals(List.of("# größe ×"), texts(new LineSource(Reading.stream("# größe ×\n"))));
    }

    @Test
    void next_lineNumbersCountEveryLine() throws IOException {
        LineSource lines = new LineSource(Reading.stream("a\n\nb\n"));
        lines.next();
        lines.next();
        assertEquals(3, lines.next().number());
        assertEquals(3, lines.lineNumber());
    }

    @Test
    void next_tooLongLineIsFaultyAndSkippedWithoutLosingTheNext() throws IOException {
        LineSource lines = new LineSource(Reading.stream("ok\n" + "9".repeat(100) + "\r\nafter"), 10, 1);
        assertEquals("ok", lines.next().text());
        Line tooLong = lines.next();
        assertEquals("line 2: the line is longer than 10 bytes", tooLong.faultMessage());
        assertEquals(Line.of(3, "after"), lines.next());
    }

    @Test
    void next_lineOfExactlyTheCapIsRead() throws IOException {
        assertEquals(List.of("1234567890"), texts(new LineSource(Reading.stream("1234567890\n"), 10, 1)));
    }

    @Test
    void next_defaultCapRefusesALineOfTwiceTheCap() throws IOException {
        byte[] huge = new byte[2 * LineSource.DEFAULT_MAX_LINE_BYTES + 1];
        Arrays.fill(huge, (byte) '2');
        huge[huge.length - 1] = '\n';
        LineSource lines = new LineSource(new ByteArrayInputStream(huge));
        assertEquals("the line is longer than " + (33 << 20) + " bytes", lines.next().fault());
        assertNull(lines.next());
    }

    @Test
    void next_linesSpanningManySmallReads() throws IOException {
        String content = "2 4 8 16\n".repeat(3) + "x".repeat(70_000) + "\nend";
        List<String> texts = texts(new LineSource(new TrickleInputStream(content.getBytes(UTF_8), 7)));
        assertEquals(List.of("2 4 8 16", "2 4 8 16", "2 4 8 16", "x".repeat(70_000), "end"), texts);
    }

    @Test
    void next_nulByteMakesTheLineFaulty() throws IOException {
        LineSource lines = new LineSource(new ByteArrayInputStream(new byte[] {'2', 0, '2', '\n', '4'}));
        assertEquals("the line holds a NUL byte, which is not text", lines.next().fault());
        assertEquals("4", lines.next().text());
    }

    @Test
    void next_invalidUtf8MakesTheLineFaulty() throws IOException {
        LineSource lines = new LineSource(new ByteArrayInputStream(new byte[] {'2', (byte) 0xC3, '\n', '4'}));
        assertEquals("the line is not UTF-8 text", lines.next().fault());
        assertEquals("4", lines.next().text());
    }

    @Test
    void pushBack_returnsTheSameLineAgain() throws IOException {
        LineSource lines = new LineSource(Reading.stream("a\nb"));
        Line first = lines.next();
        lines.pushBack(first);
        assertSame(first, lines.next());
        assertEquals("b", lines.next().text());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "NUL on line 2      | 32 0A 00 80       | binary file: line 2 holds a NUL byte; expected text",
        "lone continuation  | 32 20 80          | binary file: line 1 is not UTF-8 text",
        "cut character      | 32 C3 0A 32       | binary file: line 1 is not UTF-8 text",
        "Latin-1 text       | 0A 0A 67 72 F6 DF | binary file: line 3 is not UTF-8 text",
    })
    void binaryProblem_binaryStart(String name, String hex, String expected) throws IOException {
        assertEquals(expected, new LineSource(new ByteArrayInputStream(bytes(hex))).binaryProblem());
    }

    @Test
    void binaryProblem_textIsFine() throws IOException {
        LineSource lines = new LineSource(Reading.stream("\uFEFF2 2\r\n4 größe\n"));
        assertNull(lines.binaryProblem());
        assertEquals(List.of("2 2", "4 größe"), texts(lines));
    }

    @Test
    void binaryProblem_characterCutByTheWindowIsFine() throws IOException {
        byte[] content = ("x".repeat(LineSource.SNIFF_BYTES - 1) + "ö").getBytes(UTF_8);
        assertNull(new LineSource(new TrickleInputStream(content, 1000)).binaryProblem());
    }

    @Test
    void binaryProblem_onlyTheWindowIsJudged() throws IOException {
        byte[] content = ("2\n".repeat(LineSource.SNIFF_BYTES) + "\0").getBytes(UTF_8);
        assertNull(new LineSource(new ByteArrayInputStream(content)).binaryProblem());
    }

    @Test
    void binaryProblem_doesNotWaitForBytesNotYetAvailable() throws IOException {
        InputStream terminal = new TrickleInputStream("2 2\n".getBytes(UTF_8), 100) {
            @Override
            public synchronized int available() {
                return 0;
            }
        };
        LineSource lines = new LineSource(terminal);
        assertNull(lines.binaryProblem());
        assertEquals(List.of("2 2"), texts(lines));
    }

    @Test
    void binaryProblem_file_readWithoutAskingWhatIsAvailable() throws IOException {
        byte[] content = "2 2\n4 4\n".repeat(1000).getBytes(UTF_8);
        InputStream file = new TrickleInputStream(content, 1000) {
            @Override
            public synchronized int available() {
                throw new AssertionError("a file's end is found by reading it");
            }
        };
        LineSource lines = new LineSource(file, LineSource.DEFAULT_MAX_LINE_BYTES, new byte[LineSource.BUFFER_BYTES],
                false);
        assertNull(lines.binaryProblem());
        assertEquals(2000, texts(lines).size());
    }

    @Property(tries = 1000)
    void binaryProblem_oneOddByteAnywhere_judgedAsByteByByte(@ForAll @IntRange(max = 9000) int length,
            @ForAll @IntRange(max = 9000) int at, @ForAll("oddBytes") byte[] odd, @ForAll long seed) throws IOException {
        byte[] text = new byte[length];
        Random random = new Random(seed);
        for (int i = 0; i < length; i++) {
            text[i] = (byte) " 0123456789\n".charAt(random.nextInt(12));
        }
        int where = Math.min(at, length);
        byte[] content = new byte[length + odd.length];
        System.arraycopy(text, 0, content, 0, where);
        System.arraycopy(odd, 0, content, where, odd.length);
        System.arraycopy(text, where, content, where + odd.length, length - where);
        long line = 1;
        for (int i = 0; i < where; i++) {
            line += content[i] == '\n' ? 1 : 0;
        }
        String expected = where >= LineSource.SNIFF_BYTES || odd.length == 2 ? null
                : odd[0] == 0 ? "binary file: line " + line + " holds a NUL byte; expected text"
                : "binary file: line " + line + " is not UTF-8 text";
        assertEquals(expected, new LineSource(new ByteArrayInputStream(content)).binaryProblem());
    }

    @Provide
    Arbitrary<byte[]> oddBytes() {
        return Arbitraries.of(new byte[] {0}, new byte[] {(byte) 0xFF}, "ö".getBytes(UTF_8));
    }

    @Test
    void binaryProblem_emptyInputIsText() throws IOException {
        assertNull(new LineSource(InputStream.nullInputStream()).binaryProblem());
    }

    private static List<String> texts(LineSource lines) throws IOException {
        List<String> texts = new ArrayList<>();
        for (Line line = lines.next(); line != null; line = lines.next()) {
            texts.add(line.text());
        }
        return texts;
    }

    private static byte[] bytes(String hex) {
        String[] pairs = hex.strip().split(" ");
        byte[] bytes = new byte[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            bytes[i] = (byte) Integer.parseInt(pairs[i], 16);
        }
        return bytes;
    }

    /** Hands out at most {@code chunk} bytes per read, as pipes and sockets do. */
    private static class TrickleInputStream extends ByteArrayInputStream {
        private final int chunk;

        TrickleInputStream(byte[] content, int chunk) {
            super(content);
            this.chunk = chunk;
        }

        @Override
        public synchronized int read(byte[] target, int offset, int length) {
            return super.read(target, offset, Math.min(chunk, length));
        }
    }
}
