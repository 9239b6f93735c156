package tilesearch.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.Tiles;

/** {@code tilesearch generate}: writes random boards for stress tests, one board text file each. */
@Command(name = "generate",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        header = "Write random boards for stress tests, one board text file per board.",
        description = {
            "Files are named random-NxN-0001.txt, random-NxN-0002.txt, ... and start with a # comment saying how "
                    + "they were made. The same seed and options give the same files.",
            "Each cell holds a tile with probability D; tiles are drawn uniformly from 2, 4, 8, ... up to V."},
        footer = {
            "%nExample:",
            "  tilesearch generate --size 20 --count 5 --seed 7     into inputs/random"})
final class GenerateCommand implements Callable<Integer> {

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

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "inputs/random",
            description = "Folder to write to, created if missing (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Override
    public Integer call() throws IOException {
        RandomBoards boards = new RandomBoards(seed, checkedSize(), checkedDensity(), checkedMaxExponent());
        if (count < 1) {
            throw new ParameterException(spec.commandLine(), "--count must be 1 or more, got " + count);
        }
        Files.createDirectories(out);
        String nameFormat = "random-%1$dx%1$d-%2$0" + Math.max(4, Integer.toString(count).length()) + "d.txt";
        String settings = String.format(Locale.ROOT, "--size %d --seed %d --density %s --max-tile %s", size, seed,
                density, maxTile);
        for (int i = 1; i <= count; i++) {
            String text = "# tilesearch generate " + settings + ": board " + i + " of " + count + "\n"
                    + boards.next().toText() + "\n";
            Files.writeString(out.resolve(String.format(Locale.ROOT, nameFormat, size, i)), text,
                    StandardCharsets.UTF_8);
        }
        spec.commandLine().getErr().printf("Wrote %d board%s of %dx%d to %s.%n", count, count == 1 ? "" : "s", size,
                size, out);
        spec.commandLine().getErr().flush();
        return ExitCodes.OK;
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
