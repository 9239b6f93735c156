package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * Issue 4, item 7: whatever bytes reach the readers, no exception escapes, nothing hangs, every job is numbered,
 * and the valid boards around a corrupt one come out unchanged. Boards in generated files are separated by
 * blank lines, the layout the text format promises to resynchronise on. Tries are bounded so that the whole io
 * suite stays fast on two shared cores.
 */
class JobReaderFuzzTest {

    /** A small cap so that lines "too long" are cheap to generate; one property uses the real cap. */
    private static final int CAP = 256;

    private static final Duration NO_HANG = Duration.ofSeconds(10);

    /** A board and its optional move line, as a generator makes them. */
    record Sample(Board board, List<Direction> moves) {

        BoardJob.Task task() {
            return moves.isEmpty() ? new BoardJob.Search(board, Reading.DEFAULT_MOVES)
                    : new BoardJob.Apply(board, moves);
        }

        /** The board text lines; 1×1 boards get a size line so an empty cell is not read as size 0. */
        List<String> lines(boolean sizeLine) {
            List<String> lines = new ArrayList<>();
            if (sizeLine || board.size() == 1) {
                lines.add(Integer.toString(board.size()));
            }
            lines.addAll(List.of(board.toText().split("\n")));
            if (!moves.isEmpty()) {
                StringBuilder letters = new StringBuilder();
                moves.forEach(move -> letters.append(move.letter()));
                lines.add(letters.toString());
            }
            return lines;
        }

        String csvRow(int index) {
            StringBuilder letters = new StringBuilder();
            moves.forEach(move -> letters.append(move.letter()));
            return "b" + index + "," + board.toNotation() + ",," + letters;
        }
    }

    /** Ways to break one board of a text file. */
    enum TextMutation { BAD_VALUE, DROP_ROW, EXTRA_VALUE, MISSING_VALUE, GARBAGE_LINE, BAD_MOVE, HUGE_LINE }

    /** Ways to break one record of a CSV file; each costs exactly that record. */
    enum CsvMutation { BAD_VALUE, FIELD_MISSING, EXTRA_FIELD, UNCLOSED_QUOTE, BAD_MOVES, BAD_APPLY, HUGE_LINE }

    @Property(tries = 300)
    void read_anyBytesYieldNumberedJobs(@ForAll("noise") byte[] content, @ForAll boolean csv) {
        List<BoardJob> jobs = read(csv ? "noise.csv" : "noise.txt", content);
        assertFalse(jobs.isEmpty());
        assertNumbered(jobs);
    }

    @Property(tries = 200)
    void read_truncatedFileKeepsEveryCompleteBoard(@ForAll("samples") List<Sample> samples,
            @ForAll boolean sizeLines, @ForAll boolean crlf, @ForAll @IntRange(max = 1000) int cutPerMille) {
        String separator = crlf ? "\r\n" : "\n";
        StringBuilder text = new StringBuilder();
        List<Integer> ends = new ArrayList<>();
        for (Sample sample : samples) {
            text.append(String.join(separator, sample.lines(sizeLines))).append(separator);
            ends.add(text.length());
            text.append(separator);
        }
        int cut = text.length() * cutPerMille / 1000;
        int complete = (int) ends.stream().filter(end -> end <= cut).count();
        List<BoardJob> jobs = read("cut.txt", text.substring(0, cut).getBytes(UTF_8));
        assertNumbered(jobs);
        // A cut board may split into several regions (a cut size line can read as a 1x1 board), but some job
        // must stand for whatever is left of it.
        String rest = text.substring(complete == 0 ? 0 : ends.get(complete - 1), cut);
        assertTrue(jobs.size() >= complete + (rest.isBlank() ? 0 : 1), () -> Reading.outcomes(jobs).toString());
        for (int i = 0; i < complete; i++) {
            assertEquals(samples.get(i).task(), jobs.get(i).task());
        }
    }

