package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.run.ReplacedFile;
import tilesearch.replay.ReplayableInputs;
import tilesearch.replay.RowReplays;
import tilesearch.report.HtmlReport;
import tilesearch.report.JsonReport;
import tilesearch.report.MarkdownReport;
import tilesearch.report.Report;
import tilesearch.report.ReportReplays;
import tilesearch.results.UnusableResultsException;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;
import tilesearch.run.RunRefusedException;
import tilesearch.run.WriteTarget;

/**
 * {@code tilesearch report}: turns a results CSV into an HTML page, Markdown or JSON, optionally against a baseline,
 * written beside the results unless {@code --out} says otherwise.
 */
@Command(name = "report",
        header = "Summarise a results CSV as an HTML page with charts, as Markdown, or as JSON.",
        description = {
            "Reads RESULTS.csv as written by 'solve' once, row by row, and writes one self-contained HTML file (no"
                    + " network needed, it opens from disk): run summary, charts, the 20 slowest boards, the errors"
                    + " (the first 1,000, then a count), and replays of up to 10 boards with the largest tiles and the"
                    + " slowest, their start read again from the input files. Memory does not grow with the number"
                    + " of rows.",
            "With --baseline, boards are matched by (file, board) and compared: a changed max_tile is a"
                    + " correctness alarm, shown first and in red; boards added or missing and the time ratio per"
                    + " input folder are listed too."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:report written",
            "1:report written, and a max_tile changed against --baseline (fails a CI job on a wrong answer)",
            "2:usage error, or a results CSV that is missing or malformed",
            "70:out of memory: the message names the heap and how to give Java more",
            "74:a file could not be read or the report could not be written (an older report is left as it was)"},
        footer = {"%nExamples:",
            "  # writes night.html",
            "  tilesearch report night.csv",
            "  # writes over night.md",
            "  tilesearch report night.csv --format md --force \\",
            "      --baseline last-night.csv",
            "  tilesearch report night.csv --format json --out - \\",
            "      | jq .maxTiles"})
public final class ReportCommand implements Callable<Integer>, Activity {

