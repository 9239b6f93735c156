package tilesearch.io;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import tilesearch.board.Board;
import tilesearch.board.Tiles;

/**
 * The byte-level paths of {@link CsvBoardReader} and {@link BoardTextReader} against the text-only readers they
 * replaced ({@link TextOnlyReaders}): on valid files, on files with random edits from characters that trip the
 * byte paths (quotes, carriage returns, control characters, non-ASCII blanks, long numbers, leading zeros), and
 * on noise, both give the same jobs: the same boards, K, ids, lines, ordinals and error messages. The same
 * holds when 4×4 boards are read {@linkplain JobReader#readPacked packed}, block and job in turn, as the pipeline
 * reads them.
 */
class ReaderEquivalenceTest {

    /** A small line cap, so that lines too long for it come up often. */
    private static final int CAP = 200;

    /** Characters the random edits insert: board text, CSV syntax, and what only the text path accepts. */
    private static final String NASTY = "0123456789 /,\t\"\r\n#-xULDR\u000B\u001F\u00A0\u2003\u00E9\uFEFF";

    /** Words the random edits insert: tiles only the text path reads, and values that are no tiles. */
    private static final List<String> NASTY_WORDS = List.of("1267650600228229401496703205376", "0000000000000000004",
            "00", "1", "3", "-2", "1024", "999999999999999999", "2305843009213693952", "LU", "3\n", "\n\n", "1\n0");

    @Property(tries = 400)
    void read_csv_sameJobsAsTheTextOnlyReader(@ForAll("csvFiles") String content) {
        byte[] bytes = content.getBytes(UTF_8);
        List<BoardJob> expected = textOnly(bytes, true);
        assertEquals(expected, byteLevel(bytes, true), () -> "input [" + content + "]");
        assertEquals(expected, packed(bytes, true, LineSource.BUFFER_BYTES), () -> "packed, input [" + content + "]");
    }

    @Property(tries = 400)
    void read_boardText_sameJobsAsTheTextOnlyReader(@ForAll("textFiles") String content) {
        byte[] bytes = content.getBytes(UTF_8);
        List<BoardJob> expected = textOnly(bytes, false);
        assertEquals(expected, byteLevel(bytes, false), () -> "input [" + content + "]");
        assertEquals(expected, packed(bytes, false, LineSource.BUFFER_BYTES),
                () -> "packed, input [" + content + "]");
    }

    @Property(tries = 200)
    void read_noise_sameJobsAsTheTextOnlyReader(@ForAll("noise") String content, @ForAll boolean csv) {
        byte[] bytes = content.getBytes(UTF_8);
        List<BoardJob> expected = textOnly(bytes, csv);
        assertEquals(expected, byteLevel(bytes, csv), () -> "input [" + content + "]");
        assertEquals(expected, packed(bytes, csv, LineSource.BUFFER_BYTES), () -> "packed, input [" + content + "]");
    }

    /**
     * Files of hundreds of boards, read through the smallest buffer a source takes, so that the readers' in-place
     * paths meet boards and records cut by the buffer's end, and Windows line ends.
     */
    @Property(tries = 20)
    void read_longFilesThroughASmallBuffer_sameJobsAsTheTextOnlyReader(@ForAll("longFiles") String content,
            @ForAll boolean csv, @ForAll boolean windows) {
        String text = csv ? content.replace(";", ",") : content.replace(";", " ");
        byte[] bytes = (windows ? text.replace("\n", "\r\n") : text).getBytes(UTF_8);
        List<BoardJob> expected = textOnly(bytes, csv, LineSource.SNIFF_BYTES);
        assertEquals(expected, byteLevel(bytes, csv, LineSource.SNIFF_BYTES), () -> "input [" + content + "]");
        assertEquals(expected, packed(bytes, csv, LineSource.SNIFF_BYTES), () -> "packed, input [" + content + "]");
    }

    @Provide
    Arbitrary<String> longFiles() {
        Arbitrary<String> block = Combinators.combine(boards(), Arbitraries.integers().between(0, 9),
                Arbitraries.of("", "", "", "", "U", "ld R"))
                .as((board, shape, moves) -> switch (shape) {
                    case 0 -> "# note\n" + board.toText();
                    case 1 -> board.toText().replace(" ", "\t");
                    case 2 -> board.size() + "\n" + board.toText();
                    case 3 -> "1;" + board.toNotation() + ";" + (moves.isEmpty() ? "" : "3;" + moves);
                    default -> ";" + board.toNotation() + "\n" + board.toText();
                } + (moves.isEmpty() ? "" : "\n" + moves));
        return block.list().ofMinSize(150).ofMaxSize(400)
                .map(blocks -> "id;board\n" + String.join("\n\n", blocks) + "\n")
                .flatMap(ReaderEquivalenceTest::edited);
    }

    @Provide
    Arbitrary<String> csvFiles() {
        Arbitrary<String> header = Arbitraries.of("id,board", "id,board,moves,apply", "board,id,moves",
                " ID , Board ,extra", "id,board,apply");
        Arbitrary<String> row = Combinators.combine(Arbitraries.strings().withChars("ab1 -_.").ofMaxLength(5),
                boards().map(Board::toNotation),
                Arbitraries.of("", "", "7", "05", " 3 ", "31", "x", "123"),
                Arbitraries.of("", "", "", "LU", " r d ", "Q", "extra"))
                .as((id, board, moves, apply) -> id + "," + board + "," + moves + "," + apply);
        return Combinators.combine(header, row.list().ofMaxSize(8))
                .as((head, rows) -> head + "\n" + String.join("\n", rows.stream()
                        .map(line -> trimmedToHeader(head, line)).toList()) + "\n")
                .flatMap(ReaderEquivalenceTest::edited);
    }