    @Property(tries = 400)
    void read_mutatedBoardLeavesTheOthersIntact(@ForAll("samples") List<Sample> samples, @ForAll boolean sizeLines,
            @ForAll @IntRange(max = 100) int pick, @ForAll TextMutation mutation,
            @ForAll @IntRange(max = 1000) int where) {
        int broken = pick % samples.size();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < samples.size(); i++) {
            List<String> lines = new ArrayList<>(samples.get(i).lines(sizeLines));
            if (i == broken) {
                mutate(lines, samples.get(i), sizeLines, mutation, where);
            }
            text.append(String.join("\n", lines)).append("\n\n");
        }
        List<BoardJob> jobs = read("mutated.txt", text.toString().getBytes(UTF_8));
        assertNumbered(jobs);
        assertSurvivors(samples, broken, jobs);
    }

    @Property(tries = 300)
    void read_mutatedCsvRecordCostsOnlyItsOwnJob(@ForAll("samples") List<Sample> samples,
            @ForAll @IntRange(max = 100) int pick, @ForAll CsvMutation mutation,
            @ForAll @IntRange(max = 1000) int where) {
        int broken = pick % samples.size();
        StringBuilder text = new StringBuilder("id,board,moves,apply\n");
        for (int i = 0; i < samples.size(); i++) {
            String row = samples.get(i).csvRow(i);
            text.append(i == broken ? mutate(row, mutation, where) : row).append('\n');
        }
        List<BoardJob> jobs = read("mutated.csv", text.toString().getBytes(UTF_8));
        assertNumbered(jobs);
        assertEquals(samples.size(), jobs.size(), () -> Reading.outcomes(jobs).toString());
        for (int i = 0; i < samples.size(); i++) {
            if (i == broken) {
                Reading.message(jobs.get(i));
            } else {
                assertEquals(samples.get(i).task(), jobs.get(i).task());
            }
        }
    }

    @Property(tries = 4)
    void read_hugeLineAtTheRealCapIsOneFault(@ForAll("samples") List<Sample> samples,
            @ForAll @IntRange(min = 1, max = 3) int mebibytes) {
        StringBuilder text = new StringBuilder();
        for (Sample sample : samples) {
            text.append(String.join("\n", sample.lines(false))).append("\n\n");
        }
        text.append("2 ".repeat(mebibytes * LineSource.DEFAULT_MAX_LINE_BYTES / 2 + 1)).append("\n\n");
        samples.forEach(sample -> text.append(String.join("\n", sample.lines(false))).append("\n\n"));
        List<BoardJob> jobs = assertTimeoutPreemptively(NO_HANG, () -> Reading.file("huge.txt",
                text.toString().getBytes(UTF_8), LineSource.DEFAULT_MAX_LINE_BYTES));
        assertEquals(2 * samples.size() + 1, jobs.size());
        assertEquals("line " + jobs.get(samples.size()).line() + ": the line is longer than "
                + LineSource.DEFAULT_MAX_LINE_BYTES + " bytes",
                Reading.message(jobs.get(samples.size())));
    }

    @Provide
    Arbitrary<List<Sample>> samples() {
        Arbitrary<Sample> sample = Arbitraries.integers().between(1, 4).flatMap(size -> Combinators.combine(
                Arbitraries.integers().between(0, 20).list().ofSize(size * size),
                Arbitraries.of(Direction.class).list().ofMaxSize(4))
                .as((exponents, moves) -> new Sample(board(size, exponents), moves)));
        return sample.list().ofMinSize(1).ofMaxSize(6);
    }

    @Provide
    Arbitrary<byte[]> noise() {
        Arbitrary<byte[]> bytes = Arbitraries.bytes().array(byte[].class).ofMaxSize(3000);
        Arbitrary<byte[]> boardLike = Arbitraries.strings().withChars("0124683 \t\n\r-#/,\"ULDRx\uFEFF")
                .ofMaxLength(3000).map(text -> text.getBytes(UTF_8));
        Arbitrary<byte[]> longLines = Arbitraries.strings().withChars("248 ").ofMinLength(CAP).ofMaxLength(4 * CAP)
                .map(text -> ("2 2\n2 2\n\n" + text + "\n2").getBytes(UTF_8));
        return Arbitraries.oneOf(bytes, boardLike, longLines);
    }

    private static void mutate(List<String> lines, Sample sample, boolean sizeLine, TextMutation mutation,
            int where) {
        int size = sample.board().size();
        int firstRow = sizeLine || size == 1 ? 1 : 0;
        int row = firstRow + where % size;
        String[] values = lines.get(row).split(" ");
        switch (mutation) {
            case BAD_VALUE -> {
                values[where % values.length] = List.of("6", "1", "-2", "x1", "3.5", "0x2", "3", "1e3").get(where % 8);
                lines.set(row, String.join(" ", values));
            }
            case DROP_ROW -> lines.remove(row);
            case EXTRA_VALUE -> lines.set(row, lines.get(row) + " 2");
            case MISSING_VALUE -> lines.set(row, String.join(" ", List.of(values).subList(0, values.length - 1)));
            case GARBAGE_LINE -> lines.add(row, "@@ !!");
            case BAD_MOVE -> {
                if (sample.moves().isEmpty()) {
                    lines.add("Q");
                } else {
                    lines.set(lines.size() - 1, lines.get(lines.size() - 1) + "X");
                }
            }
            case HUGE_LINE -> lines.set(row, "2 ".repeat(CAP));
        }
    }

    private static String mutate(String row, CsvMutation mutation, int where) {
        return switch (mutation) {
            case BAD_VALUE -> row.replaceFirst(",[0-9]+", "," + List.of("6", "1", "-2", "x").get(where % 4));
            case FIELD_MISSING -> row.substring(0, row.lastIndexOf(','));
            case EXTRA_FIELD -> row + ",extra";
            case UNCLOSED_QUOTE -> row.replaceFirst(",", ",\"");
            case BAD_MOVES -> row.replaceFirst(",,", "," + List.of("31", "x", "-1").get(where % 3) + ",");
            case BAD_APPLY -> row + "Z";
            case HUGE_LINE -> row + "2".repeat(CAP);
        };
    }

    /**
     * The boards before {@code broken} come out first and those after it last, each exactly as generated; the
     * broken region between them yields at least one job, and at least one of those is Invalid.
     */
    private static void assertSurvivors(List<Sample> samples, int broken, List<BoardJob> jobs) {
        int after = samples.size() - broken - 1;
        assertTrue(jobs.size() >= samples.size(), () -> Reading.outcomes(jobs).toString());
        for (int i = 0; i < broken; i++) {
            assertEquals(samples.get(i).task(), jobs.get(i).task());
        }
        for (int i = 0; i < after; i++) {
            assertEquals(samples.get(broken + 1 + i).task(), jobs.get(jobs.size() - after + i).task());
        }
        assertTrue(jobs.subList(broken, jobs.size() - after).stream()
                .anyMatch(job -> job.task() instanceof BoardJob.Invalid), () -> Reading.outcomes(jobs).toString());
    }

    /** Ordinals run 1, 2, 3, ...; lines never go back; every Invalid job explains itself. */
    private static void assertNumbered(List<BoardJob> jobs) {
        long line = 1;
        for (int i = 0; i < jobs.size(); i++) {
            BoardJob job = jobs.get(i);
            assertEquals(i + 1, job.ordinal());
            assertTrue(job.line() >= line, () -> "line " + job.line() + " after " + jobs);
            line = job.line();
            if (job.task() instanceof BoardJob.Invalid invalid) {
                assertFalse(invalid.message().isBlank());
            }
        }
    }

    private static List<BoardJob> read(String name, byte[] content) {
        return assertTimeoutPreemptively(NO_HANG, () -> Reading.file(name, content, CAP));
    }

    private static Board board(int size, List<Integer> exponents) {
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = exponents.get(i).byteValue();
        }
        return Board.of(size, cells);
    }
}