    /** Output formats, spelled as users type them (picocli matches enum constants by name). */
    enum Format { html, md, json }

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "RESULTS.csv", description = "results CSV written by 'solve'")
    private Path results;

    @Option(names = "--out", paramLabel = "FILE",
            description = "where to write the report, - for standard output; parent folders are created."
                    + " Default: beside RESULTS.csv, named for the format (night.csv gives night.html, night.md or"
                    + " night.json)")
    private String out;

    @Option(names = "--force", description = "write over the report's file when it already exists")
    private boolean force;

    @Option(names = "--baseline", paramLabel = "OLD.csv", description = "results CSV of an earlier run to compare with")
    private Path baseline;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "html",
            description = "html (default), md (Markdown summary and tables, the max tiles as a table, no charts)"
                    + " or json (counts, time quantiles, boards per max tile, K and board size, and the run record's"
                    + " attempts, for scripts)")
    private Format format;

    /** What the command is doing, for the message when it runs out of memory. */
    private volatile String doing = "starting";

    @Override
    public String doing() {
        return doing;
    }

    /** The file the report replaces, or null for standard output ({@code --out -}). */
    private Path target() {
        if (out == null) {
            return besideResults();
        }
        return out.equals("-") ? null : Path.of(out);
    }

    /**
     * The report's file when no {@code --out} names one: beside the results, so that each run's report sits with
     * its rows, named for the format ({@code night.csv} gives {@code night.html}; a folder of parts gives
     * {@code parts.html}).
     */
    private Path besideResults() {
        Path name = results.getFileName();
        String stem = name == null ? "report" : name.toString();
        if (stem.regionMatches(true, Math.max(0, stem.length() - 4), ".csv", 0, 4)) {
            stem = stem.substring(0, stem.length() - 4);
        }
        return results.resolveSibling(stem + "." + format.name());
    }

    /**
     * Why the report cannot be written where it would go, or null: a value that names no file (a path drops a
     * trailing slash, so {@code newdir/} would become a file), or one {@link WriteTarget} refuses: the report
     * replaces its file by a rename, which would put a regular file in place of a device, a FIFO, the results or an
     * input being read, another run's lock or record. An existing report is left alone unless {@code --force}, as
     * {@code solve} leaves existing results.
     *
     * @param record the run record beside the results, whose inputs replays read; null when there is none
     */
    private String refusedOut(RunRecord record) throws IOException {
        if (out != null && !out.equals("-")) {
            String last = out.substring(out.lastIndexOf('/') + 1);
            if (last.isEmpty() || last.equals(".") || last.equals("..")) {
                return "--out '" + out + "' names no file: --out names the report's file, or - for standard output";
            }
            try {
                Path.of(out);
            } catch (InvalidPathException e) {
                return "--out '" + out + "' is not a path: " + e.getReason();
            }
        }
        Path target = target();
        if (target == null) {
            return null;
        }
        try {
            WriteTarget.file("--out", target, baseline == null ? List.of(results) : List.of(results, baseline),
                    record == null ? List.of() : record.inputs(), true);
        } catch (RunRefusedException e) {
            return e.getMessage();
        }
        if (!force && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return target + " already exists: give --force to write over it, or --out another file (- for "
                    + "standard output)";
        }
        return null;
    }

    @Override
    public Integer call() {
        // A record that cannot be read is warned about once the rows are read, and left out: the rows alone still
        // make a report.
        RunRecord record = null;
        IOException unreadableRecord = null;
        try {
            record = RunRecord.read(results);
        } catch (IOException e) {
            unreadableRecord = e;
        }
        String refused;
        try {
            refused = refusedOut(record);
        } catch (IOException e) {
            return failed(ExitCodes.IO_ERROR, "cannot check --out " + out + ": " + FailureMessages.describe(e));
        }
        if (refused != null) {
            return failed(ExitCodes.USAGE, refused);
        }
        Report report;
        doing = baseline == null ? "reading " + results
                : "reading " + results + " and comparing it with " + baseline;
        try {
            report = Report.read(results, Optional.ofNullable(baseline), format == Format.html);
        } catch (NoSuchFileException e) {
            return failed(ExitCodes.USAGE, "no such file: " + e.getFile());
        } catch (UnusableResultsException e) {
            return failed(ExitCodes.USAGE, "cannot read " + e.getMessage());
        } catch (IOException e) {
            return failed(ExitCodes.IO_ERROR, FailureMessages.cannotRead(results, e));
        }
        if (unreadableRecord != null) {
            spec.commandLine().getErr().println(TileSearch.voice(spec) + ": warning: "
                    + FailureMessages.describe(unreadableRecord) + "; the summary leaves it out");
        } else if (record != null) {
            report = report.withRecord(record);
        }
        String text;
        if (format == Format.html) {
            doing = "replaying boards of " + results + " from their input files";
            ReplayableInputs readable = report.record().map(recorded -> ReplayableInputs.of(recorded.inputs()))
                    .orElseGet(() -> ReplayableInputs.none("no run record beside " + results
                            + " names the run's inputs, so none is read again"));
            List<RowReplays.Outcome> replays = ReportReplays.replay(report.replayed(), readable);
            doing = "writing the report of " + results;
            text = HtmlReport.render(report, replays);
        } else {
            doing = "writing the report of " + results;
            text = format == Format.md ? MarkdownReport.render(report) : JsonReport.render(report);
        }
        Path target = target();
        if (target == null) {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
        } else {
            try {
                ReplacedFile.write(target, text);
            } catch (IOException e) {
                return failed(ExitCodes.IO_ERROR, "cannot write " + target + ": " + FailureMessages.describe(e));
            }
            spec.commandLine().getOut().println(TileSearch.voice(spec) + ": wrote " + target);
        }
        if (report.alarm()) {
            return failed(ExitCodes.MAX_TILE_CHANGED, "max_tile changed on " + report.baseline().orElseThrow()
                    .comparison().changedMaxTile().total() + " board(s) compared with " + baseline
                    + " (correctness alarm)");
        }
        return ExitCodes.OK;
    }

    /** Prints {@code message} on stderr, led by the command ({@code tilesearch report: }); gives {@code exitCode}. */
    private int failed(int exitCode, String message) {
        spec.commandLine().getErr().println(TileSearch.voice(spec) + ": " + message);
        return exitCode;
    }
}
