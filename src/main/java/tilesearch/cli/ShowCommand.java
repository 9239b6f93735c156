package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.replay.AnsiReplay;
import tilesearch.replay.Replay;
import tilesearch.replay.ReplayableInputs;
import tilesearch.replay.RowReplays;
import tilesearch.results.ResultRow;
import tilesearch.results.RowLookup;
import tilesearch.results.UnusableResultsException;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;
import tilesearch.run.RunRecordException;

/**
 * {@code tilesearch show}: replays one board's row of a results CSV, move by move, from the board re-read from
 * its input file, and checks that the moves end on the row's {@code board_after}.
 */
@Command(name = "show",
        header = "Replay a board's path from a results CSV, move by move.",
        description = {
            "Finds the row for board N of FILE (as the columns file and board name it; FILE may also be another "
                    + "path of the same file: absolute, through a link), reads that board again "
                    + "from FILE at the row's line, plays the row's path and checks that the last board is the "
                    + "row's board_after.",
            "At a terminal the boards are drawn in the colours of 2048, side by side as the width allows, with "
                    + "the tiles each move merged marked " + AnsiReplay.MARK + ". Otherwise each board is a block "
                    + "of plain text: a header line (start, or after L (2 of 7)), then its rows, values "
                    + "separated by single spaces; blocks are separated by one blank line."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:replayed, and the path ends on board_after",
            "1:the row is an error row, or the replay does not end on board_after, or the board at the row's "
                    + "line is not the one solved (a wrong row or an edited input)",
            "2:usage error: a missing file or row, or FILE#N malformed",
            "74:the results CSV, its run record or FILE cannot be read"},
        footer = {"%nExample:",
            "  tilesearch show outputs/results.csv \\",
            "      inputs/random/random-20x20-0001.txt#1"})
final class ShowCommand implements Callable<Integer> {

    /** When to draw in colour, as {@code ls --color} spells it. */
    enum When { ALWAYS, NEVER, AUTO }

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "RESULTS.csv", description = "The results CSV written by 'solve'.")
    private Path results;

    @Parameters(index = "1", paramLabel = "FILE#N",
            description = "The board: FILE as the row's file column spells it, or any other path of that file, "
                    + "N its board column.")
    private String board;

    @Option(names = "--color", paramLabel = "WHEN", defaultValue = "auto",
            description = "always, never or auto: colour when standard output is a terminal, NO_COLOR "
                    + "is unset or empty and TERM is not dumb (default: ${DEFAULT-VALUE}).")
    private When color;

    @Option(names = "--width", paramLabel = "COLUMNS",
            description = "The terminal's width for laying out coloured boards (default: the terminal's own, "
                    + "else the COLUMNS variable, else " + Terminal.DEFAULT_COLUMNS + ").")
    private Integer width;

    @Override
    public Integer call() throws IOException {
        int hash = board.lastIndexOf('#');
        if (hash <= 0 || !board.substring(hash + 1).matches("[1-9][0-9]{0,8}")) {
            throw usage("expected FILE#N, the input file and the board's number in it (e.g. inputs/a.txt#3), got '"
                    + board + "'");
        }
        if (width != null && width < 1) {
            throw usage("--width must be 1 or more, got " + width);
        }
        int ordinal = Integer.parseInt(board.substring(hash + 1));
        ResultRow row = row(board.substring(0, hash), ordinal);
        // the CSV's spelling from here on: the replay reads and checks the file as the run named it
        String file = row.file();
        // the row's line is the board's line in its input, not a line of the results
        String line = row.line() == null ? "" : row.line().toString();
        String where = file + " board " + ordinal + " (line " + line + " of " + file + ", as its row in "
                + results + " says)";
        if (row.status().equals("error")) {
            return wrongRow(where + " is an error row: " + row.message());
        }
        RowReplays.Outcome outcome = RowReplays.replay(readable(), row);
        if (outcome instanceof RowReplays.Unreadable unreadable) {
            throw usage(where + ": " + unreadable.message());
        }
        if (outcome instanceof RowReplays.WrongRow wrong) {
            return wrongRow(where + ": " + wrong.message());
        }
        Replay replay = ((RowReplays.Replayed) outcome).replay();
        PrintWriter out = spec.commandLine().getOut();
        out.print(colour() ? AnsiReplay.render(replay, width != null ? width : Terminal.columns()) : replay.toText());
        out.flush();
        return ExitCodes.OK;
    }

    private ResultRow row(String file, int ordinal) throws IOException {
        try {
            RowLookup lookup = RowLookup.find(results, file, ordinal);
            return lookup.row().orElseThrow(() -> usage(noRow(lookup, file, ordinal)));
        } catch (NoSuchFileException e) {
            throw usage("no such file: " + e.getFile());
        } catch (UnusableResultsException e) {
            throw usage(e.getMessage());
        } catch (IOException e) {
            throw new IOException(FailureMessages.cannotRead(results, e), e);
        }
    }

    /** Why {@code lookup} found no row for board {@code ordinal} of {@code file}, with the CSV's spelling. */
    private String noRow(RowLookup lookup, String file, int ordinal) {
        if (lookup.spelling() != null) {
            return results + " has no row for board " + ordinal + " of " + file
                    + (lookup.spelling().equals(file) ? "" : ", which its file column spells " + lookup.spelling())
                    + "; it has " + lookup.rows() + (lookup.rows() == 1 ? " row" : " rows") + " of that file";
        }
        String noFile = results + " has no row for " + file + " (as its file column spells it, or the same file "
                + "by another path)";
        if (!lookup.sameName().isEmpty()) {
            return noFile + "; did you mean " + String.join(" or ", lookup.sameName()) + "?";
        }
        return lookup.example() == null ? results + " has no rows"
                : noFile + "; it names files as in " + lookup.example();
    }

    /** The inputs the results' run record names: only those are read again. */
    private ReplayableInputs readable() throws IOException {
        RunRecord record;
        try {
            record = RunRecord.read(results);
        } catch (RunRecordException e) {
            throw usage(FailureMessages.describe(e) + ", so the run's inputs are unknown and none is read");
        }
        return record == null ? ReplayableInputs.none("no run record beside " + results
                + " names the run's inputs, so none is read") : ReplayableInputs.of(record.inputs());
    }

    private boolean colour() {
        return switch (color) {
            case ALWAYS -> true;
            case NEVER -> false;
            case AUTO -> Terminal.stdoutIsTerminal() && !Terminal.noColor() && !"dumb".equals(System.getenv("TERM"));
        };
    }

    private int wrongRow(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(TileSearch.voice(spec) + ": " + message);
        err.flush();
        return ExitCodes.WRONG_ROW;
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
