package tilesearch.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.Tiles;
import tilesearch.run.ExitCodes;
import tilesearch.run.WriteTarget;

/**
 * {@code tilesearch generate}: writes random boards for stress tests, as board text files ({@code --per-file}
 * boards each) or as one CSV file.
 */
@Command(name = "generate",
        header = "Write random boards for stress tests: board text files, or one CSV file.",
        description = {
            "Text files are named random-NxN-0001.txt, random-NxN-0002.txt, ..., hold --per-file boards each and "
                    + "start with a # comment saying how they were made. With --format csv, one CSV file with the "
                    + "columns id and board is written instead (to standard output with --out -). The same seed and "
                    + "options give the same files. A file that exists is never written over unless --force is "
                    + "given.",
            "Each cell holds a tile with probability D; tiles are drawn uniformly from 2, 4, 8, ... up to V."},
        footer = {
            "%nExamples:",
            "  # into inputs/random",
            "  tilesearch generate --size 20 --count 5 --seed 7",
            "  # 10,000 files",
            "  tilesearch generate --size 4 --count 1000000 \\",
            "      --per-file 100 --out big",
            "  tilesearch generate --size 4 --count 1000000 \\",
            "      --format csv --out big.csv",
            "  tilesearch generate --size 8 --count 100 \\",
            "      --format csv --out - | gzip > boards.csv.gz"})
final class GenerateCommand implements Callable<Integer> {

    /** How the boards are written. */
    enum Format {
        /** Board text files, {@code --per-file} boards each, in the folder {@code --out}. */
        TEXT,
        /** One CSV file {@code --out} with the columns {@code id} and {@code board}. */
        CSV
    }

    /** The {@code --out} that means standard output. */
    static final String STANDARD_OUTPUT = "-";

    /** Where text files go without {@code --out}. */
    static final String DEFAULT_FOLDER = "inputs/random";

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Option(names = "--size", paramLabel = "N", required = true,
            description = "Side length of every board, 1 to " + Board.MAX_SIZE + ".")
    private int size;

    @Option(names = "--count", paramLabel = "C", required = true, description = "Number of boards, 1 or more.")
    private int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the random sequence (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--density", paramLabel = "D", defaultValue = "0.5",
            description = "Chance that a cell holds a tile, from 0 to 1 (default: ${DEFAULT-VALUE}).")
    private double density;

    @Option(names = "--max-tile", paramLabel = "V", defaultValue = "1024",
            description = "Largest tile, a power of two from 2 to 2^" + Tiles.MAX_INPUT_EXPONENT
                    + " (default: ${DEFAULT-VALUE}).")
    private String maxTile;

    @Option(names = "--format", paramLabel = "text|csv", defaultValue = "text",
            description = "text: board text files (the default); csv: one CSV file with columns id and board.")
    private Format format;

    @Option(names = "--per-file", paramLabel = "B", defaultValue = "1",
            description = "Boards per text file, 1 or more (default: ${DEFAULT-VALUE}).")
    private int perFile;

    @Option(names = "--out", paramLabel = "DIR|FILE",
            description = "Text: the folder to write to (default: " + DEFAULT_FOLDER + "). CSV: the file to write "
                    + "(default: " + DEFAULT_FOLDER + "/random-NxN.csv). Parent folders are created. - writes "
                    + "the CSV to standard output.")
    private Path out;

    @Option(names = "--force", description = "Write over files that exist; without it, generate refuses to.")
    private boolean force;

    @Override
    public Integer call() throws IOException {
        RandomBoards boards = new RandomBoards(seed, checkedSize(), checkedDensity(), checkedMaxExponent());
        if (count < 1) {
            throw new ParameterException(spec.commandLine(), "--count must be 1 or more, got " + count);
        }
        if (perFile < 1) {
            throw new ParameterException(spec.commandLine(), "--per-file must be 1 or more, got " + perFile);
        }
        String settings = String.format(Locale.ROOT, "--size %d --seed %d --density %s --max-tile %s", size, seed,
                density, maxTile);
        boolean toStandardOutput = out != null && out.toString().equals(STANDARD_OUTPUT);
        if (toStandardOutput && format == Format.TEXT
                && spec.commandLine().getParseResult().hasMatchedOption("--format")) {
            throw new ParameterException(spec.commandLine(), "--out - writes CSV to standard output: give "
                    + "--format csv, or a folder for the text files");
        }
        String written;
        if (toStandardOutput) {
            PrintWriter stdout = spec.commandLine().getOut();
            writeCsv(boards, stdout);
            stdout.flush();
            written = "standard output";
        } else {
            written = (format == Format.CSV ? writeCsv(boards) : writeText(boards, settings)).toString();
        }
        spec.commandLine().getErr().printf(Locale.ROOT, "%s: wrote %,d board%s of %dx%d to %s.%n",
                TileSearch.voice(spec), count, count == 1 ? "" : "s", size, size, written);
        spec.commandLine().getErr().flush();
        return ExitCodes.OK;
    }

