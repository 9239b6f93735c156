package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.board.Board;
import tilesearch.board.Tiles;
import tilesearch.judge.Judge;
import tilesearch.judge.JudgeJson;
import tilesearch.judge.JudgeSettings;
import tilesearch.judge.JudgeSummary;
import tilesearch.judge.JudgeText;
import tilesearch.judge.Problem;
import tilesearch.judge.SavedFailures;
import tilesearch.replay.AnsiReplay;
import tilesearch.replay.Replay;
import tilesearch.run.ExitCodes;

/**
 * {@code tilesearch judge}: stress-tests a solution of 2048 (Easy), 2048 (Hard) or 2,147,483,648 against the
 * exact answers, and shrinks the first case it fails to the smallest board that still fails.
 */
@Command(name = "judge",
        header = "Stress-test a solution on generated boards; shrink what breaks it.",
        description = {
            "Runs PROGRAM (with ARGS, never through a shell) on generated cases in the puzzle's input format and "
                    + "compares its output with the exact answer token by token: accepted, wrong answer, "
                    + "presentation error, time limit exceeded, runtime error or output limit exceeded.",
            "Cases mix uniform random boards with families aimed at the known bugs (N = 1 and 2, full boards, one "
                    + "tile, lines of equal tiles, chains to move K, a shallow best, tiles near 2^31, walls) in "
                    + "fixed proportions, and are the same for the same --seed whatever --jobs is.",
            "At the first failure (or, with --keep-going, at the end) the case is shrunk, re-running PROGRAM at "
                    + "each step, and shown ready to paste with the expected and actual output, the best path "
                    + "replayed (search problems) or the two boards side by side (23796).",
            "PROGRAM runs in a process group of its own (through setsid), killed with every process in it after "
                    + "each run, on a time limit, and on Ctrl-C or SIGTERM of the judge."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every case accepted",
            "1:some case was not accepted",
            "2:usage error: PROGRAM missing or not executable, a bad option"},
        footer = {"%nExample:",
            "  gcc -O2 -o sol sol.c",
            "  tilesearch judge --problem 12094 -- ./sol",
            "  tilesearch judge --problem 23796 --keep-going \\",
            "      --save fails -- python3 sol.py"})
final class JudgeCommand implements Callable<Integer> {

    /** {@code N} or {@code A..B}. */
    private static final Pattern SIZES = Pattern.compile("([0-9]{1,4})(?:\\.\\.([0-9]{1,4}))?");
    /** The sizes of a custom problem when --size is not given: those of 12100. */
    private static final String DEFAULT_SIZES = "1..20";
    /** The largest tile of a custom problem when --max-tile is not given: that of 12100. */
    private static final String DEFAULT_MAX_TILE = "1024";
    /** Cases between two progress lines when stderr is not a terminal. */
    static final int PROGRESS_EVERY = 100;

    enum Format { TEXT, JSON }

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Option(names = "--problem", paramLabel = "12100|12094|23796",
            description = "The puzzle: 12100 (2048 (Easy), K = 5), 12094 (2048 (Hard), K = 10), both on boards of "
                    + "1 to 20 with tiles 2 to 1024; 23796 (2,147,483,648: one move on an 8x8 board, tiles up to "
                    + "2^30). Give it or --moves.")
    private String problem;

    @Option(names = "--moves", paramLabel = "K",
            description = "A custom search problem in 12100's format with move budget K, instead of --problem.")
    private Integer moves;

    @Option(names = "--size", paramLabel = "N|A..B",
            description = "A custom problem's side lengths (default: " + DEFAULT_SIZES + ").")
    private String sizes;

    @Option(names = "--max-tile", paramLabel = "V",
            description = "A custom problem's largest tile, a power of two (default: " + DEFAULT_MAX_TILE + ").")
    private String maxTile;

    @Option(names = "--count", paramLabel = "C", defaultValue = "500",
            description = "Cases to run, 1 or more (default: ${DEFAULT-VALUE}).")
    private int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the cases: the same seed gives the same cases (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            defaultValue = "1s", description = "Wall time one run may take, e.g. " + DurationConverter.EXAMPLES
                    + " (default: ${DEFAULT-VALUE}).")
    private Duration timeLimit;

    @Option(names = "--shrink-runs", paramLabel = "R", defaultValue = "2000",
            description = "Most runs spent shrinking each failing case, 0 or more (default: ${DEFAULT-VALUE}).")
    private int shrinkRuns;

    @Option(names = "--keep-going",
            description = "Run every case rather than stop at the first failure; shrink and save every failure.")
    private boolean keepGoing;

