package tilesearch.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ResultColumnTest {

    /** The contract with scripts and users, written out rather than derived from the enum. */
    private static final List<String> CONTRACT = List.of("file", "board", "line", "id", "n", "task", "moves",
            "max_tile", "path", "board_after", "upper_bound", "nodes", "elapsed_ms", "status", "message");

    private static Optional<String> problem(List<String> header) {
        return ResultColumn.headerProblem(header, true);
    }

    private static List<String> edited(java.util.function.Consumer<List<String>> edit) {
        List<String> header = new ArrayList<>(CONTRACT);
        edit.accept(header);
        return header;
    }

    @Test
    void names_areTheContractInOrder() {
        assertEquals(CONTRACT, ResultColumn.NAMES);
        assertEquals(String.join(",", CONTRACT) + "\n", ResultColumn.HEADER_LINE);
        assertEquals(15, ResultColumn.COUNT);
        assertEquals("elapsed_ms", ResultColumn.ELAPSED_MS.header());
    }

    @Test
    void headerProblem_ofTheWritersHeaderIsNone() {
        assertTrue(problem(CONTRACT).isEmpty());
        assertTrue(problem(edited(header -> header.add("threads"))).isEmpty());
    }

    @Test
    void headerProblem_namesWhatIsWrong() {
        assertEquals("the header has no column 'message'",
                what(problem(edited(header -> header.remove("message")))));
        assertEquals("column 13 of the header is 'elapsed' where 'elapsed_ms' must be",
                what(problem(edited(header -> header.set(12, "elapsed")))));
        assertEquals("column 1 of the header is 'board' where 'file' must be",
                what(problem(edited(header -> Collections.swap(header, 0, 1)))));
        assertEquals("column 3 of the header is 'id' where 'line' must be",
                what(problem(edited(header -> header.remove("line")))));
        assertEquals("the header names the column 'status' twice",
                what(problem(edited(header -> header.add("status")))));
        assertEquals("column 16 of the header is 'extra' where the header must end",
                what(problem(edited(header -> header.add("extra")))));
        assertEquals("the header has no column 'file'", what(problem(List.of())));
    }

    @Test
    void headerProblem_refusesThreadsWhereTheReaderDoesNotTakeIt() {
        Optional<String> problem = ResultColumn.headerProblem(edited(header -> header.add("threads")), false);

        assertEquals("column 16 of the header is 'threads' where the header must end", what(problem));
    }

    /** The problem without the words every problem starts and ends with. */
    private static String what(Optional<String> problem) {
        String text = problem.orElseThrow();
        String start = "not a tilesearch results file: ";
        String end = " (the header must be " + String.join(",", CONTRACT) + ")";
        assertTrue(text.startsWith(start) && text.endsWith(end), text);
        return text.substring(start.length(), text.length() - end.length());
    }
}
