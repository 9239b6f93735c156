package tilesearch.results;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.board.Tiles;
import tilesearch.input.BoardJob;

/**
 * {@link ResultCsvWriter}, which writes bytes, against the writer it replaced, which printed every field through
 * Commons CSV's {@link CSVPrinter}: on random results, with file names, ids and messages full of what needs
 * quoting (commas, quotes, line breaks, leading {@code #} and blanks, trailing blanks, non-ASCII text), both
 * write the same bytes.
 */
class ResultCsvWriterEquivalenceTest {

    /** Characters for the text columns: plain ones, and every kind Commons CSV quotes for. */
    private static final String TEXT = "ab/.-_ 09#!,\"\n\r\t\u00E9\u2003";

    @Property(tries = 300)
    void write_anyResults_sameBytesAsCommonsCsvsPrinter(@ForAll("results") List<JobResult> results)
            throws IOException {
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        try (PrinterWriter writer = new PrinterWriter(new OutputStreamWriter(expected, StandardCharsets.UTF_8))) {
            for (JobResult result : results) {
                writer.write(result);
            }
        }
        ByteArrayOutputStream actual = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(actual)) {
            for (JobResult result : results) {
                writer.write(result);
            }
        }
        assertArrayEquals(expected.toByteArray(), actual.toByteArray(), () -> expected.toString(StandardCharsets.UTF_8)
                + "\n---\n" + actual.toString(StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<List<JobResult>> results() {
        Arbitrary<String> text = Arbitraries.strings().withChars(TEXT).ofMaxLength(8);
        Arbitrary<String> file = Arbitraries.oneOf(Arbitraries.of("inputs/a.csv", "b c.txt", "-"),
                text.filter(name -> !name.isEmpty()));
        Arbitrary<BoardJob> job = Combinators.combine(file, Arbitraries.integers().between(1, 100_000),
                Arbitraries.longs().between(1, 10_000_000_000L), text, tasks(text))
                .as(BoardJob::new);
        Arbitrary<JobResult> result = Combinators.combine(job, answers(), Arbitraries.longs().between(0, 1L << 50),
                Arbitraries.of(JobResult.Status.class), text)
                .as((board, answer, nanos, status, message) -> status == JobResult.Status.ERROR
                        ? JobResult.error(board, message, nanos)
                        : new JobResult(board, status, answer, nanos, status == JobResult.Status.OK ? "" : message));
        return result.list().ofMaxSize(6);
    }

    private static Arbitrary<BoardJob.Task> tasks(Arbitrary<String> text) {
        Arbitrary<List<Direction>> moves = Arbitraries.of(Direction.class).list().ofMaxSize(5);
        return Arbitraries.oneOf(
                Combinators.combine(boards(), Arbitraries.integers().between(0, 30)).as(BoardJob.Search::new),
                Combinators.combine(boards(), moves).as(BoardJob.Apply::new),
                text.map(BoardJob.Invalid::new));
    }

    private static Arbitrary<SearchResult> answers() {
        Arbitrary<Integer> exponent = Arbitraries.integers().between(0, Tiles.MAX_INPUT_EXPONENT + 30);
        return Combinators.combine(exponent, Arbitraries.of(Direction.class).list().ofMaxSize(6), boards(),
                exponent, Arbitraries.longs().between(0, Long.MAX_VALUE), Arbitraries.of(true, false))
                .as(SearchResult::new);
    }

    private static Arbitrary<Board> boards() {
        return Arbitraries.integers().between(1, 4).flatMap(size -> Arbitraries.integers().between(0, 120)
                .list().ofSize(size * size).map(exponents -> {
                    byte[] cells = new byte[size * size];
                    for (int i = 0; i < cells.length; i++) {
                        cells[i] = exponents.get(i).byteValue();
                    }
                    return Board.of(size, cells);
                }));
    }

    /** The writer of commit 9a6049c, verbatim apart from its name: every field printed by Commons CSV. */
    private static final class PrinterWriter implements AutoCloseable {

        private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder()
                .setHeader(ResultColumn.NAMES.toArray(String[]::new))
                .setRecordSeparator('\n')
                .get();

        private final CSVPrinter printer;

        PrinterWriter(Writer out) throws IOException {
            this.printer = FORMAT.print(out);
            printer.flush();
        }

        void write(JobResult result) throws IOException {
            BoardJob job = result.job();
            printer.print(job.file());
            printer.print(job.ordinal());
            printer.print(job.line());
            printer.print(job.id());
            printTask(job.task());
            SearchResult answer = result.answer();
            if (answer == null) {
                for (int i = 0; i < 5; i++) {
                    printer.print("");
                }
            } else {
                printer.print(Tiles.decimal(answer.maxExponent()));
                printer.print(letters(answer.path()));
                printer.print(answer.boardAfter().toNotation());
                printer.print(Tiles.decimal(answer.upperBound()));
                printer.print(answer.nodes());
            }
            printer.print(milliseconds(result.elapsedNanos()));
            printer.print(result.status().label());
            printer.print(result.message());
            printer.println();
        }

        static String milliseconds(long nanos) {
            long micros = (nanos + 500) / 1000;
            long fraction = micros % 1000;
            return (micros / 1000) + (fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".") + fraction;
        }

        private void printTask(BoardJob.Task task) throws IOException {
            if (task instanceof BoardJob.Search search) {
                printer.print(search.board().size());
                printer.print("search");
                printer.print(search.moves());
            } else if (task instanceof BoardJob.Apply apply) {
                printer.print(apply.board().size());
                printer.print("apply");
                printer.print(letters(apply.moves()));
            } else {
                printer.print("");
                printer.print("");
                printer.print("");
            }
        }

        static String letters(List<Direction> moves) {
            StringBuilder text = new StringBuilder(moves.size());
            for (Direction move : moves) {
                text.append(move.letter());
            }
            return text.toString();
        }

        @Override
        public void close() throws IOException {
            printer.close(true);
        }
    }
}