    @Option(names = "--jobs", paramLabel = "J",
            description = "Cases run side by side, 1 or more (default: the number of cores).")
    private Integer jobs;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text",
            description = "text: the report for people (the default); json: one JSON object for scripts.")
    private Format format;

    @Option(names = "--save", paramLabel = "DIR",
            description = "Write each failing case to DIR: fail-1.in (shrunk), fail-1.expected, fail-1.got and "
                    + "fail-1.original.in.")
    private Path save;

    @Parameters(paramLabel = "PROGRAM", arity = "1..*",
            description = "The program under test, then its arguments; put -- before it when an argument starts "
                    + "with a dash.")
    private List<String> program;

    @Override
    public Integer call() throws IOException, InterruptedException {
        JudgeSettings settings = settings();
        PrintWriter err = spec.commandLine().getErr();
        JudgeProgress progress = new JudgeProgress(err, TileSearch.voice(spec), Terminal.stderrIsTerminal(),
                settings.count());
        Judge judge;
        try {
            judge = new Judge(settings, progress);
        } catch (IllegalStateException e) {
            throw usage(e.getMessage());
        }
        JudgeSummary summary;
        try (judge) {
            // Ctrl-C reaches the judge's process group only, not the program's: the hook kills the runs
            Thread killer = new Thread(judge::killRuns, "judge-kill");
            Runtime.getRuntime().addShutdownHook(killer);
            try {
                summary = judge.run();
            } catch (InterruptedException killed) {
                // the hook killed the runs: the JVM is exiting with the signal's code, and says nothing more
                return ExitCodes.SIGNALLED;
            } finally {
                removeHook(killer);
            }
        }
        progress.finish();
        if (save != null) {
            SavedFailures.write(save, summary.failures());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(format == Format.JSON ? JudgeJson.render(summary) : JudgeText.render(summary, this::draw));
        out.flush();
        return summary.allAccepted() ? ExitCodes.OK : ExitCodes.CASE_FAILED;
    }

    private JudgeSettings settings() {
        if (count < 1) {
            throw usage("--count must be 1 or more, got " + count);
        }
        if (shrinkRuns < 0) {
            throw usage("--shrink-runs must be 0 or more, got " + shrinkRuns);
        }
        int workers = jobs == null ? Runtime.getRuntime().availableProcessors() : jobs;
        if (workers < 1) {
            throw usage("--jobs must be 1 or more, got " + jobs);
        }
        checkExecutable(program.get(0));
        return new JudgeSettings(problem(), program, seed, count, timeLimit, shrinkRuns, keepGoing, workers);
    }

    /** The problem --problem names, or the custom one of --moves, --size and --max-tile. */
    private Problem problem() {
        if (problem != null) {
            if (moves != null || sizes != null || maxTile != null) {
                throw usage("--problem sets K, the sizes and the largest tile: give --moves, --size and "
                        + "--max-tile only without it");
            }
            try {
                return Problem.preset(problem);
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
        }
        if (moves == null) {
            throw usage("choose the puzzle: --problem " + Problem.PRESETS + ", or --moves K for a custom search");
        }
        Matcher range = SIZES.matcher(sizes == null ? DEFAULT_SIZES : sizes);
        if (!range.matches()) {
            throw usage("--size must be N or A..B, e.g. 4 or 1..20, got '" + sizes + "'");
        }
        int low = Integer.parseInt(range.group(1));
        int high = range.group(2) == null ? low : Integer.parseInt(range.group(2));
        try {
            int exponent = Tiles.parseExponent(maxTile == null ? DEFAULT_MAX_TILE : maxTile);
            if (exponent == 0) {
                throw new IllegalArgumentException("0 is not a tile");
            }
            return Problem.customSearch(moves, low, high, exponent);
        } catch (IllegalArgumentException e) {
            throw usage("custom problem: " + e.getMessage() + " (sizes 1 to " + Board.MAX_SIZE
                    + ", --max-tile a power of two)");
        }
    }

    /** Throws a usage error unless {@code name} is an executable file, as a path or a name on PATH. */
    private void checkExecutable(String name) {
        if (name.contains("/")) {
            Path path = Path.of(name);
            if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
                throw usage("PROGRAM '" + name + "' is not an executable file");
            }
            return;
        }
        String path = System.getenv("PATH");
        for (String folder : (path == null ? "" : path).split(":")) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return;
            }
        }
        throw usage("PROGRAM '" + name + "' is not on PATH (give ./" + name + " for a file in this folder)");
    }

    /** A best path's replay as {@code show} draws it: in colour at a terminal, else plain blocks. */
    private String draw(Replay replay) {
        boolean colour = Terminal.stdoutIsTerminal() && !Terminal.noColor()
                && !"dumb".equals(System.getenv("TERM")) && format == Format.TEXT;
        return colour ? AnsiReplay.render(replay, Terminal.columns()) : replay.toText();
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down, and the hook is running or has run
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
