package tilesearch.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code tilesearch} command: only chooses a subcommand. */
@Command(name = TileSearch.NAME,
        synopsisSubcommandLabel = "COMMAND",
        header = "Exact batch solver for no-spawn 2048 boards.",
        description = {
            "Finds the largest tile reachable on each board within K moves (no new tile ever appears), plays move "
                    + "sequences, makes random boards for stress tests, reports on a run, replays its answers "
                    + "and stress-tests solutions of the puzzles it answers.",
            "Tiles are exact however large they grow."},
        footer = {
            "%nExamples:",
            "  # inputs/ to outputs/results.csv",
            "  tilesearch solve",
            "  # prints 16",
            "  printf '2 2 2\\n4 4 4\\n8 8 8\\n' | tilesearch solve -",
            "  # play the letters after the board",
            "  tilesearch move board.txt",
            "  # random boards in inputs/random",
            "  tilesearch generate --size 20 --count 5",
            "  # outputs/report.html",
            "  tilesearch report outputs/results.csv",
            "  # replay board 3 of inputs/a.txt",
            "  tilesearch show outputs/results.csv inputs/a.txt#3",
            "  # stress-test a solution, shrink what fails",
            "  tilesearch judge --problem 12100 -- ./sol",
            "  # the options of solve",
            "  tilesearch help solve",
            "%nExit codes: 0 ok, 1 some board failed or timed out, 2 usage error, 3 solve stopped at its deadline, "
                    + "70 internal error or out of memory, 74 input/output error, 130/143/129 stopped by "
                    + "Ctrl-C/SIGTERM/SIGHUP."})
public final class TileSearch implements Callable<Integer> {

    /** The program's name, first word of every message. */
    static final String NAME = "tilesearch";

    /** The subcommands, in the order help lists them. */
    private static final String[] SUBCOMMANDS = {"solve", "move", "generate", "report", "show", "bench", "judge",
        "help"};

    /** The subcommand that prints another's help: it needs every other one beside it. */
    private static final String HELP = "help";

    @Spec
    private CommandSpec spec;

    /**
     * The whole command line, reading {@code -} from {@code in} and printing to {@code out} and {@code err}.
     * Tests run commands through it without exiting the JVM.
     */
    public static CommandLine commandLine(InputStream in, PrintWriter out, PrintWriter err) {
        return commandLine(in, out, err, SUBCOMMANDS);
    }

    /**
     * The command line that runs {@code args}: when they start with a subcommand's name, it holds that subcommand
     * only, else every one. Picocli reads a subcommand's annotations by reflection as it is added, and a run only
     * ever reaches the subcommand it names, so its usage, messages and exit codes are the same either way.
     */
    static CommandLine commandLineFor(String[] args, InputStream in, PrintWriter out, PrintWriter err) {
        boolean named = args.length > 0 && !args[0].equals(HELP) && subcommand(args[0], in) != null;
        return commandLine(in, out, err, named ? new String[] {args[0]} : SUBCOMMANDS);
    }

    /** The subcommand called {@code name} reading {@code -} from {@code in}, or null when there is none. */
    private static Object subcommand(String name, InputStream in) {
        return switch (name) {
            case "solve" -> new SolveCommand(in);
            case "move" -> new MoveCommand(in);
            case "generate" -> new GenerateCommand();
            case "report" -> new ReportCommand();
            case "show" -> new ShowCommand();
            case "bench" -> new BenchCommand();
            case "judge" -> new JudgeCommand();
            case HELP -> new CommandLine.HelpCommand();
            default -> null;
        };
    }

    private static CommandLine commandLine(InputStream in, PrintWriter out, PrintWriter err, String[] names) {
        CommandLine commandLine = new CommandLine(new TileSearch());
        for (String name : names) {
            commandLine.addSubcommand(subcommand(name, in));
        }
        // The settings below reach only the subcommands added above, so every subcommand is added first.
        return configured(commandLine, out, err);
    }

    /**
     * Runs {@code args} through the command line {@code commandLine} makes with the given output streams, printing
     * to stdout and stderr, and exits the JVM with its exit code as {@link Main} does: the main of a program with a
     * command of its own ({@code spark-solve}), so that only this package writes to the standard streams.
     */
    public static void exit(String[] args, BiFunction<PrintWriter, PrintWriter, CommandLine> commandLine) {
        Main.exit(commandLine.apply(new PrintWriter(System.out, true), new PrintWriter(System.err, true))
                .execute(args));
    }

    /**
     * The command {@code spec} as its messages name it: {@code tilesearch solve}. A command that is a program of
     * its own ({@code spark-solve}, run through spark-submit) still speaks as a tilesearch command:
     * {@code tilesearch spark-solve}.
     */
    public static String voice(CommandSpec spec) {
        String name = spec.qualifiedName();
        return spec.root().name().equals(NAME) ? name : NAME + " " + name;
    }

    /**
     * {@code commandLine} printing to {@code out} and {@code err}, with the options and the failure handling every
     * tilesearch command shares: {@code --help} and {@code --version}, help as wide as the terminal,
     * case-insensitive enum values, usage errors, failures and running out of memory mapped to messages and exit
     * codes.
     */
    public static CommandLine configured(CommandLine commandLine, PrintWriter out, PrintWriter err) {
        addStandardOptions(commandLine);
        FailureHandler failures = new FailureHandler();
        return commandLine
                .setOut(out)
                .setErr(PrintableWriter.around(err))
                .setUsageHelpAutoWidth(true)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setParameterExceptionHandler(failures)
                .setExecutionExceptionHandler(failures)
                .setExecutionStrategy(failures.executing());
    }

    /**
     * Gives {@code commandLine} and its subcommands {@code --help} and {@code --version}, the version read from the
     * jar's manifest: every tilesearch command answers both the same way, but {@code help}, whose own
     * {@code --help} is picocli's.
     */
    private static void addStandardOptions(CommandLine commandLine) {
        if (commandLine.getCommand() instanceof CommandLine.HelpCommand) {
            return;
        }
        commandLine.getCommandSpec().mixinStandardHelpOptions(true).versionProvider(new ManifestVersion());
        commandLine.getSubcommands().values().forEach(TileSearch::addStandardOptions);
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "missing command: choose one of " + String.join(", ", spec.subcommands().keySet()));
    }
}