    /** Board text files of {@link #perFile} boards, numbered from 1; returns their folder. */
    private Path writeText(RandomBoards boards, String settings) throws IOException {
        Path folder = out == null ? Path.of(DEFAULT_FOLDER) : out;
        Files.createDirectories(folder);
        int files = (int) ((count + (long) perFile - 1) / perFile);
        String nameFormat = "random-%1$dx%1$d-%2$0" + Math.max(4, Integer.toString(files).length()) + "d.txt";
        for (int file = 1; file <= files; file++) {
            checkTarget(folder.resolve(String.format(Locale.ROOT, nameFormat, size, file)));
        }
        for (int file = 1; file <= files; file++) {
            int first = (file - 1) * perFile + 1;
            int last = (int) Math.min(count, (long) file * perFile);
            String which = first == last ? "board " + first : "boards " + first + " to " + last;
            Path path = folder.resolve(String.format(Locale.ROOT, nameFormat, size, file));
            try (BufferedWriter text = Files.newBufferedWriter(path, StandardCharsets.UTF_8, openOptions())) {
                text.write("# tilesearch generate " + settings + ": " + which + " of " + count + "\n");
                for (int board = first; board <= last; board++) {
                    if (board > first) {
                        text.write('\n');
                    }
                    text.write(boards.next().toText());
                    text.write('\n');
                }
            }
        }
        return folder;
    }

    /** One CSV file with the columns {@code id} (1, 2, ...) and {@code board}; returns it. */
    private Path writeCsv(RandomBoards boards) throws IOException {
        Path file = out == null ? Path.of(DEFAULT_FOLDER, "random-" + size + "x" + size + ".csv") : out;
        checkTarget(file);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (BufferedWriter text = Files.newBufferedWriter(file, StandardCharsets.UTF_8, openOptions())) {
            writeCsv(boards, text);
        }
        return file;
    }

    /** The CSV of {@link #writeCsv(RandomBoards)} to {@code text}, which is left open. */
    private void writeCsv(RandomBoards boards, Appendable text) throws IOException {
        CSVPrinter printer = CSVFormat.DEFAULT.builder().setHeader("id", "board").setRecordSeparator('\n').get()
                .print(text);
        for (int board = 1; board <= count; board++) {
            printer.printRecord(board, boards.next().toNotation());
        }
        printer.flush();
    }

    /**
     * How a file is opened for writing: with {@code --force} it is created or truncated, never through a link;
     * without it, it must not exist yet, which also holds against a file made after {@link #checkTarget} looked.
     */
    private OpenOption[] openOptions() {
        return force ? new OpenOption[] {StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS}
            : new OpenOption[] {StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE};
    }

    /**
     * A usage error, before anything is written, when {@code file} exists (or is a link, even a broken one) and
     * {@code --force} is not given; with it, when {@link WriteTarget} refuses it: a link, results a run may hold,
     * a run's own file.
     */
    private void checkTarget(Path file) throws IOException {
        if (!force && Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new ParameterException(spec.commandLine(), file + " already exists; give --force to write over "
                    + "it");
        }
        WriteTarget.file("--out", file, List.of(), List.of(), false);
    }

    private int checkedSize() {
        if (size < 1 || size > Board.MAX_SIZE) {
            throw new ParameterException(spec.commandLine(), "--size must be from 1 to " + Board.MAX_SIZE
                    + ", got " + size);
        }
        return size;
    }

    private double checkedDensity() {
        if (!(density >= 0 && density <= 1)) {
            throw new ParameterException(spec.commandLine(), "--density must be from 0 to 1, got " + density);
        }
        return density;
    }

    private int checkedMaxExponent() {
        try {
            return Tiles.parseExponent(maxTile);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--max-tile: " + e.getMessage());
        }
    }
}