    @Provide
    Arbitrary<String> textFiles() {
        Arbitrary<String> block = Combinators.combine(boards(), Arbitraries.integers().between(0, 5),
                Arbitraries.of("", "", "U", "ld R", "Q"))
                .as((board, shape, moves) -> switch (shape) {
                    case 0 -> board.size() + "\n" + board.toText();
                    case 1 -> "# a comment\n" + board.toText().replace("\n", "\n\t# inside\n");
                    case 2 -> board.toText().replace(" ", " \t ");
                    default -> board.size() == 1 ? "1\n" + board.toText() : board.toText();
                } + (moves.isEmpty() ? "" : "\n" + moves));
        return block.list().ofMinSize(1).ofMaxSize(6).map(blocks -> String.join("\n\n", blocks) + "\n")
                .flatMap(ReaderEquivalenceTest::edited);
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.strings().withChars(NASTY).ofMaxLength(400);
    }

    /**
     * Random boards of 1×1 to 5×5, mostly small tiles, now and then one around 2^15 (the packed boards' largest)
     * or one past the long range.
     */
    private static Arbitrary<Board> boards() {
        Arbitrary<Integer> exponent = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.integers().between(0, 11)),
                Tuple.of(1, Arbitraries.integers().between(12, 16)),
                Tuple.of(1, Arbitraries.integers().between(55, Tiles.MAX_INPUT_EXPONENT)));
        return Arbitraries.integers().between(1, 5).flatMap(size -> exponent.list().ofSize(size * size)
                .map(exponents -> {
                    byte[] cells = new byte[size * size];
                    for (int i = 0; i < cells.length; i++) {
                        cells[i] = exponents.get(i).byteValue();
                    }
                    return Board.of(size, cells);
                }));
    }

    /** {@code content} unchanged, or with up to six random characters or words inserted, replaced or deleted. */
    private static Arbitrary<String> edited(String content) {
        Arbitrary<String> insert = Arbitraries.oneOf(Arbitraries.strings().withChars(NASTY).ofLength(1),
                Arbitraries.of(NASTY_WORDS));
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, content.length()),
                Arbitraries.integers().between(0, 2), insert).as(Edit::new);
        return Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just(content)),
                Tuple.of(3, edit.list().ofMinSize(1).ofMaxSize(6).map(edits -> apply(content, edits))));
    }

    /** Inserts ({@code kind} 0), replaces (1) or deletes (2) at {@code at}. */
    private record Edit(int at, int kind, String text) {
    }

    private static String apply(String content, List<Edit> edits) {
        StringBuilder text = new StringBuilder(content);
        for (Edit edit : edits) {
            int at = Math.min(edit.at(), text.length());
            switch (edit.kind()) {
                case 0 -> text.insert(at, edit.text());
                case 1 -> text.replace(at, Math.min(at + 1, text.length()), edit.text());
                default -> text.delete(at, Math.min(at + 1, text.length()));
            }
        }
        return text.toString();
    }

    /** The row cut to as many fields as {@code header} names, so that most rows are well-formed. */
    private static String trimmedToHeader(String header, String row) {
        int fields = header.split(",", -1).length;
        String[] values = row.split(",", -1);
        return String.join(",", List.of(values).subList(0, Math.min(fields, values.length)));
    }

    private static List<BoardJob> byteLevel(byte[] content, boolean csv) {
        return byteLevel(content, csv, LineSource.BUFFER_BYTES);
    }

    private static List<BoardJob> textOnly(byte[] content, boolean csv) {
        return textOnly(content, csv, LineSource.BUFFER_BYTES);
    }

    private static List<BoardJob> byteLevel(byte[] content, boolean csv, int bufferBytes) {
        LineSource lines = new LineSource(new ByteArrayInputStream(content), CAP, new byte[bufferBytes], false);
        FileJobs jobs = new FileJobs(csv ? "f.csv" : "f.txt");
        return Reading.drain(csv ? new CsvBoardReader(lines, jobs, Reading.DEFAULT_MOVES)
                : new BoardTextReader(lines, jobs, Reading.DEFAULT_MOVES));
    }

    /** The jobs of the byte-level readers, reading packed boards and jobs in turn. */
    private static List<BoardJob> packed(byte[] content, boolean csv, int bufferBytes) {
        LineSource lines = new LineSource(new ByteArrayInputStream(content), CAP, new byte[bufferBytes], false);
        FileJobs jobs = new FileJobs(csv ? "f.csv" : "f.txt");
        return Reading.drainPacked(csv ? new CsvBoardReader(lines, jobs, Reading.DEFAULT_MOVES)
                : new BoardTextReader(lines, jobs, Reading.DEFAULT_MOVES));
    }

    private static List<BoardJob> textOnly(byte[] content, boolean csv, int bufferBytes) {
        LineSource lines = new LineSource(new ByteArrayInputStream(content), CAP, new byte[bufferBytes], false);
        FileJobs jobs = new FileJobs(csv ? "f.csv" : "f.txt");
        return Reading.drain(csv ? new TextOnlyReaders.Csv(lines, jobs, Reading.DEFAULT_MOVES)
                : new TextOnlyReaders.Text(lines, jobs, Reading.DEFAULT_MOVES));
    }
}
